import { fromSi, unitLabel } from '../units/index.js';
import type { Quantity } from '../units/index.js';
import type {
  MeasureColumn,
  NumberColumn,
  ReferenceCell,
  ReferenceRow,
  SystemValues,
  TextColumn,
  UnitLabels,
} from './types.js';

/** Small builders the domain files share, so each table reads as data, not plumbing. */

/** The unit labels of a product quantity in both systems. */
export function unitsOf(quantity: Quantity): UnitLabels {
  return { Imperial: unitLabel(quantity, 'Imperial'), Metric: unitLabel(quantity, 'Metric') };
}

/** An SI value of a product quantity, shown in each system's unit. */
export function fromSiBoth(valueSi: number, quantity: Quantity): SystemValues {
  return {
    Imperial: fromSi(valueSi, quantity, 'Imperial'),
    Metric: fromSi(valueSi, quantity, 'Metric'),
  };
}

/** A value given in each system (units outside src/units, or an engine's own conversion). */
export function both(imperial: number, metric: number, unit?: UnitLabels): SystemValues {
  return unit === undefined
    ? { Imperial: imperial, Metric: metric }
    : { Imperial: imperial, Metric: metric, unit };
}

/** Like {@link fromSiBoth}, carrying the quantity's unit in the cell (tables of mixed constants). */
export function fromSiWithUnit(valueSi: number, quantity: Quantity): SystemValues {
  return { ...fromSiBoth(valueSi, quantity), unit: unitsOf(quantity) };
}

/** The unit labels of a measure column whose rows carry their own units. */
export const PER_ROW_UNIT: UnitLabels = { Imperial: '', Metric: '' };

export function textColumn(key: string, title: string): TextColumn {
  return { key, title, kind: 'text' };
}

export function numberColumn(
  key: string,
  title: string,
  options: { unit?: string; significantDigits?: number } = {},
): NumberColumn {
  return { key, title, kind: 'number', ...options };
}

/** A column of a product quantity (its units come from src/units). */
export function quantityColumn(
  key: string,
  title: string,
  quantity: Quantity,
  significantDigits?: number,
): MeasureColumn {
  return {
    key,
    title,
    kind: 'measure',
    unit: unitsOf(quantity),
    quantity,
    ...(significantDigits === undefined ? {} : { significantDigits }),
  };
}

/** A column of a value whose units are not a product quantity (W/person, Btu/h·ft², kg/m³ ...). */
export function measureColumn(
  key: string,
  title: string,
  unit: UnitLabels,
  significantDigits?: number,
): MeasureColumn {
  return {
    key,
    title,
    kind: 'measure',
    unit,
    ...(significantDigits === undefined ? {} : { significantDigits }),
  };
}

export function row(id: string, cells: Readonly<Record<string, ReferenceCell>>): ReferenceRow {
  return { id, cells };
}

/** A kebab-case row or table id from any label ("R-1234ze(E)" -> "r-1234ze-e"). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\./g, '_')
    .replace(/^-+|-+$/g, '');
}
