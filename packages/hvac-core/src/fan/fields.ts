import { toSi } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import {
  fieldLabels,
  fieldNames,
  fieldRange,
  fieldRangeMessage,
  fieldUnitLabel,
  isWithinFieldRange,
  numberFieldNames,
  unitQuantity,
} from '../_lib/field-spec.js';
import type { InputFieldSpec, NumberFieldSpec, ResultFieldSpec } from '../_lib/field-spec.js';

const IN_WG = toSi(1, 'ductPressureLoss', 'Imperial');
const PERCENT = { fixed: '%' } as const;
const RPM = { fixed: 'rpm' } as const;
const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/**
 * Every field of a fan input, in form order: what a saved file stores in its `data`, with its label
 * (validation messages start with it), unit, valid range, default, step, decimals and help.
 *
 * Ranges are in SI, checked in SI so that a value valid in one unit system stays valid after
 * conversion. Imperial limits are round numbers; Metric ones their exact conversions. Pressures
 * reach 40 in. wg (10 kPa), beyond the highest-pressure HVAC fans; efficiencies keep the pump
 * calculator's bounds. Defaults are a typical air-handler supply fan (see `defaultFanInput`).
 */
export const FAN_FIELD_SPECS = {
  unitSystem: { label: 'Unit system' },
  calculationName: { label: 'Calculation name', default: '' },
  airflow: {
    label: 'Airflow',
    unit: 'airflow',
    range: { si: [0, toSi(1_000_000, 'airflow', 'Imperial')], minExclusive: true },
    default: { Imperial: 10_000, Metric: 5000 },
    step: { Imperial: 100, Metric: 50 },
    decimals: 2,
  },
  fanStaticPressure: {
    label: 'Fan static pressure',
    unit: 'ductPressureLoss',
    range: { si: [0, 40 * IN_WG], minExclusive: true },
    default: { Imperial: 2, Metric: 500 },
    step: { Imperial: 0.1, Metric: 25 },
    decimals: 3,
    help: 'At the duty, as the fan catalogue or the duct system gives it',
  },
  outletArea: {
    label: 'Fan outlet area',
    unit: 'area',
    // From a small fan's 0.01 ft² (1.4 in²): a smaller outlet is no fan, and its velocity would overflow.
    range: { si: [toSi(0.01, 'area', 'Imperial'), toSi(1000, 'area', 'Imperial')] },
    default: { Imperial: 4, Metric: 0.4 },
    step: { Imperial: 0.5, Metric: 0.05 },
    decimals: 3,
    help: 'Adds the outlet velocity pressure. Blank: total pressure taken as static',
  },
  shaftPower: {
    label: 'Shaft (brake) power',
    unit: 'shaftPower',
    range: { si: [0, toSi(5000, 'shaftPower', 'Imperial')], minExclusive: true },
    step: same(0.5),
    decimals: 3,
    help: 'Measured or from the catalogue: gives the efficiencies. Blank: from the efficiency',
  },
  efficiencyBasis: { label: 'Efficiency basis', default: 'total' },
  fanEfficiencyPercent: {
    label: 'Fan efficiency',
    unit: PERCENT,
    range: { si: [10, 95] },
    default: 65,
    step: 1,
    decimals: 1,
    help: 'On the basis above, from the fan catalogue at the duty',
  },
  driveEfficiencyPercent: {
    label: 'Drive efficiency',
    unit: PERCENT,
    range: { si: [50, 100] },
    default: 100,
    step: 1,
    decimals: 1,
    help: '100 % for direct drive; about 95–97 % for belts',
  },
  motorEfficiencyPercent: {
    label: 'Motor efficiency',
    unit: PERCENT,
    range: { si: [50, 99] },
    default: 90,
    step: 1,
    decimals: 1,
  },
  motorSizingMarginPercent: {
    label: 'Motor sizing margin',
    unit: PERCENT,
    range: { si: [0, 50] },
    default: 0,
    step: 5,
    decimals: 1,
    help: 'Added to the motor output before choosing the standard size',
  },
  currentSpeed: {
    label: 'Present fan speed',
    unit: RPM,
    range: { si: [0, 20_000], minExclusive: true },
    step: 10,
    decimals: 0,
  },
  newSpeed: {
    label: 'New fan speed',
    unit: RPM,
    range: { si: [0, 20_000], minExclusive: true },
    step: 10,
    decimals: 0,
  },
  currentDiameter: {
    label: 'Present impeller diameter',
    unit: 'ductDimension',
    range: { si: [0, toSi(400, 'ductDimension', 'Imperial')], minExclusive: true },
    step: { Imperial: 1, Metric: 25 },
    decimals: 2,
  },
  newDiameter: {
    label: 'New impeller diameter',
    unit: 'ductDimension',
    range: { si: [0, toSi(400, 'ductDimension', 'Imperial')], minExclusive: true },
    step: { Imperial: 1, Metric: 25 },
    decimals: 2,
  },
} as const satisfies Record<string, InputFieldSpec>;

/** Every field of a fan input, in form order: what a saved file stores in its `data`. */
export const FAN_FIELDS = fieldNames(FAN_FIELD_SPECS);

export type FanField = keyof typeof FAN_FIELD_SPECS;

/** The numeric fields of a fan input. */
export const FAN_NUMERIC_FIELDS = numberFieldNames(FAN_FIELD_SPECS);

export type FanNumericField = (typeof FAN_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const FAN_FIELD_LABELS = fieldLabels(FAN_FIELD_SPECS);

/**
 * The quantity of each numeric field, for labelling and converting it with `unitLabel`/`convertValue`
 * from the units module; `null` marks a field that is the same in both unit systems (%, rpm).
 */
export const FAN_FIELD_QUANTITIES = Object.fromEntries(
  FAN_NUMERIC_FIELDS.map((field) => [field, unitQuantity(FAN_FIELD_SPECS[field].unit)]),
) as Record<FanNumericField, Quantity | null>;

function spec(field: FanNumericField): NumberFieldSpec {
  return FAN_FIELD_SPECS[field];
}

/**
 * The unit label of a numeric field in a unit system.
 *
 * @example fanFieldUnitLabel('fanStaticPressure', 'Imperial') //=> 'in. wg'
 */
export function fanFieldUnitLabel(field: FanNumericField, unitSystem: UnitSystem): string {
  return fieldUnitLabel(spec(field).unit, unitSystem);
}

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
  return fieldRange(spec(field), unitSystem);
}

/** Whether a value in `unitSystem` lies in the field's range (1e-9 relative slack for round-off). */
export function isWithinFanFieldRange(
  field: FanNumericField,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  return isWithinFieldRange(spec(field), value, unitSystem);
}

/**
 * The message for a value outside its field's range, naming the field and the range in the
 * input's unit system.
 *
 * @example fanRangeMessage('airflow', 'Imperial') //=> 'Airflow must be greater than 0 and at most 1,000,000 cfm.'
 */
export function fanRangeMessage(field: FanNumericField, unitSystem: UnitSystem): string {
  return fieldRangeMessage(spec(field), unitSystem);
}

/**
 * The fan's result fields, with their labels, units and the decimals shown: enough to check by hand
 * (4.25 in. wg or 1,060 Pa; 17.5 hp or 13.05 kW; 5,000 fpm or 12.5 m/s).
 */
export const FAN_RESULT_SPECS = {
  fanTotalPressure: {
    label: 'Fan total pressure',
    unit: 'ductPressureLoss',
    decimals: { Imperial: 2, Metric: 0 },
  },
  fanStaticPressure: {
    label: 'Fan static pressure',
    unit: 'ductPressureLoss',
    decimals: { Imperial: 2, Metric: 0 },
  },
  outletVelocity: {
    label: 'Outlet velocity',
    unit: 'airVelocity',
    decimals: { Imperial: 0, Metric: 1 },
  },
  outletVelocityPressure: {
    label: 'Outlet velocity pressure',
    unit: 'ductPressureLoss',
    decimals: { Imperial: 2, Metric: 0 },
  },
  staticAirPower: { label: 'Static air power', unit: 'shaftPower', decimals: 2 },
  totalAirPower: { label: 'Total air power', unit: 'shaftPower', decimals: 2 },
  staticEfficiencyPercent: { label: 'Fan static efficiency', unit: PERCENT, decimals: 1 },
  totalEfficiencyPercent: { label: 'Fan total efficiency', unit: PERCENT, decimals: 1 },
  shaftPower: { label: 'Shaft (brake) power', unit: 'shaftPower', decimals: 2 },
  motorOutput: { label: 'Motor output', unit: 'shaftPower', decimals: 2 },
  motorInputPower: { label: 'Motor input', unit: 'shaftPower', decimals: 2 },
  motorRating: { label: 'Suggested motor', unit: 'shaftPower', decimals: 2 },
  motorLoadPercent: { label: 'Motor load', unit: PERCENT, decimals: 0 },
  speedRatio: { label: 'Speed ratio N₂/N₁', unit: { fixed: '' }, decimals: 3 },
  diameterRatio: { label: 'Diameter ratio D₂/D₁', unit: { fixed: '' }, decimals: 3 },
  airflow: { label: 'Airflow', unit: 'airflow', decimals: 0 },
} as const satisfies Record<string, ResultFieldSpec>;
