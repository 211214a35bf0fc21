/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Digits after the decimal point; default: chosen from the magnitude (see {@link formatNumber}). */
  maximumFractionDigits?: number;
  /** Digits always shown after the decimal point; default 0. */
  minimumFractionDigits?: number;
  /** BCP 47 locale; default 'en-US', so results read the same on every machine. */
  locale?: string;
}

/** Fraction digits that keep about three to four significant figures without clutter. */
function autoFractionDigits(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 100) return 0;
  if (magnitude >= 10) return 1;
  if (magnitude >= 1) return 2;
  return 3;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${locale}|${minimum}|${maximum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
      useGrouping: true,
      // "-0" after rounding reads as an error; show it as "0".
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a number for display with thousands separators, e.g. 12345.6 → "12,346".
 * Formatting only: no engineering arithmetic happens here. Non-finite values give "—".
 *
 * Without `maximumFractionDigits` the digits follow the magnitude: 0 from 100 up, 1 from 10,
 * 2 from 1, 3 below 1.
 */
export function formatNumber(value: number, options: FormatNumberOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  const maximum = options.maximumFractionDigits ?? autoFractionDigits(value);
  const minimum = Math.min(options.minimumFractionDigits ?? 0, maximum);
  return formatterFor(options.locale ?? 'en-US', minimum, maximum).format(value);
}

/**
 * Formats a number at exactly `digits` decimals, trailing zeros kept, so the figures of a column
 * line up: 0.5 → "0.50" at 2, 85 → "85.0" at 1. Non-finite values give "—".
 */
export function formatFixed(value: number, digits: number): string {
  return formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * Turns a number field's text ("", "-", "1.", "1,250.5", "1.2e3") into a number, or undefined. The
 * unit fields and the public page's early answer (before the app runs) read a field alike.
 */
export function numberFromFieldText(text: string): number | undefined {
  const bare = text.replace(/,/g, '').trim();
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(bare)) return undefined;
  const parsed = Number(bare);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Units written as words, each with its singular. */
const SINGULAR_UNITS: Readonly<Record<string, string>> = { tons: 'ton' };

/**
 * A number's text with its unit, as a sentence writes it: "12,345 Btu/h", "0.94 tons", and a word
 * unit in the singular after exactly "1" ("1 ton"); the number alone without a unit.
 */
export function withUnit(numberText: string, unit: string | undefined): string {
  if (!unit) return numberText;
  return `${numberText} ${numberText === '1' ? (SINGULAR_UNITS[unit] ?? unit) : unit}`;
}

/** A result with its unit, e.g. "12,345 Btu/h"; "—" when there is none (a ResultCard's value). */
export function formatResultValue(
  value: number | null,
  unit?: string,
  maximumFractionDigits?: number,
): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return withUnit(formatNumber(value, { maximumFractionDigits }), unit);
}
