import { fluidTemperatureRangeC } from '../fluids/fluid-properties.js';
import type { FluidName } from '../fluids/fluid-properties.js';
import { fromSi, unitLabel } from '../units/quantities.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { FLOW_FROM_LOAD_RANGES } from './flow-from-load.js';
import { PIPE_FITTINGS, PIPE_FITTING_TYPES } from './fittings.js';
import type { PipeFittingType } from './fittings.js';
import type { FrictionMethod } from './pipe-flow.js';
import { PIPE_INPUT_RANGES } from './schema.js';

/**
 * Every field of a pipe-sizer input, in form order: the spec's six (calculationName, flowRate,
 * pipeMaterial, pipeLength, frictionRate, fittings), the unit system, and the fluid, method,
 * velocity limit and equipment the engine also takes. A saved file stores exactly these.
 */
export const PIPE_FIELDS = [
  'unitSystem',
  'calculationName',
  'flowRate',
  'fluid',
  'concentrationPercent',
  'fluidTemperature',
  'pipeMaterial',
  'pipeLength',
  'frictionRate',
  'method',
  'maxVelocity',
  'fittings',
  'equipment',
] as const;
export type PipeField = (typeof PIPE_FIELDS)[number];

/** The top-level numeric fields of a pipe-sizer input. */
export const PIPE_NUMERIC_FIELDS = [
  'flowRate',
  'concentrationPercent',
  'fluidTemperature',
  'pipeLength',
  'frictionRate',
  'maxVelocity',
] as const satisfies readonly PipeField[];
export type PipeNumericField = (typeof PIPE_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them. */
export const PIPE_FIELD_LABELS = {
  unitSystem: 'Unit system',
  calculationName: 'Calculation name',
  flowRate: 'Flow rate',
  fluid: 'Fluid',
  concentrationPercent: 'Glycol concentration',
  fluidTemperature: 'Fluid temperature',
  pipeMaterial: 'Pipe material',
  pipeLength: 'Pipe length',
  frictionRate: 'Target friction rate',
  method: 'Friction method',
  maxVelocity: 'Maximum velocity',
  fittings: 'Fittings and valves',
  equipment: 'Equipment',
} as const satisfies Record<PipeField, string>;

/**
 * The quantity of each numeric field (units module), `null` when dimensionless. Nested fields:
 * a fitting's `customEquivalentLength` is a length, an equipment `pressureDrop` a pipe head loss.
 */
export const PIPE_FIELD_QUANTITIES = {
  flowRate: 'waterFlow',
  concentrationPercent: null,
  fluidTemperature: 'temperature',
  pipeLength: 'length',
  frictionRate: 'pipeFrictionRate',
  maxVelocity: 'waterVelocity',
} as const satisfies Record<PipeNumericField, Quantity | null>;

/**
 * The unit label of a numeric field in a unit system.
 *
 * @example pipeFieldUnitLabel('frictionRate', 'Imperial') //=> 'ft/100 ft'
 */
export function pipeFieldUnitLabel(field: PipeNumericField, unitSystem: UnitSystem): string {
  const quantity: Quantity | null = PIPE_FIELD_QUANTITIES[field];
  return quantity === null ? '% by mass' : unitLabel(quantity, unitSystem);
}

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
  if (field === 'concentrationPercent') return { min: 20, max: 50 };
  if (field === 'fluidTemperature') {
    const range = fluidTemperatureRangeC(
      fluid,
      fluid === 'water' ? undefined : (concentrationPercent ?? 30),
    );
    return {
      min: fromSi(range.minC, 'temperature', unitSystem),
      max: fromSi(range.maxC, 'temperature', unitSystem),
    };
  }
  const [min, max] = PIPE_INPUT_RANGES[field][unitSystem];
  return { min, max };
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
