/**
 * A stable text form of a draft: keys sorted at every level, undefined values dropped (as JSON and
 * Firestore drop them), so two drafts that would save the same data compare equal.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) {
      const field = (inner as Record<string, unknown>)[key];
      if (field !== undefined) sorted[key] = field;
    }
    return sorted;
  });
}

/** What JSON writes for a value: nothing for these in an object (and `null` in an array). */
const omitted = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/**
 * `canonicalJson(a) === canonicalJson(b)`, without writing either out: a part both drafts share
 * (the same object, as an edit keeps every item it did not touch) is equal at once, so a keystroke
 * in a bill of 1,000 items compares one item, not the whole bill twice (issue 23).
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (omitted(a) || omitted(b)) return omitted(a) && omitted(b);
  if (typeof a === 'number' && typeof b === 'number') {
    // JSON writes every non-finite number as null; finite ones as equal text exactly when equal.
    return Number.isFinite(a) || Number.isFinite(b) ? a === b : true;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) {
      const [x, y] = [a[index], b[index]];
      // In an array, JSON writes an omitted value as null.
      if (!sameJson(omitted(x) ? null : x, omitted(y) ? null : y)) return false;
    }
    return true;
  }
  if (isPlainRecord(a) && isPlainRecord(b)) {
    let count = 0;
    for (const key of Object.keys(a)) {
      if (omitted(a[key])) continue;
      count += 1;
      if (!Object.hasOwn(b, key) || !sameJson(a[key], b[key])) return false;
    }
    for (const key of Object.keys(b)) if (!omitted(b[key])) count -= 1;
    return count === 0;
  }
  // Anything else (a date, a number against null, mixed kinds): as JSON writes them.
  return canonicalJson(a) === canonicalJson(b);
}

/** Whether two drafts hold the same inputs: the workspace's "unsaved changes" test. */
export function isSameDraft(a: unknown, b: unknown): boolean {
  return sameJson(a, b);
}
