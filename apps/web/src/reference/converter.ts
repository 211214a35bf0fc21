import { QUANTITY_LABELS } from '@org/hvac-core/reference';
import { QUANTITIES, convertValue, unitLabel, type Quantity } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';

/** One quantity the converter offers: its name and its unit in each system. */
export interface ConverterQuantity {
  readonly id: Quantity;
  readonly label: string;
  readonly imperialUnit: string;
  readonly metricUnit: string;
}

/** Every quantity the product uses (hvac-core's QUANTITIES), in its order. */
export const CONVERTER_QUANTITIES: readonly ConverterQuantity[] = (
  Object.keys(QUANTITIES) as Quantity[]
).map((id) => ({
  id,
  label: QUANTITY_LABELS[id],
  imperialUnit: unitLabel(id, 'Imperial'),
  metricUnit: unitLabel(id, 'Metric'),
}));

/**
 * The value in the other system of a value typed in `from`, or null while the input is not a
 * number. The arithmetic is hvac-core's convertValue.
 */
export function convertFrom(
  value: number | string,
  quantity: Quantity,
  from: UnitSystem,
): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim().replaceAll(',', ''));
  if ((typeof value === 'string' && value.trim() === '') || !Number.isFinite(number)) return null;
  return convertValue(number, quantity, from, from === 'Imperial' ? 'Metric' : 'Imperial');
}

/** A converted value rounded for an input field: up to 6 significant digits, no exponent. */
export function roundForInput(value: number): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(6));
}
