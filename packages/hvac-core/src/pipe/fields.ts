import {
  fluidTemperatureRangeC,
  GLYCOL_CONCENTRATIONS_PERCENT,
} from '../fluids/fluid-properties.js';
import type { FluidName } from '../fluids/fluid-properties.js';
import { fieldTableApi } from '../_lib/field-table.js';
import type { InputFieldSpec, ResultFieldSpec } from '../_lib/field-spec.js';
import { fromSi } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { FLOW_FROM_LOAD_RANGES } from './flow-from-load.js';
import { PIPE_FITTINGS, PIPE_FITTING_TYPES } from './fittings.js';
import type { PipeFittingType } from './fittings.js';
import type { FrictionMethod } from './pipe-flow.js';
import { PIPE_INPUT_RANGES } from './schema.js';

const WATER_TEMPERATURE_C = fluidTemperatureRangeC('water');
const DEFAULT_FITTINGS = [
  { id: 'fitting-1', type: 'elbow90Standard', quantity: 4 },
  { id: 'fitting-2', type: 'teeThroughRun', quantity: 2 },
  { id: 'fitting-3', type: 'ballValve', quantity: 2 },
] as const;

/**
 * Every field of a pipe-sizer input, in form order: the spec's six (calculationName, flowRate,
 * pipeMaterial, pipeLength, frictionRate, fittings), the unit system, and the fluid, method,
 * velocity limit and equipment the engine also takes. A saved file stores exactly these. Each has
 * its label, and a number its unit, range (as the schema checks it, `PIPE_INPUT_RANGES`), default,
 * step, decimals and help. The fluid temperature's range depends on the liquid (its property
 * table, from above freezing; water's is given here); the concentration is one of 20, 30, 40, 50 %.
 * Defaults are a small heating or cooling branch (see `defaultPipeInput`).
 */
export const PIPE_FIELD_SPECS = {
  unitSystem: { label: 'Unit system' },
  calculationName: { label: 'Calculation name', default: '' },
  flowRate: {
    label: 'Flow rate',
    unit: 'waterFlow',
    range: { display: PIPE_INPUT_RANGES.flowRate },
    default: { Imperial: 12, Metric: 0.75 },
    step: { Imperial: 1, Metric: 0.05 },
    decimals: 4,
    help: 'Design flow through this run',
  },
  fluid: { label: 'Fluid', default: 'water' },
  concentrationPercent: {
    label: 'Glycol concentration',
    unit: { fixed: '% by mass' },
    range: { si: [20, 50] },
    step: 10,
    decimals: 0,
  },
  fluidTemperature: {
    label: 'Fluid temperature',
    unit: 'temperature',
    range: { si: [WATER_TEMPERATURE_C.minC, WATER_TEMPERATURE_C.maxC] },
    default: { Imperial: 60, Metric: 15 },
    step: 1,
    decimals: 2,
    help: 'Mean liquid temperature (sets density and viscosity)',
  },
  pipeMaterial: { label: 'Pipe material', default: 'copperTypeL' },
  pipeLength: {
    label: 'Pipe length',
    unit: 'length',
    range: { display: PIPE_INPUT_RANGES.pipeLength },
    default: { Imperial: 100, Metric: 30 },
    step: { Imperial: 10, Metric: 5 },
    decimals: 2,
    help: 'Straight pipe of the run, supply and return',
  },
  frictionRate: {
    label: 'Target friction rate',
    unit: 'pipeFrictionRate',
    range: { display: PIPE_INPUT_RANGES.frictionRate },
    default: { Imperial: 4, Metric: 400 },
    step: { Imperial: 0.5, Metric: 50 },
    decimals: 3,
    help: 'The largest friction rate allowed; usually 1–4 ft/100 ft (100–400 Pa/m)',
  },
  method: { label: 'Friction method', default: 'darcyWeisbach' },
  maxVelocity: {
    label: 'Maximum velocity',
    unit: 'waterVelocity',
    range: { display: PIPE_INPUT_RANGES.maxVelocity },
    step: { Imperial: 0.5, Metric: 0.1 },
    decimals: 2,
    help: 'Blank: 4 ft/s (1.2 m/s) up to 2 in, 10 ft/s (3 m/s) above (ASHRAE)',
  },
  fittings: { label: 'Fittings and valves', default: DEFAULT_FITTINGS },
  equipment: { label: 'Equipment', default: [] },
} as const satisfies Record<string, InputFieldSpec>;

const table = fieldTableApi(PIPE_FIELD_SPECS);

/** Every field of a pipe-sizer input, in form order. */
export const PIPE_FIELDS = table.fields;
export type PipeField = keyof typeof PIPE_FIELD_SPECS;

/** The top-level numeric fields of a pipe-sizer input. */
export const PIPE_NUMERIC_FIELDS = table.numericFields;
export type PipeNumericField = (typeof PIPE_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them. */
export const PIPE_FIELD_LABELS = table.labels;

/**
 * The quantity of each numeric field (units module), `null` when dimensionless. Nested fields:
 * a fitting's `customEquivalentLength` is a length, an equipment `pressureDrop` a pipe head loss.
 */
export const PIPE_FIELD_QUANTITIES = table.quantities;

/**
 * The unit label of a numeric field in a unit system.
 *
 * @example pipeFieldUnitLabel('frictionRate', 'Imperial') //=> 'ft/100 ft'
 */
export const pipeFieldUnitLabel = table.unitLabel;

/**
 * The valid range of a numeric field, in the unit system's units, as the schema checks it. The
 * fluid temperature's range depends on the liquid (its property table, from above freezing);
 * the concentration is one of 20, 30, 40, 50 %.
 *
 * @param field - A numeric field.
 * @param unitSystem - The unit system of the input.
 * @param fluid - For `fluidTemperature`: the liquid (default water).
 * @param concentrationPercent - For `fluidTemperature` of a glycol: 20, 30, 40 or 50.
 * @returns Inclusive minimum and maximum.
 * @example pipeFieldRange('flowRate', 'Imperial') //=> { min: 0.01, max: 50000 }
 */
export function pipeFieldRange(
  field: PipeNumericField,
  unitSystem: UnitSystem,
  fluid: FluidName = 'water',
  concentrationPercent?: number,
): { min: number; max: number } {
  if (field === 'fluidTemperature') {
    // A concentration that is not tabulated (a hand-edited file: the schema names it on its own
    // field) shows the default 30 %'s range rather than throwing.
    const tabulated = GLYCOL_CONCENTRATIONS_PERCENT.find((p) => p === concentrationPercent);
    const range = fluidTemperatureRangeC(fluid, fluid === 'water' ? undefined : (tabulated ?? 30));
    return {
      min: fromSi(range.minC, 'temperature', unitSystem),
      max: fromSi(range.maxC, 'temperature', unitSystem),
    };
  }
  return table.minMax(field, unitSystem);
}

/** Ranges of the flow-from-load helper's fields in a unit system. */
export function flowFromLoadFieldRange(
  field: 'load' | 'deltaT',
  unitSystem: UnitSystem,
): { min: number; max: number } {
  const [min, max] = FLOW_FROM_LOAD_RANGES[field][unitSystem];
  return { min, max };
}

/** Labels of the friction methods; Hazen–Williams says what it is good for. */
export const FRICTION_METHOD_LABELS: Readonly<Record<FrictionMethod, string>> = {
  darcyWeisbach: 'Darcy–Weisbach with Colebrook (any liquid)',
  hazenWilliams: 'Hazen–Williams (empirical; water near 60 °F / 15.6 °C only)',
};

/** Labels of the liquids. */
export const FLUID_LABELS: Readonly<Record<FluidName, string>> = {
  water: 'Water',
  ethyleneGlycol: 'Ethylene glycol solution',
  propyleneGlycol: 'Propylene glycol solution',
};

/** Fitting types grouped for a picker, with the basis of each type's K. */
export const PIPE_FITTING_OPTIONS: readonly {
  readonly type: PipeFittingType;
  readonly label: string;
  /** True when the type has no general K: the user must give K or an equivalent length. */
  readonly needsData: boolean;
}[] = PIPE_FITTING_TYPES.map((type) => ({
  type,
  label: PIPE_FITTINGS[type].label,
  needsData: PIPE_FITTINGS[type].basis === 'manufacturer',
}));

const HEAD_DECIMALS = { Imperial: 2, Metric: 1 } as const;

/** The pipe sizer's result fields, with their labels, units and the decimals shown. */
export const PIPE_RESULT_SPECS = {
  diameter: {
    label: 'Inside diameter',
    unit: 'pipeDiameter',
    decimals: { Imperial: 3, Metric: 1 },
  },
  velocity: { label: 'Velocity', unit: 'waterVelocity', decimals: 2 },
  frictionRate: {
    label: 'Friction rate',
    unit: 'pipeFrictionRate',
    decimals: { Imperial: 2, Metric: 0 },
  },
  reynoldsNumber: { label: 'Reynolds number', unit: { fixed: '' }, decimals: 0 },
  frictionFactor: { label: 'Darcy friction factor', unit: { fixed: '' }, decimals: 4 },
  pipeHeadLoss: { label: 'Pipe head loss', unit: 'pipeHeadLoss', decimals: HEAD_DECIMALS },
  fittingsHeadLoss: { label: 'Fittings head loss', unit: 'pipeHeadLoss', decimals: HEAD_DECIMALS },
  equipmentHeadLoss: {
    label: 'Equipment pressure drops',
    unit: 'pipeHeadLoss',
    decimals: HEAD_DECIMALS,
  },
  totalHeadLoss: { label: 'Total head loss', unit: 'pipeHeadLoss', decimals: HEAD_DECIMALS },
} as const satisfies Record<string, ResultFieldSpec>;
