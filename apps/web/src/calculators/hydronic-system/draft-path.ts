import type { DraftPath } from '../../calculator-kit/draft-path';
import { fieldElementId } from '../../calculator-kit/field-element-id';

/** The id prefix of the hydronic form's fields. */
export const HYDRONIC_ID_PREFIX = 'hydronic';

/** The id of a field's element: `hydronic-terminals-2-load`. */
export function hydronicFieldId(path: DraftPath): string {
  return fieldElementId(HYDRONIC_ID_PREFIX, path);
}

/** The value at `path`, or undefined. */
export function getAt(target: unknown, path: DraftPath): unknown {
  let current: unknown = target;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `target` with the value at `path` replaced (undefined removes the key), copying every
 * object and array on the way: the draft is immutable state. Missing objects are created.
 */
export function setAt<T>(target: T, path: DraftPath, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  if (Array.isArray(target)) {
    const copy: unknown[] = [...(target as unknown[])];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy as T;
  }
  const record: Record<string, unknown> =
    typeof target === 'object' && target !== null ? { ...(target as Record<string, unknown>) } : {};
  const next = setAt(record[String(head)], rest, value);
  if (next === undefined) delete record[String(head)];
  else record[String(head)] = next;
  return record as T;
}
