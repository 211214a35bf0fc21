import { numericValue } from '@org/hvac-core/fields';

/**
 * A draft value as UnitInput shows it: numbers and decimal numerals as numbers, the rest empty,
 * read as the engine reads it (so "0x10" is not shown as 16 beside the engine's message).
 */
export function draftNumber(value: unknown): number | undefined {
  return numericValue(value);
}
