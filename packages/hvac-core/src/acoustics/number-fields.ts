import type { NumberFieldSpec, SiFieldRange } from '../_lib/field-spec.js';
import type { LimitSi } from '../_lib/limits.js';
import { DUCT_NOISE_PATH_FIELD_LABELS as L } from './fields.js';
import { LIMITS } from './limits.js';

/*
 * The numeric inputs of a duct-noise path as the shared field kit describes them (label, unit, range,
 * step, decimals, help). Each range is the SI limit the schema checks (`LIMITS` of limits.ts),
 * taken from there rather than restated, so that a form's min and max never drift from the messages.
 * Sound levels and losses are in dB and counts are plain numbers in both unit systems: fixed units,
 * whose ranges are the limits as they are.
 */

/** The range the schema checks, as a field's range. */
const within = (limit: LimitSi): SiFieldRange => ({ si: [limit.min, limit.max] });

/** A path's number: its range is always the SI limit the schema checks. */
type PathNumberFieldSpec = NumberFieldSpec & { readonly range: SiFieldRange };

const COUNT = { fixed: '' } as const;
const DECIBELS = { fixed: 'dB' } as const;

/** A duct, outlet, silencer or terminal dimension, in | mm. */
const size = (label: string, limit: LimitSi, help: string): PathNumberFieldSpec => ({
  label,
  unit: 'ductDimension',
  range: within(limit),
  step: 1,
  decimals: 3,
  help,
});

/**
 * Every numeric input of a duct-noise path (the fan, each kind of element, the room, its surfaces,
 * the target), and each octave-band list by the unit, range, step and decimals of its eight values;
 * keyed as {@link DUCT_NOISE_PATH_FIELD_LABELS}. A form draws them with the shared number field; the
 * schema checks the same ranges (`field-ranges.ts`).
 */
export const DUCT_NOISE_PATH_NUMBER_SPECS = {
  fanAirflow: {
    label: L.fanAirflow,
    unit: 'airflow',
    range: within(LIMITS.fanAirflow),
    step: 100,
    decimals: 3,
  },
  staticPressure: {
    label: L.staticPressure,
    unit: 'ductPressureLoss',
    range: within(LIMITS.fanPressure),
    step: { Imperial: 0.1, Metric: 10 },
    decimals: 3,
  },
  blades: {
    label: L.blades,
    unit: COUNT,
    range: within(LIMITS.fanBlades),
    step: 1,
    decimals: 0,
    help: 'With the speed, gives the blade-pass tone; blank for none',
  },
  speed: {
    label: L.speed,
    unit: { fixed: 'rpm' },
    range: within(LIMITS.fanSpeed),
    step: 50,
    decimals: 0,
  },
  length: { label: L.length, unit: 'length', range: within(LIMITS.length), step: 1, decimals: 3 },
  ductWidth: size(L.ductWidth, LIMITS.ductSize, 'Inside the lining'),
  ductDiameter: size(L.ductDiameter, LIMITS.ductSize, 'Inside the lining'),
  ductHeight: size(L.ductHeight, LIMITS.ductSize, 'Inside the lining'),
  elbowWidth: size(L.elbowWidth, LIMITS.elbowWidth, 'In the plane of the bend; diameter if round'),
  quantity: {
    label: L.quantity,
    unit: COUNT,
    range: within(LIMITS.elbowQuantity),
    step: 1,
    decimals: 0,
  },
  branchArea: {
    label: L.branchArea,
    unit: 'area',
    range: within(LIMITS.area),
    step: 1,
    decimals: 3,
    help: 'Area of the branch the path follows',
  },
  totalArea: {
    label: L.totalArea,
    unit: 'area',
    range: within(LIMITS.area),
    step: 1,
    decimals: 3,
    help: 'All branches leaving the junction',
  },
  outletWidth: size(L.outletWidth, LIMITS.elbowWidth, 'Or the diameter of a round duct'),
  outletHeight: size(L.outletHeight, LIMITS.elbowWidth, 'Blank for a round duct'),
  silencerAirflow: {
    label: L.silencerAirflow,
    unit: 'airflow',
    range: within(LIMITS.silencerAirflow),
    step: 100,
    decimals: 3,
  },
  silencerWidth: size(L.silencerWidth, LIMITS.ductSize, 'Face width'),
  silencerHeight: size(L.silencerHeight, LIMITS.ductSize, 'Face (splitter) height'),
  passages: {
    label: L.passages,
    unit: COUNT,
    range: within(LIMITS.silencerPassages),
    step: 1,
    decimals: 0,
    help: 'Airways between the splitters',
  },
  freeAreaPercent: {
    label: L.freeAreaPercent,
    unit: { fixed: '%' },
    range: within(LIMITS.silencerFreeArea),
    step: 1,
    decimals: 1,
    help: 'Open area of the face, %',
  },
  count: {
    label: L.count,
    unit: COUNT,
    range: within(LIMITS.terminalCount),
    step: 1,
    decimals: 0,
    help: 'Identical terminals on this path',
  },
  terminalDiameter: size(L.terminalDiameter, LIMITS.elbowWidth, 'Neck (opening) diameter'),
  terminalWidth: size(L.terminalWidth, LIMITS.elbowWidth, 'Neck (opening) width'),
  terminalHeight: size(L.terminalHeight, LIMITS.elbowWidth, 'Neck (opening) height'),
  terminalAirflow: {
    label: L.terminalAirflow,
    unit: 'airflow',
    range: within(LIMITS.terminalAirflow),
    step: 10,
    decimals: 3,
    help: 'Through one terminal',
  },
  pressureDrop: {
    label: L.pressureDrop,
    unit: 'ductPressureLoss',
    range: within(LIMITS.terminalPressureDrop),
    step: { Imperial: 0.01, Metric: 1 },
    decimals: { Imperial: 3, Metric: 1 },
    help: 'From the manufacturer’s selection',
  },
  distance: {
    label: L.distance,
    unit: 'length',
    range: within(LIMITS.distance),
    step: 1,
    decimals: 3,
    help: 'From the outlet to the listener',
  },
  volume: { label: L.volume, unit: 'volume', range: within(LIMITS.volume), step: 100, decimals: 3 },
  roomConstant: {
    label: L.roomConstant,
    unit: 'area',
    range: within(LIMITS.roomConstant),
    step: 10,
    decimals: 3,
    help: 'R = Sᾱ/(1 − ᾱ), one value for all bands',
  },
  surfaceArea: {
    label: L.surfaceArea,
    unit: 'area',
    range: within(LIMITS.surfaceArea),
    step: 1,
    decimals: 3,
  },
  targetNc: {
    label: L.targetNc,
    unit: { fixed: 'NC' },
    range: within(LIMITS.targetNc),
    step: 1,
    decimals: 0,
  },
  sourceSoundPower: {
    label: 'Fan sound power level Lw (dB re 1 pW)',
    unit: DECIBELS,
    range: within(LIMITS.soundPower),
    step: 1,
    decimals: 1,
    help: 'From the fan or air-handling unit manufacturer, discharge or inlet as the path requires',
  },
  absorptionCoefficients: {
    label: L.absorptionCoefficients,
    unit: COUNT,
    range: within(LIMITS.absorption),
    step: 0.05,
    decimals: 3,
  },
  attenuationPerLength: {
    label: L.attenuationPerLength,
    unit: 'attenuationRate',
    range: within(LIMITS.attenuationRate),
    step: 0.1,
    decimals: 3,
    help: 'A manufacturer’s or tabulated rate; for sheet-metal duct by size, add a “Straight duct by size and lining” element instead',
  },
  insertionLoss: {
    label: L.insertionLoss,
    unit: DECIBELS,
    range: within(LIMITS.insertionLoss),
    step: 1,
    decimals: 1,
    help: 'Plenum, flexible duct or another element: manufacturer’s data (for a silencer’s self-noise, add a Silencer element)',
  },
  silencerInsertionLoss: {
    label: L.silencerInsertionLoss,
    unit: DECIBELS,
    range: within(LIMITS.insertionLoss),
    step: 1,
    decimals: 1,
    help: 'The manufacturer’s dynamic insertion loss at the airflow',
  },
} as const satisfies Record<string, PathNumberFieldSpec>;

/** A key of {@link DUCT_NOISE_PATH_NUMBER_SPECS}. */
export type AcousticNumberField = keyof typeof DUCT_NOISE_PATH_NUMBER_SPECS;

/**
 * A level typed into a decibel tool (sums, differences, octave bands to dBA and NC), dB to one
 * decimal: −50 to 200 dB holds any sound level met in buildings (the threshold of hearing is 0 dB)
 * with room to spare, and keeps the energy sums 10^(L/10) finite. Not saved; a form gives each
 * input its own label.
 */
export const DECIBEL_LEVEL_SPEC = {
  label: 'Level',
  unit: DECIBELS,
  range: { display: { Imperial: [-50, 200], Metric: [-50, 200] } },
  step: 1,
  decimals: 1,
} as const satisfies NumberFieldSpec;
