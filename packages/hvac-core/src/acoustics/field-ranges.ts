import { METRES_PER_FOOT, METRES_PER_INCH } from '../units/factors.js';
import type { FieldQuantity } from '../units/field-quantities.js';
import type { LimitSi } from '../_lib/limits.js';
import type { DuctPathElement } from './schema.js';
import { DUCT_NOISE_PATH_FIELD_LABELS as LABELS } from './fields.js';

/*
 * The numeric fields of a duct-noise path with their labels, SI ranges and quantities, listed once:
 * the schema checks each range and the unit conversion converts each field whose quantity has a
 * unit in it.
 */

const FT = METRES_PER_FOOT;
const IN = METRES_PER_INCH;

/** Field limits in SI (lengths from round Imperial numbers). */
export const LIMITS = {
  length: { min: 0, max: 1000 * FT },
  ductSize: { min: 2 * IN, max: 200 * IN },
  attenuationRate: { min: 0, max: 30 / FT },
  elbowWidth: { min: 1 * IN, max: 200 * IN },
  area: { min: 0.01 * FT * FT, max: 1000 * FT * FT },
  distance: { min: 1 * FT, max: 500 * FT },
  volume: { min: 100 * FT ** 3, max: 10_000_000 * FT ** 3 },
  roomConstant: { min: 1 * FT * FT, max: 1_000_000 * FT * FT },
  surfaceArea: { min: 0.1 * FT * FT, max: 1_000_000 * FT * FT },
  soundPower: { min: 0, max: 160 },
  insertionLoss: { min: 0, max: 80 },
  absorption: { min: 0, max: 1 },
  targetNc: { min: 15, max: 70 },
  fanAirflow: { min: (10 * FT ** 3) / 60, max: (500_000 * FT ** 3) / 60 },
  fanPressure: { min: 0.05 * 249.0889, max: 20 * 249.0889 },
  fanBlades: { min: 2, max: 100 },
  fanSpeed: { min: 100, max: 10_000 },
  terminalAirflow: { min: (5 * FT ** 3) / 60, max: (10_000 * FT ** 3) / 60 },
  terminalPressureDrop: { min: 0.001 * 249.0889, max: 2 * 249.0889 },
  silencerAirflow: { min: (10 * FT ** 3) / 60, max: (200_000 * FT ** 3) / 60 },
  silencerFreeArea: { min: 10, max: 90 },
  /** Whole numbers, checked by the schema's own field (`wholeNumberField`). */
  elbowQuantity: { min: 1, max: 50 },
  silencerPassages: { min: 1, max: 100 },
  terminalCount: { min: 1, max: 1000 },
} as const satisfies Record<string, LimitSi>;

/**
 * One range check of a row's field (a path element, the fan, the room): its key, its label (a
 * function where the name follows the element's shape), its limit and quantity. `bands` marks an octave-band list, checked band by
 * band; `when` limits the check to some elements (a rectangular duct's height), and
 * `requiredMessage` then also asks for a blank value.
 */
export interface AcousticFieldRange {
  readonly field: string;
  readonly label: string | ((element: Record<string, unknown>) => string);
  readonly limit: LimitSi;
  readonly quantity: FieldQuantity;
  readonly bands?: true;
  readonly when?: (element: Record<string, unknown>) => boolean;
  readonly requiredMessage?: string;
}

/** Whether an element's shape (under `key`) is not round. */
const rectangularBy =
  (key: string) =>
  (element: Record<string, unknown>): boolean =>
    element[key] !== 'round';

/** The range checks of each kind of path element, in the order their messages are given. */
export const ELEMENT_RANGES: Readonly<
  Record<DuctPathElement['type'], readonly AcousticFieldRange[]>
> = {
  straightDuct: [
    { field: 'length', label: LABELS.length, limit: LIMITS.length, quantity: 'length' },
    {
      field: 'attenuationPerLength',
      label: LABELS.attenuationPerLength,
      limit: LIMITS.attenuationRate,
      quantity: 'attenuationRate',
      bands: true,
    },
  ],
  ductRun: [
    { field: 'length', label: LABELS.length, limit: LIMITS.length, quantity: 'length' },
    {
      field: 'width',
      label: (element) => (element['shape'] === 'round' ? LABELS.ductDiameter : LABELS.ductWidth),
      limit: LIMITS.ductSize,
      quantity: 'ductDimension',
    },
    {
      field: 'height',
      label: LABELS.ductHeight,
      limit: LIMITS.ductSize,
      quantity: 'ductDimension',
      when: rectangularBy('shape'),
      requiredMessage: 'Duct height is required for a rectangular duct.',
    },
  ],
  elbow: [
    {
      field: 'width',
      label: LABELS.elbowWidth,
      limit: LIMITS.elbowWidth,
      quantity: 'ductDimension',
    },
  ],
  branch: [
    { field: 'branchArea', label: LABELS.branchArea, limit: LIMITS.area, quantity: 'area' },
    { field: 'totalArea', label: LABELS.totalArea, limit: LIMITS.area, quantity: 'area' },
  ],
  insertionLoss: [
    {
      field: 'insertionLoss',
      label: LABELS.insertionLoss,
      limit: LIMITS.insertionLoss,
      quantity: 'count',
      bands: true,
    },
  ],
  endReflection: [
    {
      field: 'width',
      label: LABELS.outletWidth,
      limit: LIMITS.elbowWidth,
      quantity: 'ductDimension',
    },
    {
      field: 'height',
      label: LABELS.outletHeight,
      limit: LIMITS.elbowWidth,
      quantity: 'ductDimension',
    },
  ],
  silencer: [
    {
      field: 'insertionLoss',
      label: LABELS.silencerInsertionLoss,
      limit: LIMITS.insertionLoss,
      quantity: 'count',
      bands: true,
    },
    {
      field: 'airflow',
      label: LABELS.silencerAirflow,
      limit: LIMITS.silencerAirflow,
      quantity: 'airflow',
    },
    {
      field: 'width',
      label: LABELS.silencerWidth,
      limit: LIMITS.ductSize,
      quantity: 'ductDimension',
    },
    {
      field: 'height',
      label: LABELS.silencerHeight,
      limit: LIMITS.ductSize,
      quantity: 'ductDimension',
    },
    {
      field: 'freeAreaPercent',
      label: LABELS.freeAreaPercent,
      limit: LIMITS.silencerFreeArea,
      quantity: 'percent',
    },
  ],
  terminal: [
    {
      field: 'width',
      label: (element) =>
        element['terminalShape'] === 'round' ? LABELS.terminalDiameter : 'Terminal width',
      limit: LIMITS.elbowWidth,
      quantity: 'ductDimension',
    },
    {
      field: 'height',
      label: LABELS.terminalHeight,
      limit: LIMITS.elbowWidth,
      quantity: 'ductDimension',
      when: rectangularBy('terminalShape'),
      requiredMessage: 'Terminal height is required for a rectangular terminal.',
    },
    {
      field: 'airflow',
      label: LABELS.terminalAirflow,
      limit: LIMITS.terminalAirflow,
      quantity: 'airflow',
    },
    {
      field: 'pressureDrop',
      label: LABELS.pressureDrop,
      limit: LIMITS.terminalPressureDrop,
      quantity: 'ductPressureLoss',
    },
  ],
};

/** The range checks of a fan source, in the order their messages are given. */
export const FAN_SOURCE_RANGES: readonly AcousticFieldRange[] = [
  { field: 'airflow', label: LABELS.fanAirflow, limit: LIMITS.fanAirflow, quantity: 'airflow' },
  {
    field: 'staticPressure',
    label: LABELS.staticPressure,
    limit: LIMITS.fanPressure,
    quantity: 'ductPressureLoss',
  },
  { field: 'blades', label: LABELS.blades, limit: LIMITS.fanBlades, quantity: 'count' },
  { field: 'speed', label: LABELS.speed, limit: LIMITS.fanSpeed, quantity: 'count' },
];

/** The range checks of the receiving room's own numbers. */
export const ROOM_RANGES: readonly AcousticFieldRange[] = [
  { field: 'distance', label: LABELS.distance, limit: LIMITS.distance, quantity: 'length' },
  { field: 'volume', label: LABELS.volume, limit: LIMITS.volume, quantity: 'volume' },
  {
    field: 'roomConstant',
    label: LABELS.roomConstant,
    limit: LIMITS.roomConstant,
    quantity: 'area',
  },
];

/** The range check of a room surface's area. */
export const SURFACE_RANGES: readonly AcousticFieldRange[] = [
  { field: 'area', label: LABELS.surfaceArea, limit: LIMITS.surfaceArea, quantity: 'area' },
];

/**
 * The fields of a list of range checks that change with the unit system, with their quantities
 * (sound levels, losses, counts and percentages are the same in both).
 */
export function convertedQuantities(
  ranges: readonly AcousticFieldRange[],
): Readonly<Record<string, FieldQuantity>> {
  return Object.fromEntries(
    ranges
      .filter(({ quantity }) => quantity !== 'count' && quantity !== 'percent')
      .map(({ field, quantity }) => [field, quantity]),
  );
}
