import { formatNumberForMessage } from '../_lib/message-number.js';

/**
 * A psychrometric input outside the range where the state exists or the equations hold: wet bulb
 * above dry bulb, relative humidity above 100 %, a supersaturated humidity ratio, a pressure or
 * temperature outside the calculators' range. The message names the field and gives the valid range
 * in the caller's units; `field` lets a form put the message beside the right input.
 */
export class PsychrometricRangeError extends RangeError {
  override readonly name = 'PsychrometricRangeError';
  /** Name of the offending input field, e.g. `"wetBulb"`. */
  readonly field: string;

  /**
   * @param field - Name of the offending input field.
   * @param message - Full sentence for the user, naming the field and the valid range in their units.
   */
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/**
 * Runs `compute`, prefixing the field of any PsychrometricRangeError it throws with `prefix` (e.g.
 * "entering."), so errors from a nested state name their full path.
 */
export function withFieldPrefix<T>(prefix: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof PsychrometricRangeError)
      throw new PsychrometricRangeError(prefix + error.field, error.message);
    throw error;
  }
}

/** A number rounded for a message: at most `digits` significant figures, no trailing zeros. */
export function formatForMessage(value: number, digits = 4): string {
  return formatNumberForMessage(value, { significantDigits: digits });
}

/**
 * Throws a PsychrometricRangeError unless `value` is finite and within [min, max].
 *
 * @param label - Field as the user reads it, e.g. "Dry bulb".
 * @param unit - Unit label appended to the numbers, e.g. "°F".
 */
export function assertFieldInRange(
  value: number,
  field: string,
  label: string,
  min: number,
  max: number,
  unit: string,
): void {
  if (!Number.isFinite(value)) {
    throw new PsychrometricRangeError(field, `${label} must be a number, got ${String(value)}.`);
  }
  if (value < min || value > max) {
    const sep = unit === '%' || unit === '' ? '' : ' ';
    throw new PsychrometricRangeError(
      field,
      `${label} must be between ${formatForMessage(min)}${sep}${unit} and ${formatForMessage(max)}${sep}${unit}, got ${formatForMessage(value, 6)}${sep}${unit}.`,
    );
  }
}
