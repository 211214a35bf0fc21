/**
 * Structural sharing for the data the app reads: `next`, with every part that equals the same part
 * of `previous` replaced by `previous`'s (the same object), and `previous` itself when nothing
 * changed. So when a fresh read replaces data already on screen (the project page's kept listing,
 * issue 23), React's memoized rows see the same records and only what changed is drawn again.
 *
 * Plain objects and arrays are compared part by part, dates by their time; anything else (a class
 * instance, a Map) is the same only if it is the same object. In an array, an item with a string
 * `id` is matched with the previous item of that id wherever it was (a file added at the top shifts
 * every other one), any other item with the previous item at its index. TanStack Query's own
 * sharing (`replaceEqualDeep`) treats dates as always changed, so no record with one was ever kept.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  return share(previous, next) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function idOf(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = value.id;
  return typeof id === 'string' ? id : undefined;
}

function share(previous: unknown, next: unknown): unknown {
  if (Object.is(previous, next)) return previous;
  if (previous instanceof Date && next instanceof Date) {
    return Object.is(previous.getTime(), next.getTime()) ? previous : next;
  }
  if (Array.isArray(previous) && Array.isArray(next)) return shareArray(previous, next);
  if (isPlainObject(previous) && isPlainObject(next)) return shareObject(previous, next);
  return next;
}

function shareArray(previous: readonly unknown[], next: readonly unknown[]): unknown[] {
  let byId: Map<string, unknown> | undefined;
  let same = previous.length === next.length;
  const result = next.map((item, index) => {
    let before = previous[index];
    const id = idOf(item);
    if (id !== undefined && idOf(before) !== id) {
      byId ??= indexById(previous);
      before = byId.get(id);
    }
    const kept = share(before, item);
    if (kept !== previous[index]) same = false;
    return kept;
  });
  return same ? (previous as unknown[]) : result;
}

function indexById(items: readonly unknown[]): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  for (const item of items) {
    const id = idOf(item);
    if (id !== undefined && !byId.has(id)) byId.set(id, item);
  }
  return byId;
}

function shareObject(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  // An own "__proto__" key (JSON can hold one) would set the copy's prototype: left unshared.
  if (Object.hasOwn(next, '__proto__')) return next;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  const result = Object.create(Object.getPrototypeOf(next) as object | null) as Record<
    string,
    unknown
  >;
  for (const key of keys) {
    const kept = Object.hasOwn(previous, key) ? share(previous[key], next[key]) : next[key];
    if (!Object.hasOwn(previous, key) || kept !== previous[key]) same = false;
    result[key] = kept;
  }
  return same ? previous : result;
}
