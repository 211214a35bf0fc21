import type { ReferenceCell, ReferenceColumn, SystemValues } from '@org/hvac-core/reference';
import type { UnitSystem } from '@org/hvac-core/units';

/**
 * How a reference cell reads in a unit system. Formatting only: every number comes from hvac-core.
 * Numbers keep the column's significant digits (4 by default), never more than the data has.
 */

const DEFAULT_SIGNIFICANT_DIGITS = 4;
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(significantDigits: number, grouping: boolean): Intl.NumberFormat {
  const key = `${significantDigits}|${grouping}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      maximumSignificantDigits: significantDigits,
      useGrouping: grouping,
      signDisplay: 'negative',
    });
    formatters.set(key, found);
  }
  return found;
}

/** A number to the given significant digits, e.g. 62.42183 → "62.42"; 12000 → "12,000". */
export function formatSignificant(
  value: number,
  significantDigits = DEFAULT_SIGNIFICANT_DIGITS,
  grouping = true,
): string {
  if (!Number.isFinite(value)) return '—';
  // Every integer digit is kept: 12 346 Btu/h must not read as 12,350.
  const digits = Math.max(significantDigits, Math.floor(Math.log10(Math.abs(value) || 1)) + 1);
  return formatter(Math.min(digits, 21), grouping).format(value);
}

export function isSystemValues(cell: ReferenceCell): cell is SystemValues {
  return typeof cell === 'object' && cell !== null;
}

function significantDigitsOf(column: ReferenceColumn): number {
  return column.kind === 'text'
    ? DEFAULT_SIGNIFICANT_DIGITS
    : (column.significantDigits ?? DEFAULT_SIGNIFICANT_DIGITS);
}

/** The unit a column shows in a unit system ('' when it has none, or when each row has its own). */
export function columnUnit(column: ReferenceColumn, unitSystem: UnitSystem): string {
  if (column.kind === 'measure') return column.unit[unitSystem];
  if (column.kind === 'number') return column.unit ?? '';
  return '';
}

/** The unit of a column in the other system, when it differs (for "units in both systems"). */
export function otherColumnUnit(column: ReferenceColumn, unitSystem: UnitSystem): string {
  if (column.kind !== 'measure') return '';
  const other = unitSystem === 'Imperial' ? column.unit.Metric : column.unit.Imperial;
  return other === column.unit[unitSystem] ? '' : other;
}

/** The cell's own unit in a unit system, for rows that carry one (tables of constants). */
export function cellUnit(cell: ReferenceCell, unitSystem: UnitSystem): string {
  return isSystemValues(cell) && cell.unit ? cell.unit[unitSystem] : '';
}

/**
 * The text of a cell in a unit system: '' for an empty cell; a per-row unit is appended
 * ("1.08 Btu/h per cfm·°F"). `grouping` false gives machine-readable numbers for CSV.
 */
export function formatCell(
  cell: ReferenceCell,
  column: ReferenceColumn,
  unitSystem: UnitSystem,
  grouping = true,
): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  const digits = significantDigitsOf(column);
  if (typeof cell === 'number') return formatSignificant(cell, digits, grouping);
  const text = formatSignificant(cell[unitSystem], digits, grouping);
  const unit = cellUnit(cell, unitSystem);
  if (!unit || unit === '—') return text;
  return unit.startsWith(':') ? `${text}${unit}` : `${text} ${unit}`;
}
