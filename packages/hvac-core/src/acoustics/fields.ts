import type { UnitSystem } from '../units/unit-system.js';
import { fieldQuantityUnitLabel } from '../units/field-quantities.js';
import type { ResultFieldSpec } from '../_lib/field-spec.js';

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
  return quantity === 'soundLevel' ? 'dB' : fieldQuantityUnitLabel(quantity, unitSystem);
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
