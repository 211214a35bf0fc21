/** Options of {@link formatNumberForMessage}. */
export interface MessageNumberOptions {
  /**
   * Significant figures instead of the usual rounding, for the value a message quotes back ("got
   * 100,000.5"); default none (whole from 100, two decimals from 1, three significant figures below 1).
   */
  readonly significantDigits?: number;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20, useGrouping: true });

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
  let rounded: number;
  if (options.significantDigits !== undefined) {
    rounded = Number(value.toPrecision(options.significantDigits));
  } else if (Math.abs(value) < 1) {
    rounded = Number(value.toPrecision(3));
  } else {
    const decimals = Math.abs(value) >= 100 ? 0 : 2;
    const factor = 10 ** decimals;
    rounded = Math.round(value * factor) / factor;
  }
  return grouped.format(rounded === 0 ? 0 : rounded);
}
