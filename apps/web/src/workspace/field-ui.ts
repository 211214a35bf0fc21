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

/** A draft value as UnitInput shows it: numbers and numeric strings as numbers, the rest empty. */
export function draftNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
