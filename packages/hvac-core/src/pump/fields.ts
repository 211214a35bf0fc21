import { PIPE_INPUT_RANGES } from '../pipe/schema.js';
import type { DisplayRange } from '../pipe/input-checks.js';
import { unitLabel } from '../units/quantities.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
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

/**
 * A field of the input named without row numbers: 'flowRate', 'sections.length',
 * 'pumpCurve.points.head'. {@link pumpHeadFieldKey} turns an issue path into one.
 */
export type PumpHeadFieldKey = keyof typeof PUMP_HEAD_FIELD_LABELS;

/** Field labels as a user reads them, by field key. */
export const PUMP_HEAD_FIELD_LABELS = {
  calculationName: 'Calculation name',
  unitSystem: 'Unit system',
  systemType: 'System type',
  flowRate: 'Design flow',
  fluid: 'Fluid',
  concentrationPercent: 'Glycol concentration',
  fluidTemperature: 'Fluid temperature',
  sections: 'Index circuit',
  'sections.name': 'Section name',
  'sections.pipeMaterial': 'Pipe material',
  'sections.nominalSize': 'Nominal size',
  'sections.length': 'Length',
  'sections.flowRate': 'Section flow',
  'sections.fittings': 'Fittings',
  'sections.fittings.id': 'Fitting id',
  'sections.fittings.type': 'Fitting',
  'sections.fittings.quantity': 'Quantity',
  'sections.fittings.customK': 'K of one fitting',
  'sections.fittings.customEquivalentLength': 'Equivalent length of one fitting',
  components: 'Components',
  'components.name': 'Component',
  'components.pressureDrop': 'Pressure drop',
  staticLift: 'Static lift',
  safetyMarginPercent: 'Safety margin',
  pumpEfficiencyPercent: 'Pump efficiency',
  motorEfficiencyPercent: 'Motor efficiency',
  suction: 'Suction conditions',
  'suction.referencePressure': 'Pressure on the liquid surface (absolute)',
  'suction.liquidLevelAboveImpeller': 'Liquid level above the impeller',
  'suction.suctionLosses': 'Suction line losses',
  'suction.npshRequired': 'NPSH required',
  pumpCurve: 'Pump curve',
  'pumpCurve.points': 'Pump curve points',
  'pumpCurve.points.flowRate': 'Flow',
  'pumpCurve.points.head': 'Head',
  'pumpCurve.speedPercent': 'Pump speed',
} as const;

/**
 * The numeric fields, each with the quantity it converts as between unit systems: a {@link Quantity}
 * of the units module, 'absolutePressure' (psia | kPa, absolute), or a fixed unit label for a
 * dimensionless field that is the same in both systems ('%', '' for K and counts).
 */
export const PUMP_HEAD_NUMERIC_FIELDS = {
  flowRate: 'waterFlow',
  concentrationPercent: { fixed: '%' },
  fluidTemperature: 'temperature',
  'sections.length': 'length',
  'sections.flowRate': 'waterFlow',
  'sections.fittings.quantity': { fixed: '' },
  'sections.fittings.customK': { fixed: '' },
  'sections.fittings.customEquivalentLength': 'length',
  'components.pressureDrop': 'pipeHeadLoss',
  staticLift: 'length',
  safetyMarginPercent: { fixed: '%' },
  pumpEfficiencyPercent: { fixed: '%' },
  motorEfficiencyPercent: { fixed: '%' },
  'suction.referencePressure': 'absolutePressure',
  'suction.liquidLevelAboveImpeller': 'length',
  'suction.suctionLosses': 'pipeHeadLoss',
  'suction.npshRequired': 'pumpHead',
  'pumpCurve.points.flowRate': 'waterFlow',
  'pumpCurve.points.head': 'pumpHead',
  'pumpCurve.speedPercent': { fixed: '%' },
} as const satisfies Partial<
  Record<PumpHeadFieldKey, Quantity | 'absolutePressure' | { readonly fixed: string }>
>;

export type PumpHeadNumericField = keyof typeof PUMP_HEAD_NUMERIC_FIELDS;

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

/**
 * The unit label of a numeric field in a unit system.
 *
 * @param field - A numeric field key.
 * @param unitSystem - The unit system of the input.
 * @returns e.g. 'gpm', 'ft of water', 'kPa', 'psia', '%'; '' for K and counts.
 * @example pumpHeadFieldUnitLabel('components.pressureDrop', 'Metric') //=> 'kPa'
 */
export function pumpHeadFieldUnitLabel(
  field: PumpHeadNumericField,
  unitSystem: UnitSystem,
): string {
  const quantity: Quantity | 'absolutePressure' | { readonly fixed: string } =
    PUMP_HEAD_NUMERIC_FIELDS[field];
  if (typeof quantity === 'object') return quantity.fixed;
  if (quantity === 'absolutePressure') return ABSOLUTE_PRESSURE_UNITS[unitSystem];
  return unitLabel(quantity, unitSystem);
}

/** Ranges the schema checks, in display units, by field key (the temperature depends on the fluid). */
const RANGES: Partial<Record<PumpHeadNumericField, DisplayRange>> = {
  flowRate: PUMP_INPUT_RANGES.flowRate,
  'sections.length': PUMP_INPUT_RANGES.sectionLength,
  'sections.flowRate': PUMP_INPUT_RANGES.flowRate,
  'sections.fittings.quantity': { Imperial: [1, 1000], Metric: [1, 1000] },
  'sections.fittings.customK': PIPE_INPUT_RANGES.customK,
  'sections.fittings.customEquivalentLength': PIPE_INPUT_RANGES.customEquivalentLength,
  'components.pressureDrop': PIPE_INPUT_RANGES.pressureDrop,
  staticLift: PUMP_INPUT_RANGES.staticLift,
  safetyMarginPercent: PUMP_INPUT_RANGES.safetyMarginPercent,
  pumpEfficiencyPercent: PUMP_INPUT_RANGES.pumpEfficiencyPercent,
  motorEfficiencyPercent: PUMP_INPUT_RANGES.motorEfficiencyPercent,
  'suction.referencePressure': PUMP_INPUT_RANGES.referencePressure,
  'suction.liquidLevelAboveImpeller': PUMP_INPUT_RANGES.liquidLevelAboveImpeller,
  'suction.suctionLosses': PUMP_INPUT_RANGES.suctionLosses,
  'suction.npshRequired': PUMP_INPUT_RANGES.npshRequired,
  'pumpCurve.points.flowRate': PUMP_INPUT_RANGES.curveFlowRate,
  'pumpCurve.points.head': PUMP_INPUT_RANGES.curveHead,
  'pumpCurve.speedPercent': PUMP_INPUT_RANGES.speedPercent,
};

/**
 * The valid range of a numeric field in a unit system, as the schema checks it, for a form's min and
 * max; null when the range depends on other fields (the fluid temperature: on the fluid) or there
 * is none (the glycol concentration is a choice of 20, 30, 40 or 50 %).
 *
 * @example pumpHeadFieldRange('pumpEfficiencyPercent', 'Metric') //=> { min: 10, max: 95 }
 */
export function pumpHeadFieldRange(
  field: PumpHeadNumericField,
  unitSystem: UnitSystem,
): { min: number; max: number } | null {
  const range = RANGES[field];
  if (range === undefined) return null;
  const [min, max] = range[unitSystem];
  return { min, max };
}
