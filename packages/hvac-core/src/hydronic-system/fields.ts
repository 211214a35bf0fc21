import type { NumberFieldSpec } from '../_lib/field-spec.js';
import { PIPE_FIELD_SPECS } from '../pipe/fields.js';
import type { DisplayRange } from '../_lib/display-range.js';
import { PIPE_INPUT_RANGES } from '../pipe/schema.js';
import { HYDRONIC_SYSTEM_RANGES } from './schema.js';

/*
 * The hydronic system's numeric fields as a form presents them, described once with the shared
 * `NumberFieldSpec`: label, unit, the range the schema checks (HYDRONIC_SYSTEM_RANGES, one source),
 * arrow-key step, decimals and help. Keyed by the field's draft path without row numbers
 * ('terminals.load', 'pump.curve.points.head'); a row's form may word the label for its row
 * ("Load of FC-1"). The fluid temperature's range depends on the liquid: water's is given here,
 * and `pipeFieldRange('fluidTemperature', …)` gives a glycol's.
 */

const r = HYDRONIC_SYSTEM_RANGES;
const FLOW_COEFFICIENT = { fixed: { Imperial: 'Cv', Metric: 'Kv' } } as const;
const PERCENT = { fixed: '%' } as const;
const NONE = { fixed: '' } as const;
const DEGREES = { fixed: '°' } as const;

const length = (label: string): NumberFieldSpec => ({
  label,
  unit: 'length',
  range: { display: r.length },
  step: { Imperial: 10, Metric: 5 },
  decimals: 2,
});

const waterFlow = (label: string, range: DisplayRange = r.flowRate): NumberFieldSpec => ({
  label,
  unit: 'waterFlow',
  range: { display: range },
  step: { Imperial: 1, Metric: 0.05 },
  decimals: 4,
});

const pressureDrop = (label: string, range: DisplayRange = r.pressureDrop): NumberFieldSpec => ({
  label,
  unit: 'pipeHeadLoss',
  range: { display: range },
  step: { Imperial: 0.5, Metric: 1 },
  decimals: 3,
});

const flowCoefficient = (label: string): NumberFieldSpec => ({
  label,
  unit: FLOW_COEFFICIENT,
  range: { display: r.flowCoefficient },
  step: 1,
  decimals: 3,
});

const percent = (label: string, range: DisplayRange): NumberFieldSpec => ({
  label,
  unit: PERCENT,
  range: { display: range },
  step: 1,
  decimals: 1,
});

/** Every numeric field of a hydronic system input, by its draft path without row numbers. */
export const HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS = {
  fluidTemperature: {
    ...PIPE_FIELD_SPECS.fluidTemperature,
    label: 'Mean liquid temperature',
    help: 'Properties are taken at it',
  },
  designDeltaT: {
    label: 'Design temperature difference',
    unit: 'temperatureDifference',
    range: { display: r.deltaT },
    step: 1,
    decimals: 2,
    help: 'Supply to return, for terminals given by load',
  },
  balancingValveMinimumPressureDrop: {
    ...pressureDrop('Balancing valve minimum drop', r.balancingValveMinimumPressureDrop),
    help: 'Fully open at design flow, when a valve is sized',
  },
  sizingFrictionRate: {
    ...PIPE_FIELD_SPECS.frictionRate,
    label: 'Largest friction rate',
    range: { display: r.sizingFrictionRate },
    help: 'Usually 1–4 ft/100 ft (100–400 Pa/m)',
  },
  sizingMaxVelocity: {
    ...PIPE_FIELD_SPECS.maxVelocity,
    label: 'Largest velocity',
    range: { display: r.sizingMaxVelocity },
    help: 'Blank: 4 ft/s (1.2 m/s) up to 2 in, 10 ft/s (3 m/s) above',
  },
  'sections.length': length('Length'),
  'branchPipe.length': length('Branch pipe length'),
  'tee.angle': {
    label: 'Tee angle',
    unit: DEGREES,
    range: { display: r.teeAngle },
    step: 5,
    decimals: 1,
    help: '90 for a tee, 45 for a wye',
  },
  'fittings.customK': {
    label: 'K',
    unit: NONE,
    range: { display: PIPE_INPUT_RANGES.customK },
    step: 0.1,
    decimals: 3,
    help: 'From the manufacturer',
  },
  'components.pressureDrop': pressureDrop('Pressure drop'),
  'components.ratedFlowRate': waterFlow('Rated flow'),
  'components.flowCoefficient': flowCoefficient('Flow coefficient'),
  'terminals.flowRate': waterFlow('Design flow'),
  'terminals.load': {
    label: 'Load',
    unit: 'heatRate',
    range: { display: r.load },
    step: { Imperial: 1000, Metric: 100 },
    decimals: 1,
  },
  'terminals.deltaT': {
    label: 'Temperature difference',
    unit: 'temperatureDifference',
    range: { display: r.deltaT },
    step: 1,
    decimals: 2,
  },
  'controlValve.targetAuthority': {
    label: 'Target authority',
    unit: NONE,
    range: { display: r.targetAuthority },
    step: 0.05,
    decimals: 2,
    help: 'Sized from the series for it; 0.5 is usual',
  },
  'controlValve.flowCoefficient': flowCoefficient('Chosen control valve flow coefficient'),
  'balancingValve.flowCoefficient': flowCoefficient('Balancing valve flow coefficient fully open'),
  'pump.pumpEfficiencyPercent': percent('Pump efficiency', r.pumpEfficiencyPercent),
  'pump.motorEfficiencyPercent': percent('Motor efficiency', r.motorEfficiencyPercent),
  'pump.curve.speedPercent': {
    ...percent('Running speed', r.speedPercent),
    help: "Of the catalogue curve's speed (affinity laws)",
  },
  'pump.curve.points.flowRate': waterFlow('Flow', r.curveFlowRate),
  'pump.curve.points.head': {
    label: 'Head',
    unit: 'pumpHead',
    range: { display: r.curveHead },
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 2,
  },
} as const satisfies Record<string, NumberFieldSpec>;

/** A numeric field of a hydronic system input, by its draft path without row numbers. */
export type HydronicSystemNumberField = keyof typeof HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS;
