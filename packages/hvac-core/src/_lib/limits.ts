import { formatNumberForMessage } from './message-number.js';

/**
 * Whether an SI value lies within [min, max] (or (min, max] when `minExclusive`). A limit away from
 * zero has a relative slack of 1e-9 (so a value typed at a limit in one unit system still passes
 * after conversion round-off); a limit of zero has none, because the engine's own checks
 * (`assertNonNegative`) refuse any negative, even −1e-12, and a schema must not accept what the
 * engine then refuses. An excluded minimum has none either: the engine refuses the limit itself.
 */
export function isWithinLimitSi(
  valueSi: number,
  min: number,
  max: number,
  minExclusive = false,
): boolean {
  const slack = 1e-9 * Math.max(Math.abs(min), Math.abs(max), 1);
  const high = max === 0 ? 0 : max + slack;
  if (minExclusive) return valueSi > min && valueSi <= high;
  const low = min === 0 ? 0 : min - slack;
  return valueSi >= low && valueSi <= high;
}

/** A field's valid range in SI. */
export interface LimitSi {
  readonly min: number;
  readonly max: number;
}

/**
 * "Cooling capacity must be between 1,000 and 12,000,000 Btu/h.": a range message for a range
 * already in the input's unit, the unit after the maximum ('%' without a space, none for '').
 *
 * @example betweenMessage('Bin hours', 0, 8760, '') //=> 'Bin hours must be between 0 and 8,760.'
 */
export function betweenMessage(label: string, min: number, max: number, unit: string): string {
  const top = formatNumberForMessage(max);
  const withUnit = unit === '' ? top : unit === '%' ? `${top}%` : `${top} ${unit}`;
  return `${label} must be between ${formatNumberForMessage(min)} and ${withUnit}.`;
}
