/**
 * The id prefix of the pump-head form's fields: `fieldElementId(PUMP_HEAD_ID_PREFIX, path)` gives
 * `pump-head-flowRate`, `pump-head-sections-1-length`.
 */
export const PUMP_HEAD_ID_PREFIX = 'pump-head';

type Path = readonly (string | number)[];

/**
 * A copy of `target` with the value at `path` replaced, copying every object and array on the way
 * (the draft is immutable state). Missing containers are created: an array for a numeric key.
 */
export function setIn<T>(target: T, path: Path, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  const container: unknown = target;
  const nextChild = (current: unknown): unknown => setIn(current, rest, value);
  if (Array.isArray(container)) {
    const copy: unknown[] = [...(container as unknown[])];
    copy[Number(head)] = nextChild(copy[Number(head)]);
    return copy as T;
  }
  const record: Record<string, unknown> =
    typeof container === 'object' && container !== null
      ? { ...(container as Record<string, unknown>) }
      : {};
  if (typeof head === 'number' && (typeof container !== 'object' || container === null)) {
    const array: unknown[] = [];
    array[head] = nextChild(undefined);
    return array as T;
  }
  record[String(head)] = nextChild(record[String(head)]);
  return record as T;
}

/** The value at `path`, or undefined. */
export function getIn(target: unknown, path: Path): unknown {
  let current: unknown = target;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
