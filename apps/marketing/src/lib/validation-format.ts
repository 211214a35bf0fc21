/**
 * Numbers as the validation page prints them: a published value as printed, the engine's value with
 * two digits more than the published one (enough to see where they part), and tiny tolerances and
 * deviations in powers of ten instead of rows of zeros.
 */

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** A negative sign as typeset (U+2212), not a hyphen. */
function typographicMinus(text: string): string {
  return text.replace(/^-/, '−');
}

/** Significant digits of a number as written in the shortest round-trip form: 0.0216 → 3, 476101.4 → 7. */
export function significantDigits(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return 1;
  const [mantissa = ''] = Math.abs(value).toExponential().split('e');
  return mantissa.replace('.', '').length;
}

/** A very small magnitude as mantissa × 10ⁿ: 5e-9 → '5 × 10⁻⁹'. */
function powerOfTen(value: number, digits: number): string {
  const [mantissa = '', exponent = ''] = value.toExponential(Math.max(0, digits - 1)).split('e');
  const power = [...exponent.replace('+', '')].map((char) => SUPERSCRIPT[char] ?? char).join('');
  const shown = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  return `${typographicMinus(shown)} × 10${power}`;
}

/**
 * A number with at most `digits` significant digits, grouped by thousands; magnitudes below 10⁻⁴ in
 * powers of ten.
 *
 * @example formatSignificant(476101.4, 7) //=> '476,101.4'
 * @example formatSignificant(5e-9, 2) //=> '5 × 10⁻⁹'
 */
export function formatSignificant(value: number, digits: number): string {
  if (Number.isNaN(value)) return 'not a number';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  if (value !== 0 && Math.abs(value) < 1e-4) return powerOfTen(value, digits);
  const format = new Intl.NumberFormat('en-US', {
    maximumSignificantDigits: Math.min(21, Math.max(1, digits)),
  });
  return typographicMinus(format.format(value));
}

/** A published value exactly as the source gives it (every digit of the table). */
export function formatPublished(value: number): string {
  return formatSignificant(value, significantDigits(value));
}

/** The engine's value, two significant digits beyond the published value's. */
export function formatEngine(value: number, published: number): string {
  return formatSignificant(value, Math.min(12, Math.max(4, significantDigits(published) + 2)));
}

/** A value and its unit: '3,169.7 Pa', '0.0216' (dimensionless), '47 %'. */
export function withUnit(text: string, unit: string): string {
  return unit === '' ? text : `${text} ${unit}`;
}
