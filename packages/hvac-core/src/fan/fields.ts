import { fromSi, toSi, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { formatNumberForMessage } from '../_lib/message-number.js';

/** Every field of a fan input, in form order: what a saved file stores in its `data`. */
export const FAN_FIELDS = [
  'unitSystem',
  'calculationName',
  'airflow',
  'fanStaticPressure',
  'outletArea',
  'shaftPower',
  'efficiencyBasis',
  'fanEfficiencyPercent',
  'driveEfficiencyPercent',
  'motorEfficiencyPercent',
  'motorSizingMarginPercent',
  'currentSpeed',
  'newSpeed',
  'currentDiameter',
  'newDiameter',
] as const;

export type FanField = (typeof FAN_FIELDS)[number];

/** The numeric fields of a fan input. */
export const FAN_NUMERIC_FIELDS = [
  'airflow',
  'fanStaticPressure',
  'outletArea',
  'shaftPower',
  'fanEfficiencyPercent',
  'driveEfficiencyPercent',
  'motorEfficiencyPercent',
  'motorSizingMarginPercent',
  'currentSpeed',
  'newSpeed',
  'currentDiameter',
  'newDiameter',
] as const satisfies readonly FanField[];

export type FanNumericField = (typeof FAN_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const FAN_FIELD_LABELS = {
  unitSystem: 'Unit system',
  calculationName: 'Calculation name',
  airflow: 'Airflow',
  fanStaticPressure: 'Fan static pressure',
  outletArea: 'Fan outlet area',
  shaftPower: 'Shaft (brake) power',
  efficiencyBasis: 'Efficiency basis',
  fanEfficiencyPercent: 'Fan efficiency',
  driveEfficiencyPercent: 'Drive efficiency',
  motorEfficiencyPercent: 'Motor efficiency',
  motorSizingMarginPercent: 'Motor sizing margin',
  currentSpeed: 'Present fan speed',
  newSpeed: 'New fan speed',
  currentDiameter: 'Present impeller diameter',
  newDiameter: 'New impeller diameter',
} as const satisfies Record<FanField, string>;

/**
 * The quantity of each numeric field, for labelling and converting it with `unitLabel`/`convertValue`
 * from the units module; `null` marks a field that is the same in both unit systems (%, rpm).
 */
export const FAN_FIELD_QUANTITIES = {
  airflow: 'airflow',
  fanStaticPressure: 'ductPressureLoss',
  outletArea: 'area',
  shaftPower: 'shaftPower',
  fanEfficiencyPercent: null,
  driveEfficiencyPercent: null,
  motorEfficiencyPercent: null,
  motorSizingMarginPercent: null,
  currentSpeed: null,
  newSpeed: null,
  currentDiameter: 'ductDimension',
  newDiameter: 'ductDimension',
} as const satisfies Record<FanNumericField, Quantity | null>;

const FIXED_UNIT_LABELS: Partial<Record<FanNumericField, string>> = {
  fanEfficiencyPercent: '%',
  driveEfficiencyPercent: '%',
  motorEfficiencyPercent: '%',
  motorSizingMarginPercent: '%',
  currentSpeed: 'rpm',
  newSpeed: 'rpm',
};

/**
 * The unit label of a numeric field in a unit system.
 *
 * @example fanFieldUnitLabel('fanStaticPressure', 'Imperial') //=> 'in. wg'
 */
export function fanFieldUnitLabel(field: FanNumericField, unitSystem: UnitSystem): string {
  const quantity: Quantity | null = FAN_FIELD_QUANTITIES[field];
  return quantity === null ? (FIXED_UNIT_LABELS[field] ?? '') : unitLabel(quantity, unitSystem);
}

interface FieldLimitSi {
  readonly min: number;
  readonly max: number;
  /** When true the minimum itself is not allowed. */
  readonly minExclusive: boolean;
}

const IN_WG = toSi(1, 'ductPressureLoss', 'Imperial');

/**
 * Valid ranges in SI, checked in SI so that a value valid in one unit system stays valid after
 * conversion. Imperial limits are round numbers; Metric ones their exact conversions. Pressures
 * reach 40 in. wg (10 kPa), beyond the highest-pressure HVAC fans; efficiencies keep the pump
 * calculator's bounds.
 */
const FIELD_LIMITS_SI: Record<FanNumericField, FieldLimitSi> = {
  airflow: { min: 0, max: toSi(1_000_000, 'airflow', 'Imperial'), minExclusive: true },
  fanStaticPressure: { min: 0, max: 40 * IN_WG, minExclusive: true },
  // From a small fan's 0.01 ft² (1.4 in²): a smaller outlet is no fan, and its velocity would overflow.
  outletArea: {
    min: toSi(0.01, 'area', 'Imperial'),
    max: toSi(1000, 'area', 'Imperial'),
    minExclusive: false,
  },
  shaftPower: { min: 0, max: toSi(5000, 'shaftPower', 'Imperial'), minExclusive: true },
  fanEfficiencyPercent: { min: 10, max: 95, minExclusive: false },
  driveEfficiencyPercent: { min: 50, max: 100, minExclusive: false },
  motorEfficiencyPercent: { min: 50, max: 99, minExclusive: false },
  motorSizingMarginPercent: { min: 0, max: 50, minExclusive: false },
  currentSpeed: { min: 0, max: 20_000, minExclusive: true },
  newSpeed: { min: 0, max: 20_000, minExclusive: true },
  currentDiameter: { min: 0, max: toSi(400, 'ductDimension', 'Imperial'), minExclusive: true },
  newDiameter: { min: 0, max: toSi(400, 'ductDimension', 'Imperial'), minExclusive: true },
};

/**
 * The valid range of a numeric field in a unit system, for a form's min and max.
 *
 * @returns Minimum and maximum in that system's unit; `minExclusive` says whether the minimum
 *   itself is excluded.
 * @example fanFieldRange('fanStaticPressure', 'Metric').max //=> 9963.56
 */
export function fanFieldRange(
  field: FanNumericField,
  unitSystem: UnitSystem,
): { min: number; max: number; minExclusive: boolean } {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = FAN_FIELD_QUANTITIES[field];
  if (quantity === null) return { ...limit };
  return {
    min: fromSi(limit.min, quantity, unitSystem),
    max: fromSi(limit.max, quantity, unitSystem),
    minExclusive: limit.minExclusive,
  };
}

/** Whether a value in `unitSystem` lies in the field's range (1e-9 relative slack for round-off). */
export function isWithinFanFieldRange(
  field: FanNumericField,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = FAN_FIELD_QUANTITIES[field];
  const valueSi = quantity === null ? value : toSi(value, quantity, unitSystem);
  const slack = 1e-9 * Math.max(Math.abs(limit.min), Math.abs(limit.max), 1);
  const aboveMin = limit.minExclusive ? valueSi > limit.min : valueSi >= limit.min - slack;
  return aboveMin && valueSi <= limit.max + slack;
}

/** A number as shown in a message: whole above 100, else at most two decimals; thousands separated. */
export function formatFanNumber(value: number): string {
  return formatNumberForMessage(value);
}

/**
 * The message for a value outside its field's range, naming the field and the range in the
 * input's unit system.
 *
 * @example fanRangeMessage('airflow', 'Imperial') //=> 'Airflow must be greater than 0 and at most 1,000,000 cfm.'
 */
export function fanRangeMessage(field: FanNumericField, unitSystem: UnitSystem): string {
  const { min, max, minExclusive } = fanFieldRange(field, unitSystem);
  const unit = fanFieldUnitLabel(field, unitSystem);
  const top = `${formatFanNumber(max)}${unit === '' ? '' : unit === '%' ? ' %' : ` ${unit}`}`;
  const label = FAN_FIELD_LABELS[field];
  return minExclusive
    ? `${label} must be greater than ${formatFanNumber(min)} and at most ${top}.`
    : `${label} must be between ${formatFanNumber(min)} and ${top}.`;
}
