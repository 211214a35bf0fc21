/**
 * The list edits of a form's row editors (fittings, equipment, sections): a draft's rows are
 * immutable state, so each edit returns a new list.
 */

/** The list with the row at `index` replaced. */
export function replaceRow<Row>(rows: readonly Row[], index: number, next: Row): Row[] {
  return rows.map((row, i) => (i === index ? next : row));
}

/** The list with the row at `index` removed. */
export function removeRow<Row>(rows: readonly Row[], index: number): Row[] {
  return rows.filter((_, i) => i !== index);
}

/**
 * An id no row has yet: `${prefix}-${n}` from n = the row count + 1 up ('fitting-3' for a third
 * row), so a new row's id reads as its place while ids stay unique after removals.
 */
export function unusedRowId(
  rows: readonly { readonly id?: unknown }[],
  prefix = 'fitting',
): string {
  const used = new Set(rows.map((row) => row.id));
  let n = rows.length + 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}
