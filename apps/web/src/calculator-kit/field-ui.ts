import { numericValue } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';

/** How a numeric field behaves in a calculator's form: arrow-key step, typed decimals, help text. */
export interface NumericFieldUi {
  /** ArrowUp/ArrowDown step in each unit system. */
  step: Record<UnitSystem, number>;
  /** Most decimals typed or shown. */
  decimalScale: number;
  /** Help text under the label; none when the label says it all. */
  description?: string;
}

/**
 * A draft value as UnitInput shows it: numbers and decimal numerals as numbers, the rest empty,
 * read as the engine reads it (so "0x10" is not shown as 16 beside the engine's message).
 */
export function draftNumber(value: unknown): number | undefined {
  return numericValue(value);
}
