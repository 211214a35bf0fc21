import { identity, type QuantityUnits } from './display-unit.js';
import { QUANTITIES, type Quantity } from './quantities.js';
import type { UnitSystem } from './unit-system.js';

/**
 * Form fields that are pure numbers: counts (no unit) and percentages, the same in both systems.
 * They are kept out of {@link QUANTITIES} because everything that lists every quantity (the unit
 * converter, the reference's table of conversions) would then offer "count" and "percent".
 */
export const DIMENSIONLESS_QUANTITIES = {
  count: { Imperial: identity(''), Metric: identity('') },
  percent: { Imperial: identity('%'), Metric: identity('%') },
} as const satisfies Record<string, QuantityUnits>;

/** What a form field of a calculator can hold: a quantity with units, a count or a percentage. */
export type FieldQuantity = Quantity | keyof typeof DIMENSIONLESS_QUANTITIES;

/** The units of every {@link FieldQuantity} (typed here so declaration files can name it). */
export const FIELD_QUANTITIES: Readonly<Record<FieldQuantity, QuantityUnits>> = {
  ...QUANTITIES,
  ...DIMENSIONLESS_QUANTITIES,
};

/** A value in `unitSystem` converted to the quantity's SI base unit. */
export function fieldToSi(value: number, quantity: FieldQuantity, unitSystem: UnitSystem): number {
  return FIELD_QUANTITIES[quantity][unitSystem].toSi(value);
}

/** A value in the quantity's SI base unit converted to `unitSystem`. */
export function fieldFromSi(
  valueSi: number,
  quantity: FieldQuantity,
  unitSystem: UnitSystem,
): number {
  return FIELD_QUANTITIES[quantity][unitSystem].fromSi(valueSi);
}

/**
 * The unit label of a field's quantity in a unit system ('' for a count).
 *
 * @example fieldQuantityUnitLabel('percent', 'Metric') //=> '%'
 */
export function fieldQuantityUnitLabel(quantity: FieldQuantity, unitSystem: UnitSystem): string {
  return FIELD_QUANTITIES[quantity][unitSystem].label;
}
