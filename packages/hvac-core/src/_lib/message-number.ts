/** Options of {@link formatNumberForMessage}. */
export interface MessageNumberOptions {
  /**
   * Significant figures instead of the usual rounding, for the value a message quotes back ("got
   * 100,000.5"); default none (whole from 100, two decimals from 1, three significant figures below 1).
   */
  readonly significantDigits?: number;
}

// Made at the first message, not when the module loads: the first Intl formatter of a page loads
// ICU's number data (about 60 ms of a slow phone's main thread), and every calculator page evaluates
// this module as it starts, in front of its first render.
let grouped: Intl.NumberFormat | undefined;

/**
 * A number as every engine message shows it: thousands separated ("200,000", never "200000"),
 * whole from 100, two decimals from 1, three significant figures below 1 (a
 * lower limit of 0.4719 reads 0.472, not a 0.47 the field would refuse), no trailing
 * zeros, and "0" rather than "-0".
 * The one number format of validation, range and warning messages, so that "50,000 gpm" and
 * "200,000 cfm" read alike. Formatting only: no engineering arithmetic happens here.
 */
export function formatNumberForMessage(value: number, options: MessageNumberOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = roundForMessage(value, options);
  grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20, useGrouping: true });
  return grouped.format(rounded === 0 ? 0 : rounded);
}

/**
 * A number rounded as {@link formatNumberForMessage} shows it, for a check that must agree with
 * the text it prints (a range warning never fires for a value that reads as the range's edge).
 *
 * @example roundForMessage(5.996) //=> 6
 */
export function roundForMessage(value: number, options: MessageNumberOptions = {}): number {
  if (!Number.isFinite(value)) return value;
  if (options.significantDigits !== undefined) {
    return Number(value.toPrecision(options.significantDigits));
  }
  if (Math.abs(value) < 1) return Number(value.toPrecision(3));
  const decimals = Math.abs(value) >= 100 ? 0 : 2;
  return roundToDecimals(value, decimals);
}

/**
 * A number rounded to `decimals` places, half away from zero, as a result card or message shows it.
 *
 * @example roundToDecimals(74.5, 0) //=> 75
 */
export function roundToDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}
