import type { Quantity } from '../units/index.js';
import { unitsOf } from './build.js';
import type { MeasureColumn, NumberColumn, TextColumn, UnitLabels } from './types.js';

/** The columns of a reference table: words, plain numbers, or values in the reader's units. */

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

/** A column of a value whose units are not a product quantity (W/person, Btu/h·ft², kg/m³ ...). */
export function measureColumn(
  key: string,
  title: string,
  unit: UnitLabels,
  significantDigits?: number,
  quantity?: Quantity,
): MeasureColumn {
  return {
    key,
    title,
    kind: 'measure',
    unit,
    ...(quantity === undefined ? {} : { quantity }),
    ...(significantDigits === undefined ? {} : { significantDigits }),
  };
}

/** A column of a product quantity (its units come from src/units). */
export function quantityColumn(
  key: string,
  title: string,
  quantity: Quantity,
  significantDigits?: number,
): MeasureColumn {
  return measureColumn(key, title, unitsOf(quantity), significantDigits, quantity);
}
