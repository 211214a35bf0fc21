import {
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidTemperatureRangeC,
} from '../fluids/fluid-properties.js';
import { PIPE_INPUT_RANGES } from '../pipe/schema.js';
import { fieldLabels } from '../_lib/field-spec.js';
import type { InputFieldSpec, NumberFieldOf, ResultFieldSpec } from '../_lib/field-spec.js';
import { ABSOLUTE_PRESSURE_UNITS, PUMP_INPUT_RANGES } from './schema.js';

/**
 * The top-level fields of a pump-head input, in form order: what a saved file stores at the top of
 * its `data` (sections, components, suction and pumpCurve hold their own rows).
 */
export const PUMP_HEAD_FIELDS = [
  'calculationName',
  'unitSystem',
  'systemType',
  'flowRate',
  'fluid',
  'concentrationPercent',
  'fluidTemperature',
  'sections',
  'components',
  'staticLift',
  'safetyMarginPercent',
  'pumpEfficiencyPercent',
  'motorEfficiencyPercent',
  'suction',
  'pumpCurve',
] as const;

export type PumpHeadField = (typeof PUMP_HEAD_FIELDS)[number];

const PERCENT = { fixed: '%' } as const;
const NONE = { fixed: '' } as const;
/** psia | kPa: the schema and the calculation take an absolute pressure in each system's unit. */
const ABSOLUTE_PRESSURE = { fixed: ABSOLUTE_PRESSURE_UNITS } as const;
const same = (value: number) => ({ Imperial: value, Metric: value }) as const;
const WATER_TEMPERATURE_C = fluidTemperatureRangeC('water');
const GLYCOL_PERCENT_RANGE = [
  Math.min(...GLYCOL_CONCENTRATIONS_PERCENT),
  Math.max(...GLYCOL_CONCENTRATIONS_PERCENT),
] as const;

/**
 * Every field of a pump-head input by key, without row numbers ('sections.fittings.customK'), in
 * form order: its label (validation messages start with it) and, for a number, its unit, range,
 * step, decimals and help. A number's range is the one the schema checks (`PUMP_INPUT_RANGES`, in
 * each system's display unit), but for two fields whose check is not a fixed range: the fluid
 * temperature's depends on the liquid (its property table; water's is given here, and a form
 * narrows it to the chosen liquid), and a glycol concentration must be one of 20, 30, 40 or 50 %
 * (given as 20 to 50). Defaults are in `defaultPumpHeadInput`, not here.
 */
export const PUMP_HEAD_FIELD_SPECS = {
  calculationName: { label: 'Calculation name' },
  unitSystem: { label: 'Unit system' },
  systemType: { label: 'System type' },
  flowRate: {
    label: 'Design flow',
    unit: 'waterFlow',
    range: { display: PUMP_INPUT_RANGES.flowRate },
    step: { Imperial: 5, Metric: 0.5 },
    decimals: 3,
    help: 'Flow of the pump at the design point',
  },
  fluid: { label: 'Fluid' },
  concentrationPercent: {
    label: 'Glycol concentration',
    unit: PERCENT,
    range: { display: { Imperial: GLYCOL_PERCENT_RANGE, Metric: GLYCOL_PERCENT_RANGE } },
    step: same(10),
    decimals: 0,
  },
  fluidTemperature: {
    label: 'Fluid temperature',
    unit: 'temperature',
    range: { si: [WATER_TEMPERATURE_C.minC, WATER_TEMPERATURE_C.maxC] },
    step: same(1),
    decimals: 2,
  },
  sections: { label: 'Index circuit' },
  'sections.name': { label: 'Section name' },
  'sections.pipeMaterial': { label: 'Pipe material' },
  'sections.nominalSize': { label: 'Nominal size' },
  'sections.length': {
    label: 'Length',
    unit: 'length',
    range: { display: PUMP_INPUT_RANGES.sectionLength },
    step: { Imperial: 10, Metric: 5 },
    decimals: 2,
  },
  'sections.flowRate': {
    label: 'Section flow',
    unit: 'waterFlow',
    range: { display: PUMP_INPUT_RANGES.flowRate },
    step: { Imperial: 5, Metric: 0.5 },
    decimals: 3,
    help: 'Blank: the design flow',
  },
  'sections.fittings': { label: 'Fittings' },
  'sections.fittings.id': { label: 'Fitting id' },
  'sections.fittings.type': { label: 'Fitting' },
  'sections.fittings.quantity': {
    label: 'Quantity',
    unit: NONE,
    range: { display: { Imperial: [1, 1000], Metric: [1, 1000] } },
    step: same(1),
    decimals: 0,
  },
  'sections.fittings.customK': {
    label: 'K of one fitting',
    unit: NONE,
    range: { display: PIPE_INPUT_RANGES.customK },
    step: same(0.1),
    decimals: 3,
    help: 'From the manufacturer’s data',
  },
  'sections.fittings.customEquivalentLength': {
    label: 'Equivalent length of one fitting',
    unit: 'length',
    range: { display: PIPE_INPUT_RANGES.customEquivalentLength },
    step: same(1),
    decimals: 2,
    help: 'Or an equivalent length instead of K',
  },
  components: { label: 'Components' },
  'components.name': { label: 'Component' },
  'components.pressureDrop': {
    label: 'Pressure drop',
    unit: 'pipeHeadLoss',
    range: { display: PIPE_INPUT_RANGES.pressureDrop },
    step: { Imperial: 1, Metric: 5 },
    decimals: 2,
    help: 'Rated drop at the design flow',
  },
  staticLift: {
    label: 'Static lift',
    unit: 'length',
    range: { display: PUMP_INPUT_RANGES.staticLift },
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 2,
    help: 'From the suction liquid surface up to the discharge point',
  },
  safetyMarginPercent: {
    label: 'Safety margin',
    unit: PERCENT,
    range: { display: PUMP_INPUT_RANGES.safetyMarginPercent },
    step: same(5),
    decimals: 1,
    help: 'Added to the total dynamic head. Blank: 10 %',
  },
  pumpEfficiencyPercent: {
    label: 'Pump efficiency',
    unit: PERCENT,
    range: { display: PUMP_INPUT_RANGES.pumpEfficiencyPercent },
    step: same(1),
    decimals: 1,
    help: 'From the pump curve at the duty. Blank: 70 %',
  },
  motorEfficiencyPercent: {
    label: 'Motor efficiency',
    unit: PERCENT,
    range: { display: PUMP_INPUT_RANGES.motorEfficiencyPercent },
    step: same(1),
    decimals: 1,
    help: 'From the motor nameplate. Blank: 90 %',
  },
  suction: { label: 'Suction conditions' },
  'suction.referencePressure': {
    label: 'Pressure on the liquid surface (absolute)',
    unit: ABSOLUTE_PRESSURE,
    range: { display: PUMP_INPUT_RANGES.referencePressure },
    step: { Imperial: 1, Metric: 5 },
    decimals: 3,
    help: 'Open tank: blank for the standard atmosphere. Closed loop: the expansion-tank pressure',
  },
  'suction.liquidLevelAboveImpeller': {
    label: 'Liquid level above the impeller',
    unit: 'length',
    range: { display: PUMP_INPUT_RANGES.liquidLevelAboveImpeller },
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 2,
    help: 'Negative for a suction lift',
  },
  'suction.suctionLosses': {
    label: 'Suction line losses',
    unit: 'pipeHeadLoss',
    range: { display: PUMP_INPUT_RANGES.suctionLosses },
    step: { Imperial: 0.5, Metric: 1 },
    decimals: 2,
    help: 'Friction and fittings of the suction line. Blank: 0',
  },
  'suction.npshRequired': {
    label: 'NPSH required',
    unit: 'pumpHead',
    range: { display: PUMP_INPUT_RANGES.npshRequired },
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 2,
    help: 'From the pump curve at the flow (optional)',
  },
  pumpCurve: { label: 'Pump curve' },
  'pumpCurve.points': { label: 'Pump curve points' },
  'pumpCurve.points.flowRate': {
    label: 'Flow',
    unit: 'waterFlow',
    range: { display: PUMP_INPUT_RANGES.curveFlowRate },
    step: { Imperial: 10, Metric: 1 },
    decimals: 3,
  },
  'pumpCurve.points.head': {
    label: 'Head',
    unit: 'pumpHead',
    range: { display: PUMP_INPUT_RANGES.curveHead },
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 3,
  },
  'pumpCurve.speedPercent': {
    label: 'Pump speed',
    unit: PERCENT,
    range: { display: PUMP_INPUT_RANGES.speedPercent },
    step: same(5),
    decimals: 1,
    help: '% of the speed the curve is drawn for (variable-speed drive)',
  },
} as const satisfies Record<string, InputFieldSpec>;

/**
 * A field of the input named without row numbers: 'flowRate', 'sections.length',
 * 'pumpCurve.points.head'. {@link pumpHeadFieldKey} turns an issue path into one.
 */
export type PumpHeadFieldKey = keyof typeof PUMP_HEAD_FIELD_SPECS;

/** Field labels as a user reads them, by field key. */
export const PUMP_HEAD_FIELD_LABELS = fieldLabels(PUMP_HEAD_FIELD_SPECS);

/**
 * The numeric field keys: their unit, range, step and decimals are read with the shared field
 * helpers (`fieldUnitLabel`, `fieldRange`, `inUnitSystem` of `@org/hvac-core/fields`).
 */
export type PumpHeadNumericField = NumberFieldOf<typeof PUMP_HEAD_FIELD_SPECS>;

/**
 * The key of the field an issue path points at, without row numbers.
 *
 * @param path - A zod issue path, e.g. ['sections', 2, 'fittings', 0, 'customK'].
 * @returns The field key, e.g. 'sections.fittings.customK'; '' for an empty path.
 * @example pumpHeadFieldKey(['pumpCurve', 'points', 1, 'head']) //=> 'pumpCurve.points.head'
 */
export function pumpHeadFieldKey(path: readonly PropertyKey[]): string {
  return path.filter((key) => typeof key === 'string').join('.');
}

/**
 * The label of a field key, or the key itself when it is not a known field.
 *
 * @example pumpHeadFieldLabel('components.pressureDrop') //=> 'Pressure drop'
 */
export function pumpHeadFieldLabel(key: string): string {
  return key in PUMP_HEAD_FIELD_LABELS ? PUMP_HEAD_FIELD_LABELS[key as PumpHeadFieldKey] : key;
}

const HEAD = { unit: 'pumpHead', decimals: { Imperial: 1, Metric: 2 } } as const;
const POWER = { unit: 'shaftPower', decimals: 2 } as const;
const FLOW = { unit: 'waterFlow', decimals: { Imperial: 1, Metric: 2 } } as const;
const FRICTION_RATE = { decimals: { Imperial: 2, Metric: 0 } } as const;
/** A head as a pressure difference across the pump: psi (not psia) or kPa. */
const HEAD_AS_PRESSURE = {
  unit: { fixed: { Imperial: 'psi', Metric: 'kPa' } },
  decimals: 1,
} as const;

/**
 * The pump-head result fields, with their labels, units and the decimals shown: enough to check by
 * hand (19.4 ft of water or 5.90 m of water; 2.35 hp or 1.75 kW).
 */
export const PUMP_HEAD_RESULT_SPECS = {
  frictionHead: { label: 'Pipe friction', ...HEAD },
  fittingsHead: { label: 'Fittings and valves', ...HEAD },
  componentsHead: { label: 'Components', ...HEAD },
  staticHead: { label: 'Static head', ...HEAD },
  totalDynamicHead: { label: 'Total dynamic head', ...HEAD },
  totalDynamicHeadKPa: { label: 'Total dynamic head as pressure', ...HEAD_AS_PRESSURE },
  designHead: { label: 'Design head', ...HEAD },
  designHeadKPa: { label: 'Design head as pressure', ...HEAD_AS_PRESSURE },
  hydraulicPower: { label: 'Hydraulic power', ...POWER },
  shaftPower: { label: 'Shaft power', ...POWER },
  motorInputPower: { label: 'Motor input power', ...POWER },
  npshReferencePressure: {
    label: 'Pressure on the liquid surface',
    unit: ABSOLUTE_PRESSURE,
    decimals: 2,
  },
  npshVapourPressure: { label: 'Vapour pressure', unit: ABSOLUTE_PRESSURE, decimals: 3 },
  npshAvailable: { label: 'NPSH available', ...HEAD },
  npshRequired: { label: 'NPSH required', ...HEAD },
  npshMarginRatio: { label: 'Margin ratio NPSHa / NPSHr', unit: { fixed: '' }, decimals: 2 },
  sectionVelocity: { label: 'Velocity', unit: 'waterVelocity', decimals: 2 },
  sectionFrictionRate: { label: 'Friction rate', unit: 'pipeFrictionRate', ...FRICTION_RATE },
  sectionTotalHead: { label: 'Total', ...HEAD },
  systemCurveStaticHead: { label: 'System curve H = Hs + k·Q²: Hs', ...HEAD },
  operatingFlowRate: { label: 'Operating point: flow', ...FLOW },
  operatingHead: { label: 'Operating point: head', ...HEAD },
  operatingShaftPower: { label: 'Operating point: shaft power', ...POWER },
} as const satisfies Record<string, ResultFieldSpec>;
