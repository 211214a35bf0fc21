import type { UnitSystem } from '../units/unit-system.js';
import type { FieldQuantity } from '../units/field-quantities.js';
import { asRecord, convertDraft, convertFieldNumber } from '../_lib/draft-convert.js';
import {
  ELEMENT_RANGES,
  FAN_SOURCE_RANGES,
  ROOM_RANGES,
  SURFACE_RANGES,
  convertedQuantities,
} from './field-ranges.js';
import type { DuctNoisePathInput, DuctNoisePathInputDraft } from './schema.js';

type Row = Record<string, unknown>;

/** Converts the named fields of a row that are present; other fields are copied. */
function convertFields(
  row: Row,
  fields: Readonly<Record<string, FieldQuantity>>,
  from: UnitSystem,
  to: UnitSystem,
): Row {
  const converted: Row = { ...row };
  for (const [field, quantity] of Object.entries(fields)) {
    const value = row[field];
    if (value === undefined) continue;
    converted[field] = Array.isArray(value)
      ? value.map((item: unknown) => convertFieldNumber(item, quantity, from, to))
      : convertFieldNumber(value, quantity, from, to);
  }
  return converted;
}

/** The quantity of each numeric field of a path element that converts, by element type. */
const ELEMENT_QUANTITIES = Object.fromEntries(
  Object.entries(ELEMENT_RANGES).map(([type, ranges]) => [type, convertedQuantities(ranges)]),
);
const FAN_QUANTITIES = convertedQuantities(FAN_SOURCE_RANGES);
const ROOM_QUANTITIES = convertedQuantities(ROOM_RANGES);
const SURFACE_QUANTITIES = convertedQuantities(SURFACE_RANGES);

function convertElements(elements: unknown, from: UnitSystem, to: UnitSystem): unknown {
  if (!Array.isArray(elements)) return elements;
  return elements.map((element: unknown) => {
    const row = asRecord(element);
    if (row === undefined) return element;
    const quantities = ELEMENT_QUANTITIES[String(row['type'])] ?? {};
    return convertFields(row, quantities, from, to);
  });
}

function convertSource(source: unknown, from: UnitSystem, to: UnitSystem): unknown {
  const row = asRecord(source);
  return row === undefined ? source : convertFields(row, FAN_QUANTITIES, from, to);
}

/**
 * A duct-noise-path input re-expressed in another unit system: duct lengths (ft | m), attenuation
 * rates (dB/ft | dB/m), duct widths, heights and diameters (in | mm), branch areas (ft² | m²), fan,
 * silencer and terminal airflows (cfm | L/s) and pressures (in. wg | Pa), in every path; the listener
 * distance, room volume, room constant and surface areas converted, not rounded; sound levels,
 * losses, absorption coefficients, material ids, duct shapes and linings, directivity and NC are
 * the same in both and stay as they are.
 * Numeric strings stay strings; blanks and non-numbers are left as they are.
 *
 * @param input - A parsed input or a form's draft; a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input is not changed.
 * @example convertDuctNoisePathInput(defaultDuctNoisePathInput('Imperial'), 'Metric').room?.distance //=> 1.524
 */
export function convertDuctNoisePathInput(
  input: DuctNoisePathInput,
  toUnitSystem: UnitSystem,
): DuctNoisePathInput;
export function convertDuctNoisePathInput(
  input: DuctNoisePathInputDraft,
  toUnitSystem: UnitSystem,
): DuctNoisePathInputDraft;
export function convertDuctNoisePathInput(
  input: DuctNoisePathInputDraft,
  toUnitSystem: UnitSystem,
): DuctNoisePathInputDraft {
  return convertDraft(input, toUnitSystem, (from) => {
    const converted: Row = { ...input, unitSystem: toUnitSystem };
    if (input.elements !== undefined)
      converted['elements'] = convertElements(input.elements, from, toUnitSystem);
    if (input.source !== undefined)
      converted['source'] = convertSource(input.source, from, toUnitSystem);
    if (Array.isArray(input.additionalPaths)) {
      converted['additionalPaths'] = input.additionalPaths.map((path: unknown) => {
        const row = asRecord(path);
        if (row === undefined) return path;
        return {
          ...row,
          source: convertSource(row['source'], from, toUnitSystem),
          elements: convertElements(row['elements'], from, toUnitSystem),
        };
      });
    }
    const room = asRecord(input.room);
    if (room !== undefined) {
      const convertedRoom = convertFields(room, ROOM_QUANTITIES, from, toUnitSystem);
      if (Array.isArray(room['surfaces'])) {
        convertedRoom['surfaces'] = room['surfaces'].map((surface: unknown) => {
          const row = asRecord(surface);
          return row === undefined
            ? surface
            : convertFields(row, SURFACE_QUANTITIES, from, toUnitSystem);
        });
      }
      converted['room'] = convertedRoom;
    }
    return converted as DuctNoisePathInputDraft;
  });
}
