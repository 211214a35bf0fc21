import { numericValue } from '../_lib/form-number.js';
import { SCHEDULE_COLUMN_INFO } from './equipment-types.js';
import type { EquipmentType, ScheduleColumn } from './equipment-types.js';

/** What sorting and filtering read of a row: a draft or a parsed row. */
export type ScheduleRowLike = { readonly type?: unknown } & Readonly<Record<string, unknown>>;

/** Sort direction of a schedule column. */
export type ScheduleSortDirection = 'asc' | 'desc';

/** The text columns a schedule's text filter searches. */
export const SCHEDULE_FILTER_COLUMNS = ['tag', 'servingArea', 'manufacturer', 'model'] as const;

const TAG_PARTS = /^(.*?)-?(\d+)([A-Z]?)$/i;

/** A tag as prefix, number and suffix, for natural order (AHU-2 before AHU-10); null if it has no number. */
function tagParts(tag: string): { prefix: string; number: number; suffix: string } | null {
  const match = TAG_PARTS.exec(tag.trim());
  if (!match) return null;
  const [, prefix = '', digits = '', suffix = ''] = match;
  return { prefix: prefix.toUpperCase(), number: Number(digits), suffix: suffix.toUpperCase() };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Compares two rows by one column, ascending: numbers by value (a numeric string counts as its
 * number), tags in natural order (prefix, then number, then letter: AHU-2 before AHU-10 before
 * AHU-10A), other text alphabetically ignoring case. Blank or unreadable values are "missing".
 *
 * @param column - The column to compare.
 * @param a - First row.
 * @param b - Second row.
 * @returns Negative, 0 or positive; `undefined` when either value is missing (the caller puts
 *   missing values last in both directions).
 * @example compareScheduleRows('tag', { tag: 'AHU-10' }, { tag: 'AHU-2' }) //=> a positive number
 */
export function compareScheduleRows(
  column: ScheduleColumn,
  a: ScheduleRowLike,
  b: ScheduleRowLike,
): number | undefined {
  if (SCHEDULE_COLUMN_INFO[column].kind === 'number') {
    const x = numericValue(a[column]);
    const y = numericValue(b[column]);
    if (x === undefined || y === undefined) return undefined;
    return x - y;
  }
  const x = text(a[column]);
  const y = text(b[column]);
  if (x === '' || y === '') return undefined;
  if (column === 'tag') {
    const px = tagParts(x);
    const py = tagParts(y);
    if (px && py) {
      const byPrefix = collator.compare(px.prefix, py.prefix);
      if (byPrefix !== 0) return byPrefix;
      if (px.number !== py.number) return px.number - py.number;
      return collator.compare(px.suffix, py.suffix);
    }
  }
  return collator.compare(x, y);
}

/**
 * Rows sorted by a column: a stable sort (rows that compare equal keep their schedule order), with
 * rows missing the value last whichever the direction, as a schedule table reads best.
 *
 * @param rows - The rows in schedule order.
 * @param column - The column to sort by.
 * @param direction - 'asc' or 'desc'.
 * @returns A new array; the rows themselves are not copied or changed.
 * @example sortScheduleRows([{ tag: 'P-2', waterFlow: 10 }, { tag: 'P-1', waterFlow: 40 }], 'waterFlow', 'desc').map((r) => r.tag) //=> ['P-1', 'P-2']
 */
export function sortScheduleRows<Row extends ScheduleRowLike>(
  rows: readonly Row[],
  column: ScheduleColumn,
  direction: ScheduleSortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  const missing = (row: Row): boolean =>
    SCHEDULE_COLUMN_INFO[column].kind === 'number'
      ? numericValue(row[column]) === undefined
      : text(row[column]) === '';
  return rows
    .map((row, index) => ({ row, index, missing: missing(row) }))
    .sort((x, y) => {
      if (x.missing !== y.missing) return x.missing ? 1 : -1;
      const order = x.missing ? 0 : (compareScheduleRows(column, x.row, y.row) ?? 0);
      return order !== 0 ? sign * order : x.index - y.index;
    })
    .map(({ row }) => row);
}

/** What a schedule view shows. */
export interface ScheduleFilter {
  /** Words every shown row holds in its tag, serving area, manufacturer or model (ignoring case); '' shows all. */
  readonly query?: string;
  /** The only type shown; undefined shows every type. */
  readonly type?: EquipmentType;
}

/**
 * Whether a row passes a filter: its type is the one asked for (when one is), and every word of
 * the query appears in one of its tag, serving area, manufacturer or model, ignoring case.
 *
 * @param row - A schedule row (draft or parsed).
 * @param filter - The query and type.
 * @returns True when the row is shown.
 * @example matchesScheduleFilter({ type: 'pump', tag: 'P-1', manufacturer: 'Armstrong' }, { query: 'arm p-1' }) //=> true
 */
export function matchesScheduleFilter(row: ScheduleRowLike, filter: ScheduleFilter): boolean {
  if (filter.type !== undefined && row.type !== filter.type) return false;
  const words = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = SCHEDULE_FILTER_COLUMNS.map((column) => text(row[column]).toLowerCase()).join(
    '\n',
  );
  return words.every((word) => haystack.includes(word));
}

/**
 * The rows that pass a filter, in their order.
 *
 * @param rows - Schedule rows.
 * @param filter - The query and type.
 * @returns A new array of the matching rows.
 */
export function filterScheduleRows<Row extends ScheduleRowLike>(
  rows: readonly Row[],
  filter: ScheduleFilter,
): Row[] {
  return rows.filter((row) => matchesScheduleFilter(row, filter));
}
