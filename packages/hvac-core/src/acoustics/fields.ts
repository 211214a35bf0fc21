import type { UnitSystem } from '../units/unit-system.js';
import { fieldUnitLabel } from '../refrigerant/form-input.js';
import type { PerUnitSystem, ResultFieldSpec } from '../_lib/field-spec.js';

/** The top-level fields a saved duct-noise-path calculation stores, in form order. */
export const DUCT_NOISE_PATH_FIELDS = [
  'calculationName',
  'unitSystem',
  'pathLabel',
  'source',
  'sourceSoundPower',
  'elements',
  'additionalPaths',
  'room',
  'roomType',
  'targetNc',
] as const;
export type DuctNoisePathField = (typeof DUCT_NOISE_PATH_FIELDS)[number];

/** Labels of the fields as a user reads them; validation messages start with these. */
export const DUCT_NOISE_PATH_FIELD_LABELS = {
  calculationName: 'Calculation name',
  unitSystem: 'Unit system',
  sourceSoundPower: 'Source sound power',
  pathLabel: 'Path label',
  source: 'Source',
  additionalPaths: 'Further paths',
  sourceKind: 'Source',
  fanType: 'Fan type',
  fanAirflow: 'Fan airflow',
  staticPressure: 'Fan static pressure',
  blades: 'Fan blades',
  speed: 'Fan speed',
  silencerInsertionLoss: 'Silencer insertion loss',
  silencerAirflow: 'Silencer airflow',
  silencerWidth: 'Silencer width',
  silencerHeight: 'Silencer height',
  passages: 'Air passages',
  freeAreaPercent: 'Silencer free area',
  service: 'Terminal service',
  terminalShape: 'Terminal shape',
  terminalWidth: 'Terminal width',
  terminalDiameter: 'Terminal diameter',
  terminalHeight: 'Terminal height',
  terminalAirflow: 'Terminal airflow',
  pressureDrop: 'Terminal pressure drop',
  count: 'Terminal count',
  elements: 'Path elements',
  room: 'Room',
  roomType: 'Room type',
  targetNc: 'Target NC',
  length: 'Duct length',
  attenuationPerLength: 'Duct attenuation per length',
  shape: 'Duct shape',
  ductWidth: 'Duct width',
  ductDiameter: 'Duct diameter',
  ductHeight: 'Duct height',
  lining: 'Duct lining',
  material: 'Material',
  elbowKind: 'Elbow kind',
  elbowWidth: 'Elbow width',
  quantity: 'Elbow quantity',
  branchArea: 'Branch area',
  totalArea: 'Total branch area',
  insertionLoss: 'Insertion loss',
  outletWidth: 'Outlet width',
  outletHeight: 'Outlet height',
  termination: 'Outlet termination',
  method: 'Room method',
  distance: 'Listener distance',
  directivity: 'Directivity',
  volume: 'Room volume',
  roomConstant: 'Room constant',
  surfaceArea: 'Surface area',
  absorptionCoefficients: 'Absorption coefficients',
} as const;

/** The quantities of the acoustic inputs that have a unit. */
export type AcousticQuantity =
  | 'length'
  | 'attenuationRate'
  | 'ductDimension'
  | 'area'
  | 'volume'
  | 'soundLevel'
  | 'airflow'
  | 'ductPressureLoss'
  | 'airVelocity';

/**
 * The unit label of an acoustic quantity: ft | m, dB/ft | dB/m, in | mm, ft² | m², ft³ | m³,
 * cfm | L/s, in. wg | Pa, fpm | m/s, and dB (the same in both systems).
 *
 * @param quantity - The quantity.
 * @param unitSystem - Imperial or Metric.
 * @returns The label shown beside a number.
 * @example acousticUnitLabel('attenuationRate', 'Metric') //=> 'dB/m'
 */
export function acousticUnitLabel(quantity: AcousticQuantity, unitSystem: UnitSystem): string {
  return quantity === 'soundLevel' ? 'dB' : fieldUnitLabel(quantity, unitSystem);
}

/** Labels of the room methods. */
export const ROOM_METHOD_LABELS = {
  schultz: 'Schultz (room volume, furnished rooms)',
  roomConstant: 'Room constant from surfaces and absorption',
  givenRoomConstant: 'Room constant entered',
} as const;

/** Labels of the path element types. */
export const DUCT_ELEMENT_TYPE_LABELS = {
  ductRun: 'Straight duct by size and lining (computed)',
  straightDuct: 'Straight duct, attenuation per length entered',
  elbow: 'Elbows',
  branch: 'Branch power split',
  insertionLoss: 'Insertion loss only (plenum, flex, other)',
  silencer: 'Silencer (insertion loss and self-noise)',
  endReflection: 'End reflection (outlet)',
  terminal: 'Air terminal (diffuser, grille: its own noise)',
} as const;

/** Labels of the path sources. */
export const NOISE_SOURCE_KIND_LABELS = {
  spectrum: 'Sound power typed by band',
  fan: 'Fan, estimated from its duty',
} as const;

/** Labels of the fan types of the empirical fan-noise method. */
export const FAN_NOISE_TYPE_LABELS = {
  backwardCurved: 'Centrifugal, backward-curved (airfoil)',
  forwardCurved: 'Centrifugal, forward-curved',
  axial: 'Axial (vane or tube)',
  mixedFlow: 'Mixed flow',
  propeller: 'Propeller',
} as const;

/** Labels of the air-terminal shapes. */
export const TERMINAL_SHAPE_LABELS = {
  rectangular: 'Rectangular or slot',
  round: 'Round',
} as const;

/** Labels of the air-terminal services. */
export const TERMINAL_SERVICE_LABELS = {
  supply: 'Supply outlet',
  return: 'Return or exhaust opening',
} as const;

/** Labels of the duct shapes. */
export const DUCT_SHAPE_LABELS = {
  rectangular: 'Rectangular',
  round: 'Round',
} as const;

/** Labels of the duct linings. */
export const DUCT_LINING_LABELS = {
  unlined: 'Unlined sheet metal',
  lined1in: 'Fibreglass lining 1 in (25 mm)',
  lined2in: 'Fibreglass lining 2 in (50 mm)',
} as const;

/** Labels of the elbow kinds. */
export const ELBOW_KIND_LABELS = {
  squareNoVanes: 'Square, no turning vanes',
  squareWithVanes: 'Square, with turning vanes',
  round: 'Round',
} as const;

/** Labels of the outlet terminations. */
export const DUCT_TERMINATION_LABELS = {
  flush: 'Flush with a wall or ceiling',
  freeSpace: 'In free space',
} as const;

/** Directivity factors with their positions. */
export const DIRECTIVITY_LABELS = {
  1: 'Q = 1, free space',
  2: 'Q = 2, centre of a wall or ceiling',
  4: 'Q = 4, edge between two surfaces',
  8: 'Q = 8, corner of three surfaces',
} as const;

/** The unit of an acoustic number: a quantity converted between unit systems, or a fixed label. */
export type AcousticFieldUnit = AcousticQuantity | { readonly fixed: string };

/** How a numeric input of a duct-noise path reads in a form: label, unit, step, decimals, help. */
export interface AcousticNumberSpec {
  readonly label: string;
  readonly unit: AcousticFieldUnit;
  /** ArrowUp/ArrowDown step, one value or one per unit system. */
  readonly step: PerUnitSystem<number>;
  /** Most decimals typed, one value or one per unit system. */
  readonly decimals: PerUnitSystem<number>;
  /** Help text under the label; none when the label says it all. */
  readonly help?: string;
}

const COUNT = { fixed: '' } as const;
const L = DUCT_NOISE_PATH_FIELD_LABELS;
const size = (label: string, help?: string): AcousticNumberSpec => ({
  label,
  unit: 'ductDimension',
  step: 1,
  decimals: 3,
  ...(help === undefined ? {} : { help }),
});

/**
 * Every numeric input of a duct-noise path (the fan, each kind of element, the room, its surfaces,
 * the target), and each octave-band list by the unit, step and decimals of its eight values; keyed
 * as {@link DUCT_NOISE_PATH_FIELD_LABELS}. Ranges are checked by the schema (`field-ranges.ts`).
 */
export const DUCT_NOISE_PATH_NUMBER_SPECS = {
  fanAirflow: { label: L.fanAirflow, unit: 'airflow', step: 100, decimals: 3 },
  staticPressure: {
    label: L.staticPressure,
    unit: 'ductPressureLoss',
    step: { Imperial: 0.1, Metric: 10 },
    decimals: 3,
  },
  blades: {
    label: L.blades,
    unit: COUNT,
    step: 1,
    decimals: 0,
    help: 'With the speed, gives the blade-pass tone; blank for none',
  },
  speed: { label: L.speed, unit: { fixed: 'rpm' }, step: 50, decimals: 0 },
  length: { label: L.length, unit: 'length', step: 1, decimals: 3 },
  ductWidth: size(L.ductWidth, 'Inside the lining'),
  ductDiameter: size(L.ductDiameter, 'Inside the lining'),
  ductHeight: size(L.ductHeight, 'Inside the lining'),
  elbowWidth: size(L.elbowWidth, 'In the plane of the bend; diameter if round'),
  quantity: { label: L.quantity, unit: COUNT, step: 1, decimals: 0 },
  branchArea: {
    label: L.branchArea,
    unit: 'area',
    step: 1,
    decimals: 3,
    help: 'Area of the branch the path follows',
  },
  totalArea: {
    label: L.totalArea,
    unit: 'area',
    step: 1,
    decimals: 3,
    help: 'All branches leaving the junction',
  },
  outletWidth: size(L.outletWidth, 'Or the diameter of a round duct'),
  outletHeight: size(L.outletHeight, 'Blank for a round duct'),
  silencerAirflow: { label: L.silencerAirflow, unit: 'airflow', step: 100, decimals: 3 },
  silencerWidth: size(L.silencerWidth, 'Face width'),
  silencerHeight: size(L.silencerHeight, 'Face (splitter) height'),
  passages: {
    label: L.passages,
    unit: COUNT,
    step: 1,
    decimals: 0,
    help: 'Airways between the splitters',
  },
  freeAreaPercent: {
    label: L.freeAreaPercent,
    unit: { fixed: '%' },
    step: 1,
    decimals: 1,
    help: 'Open area of the face, %',
  },
  count: {
    label: L.count,
    unit: COUNT,
    step: 1,
    decimals: 0,
    help: 'Identical terminals on this path',
  },
  terminalDiameter: size(L.terminalDiameter, 'Neck (opening) diameter'),
  terminalWidth: size(L.terminalWidth, 'Neck (opening) width'),
  terminalHeight: size(L.terminalHeight, 'Neck (opening) height'),
  terminalAirflow: {
    label: L.terminalAirflow,
    unit: 'airflow',
    step: 10,
    decimals: 3,
    help: 'Through one terminal',
  },
  pressureDrop: {
    label: L.pressureDrop,
    unit: 'ductPressureLoss',
    step: { Imperial: 0.01, Metric: 1 },
    decimals: { Imperial: 3, Metric: 1 },
    help: 'From the manufacturer’s selection',
  },
  distance: {
    label: L.distance,
    unit: 'length',
    step: 1,
    decimals: 3,
    help: 'From the outlet to the listener',
  },
  volume: { label: L.volume, unit: 'volume', step: 100, decimals: 3 },
  roomConstant: {
    label: L.roomConstant,
    unit: 'area',
    step: 10,
    decimals: 3,
    help: 'R = Sᾱ/(1 − ᾱ), one value for all bands',
  },
  surfaceArea: { label: L.surfaceArea, unit: 'area', step: 1, decimals: 3 },
  targetNc: { label: L.targetNc, unit: { fixed: 'NC' }, step: 1, decimals: 0 },
  sourceSoundPower: {
    label: 'Fan sound power level Lw (dB re 1 pW)',
    unit: 'soundLevel',
    step: 1,
    decimals: 1,
    help: 'From the fan or air-handling unit manufacturer, discharge or inlet as the path requires',
  },
  absorptionCoefficients: { label: L.absorptionCoefficients, unit: COUNT, step: 0.05, decimals: 3 },
  attenuationPerLength: {
    label: L.attenuationPerLength,
    unit: 'attenuationRate',
    step: 0.1,
    decimals: 3,
    help: 'A manufacturer’s or tabulated rate; for sheet-metal duct by size, add a “Straight duct by size and lining” element instead',
  },
  insertionLoss: {
    label: L.insertionLoss,
    unit: 'soundLevel',
    step: 1,
    decimals: 1,
    help: 'Plenum, flexible duct or another element: manufacturer’s data (for a silencer’s self-noise, add a Silencer element)',
  },
  silencerInsertionLoss: {
    label: L.silencerInsertionLoss,
    unit: 'soundLevel',
    step: 1,
    decimals: 1,
    help: 'The manufacturer’s dynamic insertion loss at the airflow',
  },
} as const satisfies Record<string, AcousticNumberSpec>;

/** A key of {@link DUCT_NOISE_PATH_NUMBER_SPECS}. */
export type AcousticNumberField = keyof typeof DUCT_NOISE_PATH_NUMBER_SPECS;

/**
 * The label of an acoustic field's unit in a unit system ('' for a count).
 *
 * @example acousticFieldUnit({ fixed: 'rpm' }, 'Metric') //=> 'rpm'
 */
export function acousticFieldUnit(unit: AcousticFieldUnit, unitSystem: UnitSystem): string {
  return typeof unit === 'string' ? acousticUnitLabel(unit, unitSystem) : unit.fixed;
}

const NO_UNIT = { fixed: '' } as const;

/**
 * The ratings of a duct-noise result, as the results card, the saved snapshot and the report name
 * them: label, unit and decimals.
 */
export const DUCT_NOISE_PATH_RESULT_SPECS = {
  nc: { label: 'NC rating', unit: NO_UNIT, decimals: 0 },
  ncExact: { label: 'NC by interpolation between curves', unit: NO_UNIT, decimals: 1 },
  aWeightedLevel: { label: 'A-weighted level', unit: { fixed: 'dBA' }, decimals: 1 },
  rc: { label: 'RC Mark II', unit: NO_UNIT, decimals: 0 },
} as const satisfies Record<string, ResultFieldSpec>;
