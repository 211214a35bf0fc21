import { fieldUnitLabel } from '../_lib/field-spec.js';
import { SCHEDULE_COLUMN_FIELD_SPECS, isScheduleNumericColumn } from './column-fields.js';
import { SCHEDULE_COLUMN_INFO, EQUIPMENT_TYPES, equipmentTypeInfo } from './equipment-types.js';
import type { ScheduleColumn } from './equipment-types.js';
import type { EquipmentScheduleInput, EquipmentScheduleRow } from './schema.js';
import type { UnitSystem } from '../units/index.js';

/** Characters that make a spreadsheet read a cell as a formula (and tab / carriage return, which some treat alike). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted, inner quotes doubled, and a leading `'` when the text would start a
 * spreadsheet formula, so that opening the file never runs one (CSV injection).
 *
 * @param text - The cell's text.
 * @returns The quoted field.
 * @see RFC 4180 (2005), section 2; OWASP, "CSV Injection"
 * @example csvField('=SUM(A1)') //=> '"\'=SUM(A1)"'
 */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A number as a CSV writes it: no thousands separators, float noise removed (12 significant digits). */
function csvNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/**
 * A column's header: its label, with its unit for a numeric column.
 *
 * @param column - A schedule column.
 * @param unitSystem - The schedule's unit system.
 * @returns e.g. "Cooling capacity (Btu/h)" or "Manufacturer".
 * @example scheduleColumnHeader('airflow', 'Metric') //=> 'Airflow (L/s)'
 */
export function scheduleColumnHeader(column: ScheduleColumn, unitSystem: UnitSystem): string {
  const { label } = SCHEDULE_COLUMN_INFO[column];
  return isScheduleNumericColumn(column)
    ? `${label} (${fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS[column].unit, unitSystem)})`
    : label;
}

/** A number rounded to `decimals` places, as a CSV writes it; `csvNumber`'s when not given. */
function roundedCsvNumber(value: number, decimals: number | undefined): string {
  if (decimals === undefined) return csvNumber(value);
  const rounded = Number(value.toFixed(decimals));
  // "-0" after rounding reads as a value below zero.
  return String(rounded === 0 ? 0 : rounded);
}

function cellText(
  row: EquipmentScheduleRow,
  column: ScheduleColumn,
  decimals: ScheduleCsvOptions['decimals'],
): string {
  const value = row[column];
  if (typeof value === 'number') return roundedCsvNumber(value, decimals?.(column));
  return value ?? '';
}

/** How `scheduleToCsv` writes numbers. */
export interface ScheduleCsvOptions {
  /**
   * Decimal places of a column's numbers, so the file carries what the schedule shows (a value
   * converted between unit systems keeps its full precision in the file); default: 12
   * significant digits, float noise removed.
   */
  readonly decimals?: (column: ScheduleColumn) => number | undefined;
}

/**
 * The schedule as CSV, the drawings' format: one table per equipment type that has rows, in the
 * order of `EQUIPMENT_TYPES`, each a title line ("Air-handling unit schedule"), a header row of
 * the type's column labels with their units in the schedule's unit system, then its rows in
 * schedule order; a blank line between tables. Every field is quoted; lines end in CRLF.
 *
 * @param input - A parsed schedule.
 * @param options - See {@link ScheduleCsvOptions}.
 * @returns The CSV text (empty when the schedule has no rows). Prepend a byte-order mark when a
 *   spreadsheet must read the unit symbols as UTF-8.
 * @see RFC 4180 (2005), Common Format and MIME Type for CSV Files
 * @example scheduleToCsv({ calculationName: 'S', unitSystem: 'Imperial', rows: [{ id: 'a', type: 'fan', tag: 'EF-1', airflow: 500 }] })
 */
export function scheduleToCsv(
  input: EquipmentScheduleInput,
  options: ScheduleCsvOptions = {},
): string {
  const tables: string[] = [];
  for (const type of EQUIPMENT_TYPES) {
    const rows = input.rows.filter((row) => row.type === type);
    if (rows.length === 0) continue;
    const info = equipmentTypeInfo(type);
    const lines = [
      csvField(info.title),
      info.columns
        .map((column) => csvField(scheduleColumnHeader(column, input.unitSystem)))
        .join(','),
      ...rows.map((row) =>
        info.columns.map((column) => csvField(cellText(row, column, options.decimals))).join(','),
      ),
    ];
    tables.push(lines.join('\r\n'));
  }
  return tables.length === 0 ? '' : `${tables.join('\r\n\r\n')}\r\n`;
}
