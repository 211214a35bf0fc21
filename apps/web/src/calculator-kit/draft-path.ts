/**
 * A path into a calculator's draft, as zod reports it: `['room', 'distance']`,
 * `['terminals', 2, 'load']`. Field ids (`fieldElementId`) and error keys are made from it.
 */
export type DraftPath = readonly (string | number)[];

/** The key of a path among the evaluation's messages, and a field's name: `terminals.2.load`. */
export function errorKey(path: DraftPath): string {
  return path.join('.');
}

/** The value at `path` of a draft, or undefined where the path leads nowhere. */
export function getAt(target: unknown, path: DraftPath): unknown {
  let current: unknown = target;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `target` with the value at `path` replaced, copying every object and array on the way:
 * the draft is immutable state. A key set to undefined is removed (a blank optional field is absent,
 * as in a saved file); a missing container is created, a list where the next key is a row number.
 */
export function setAt<T>(target: T, path: DraftPath, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  if (Array.isArray(target)) {
    const copy: unknown[] = [...(target as unknown[])];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy as T;
  }
  if (typeof head === 'number' && (typeof target !== 'object' || target === null)) {
    const list: unknown[] = [];
    list[head] = setAt(undefined, rest, value);
    return list as T;
  }
  const record: Record<string, unknown> =
    typeof target === 'object' && target !== null ? { ...(target as Record<string, unknown>) } : {};
  const next = setAt(record[String(head)], rest, value);
  if (next === undefined) delete record[String(head)];
  else record[String(head)] = next;
  return record as T;
}
