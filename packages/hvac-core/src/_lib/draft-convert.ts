import { fieldFromSi, fieldToSi } from '../units/field-quantities.js';
import type { FieldQuantity } from '../units/field-quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { numericValue } from './form-number.js';

/** True for the two unit systems the engine knows. */
export function isUnitSystem(value: unknown): value is UnitSystem {
  return value === 'Imperial' || value === 'Metric';
}

/** True for a plain record: an object that is neither null nor a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a plain record, or undefined for null, arrays and non-objects. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/**
 * The rows of a list that are records, each with its index in the list (nulls, numbers and nested
 * lists are skipped: the row's own schema reports them), or [] for a non-list. For refinements,
 * which run on raw data even when a row failed to parse.
 */
export function recordRows(value: unknown): (readonly [Record<string, unknown>, number])[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown, index) => {
    const record = asRecord(row);
    return record === undefined ? [] : [[record, index] as const];
  });
}

/**
 * The unit systems of a draft conversion, or undefined when the draft is not a record or either
 * unit system is unknown: the converters then leave the draft as typed and validation reports it.
 * A draft without a unit system is Imperial (every schema's default).
 */
export function draftConversion(
  input: unknown,
  toUnitSystem: unknown,
): { readonly from: UnitSystem; readonly to: UnitSystem } | undefined {
  const record = asRecord(input);
  if (record === undefined || !isUnitSystem(toUnitSystem)) return undefined;
  const from = record['unitSystem'] ?? 'Imperial';
  return isUnitSystem(from) ? { from, to: toUnitSystem } : undefined;
}

/**
 * A draft re-expressed in another unit system by `convert`, which gets the draft's own system (when
 * it is known and differs from the target) and the target. A draft already in the target system
 * only has `unitSystem` set; one that cannot be converted (see {@link draftConversion}) is returned
 * as it is.
 */
export function convertDraft<T extends object>(
  input: T,
  toUnitSystem: UnitSystem,
  convert: (from: UnitSystem, to: UnitSystem) => T,
): T {
  const units = draftConversion(input, toUnitSystem);
  if (units === undefined) return input;
  return units.from === toUnitSystem
    ? { ...input, unitSystem: toUnitSystem }
    : convert(units.from, toUnitSystem);
}

/**
 * One form value converted: numbers and numeric strings go through `convert` (a string stays a
 * string); blanks, text and anything whose conversion is not finite (1e308 °F in K) stay as typed.
 */
export function convertDraftNumber(original: unknown, convert: (value: number) => number): unknown {
  const value = numericValue(original);
  if (value === undefined) return original;
  const converted = convert(value);
  if (!Number.isFinite(converted)) return original;
  return typeof original === 'string' ? String(converted) : converted;
}

/**
 * A form value of a quantity re-expressed from one unit system in another (through SI), as
 * {@link convertDraftNumber} converts it: blanks, text and non-finite results stay as typed.
 */
export function convertFieldNumber(
  original: unknown,
  quantity: FieldQuantity,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  return convertDraftNumber(original, (value) =>
    fieldFromSi(fieldToSi(value, quantity, from), quantity, to),
  );
}
