import { METRES_PER_FOOT, WATTS_PER_BTU_PER_HOUR } from '../units/factors.js';
import { fieldTableApi } from '../_lib/field-table.js';
import type { InputFieldSpec, ResultFieldSpec } from '../_lib/field-spec.js';

const FT = METRES_PER_FOOT;
const F = 1 / 1.8;
const same = (value: number) => ({ Imperial: value, Metric: value }) as const;
const LENGTH_STEP = { Imperial: 5, Metric: 1 } as const;

/**
 * The fields of one fitting row, with the schema's labels, and a number's unit, range, step and
 * decimals: a whole quantity from 1 to 1000 and an optional equivalent length each (blank: the
 * Crane K of the fitting).
 */
export const REFRIGERANT_FITTING_FIELD_SPECS = {
  id: { label: 'Fitting id' },
  type: { label: 'Fitting type' },
  quantity: {
    label: 'Fitting quantity',
    unit: { fixed: '' },
    range: { si: [1, 1000] },
    step: 1,
    decimals: 0,
  },
  customEquivalentLength: {
    label: 'Fitting equivalent length',
    unit: 'length',
    // 0–1000 ft, held in metres.
    range: { si: [0, 1000 * FT] },
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 3,
  },
} as const satisfies Record<string, InputFieldSpec>;

/**
 * Every input field of a refrigerant-line calculation, in form order, as a saved file stores them
 * at the top level of its `data` (they are the schema's keys), with its label (validation messages
 * start with it), and a number's unit, valid range, step, decimals and help.
 *
 * Ranges are in SI, from round Imperial numbers: capacity 1000 Btu/h to 12 000 000 Btu/h
 * (1000 tons); evaporating −58…86 °F (−50…30 °C) and condensing −4…158 °F (−20…70 °C), further
 * limited to each refrigerant's table; superheat 0–90 °F (50 K); subcooling 0–54 °F (30 K);
 * discharge superheat 0–180 °F (100 K); lengths up to 3000 ft (914 m); vertical rise ±300 ft;
 * allowed penalty 0.1–10 °F (0.056–5.6 K).
 */
export const REFRIGERANT_LINE_FIELD_SPECS = {
  calculationName: { label: 'Calculation name' },
  unitSystem: { label: 'Unit system' },
  refrigerant: { label: 'Refrigerant' },
  lineType: { label: 'Line type' },
  orientation: { label: 'Orientation' },
  tubeSeries: { label: 'Tube series' },
  capacity: {
    label: 'Cooling capacity',
    unit: 'heatRate',
    range: { si: [1000 * WATTS_PER_BTU_PER_HOUR, 12_000_000 * WATTS_PER_BTU_PER_HOUR] },
    step: { Imperial: 1000, Metric: 500 },
    decimals: 1,
    help: 'Refrigerating capacity of the evaporator the line serves',
  },
  evaporatingTemperature: {
    label: 'Saturated suction (evaporating) temperature',
    unit: 'temperature',
    range: { si: [-50, 30] },
    step: same(1),
    decimals: 2,
    help: 'Saturated suction temperature (SST); dew point for blends',
  },
  condensingTemperature: {
    label: 'Condensing temperature',
    unit: 'temperature',
    range: { si: [-20, 70] },
    step: same(1),
    decimals: 2,
    help: 'Saturated condensing temperature (SCT); dew point for blends',
  },
  superheat: {
    label: 'Suction superheat',
    unit: 'temperatureDifference',
    range: { si: [0, 90 * F] },
    step: same(1),
    decimals: 2,
    help: 'Suction gas above the SST',
  },
  subcooling: {
    label: 'Liquid subcooling',
    unit: 'temperatureDifference',
    range: { si: [0, 54 * F] },
    step: same(1),
    decimals: 2,
    help: 'Liquid below its bubble point leaving the condenser',
  },
  dischargeSuperheat: {
    label: 'Discharge superheat',
    unit: 'temperatureDifference',
    range: { si: [0, 180 * F] },
    step: same(5),
    decimals: 2,
    help: 'Discharge gas above the SCT. Blank: 45 °F (25 K)',
  },
  straightLength: {
    label: 'Straight length',
    unit: 'length',
    range: { si: [1 * FT, 3000 * FT] },
    step: LENGTH_STEP,
    decimals: 3,
    help: 'Measured length of tube, all runs and risers',
  },
  verticalRise: {
    label: 'Vertical rise',
    unit: 'length',
    range: { si: [-300 * FT, 300 * FT] },
    step: LENGTH_STEP,
    decimals: 3,
    help: 'Height gained in the direction of flow; negative for a drop (liquid lift)',
  },
  additionalEquivalentLength: {
    label: 'Additional equivalent length',
    unit: 'length',
    range: { si: [0, 3000 * FT] },
    step: LENGTH_STEP,
    decimals: 3,
    help: 'Accessories not in the fittings list (filter-drier, sight glass, solenoid)',
  },
  allowedTemperaturePenalty: {
    label: 'Allowed temperature penalty',
    unit: 'temperatureDifference',
    range: { si: [0.1 * F, 10 * F] },
    step: { Imperial: 0.5, Metric: 0.25 },
    decimals: 3,
    help: 'Pressure drop allowed, as a change of saturation temperature',
  },
  fittings: { label: 'Fittings', row: REFRIGERANT_FITTING_FIELD_SPECS },
} as const satisfies Record<string, InputFieldSpec>;

const SPECS = REFRIGERANT_LINE_FIELD_SPECS;
const table = fieldTableApi(SPECS);

/** The numeric fields of a refrigerant-line input, in form order. */
export const REFRIGERANT_LINE_NUMERIC_FIELDS = table.numericFields;
export type RefrigerantLineNumericField = (typeof REFRIGERANT_LINE_NUMERIC_FIELDS)[number];

/** Every input field of a refrigerant-line calculation, as a saved file stores them. */
export const REFRIGERANT_LINE_INPUT_FIELDS = table.fields;
export type RefrigerantLineInputField = (typeof REFRIGERANT_LINE_INPUT_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const REFRIGERANT_LINE_FIELD_LABELS = table.labels;

/** The quantity of each numeric field (units/field-quantities.ts has the units). */
export const REFRIGERANT_LINE_FIELD_QUANTITIES = Object.fromEntries(
  REFRIGERANT_LINE_NUMERIC_FIELDS.map((field) => [field, SPECS[field].unit]),
) as { readonly [Field in RefrigerantLineNumericField]: (typeof SPECS)[Field]['unit'] };

/**
 * The unit label of a numeric field in a unit system.
 *
 * @example refrigerantLineFieldUnitLabel('capacity', 'Metric') //=> 'W'
 */
export const refrigerantLineFieldUnitLabel = table.unitLabel;

/**
 * The valid range of a numeric field in a unit system, for a form's min and max: inclusive minimum
 * and maximum in that system's unit (exact conversions). Temperatures are further limited by the
 * refrigerant's table (see `saturationTemperatureRangeC`).
 *
 * @example refrigerantLineFieldRange('superheat', 'Imperial') //=> { min: 0, max: 90 }
 */
export const refrigerantLineFieldRange = table.minMax;

/** Whether a field's value lies in its range. */
export const isRefrigerantLineFieldInRange = table.isWithinRange;

/** "Straight length must be between 1 and 3,000 ft." */
export const refrigerantLineRangeMessage = table.rangeMessage;

/** A unit the engine already gives in each system's own unit, so the label is all there is to it. */
const fixed = (Imperial: string, Metric: string) => ({ fixed: { Imperial, Metric } }) as const;
const PSI_KPA = fixed('psi', 'kPa');
const PSIA_KPA = fixed('psia', 'kPa');
const DIFFERENCE = 'temperatureDifference';
const PERCENT = { fixed: '%' } as const;
/** Three decimals of an inch or a lb/ft³, two of a millimetre or a kg/m³. */
const FINE = { Imperial: 3, Metric: 2 } as const;

/**
 * Every result field of a refrigerant-line calculation with its label, unit and the decimals shown
 * in each unit system: the results cards, the report's rows and the snapshot's units read them.
 * Units outside the shared units table (psi | kPa, lb | kg, lb/h | kg/h, fpm | m/s, and the cycle's
 * per-mass figures) are fixed labels: the engine gives these numbers in each system's unit already.
 * Absolute pressures read psia in Imperial, since a gauge reads psig and a bare psi leaves the
 * engineer guessing; kPa in Metric, whose label says "(absolute)".
 */
export const REFRIGERANT_RESULT_SPECS = {
  velocity: { label: 'Velocity', unit: fixed('fpm', 'm/s'), decimals: { Imperial: 0, Metric: 2 } },
  pressureDrop: { label: 'Pressure drop', unit: PSI_KPA, decimals: 2 },
  temperaturePenalty: { label: 'Temperature penalty', unit: DIFFERENCE, decimals: 2 },
  allowedTemperaturePenalty: {
    label: 'Allowed temperature penalty',
    unit: DIFFERENCE,
    decimals: 3,
  },
  capacityLossPercent: { label: 'Capacity loss from the penalty', unit: PERCENT, decimals: 1 },
  massFlow: { label: 'Mass flow', unit: fixed('lb/h', 'kg/h'), decimals: 1 },
  charge: { label: 'Refrigerant charge in the line', unit: fixed('lb', 'kg'), decimals: 2 },
  insideDiameter: { label: 'Inside diameter', unit: 'pipeDiameter', decimals: FINE },
  straightLength: { label: 'Straight length', unit: 'length', decimals: 1 },
  fittingsEquivalentLength: { label: 'Fittings equivalent length', unit: 'length', decimals: 1 },
  equivalentLength: { label: 'Equivalent length', unit: 'length', decimals: 1 },
  reynoldsNumber: { label: 'Reynolds number', unit: { fixed: '' }, decimals: 0 },
  staticPressureChange: { label: 'Pressure lost to the lift', unit: PSI_KPA, decimals: 2 },
  subcoolingLost: { label: 'Subcooling used by friction and lift', unit: DIFFERENCE, decimals: 2 },
  subcoolingRemaining: {
    label: 'Subcooling left at the expansion device',
    unit: DIFFERENCE,
    decimals: 2,
  },
  capacityTons: { label: 'Capacity', unit: { fixed: 'tons' }, decimals: 2 },
  capacityKw: { label: 'Capacity', unit: { fixed: 'kW' }, decimals: 2 },
  evaporatorPressure: { label: 'Evaporator pressure (absolute)', unit: PSIA_KPA, decimals: 1 },
  condenserPressure: { label: 'Condenser pressure (absolute)', unit: PSIA_KPA, decimals: 1 },
  liquidTemperature: { label: 'Liquid temperature', unit: 'temperature', decimals: 1 },
  suctionGasTemperature: { label: 'Suction gas temperature', unit: 'temperature', decimals: 1 },
  dischargeGasTemperature: { label: 'Discharge gas temperature', unit: 'temperature', decimals: 1 },
  refrigeratingEffect: {
    label: 'Refrigerating effect',
    unit: fixed('Btu/lb', 'kJ/kg'),
    decimals: 1,
  },
  density: { label: 'Density in the line', unit: fixed('lb/ft³', 'kg/m³'), decimals: FINE },
} as const satisfies Record<string, ResultFieldSpec>;
