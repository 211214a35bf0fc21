import type { FieldQuantity } from '../units/field-quantities.js';
import { DUCT_NOISE_PATH_FIELD_LABELS as LABELS } from './fields.js';
import type { DUCT_ELEMENT_TYPE_LABELS } from './fields.js';
import { DUCT_NOISE_PATH_NUMBER_SPECS } from './number-fields.js';
import type { AcousticNumberField } from './number-fields.js';

/*
 * The range checks of a duct-noise path's numeric fields, by the row they are in: each names the
 * field's description (number-fields.ts), whose range and unit the schema checks and the unit
 * conversion converts by.
 */

/**
 * One range check of a row's field (a path element, the fan, the room): its key in the row and the
 * field description it is checked by (its label, unit and range: {@link DUCT_NOISE_PATH_NUMBER_SPECS}),
 * so that the form's min and max and the schema's message come from one record. `label` overrides
 * the description's where the name follows the element's shape (a round duct's diameter); `bands`
 * marks an octave-band list, checked band by band; `when` limits the check to some elements (a
 * rectangular duct's height), and `requiredMessage` then also asks for a blank value.
 */
export interface AcousticFieldRange {
  readonly field: string;
  readonly spec: AcousticNumberField;
  readonly label?: (element: Record<string, unknown>) => string;
  readonly bands?: true;
  readonly when?: (element: Record<string, unknown>) => boolean;
  readonly requiredMessage?: string;
}

/**
 * How a checked field converts and how its messages name the unit: its description's quantity, a
 * percentage, or a count for the units that are the same in both systems (dB, rpm, none).
 */
export function fieldRangeQuantity(check: AcousticFieldRange): FieldQuantity {
  const { unit } = DUCT_NOISE_PATH_NUMBER_SPECS[check.spec];
  if (typeof unit === 'string') return unit;
  return unit.fixed === '%' ? 'percent' : 'count';
}

/** The name a check's messages give its field in this row. */
export function fieldRangeLabel(
  check: AcousticFieldRange,
  element: Record<string, unknown>,
): string {
  return check.label ? check.label(element) : DUCT_NOISE_PATH_NUMBER_SPECS[check.spec].label;
}

/** Whether an element's shape (under `key`) is not round. */
const rectangularBy =
  (key: string) =>
  (element: Record<string, unknown>): boolean =>
    element[key] !== 'round';

/** The range checks of each kind of path element, in the order their messages are given. */
export const ELEMENT_RANGES: Readonly<
  Record<keyof typeof DUCT_ELEMENT_TYPE_LABELS, readonly AcousticFieldRange[]>
> = {
  straightDuct: [
    { field: 'length', spec: 'length' },
    {
      field: 'attenuationPerLength',
      spec: 'attenuationPerLength',
      bands: true,
    },
  ],
  ductRun: [
    { field: 'length', spec: 'length' },
    {
      field: 'width',
      spec: 'ductWidth',
      label: (element) => (element['shape'] === 'round' ? LABELS.ductDiameter : LABELS.ductWidth),
    },
    {
      field: 'height',
      spec: 'ductHeight',
      when: rectangularBy('shape'),
      requiredMessage: 'Duct height is required for a rectangular duct.',
    },
  ],
  elbow: [
    {
      field: 'width',
      spec: 'elbowWidth',
    },
  ],
  branch: [
    { field: 'branchArea', spec: 'branchArea' },
    { field: 'totalArea', spec: 'totalArea' },
  ],
  insertionLoss: [
    {
      field: 'insertionLoss',
      spec: 'insertionLoss',
      bands: true,
    },
  ],
  endReflection: [
    {
      field: 'width',
      spec: 'outletWidth',
    },
    {
      field: 'height',
      spec: 'outletHeight',
    },
  ],
  silencer: [
    {
      field: 'insertionLoss',
      spec: 'silencerInsertionLoss',
      bands: true,
    },
    {
      field: 'airflow',
      spec: 'silencerAirflow',
    },
    {
      field: 'width',
      spec: 'silencerWidth',
    },
    {
      field: 'height',
      spec: 'silencerHeight',
    },
    {
      field: 'freeAreaPercent',
      spec: 'freeAreaPercent',
    },
  ],
  terminal: [
    {
      field: 'width',
      spec: 'terminalWidth',
      label: (element) =>
        element['terminalShape'] === 'round' ? LABELS.terminalDiameter : LABELS.terminalWidth,
    },
    {
      field: 'height',
      spec: 'terminalHeight',
      when: rectangularBy('terminalShape'),
      requiredMessage: 'Terminal height is required for a rectangular terminal.',
    },
    {
      field: 'airflow',
      spec: 'terminalAirflow',
    },
    {
      field: 'pressureDrop',
      spec: 'pressureDrop',
    },
  ],
};

/** The range checks of a fan source, in the order their messages are given. */
export const FAN_SOURCE_RANGES: readonly AcousticFieldRange[] = [
  { field: 'airflow', spec: 'fanAirflow' },
  {
    field: 'staticPressure',
    spec: 'staticPressure',
  },
  { field: 'blades', spec: 'blades' },
  { field: 'speed', spec: 'speed' },
];

/** The range checks of the receiving room's own numbers. */
export const ROOM_RANGES: readonly AcousticFieldRange[] = [
  { field: 'distance', spec: 'distance' },
  { field: 'volume', spec: 'volume' },
  {
    field: 'roomConstant',
    spec: 'roomConstant',
  },
];

/** The range check of a room surface's area. */
export const SURFACE_RANGES: readonly AcousticFieldRange[] = [
  { field: 'area', spec: 'surfaceArea' },
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
      .map((check) => [check.field, fieldRangeQuantity(check)] as const)
      .filter(([, quantity]) => quantity !== 'count' && quantity !== 'percent'),
  );
}
