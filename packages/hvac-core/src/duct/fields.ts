import { fieldTableApi } from '../_lib/field-table.js';
import { imperialRange } from '../_lib/field-spec.js';
import type { InputFieldSpec } from '../_lib/field-spec.js';

const NONE = { fixed: '' } as const;
const DIMENSION_STEP = { Imperial: 2, Metric: 50 } as const;

/** A side or diameter of the checked duct (in | mm, 1 to 300 in), two decimals, no default. */
const dimension = (label: string, step: { readonly Imperial: number; readonly Metric: number }) =>
  ({
    label,
    unit: 'ductDimension',
    range: imperialRange(1, 300, 'ductDimension'),
    step,
    decimals: 2,
  }) as const;

/**
 * Every field of the duct calculator, of its fitting rows and of the size check, with its label
 * (validation messages start with it), and a number's unit, valid range, default, step, decimals and
 * help. Ranges are in SI, so a value valid in one system stays valid after conversion: the Imperial
 * limits are round numbers, the Metric ones their conversions, shown rounded. They bound what the
 * engine accepts, not good practice (that is what the warnings are for). Defaults are a small
 * supply main (see `defaultDuctInput`).
 */
export const DUCT_FIELD_SPECS = {
  calculationName: { label: 'Calculation name', default: '' },
  unitSystem: { label: 'Unit system' },
  airflow: {
    label: 'Airflow',
    unit: 'airflow',
    range: imperialRange(1, 200_000, 'airflow'),
    default: { Imperial: 1000, Metric: 500 },
    step: { Imperial: 50, Metric: 25 },
    decimals: 2,
  },
  ductShape: { label: 'Duct shape', default: 'round' },
  aspectRatio: {
    label: 'Aspect ratio',
    unit: NONE,
    range: { si: [1, 8] },
    default: 2,
    step: 0.5,
    decimals: 2,
    help: 'Width ÷ height of the rectangle (1 to 8; up to 4 is good practice)',
  },
  sizingMethod: { label: 'Sizing method', default: 'friction' },
  targetVelocity: {
    label: 'Target velocity',
    unit: 'airVelocity',
    range: imperialRange(100, 6000, 'airVelocity'),
    default: { Imperial: 1000, Metric: 5 },
    step: { Imperial: 50, Metric: 0.5 },
    decimals: 3,
  },
  targetFriction: {
    label: 'Target friction rate',
    unit: 'ductFrictionRate',
    range: imperialRange(0.01, 2, 'ductFrictionRate'),
    default: { Imperial: 0.1, Metric: 1 },
    step: { Imperial: 0.01, Metric: 0.1 },
    decimals: 4,
    help: 'Usually 0.05–0.2 in. wg/100 ft (0.4–1.6 Pa/m)',
  },
  ductLength: {
    label: 'Duct length',
    unit: 'length',
    range: imperialRange(0, 10_000, 'length'),
    default: { Imperial: 100, Metric: 30 },
    step: { Imperial: 5, Metric: 1 },
    decimals: 3,
  },
  fittings: { label: 'Fittings', default: [] },
  material: { label: 'Duct material', default: 'galvanizedSteel' },
  airTemperature: {
    label: 'Air temperature',
    unit: 'temperature',
    range: imperialRange(-40, 250, 'temperature'),
    default: { Imperial: 68, Metric: 20 },
    step: 1,
    decimals: 2,
    help: 'Blank: 68 °F (20 °C), standard air',
  },
  altitude: {
    label: 'Altitude',
    unit: 'length',
    range: imperialRange(-1500, 15_000, 'length'),
    default: 0,
    step: { Imperial: 500, Metric: 100 },
    decimals: 1,
    help: 'Above sea level',
  },
  application: { label: 'Application', default: 'main' },
  roundingMode: { label: 'Size rounding', default: 'standard' },
  diameter: dimension('Diameter', { Imperial: 1, Metric: 25 }),
  width: dimension('Width', DIMENSION_STEP),
  height: dimension('Height', DIMENSION_STEP),
  id: { label: 'Fitting id' },
  type: { label: 'Fitting type' },
  quantity: {
    label: 'Fitting quantity',
    unit: NONE,
    range: { si: [0, 1000] },
    step: 1,
    decimals: 0,
  },
  customC: {
    label: 'Custom loss coefficient C',
    unit: NONE,
    range: { si: [0, 100] },
    step: 0.05,
    decimals: 3,
  },
  customEquivalentLength: {
    label: 'Custom equivalent length',
    unit: 'length',
    range: imperialRange(0, 10_000, 'length'),
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 3,
  },
} as const satisfies Record<string, InputFieldSpec>;

const table = fieldTableApi(DUCT_FIELD_SPECS);

/** The numeric fields of the duct calculator and of the size check, with their fitting-row fields. */
export const DUCT_NUMERIC_FIELDS = table.numericFields;

export type DuctNumericField = (typeof DUCT_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const DUCT_FIELD_LABELS = table.labels;

/** The quantity of each numeric field (null: dimensionless, the same in both systems). */
export const DUCT_FIELD_QUANTITIES = table.quantities;

/**
 * The unit label of a numeric field in a unit system ("" for dimensionless fields).
 *
 * @example ductFieldUnitLabel('targetFriction', 'Metric') //=> 'Pa/m'
 */
export const ductFieldUnitLabel = table.unitLabel;

/**
 * The valid range of a numeric field in a unit system, for a form's min and max.
 *
 * @example ductFieldRange('airflow', 'Imperial') //=> { min: 1, max: 200000 }
 */
export const ductFieldRange = table.minMax;

/** Whether a value in `unitSystem` lies in the field's range (to 1e-9 relative, for round-off). */
export const isWithinDuctFieldRange = table.isWithinRange;

// The duct messages show numbers as every domain does.
export { formatNumberForMessage } from '../_lib/message-number.js';

/** "Airflow must be between 1 and 200,000 cfm." */
export const ductRangeMessage = table.rangeMessage;
