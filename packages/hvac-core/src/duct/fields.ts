import { fromSi, toSi, unitLabel } from '../units/index.js';
import { isWithinLimitSi } from '../_lib/limits.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { formatNumberForMessage as formatMessageNumber } from '../_lib/message-number.js';

/** The numeric fields of the duct calculator and of the size check, with their fitting-row fields. */
export const DUCT_NUMERIC_FIELDS = [
  'airflow',
  'aspectRatio',
  'targetVelocity',
  'targetFriction',
  'ductLength',
  'airTemperature',
  'altitude',
  'diameter',
  'width',
  'height',
  'quantity',
  'customC',
  'customEquivalentLength',
] as const;

export type DuctNumericField = (typeof DUCT_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const DUCT_FIELD_LABELS = {
  calculationName: 'Calculation name',
  unitSystem: 'Unit system',
  airflow: 'Airflow',
  ductShape: 'Duct shape',
  aspectRatio: 'Aspect ratio',
  sizingMethod: 'Sizing method',
  targetVelocity: 'Target velocity',
  targetFriction: 'Target friction rate',
  ductLength: 'Duct length',
  fittings: 'Fittings',
  material: 'Duct material',
  airTemperature: 'Air temperature',
  altitude: 'Altitude',
  application: 'Application',
  roundingMode: 'Size rounding',
  diameter: 'Diameter',
  width: 'Width',
  height: 'Height',
  id: 'Fitting id',
  type: 'Fitting type',
  quantity: 'Fitting quantity',
  customC: 'Custom loss coefficient C',
  customEquivalentLength: 'Custom equivalent length',
} as const;

/** The quantity of each numeric field (null: dimensionless, the same in both systems). */
export const DUCT_FIELD_QUANTITIES = {
  airflow: 'airflow',
  aspectRatio: null,
  targetVelocity: 'airVelocity',
  targetFriction: 'ductFrictionRate',
  ductLength: 'length',
  airTemperature: 'temperature',
  altitude: 'length',
  diameter: 'ductDimension',
  width: 'ductDimension',
  height: 'ductDimension',
  quantity: null,
  customC: null,
  customEquivalentLength: 'length',
} as const satisfies Record<DuctNumericField, Quantity | null>;

interface LimitSi {
  readonly min: number;
  readonly max: number;
}

const imperial = (min: number, max: number, quantity: Quantity): LimitSi => ({
  min: toSi(min, quantity, 'Imperial'),
  max: toSi(max, quantity, 'Imperial'),
});

/**
 * Valid ranges in SI, so a value valid in one system stays valid after conversion. The Imperial
 * limits are round numbers; the Metric ones are their conversions, shown rounded. They bound what
 * the engine accepts, not good practice (that is what the warnings are for).
 */
const FIELD_LIMITS_SI: Record<DuctNumericField, LimitSi> = {
  airflow: imperial(1, 200_000, 'airflow'),
  aspectRatio: { min: 1, max: 8 },
  targetVelocity: imperial(100, 6000, 'airVelocity'),
  targetFriction: imperial(0.01, 2, 'ductFrictionRate'),
  ductLength: imperial(0, 10_000, 'length'),
  airTemperature: imperial(-40, 250, 'temperature'),
  altitude: imperial(-1500, 15_000, 'length'),
  diameter: imperial(1, 300, 'ductDimension'),
  width: imperial(1, 300, 'ductDimension'),
  height: imperial(1, 300, 'ductDimension'),
  quantity: { min: 0, max: 1000 },
  customC: { min: 0, max: 100 },
  customEquivalentLength: imperial(0, 10_000, 'length'),
};

/**
 * The unit label of a numeric field in a unit system ("" for dimensionless fields).
 *
 * @example ductFieldUnitLabel('targetFriction', 'Metric') //=> 'Pa/m'
 */
export function ductFieldUnitLabel(field: DuctNumericField, unitSystem: UnitSystem): string {
  const quantity: Quantity | null = DUCT_FIELD_QUANTITIES[field];
  return quantity === null ? '' : unitLabel(quantity, unitSystem);
}

/**
 * The valid range of a numeric field in a unit system, for a form's min and max.
 *
 * @example ductFieldRange('airflow', 'Imperial') //=> { min: 1, max: 200000 }
 */
export function ductFieldRange(
  field: DuctNumericField,
  unitSystem: UnitSystem,
): { min: number; max: number } {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = DUCT_FIELD_QUANTITIES[field];
  if (quantity === null) return { min: limit.min, max: limit.max };
  return {
    min: fromSi(limit.min, quantity, unitSystem),
    max: fromSi(limit.max, quantity, unitSystem),
  };
}

/** Whether a value in `unitSystem` lies in the field's range (to 1e-9 relative, for round-off). */
export function isWithinDuctFieldRange(
  field: DuctNumericField,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = DUCT_FIELD_QUANTITIES[field];
  const valueSi = quantity === null ? value : toSi(value, quantity, unitSystem);
  return isWithinLimitSi(valueSi, limit.min, limit.max);
}

/** A number as shown in a message: whole from 100, else up to three significant decimals; thousands separated. */
export function formatNumberForMessage(value: number): string {
  return formatMessageNumber(value);
}

/** "Airflow must be between 1 and 200,000 cfm." */
export function ductRangeMessage(field: DuctNumericField, unitSystem: UnitSystem): string {
  const { min, max } = ductFieldRange(field, unitSystem);
  const unit = ductFieldUnitLabel(field, unitSystem);
  const maxText = formatNumberForMessage(max);
  return `${DUCT_FIELD_LABELS[field]} must be between ${formatNumberForMessage(min)} and ${unit === '' ? maxText : `${maxText} ${unit}`}.`;
}
