import { assertFinite } from '../_lib/assert.js';
import { HOURS_PER_DAY } from '../constants.js';

/** Hours in the periodic design day of the radiant time series method (the engine's one constant). */
export { HOURS_PER_DAY };

/**
 * Checks a 24-term time series (RTS or CTS): every term finite and ≥ 0, and the terms summing to 1,
 * so that a day's loads sum to its gains.
 *
 * @param series - 24 fractions, the current hour first.
 * @param name - The series' name for the message.
 * @throws {RangeError} If there are not 24 terms, a term is negative or the sum is not 1 (±0.001).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Radiant Time Series (RTS) Method" (each series sums to 100 %)
 */
export function assertTimeSeries(series: readonly number[], name: string): void {
  if (series.length !== HOURS_PER_DAY) {
    throw new RangeError(`${name} must have 24 terms, got ${series.length}.`);
  }
  let sum = 0;
  series.forEach((term, index) => {
    assertFinite(term, `${name}[${index}]`);
    if (term < 0) throw new RangeError(`${name}[${index}] must be 0 or more, got ${term}.`);
    sum += term;
  });
  if (Math.abs(sum - 1) > 0.001) {
    throw new RangeError(`${name} must sum to 1 (100 %), got ${sum.toFixed(4)}.`);
  }
}

/**
 * A periodic time series applied to 24 hourly values: Q_θ = Σ_{i=0}^{23} r_i·q_{θ−i}, hour indices
 * taken modulo 24 (the design day repeats). With radiant time factors it turns radiant heat gains
 * into cooling loads; with conduction time factors it turns the hourly U·A·(Te − Ti) into conductive
 * heat gains.
 *
 * @param hourly - 24 hourly values (index 0 is hour 1).
 * @param series - 24 factors, r_0 for the current hour first (summing to 1).
 * @returns The 24 results.
 * @throws {RangeError} If either list does not have 24 terms or the series is not valid.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eq. for conduction time series and for radiant time series
 * @example applyTimeSeries([24, 0, …, 0], [0.5, 0.5, 0, …, 0]) //=> [12, 12, 0, …, 0]
 */
export function applyTimeSeries(hourly: readonly number[], series: readonly number[]): number[] {
  if (hourly.length !== HOURS_PER_DAY) {
    throw new RangeError(`Hourly values must have 24 terms, got ${hourly.length}.`);
  }
  assertTimeSeries(series, 'series');
  return applyTimeSeriesUnchecked(hourly, series);
}

/** {@link applyTimeSeries} without the checks, for the engine's inner loops (inputs already checked). */
export function applyTimeSeriesUnchecked(
  hourly: ArrayLike<number>,
  series: ArrayLike<number>,
): number[] {
  const out = new Array<number>(HOURS_PER_DAY).fill(0);
  for (let theta = 0; theta < HOURS_PER_DAY; theta++) {
    let sum = 0;
    for (let i = 0; i < HOURS_PER_DAY; i++) {
      sum += (series[i] ?? 0) * (hourly[(theta - i + HOURS_PER_DAY) % HOURS_PER_DAY] ?? 0);
    }
    out[theta] = sum;
  }
  return out;
}

/** The series of a gain that becomes load at once (all of it in the hour it occurs). */
export const INSTANT_SERIES: readonly number[] = [1, ...new Array<number>(23).fill(0)];
