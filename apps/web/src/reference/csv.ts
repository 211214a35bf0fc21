import { tableRows, type ReferenceTable } from '@org/hvac-core/reference';
import type { UnitSystem } from '@org/hvac-core/units';
import { columnUnit, formatCell } from './format-cell';

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A reference table as CSV (RFC 4180, CRLF line ends) in one unit system: a header of column titles
 * with their units, the rows as displayed (numbers without thousands separators), then a blank line
 * and the source, so a pasted table keeps its citation.
 */
export function tableToCsv(table: ReferenceTable, unitSystem: UnitSystem): string {
  const header = table.columns.map((column) => {
    const unit = columnUnit(column, unitSystem);
    return field(unit ? `${column.title} (${unit})` : column.title);
  });
  const rows = tableRows(table, unitSystem).map((row) =>
    table.columns.map((column) =>
      field(formatCell(row.cells[column.key] ?? null, column, unitSystem, false)),
    ),
  );
  return [
    header.join(','),
    ...rows.map((cells) => cells.join(',')),
    '',
    field(`Source: ${table.source}`),
  ].join('\r\n');
}

/** A file name for a table's CSV, e.g. "people-heat-gains-imperial.csv". */
export function csvFileName(table: ReferenceTable, unitSystem: UnitSystem): string {
  return `${table.id}-${unitSystem.toLowerCase()}.csv`;
}
