export interface PageOf<T> {
  /** 1-based page number. */
  number: number;
  /** How many pages there are in all. */
  total: number;
  items: readonly T[];
  /** This page's path: `/blog` for the first, `/blog/page/2` onwards. */
  path: string;
  previousPath?: string;
  nextPath?: string;
}

/** Path of page `number` of a list whose first page is at `basePath`. */
export function pagePath(basePath: string, number: number): string {
  return number === 1 ? basePath : `${basePath}/page/${number}`;
}

/**
 * Splits a list into pages: the first at `basePath`, the rest at `basePath/page/N`. An empty list
 * still has one (empty) page, so the index always exists.
 *
 * @param items - Already in display order.
 * @param pageSize - Items per page, ≥ 1.
 * @param basePath - Path of the first page, without a trailing slash (`/blog`).
 */
export function paginate<T>(items: readonly T[], pageSize: number, basePath: string): PageOf<T>[] {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError('pageSize must be a whole number ≥ 1');
  const total = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: total }, (_, index) => {
    const number = index + 1;
    return {
      number,
      total,
      items: items.slice(index * pageSize, number * pageSize),
      path: pagePath(basePath, number),
      previousPath: number > 1 ? pagePath(basePath, number - 1) : undefined,
      nextPath: number < total ? pagePath(basePath, number + 1) : undefined,
    };
  });
}
