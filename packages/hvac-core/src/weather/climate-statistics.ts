import { assertFinite, assertPositive } from '../_lib/assert.js';
import { humidityRatioFromVaporPressurePa } from '../psychrometrics/humidity-ratio.js';
import { saturationVaporPressurePa } from '../psychrometrics/saturation-pressure.js';
import { wetBulbFromHumidityRatioC } from '../psychrometrics/wet-bulb.js';

/**
 * The dry bulb exceeded by a given percentage of the hours of the record (cooling: 0.4, 1, 2 %), or
 * for a heating percentage (99.6, 99 %) the dry bulb that many percent of the hours are above. This
 * is the Handbook's definition of the annual design dry bulbs; the Handbook applies it to some 25
 * years of hourly records, a weather file gives one (typical) year, so the result describes that
 * file and not the station's climate. Between two sorted hours the value is interpolated linearly,
 * with the i-th coldest of n hours placed at cumulative frequency (i − 0.5)/n (Hazen's plotting
 * position, our choice).
 *
 * @param dryBulbC - Hourly dry bulbs, °C (at least 1 value).
 * @param annualPercent - Percentage of hours above the result: 0.4, 1, 2 for cooling, 99.6, 99 for heating (0 < p < 100).
 * @returns The dry bulb, °C.
 * @throws {RangeError} If there are no hours, an hour is not finite or the percentage is outside (0, 100).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions" (percentiles of the hours of the year)
 * @example exceedanceDryBulbC([1, 2, 3, 4], 50) //=> 2.5
 */
export function exceedanceDryBulbC(dryBulbC: ArrayLike<number>, annualPercent: number): number {
  assertFinite(annualPercent, 'annualPercent');
  if (annualPercent <= 0 || annualPercent >= 100) {
    throw new RangeError(`annualPercent must be above 0 and below 100, got ${annualPercent}.`);
  }
  const n = dryBulbC.length;
  if (n === 0) throw new RangeError('dryBulbC must hold at least one hour.');
  const sorted = Float64Array.from(dryBulbC);
  for (const value of sorted) assertFinite(value, 'dryBulbC');
  sorted.sort();
  const position = (1 - annualPercent / 100) * n - 0.5;
  if (position <= 0) return sorted[0] ?? Number.NaN;
  if (position >= n - 1) return sorted[n - 1] ?? Number.NaN;
  const below = Math.floor(position);
  const fraction = position - below;
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[below + 1] ?? Number.NaN;
  return low + fraction * (high - low);
}

/**
 * Slack on the edges of the coincident window, K: far below the 0.1 K steps of weather files, it
 * lets an hour 0.5 K away in tenths count although its difference in binary floating point is a
 * hair over 0.5 (31.7 − 32.2 = −0.5000000000000036).
 */
const WINDOW_EDGE_SLACK_K = 1e-6;

/**
 * Mean coincident wet bulb of a design dry bulb: the mean thermodynamic wet bulb of the hours whose
 * dry bulb lies within ±halfWidthK of the design dry bulb, the edges included (an hour exactly
 * 0.5 K away counts), each hour's wet bulb computed from its dry bulb, dew point and station
 * pressure.
 *
 * @param hours - Hourly dry bulb and dew point, °C, and station pressure, Pa (NaN hours are skipped).
 * @param designDryBulbC - The dry bulb the wet bulb is coincident with, °C.
 * @param halfWidthK - Half-width of the dry-bulb window, K (default 0.5, our choice). Must be > 0.
 * @returns The mean coincident wet bulb, °C, and how many hours it averages; NaN if no hour falls in the window.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 (mean coincident wet bulb, MCWB); ch. 1, eq. 33/35 (wet bulb)
 */
export function meanCoincidentWetBulbC(
  hours: {
    readonly dryBulbC: ArrayLike<number>;
    readonly dewPointC: ArrayLike<number>;
    readonly pressurePa: ArrayLike<number>;
  },
  designDryBulbC: number,
  halfWidthK = 0.5,
): { readonly wetBulbC: number; readonly hours: number } {
  assertFinite(designDryBulbC, 'designDryBulbC');
  assertPositive(halfWidthK, 'halfWidthK');
  let sum = 0;
  let count = 0;
  for (let i = 0; i < hours.dryBulbC.length; i++) {
    const dryBulb = hours.dryBulbC[i] ?? Number.NaN;
    const dewPoint = hours.dewPointC[i] ?? Number.NaN;
    const pressure = hours.pressurePa[i] ?? Number.NaN;
    if (!(Math.abs(dryBulb - designDryBulbC) <= halfWidthK + WINDOW_EDGE_SLACK_K)) continue;
    if (!Number.isFinite(dewPoint) || !Number.isFinite(pressure)) continue;
    const humidityRatio = humidityRatioFromVaporPressurePa(
      saturationVaporPressurePa(Math.min(dewPoint, dryBulb)),
      pressure,
    );
    sum += wetBulbFromHumidityRatioC(dryBulb, humidityRatio, pressure);
    count++;
  }
  return { wetBulbC: count === 0 ? Number.NaN : sum / count, hours: count };
}

/** Monthly statistics of hourly dry bulbs. */
export interface MonthlyDryBulb {
  /** 1…12. */
  readonly month: number;
  readonly meanC: number;
  readonly maxC: number;
  readonly minC: number;
  readonly hours: number;
}

/**
 * Mean, highest and lowest dry bulb of each month of an hourly year.
 *
 * @param hours - The month (1…12) and dry bulb (°C) of each hour.
 * @returns Twelve rows, January first; a month with no hours has NaN statistics.
 * @throws {RangeError} If a month is outside 1…12.
 */
export function monthlyDryBulbStatistics(hours: {
  readonly month: ArrayLike<number>;
  readonly dryBulbC: ArrayLike<number>;
}): readonly MonthlyDryBulb[] {
  const sum = new Float64Array(12);
  const count = new Uint32Array(12);
  const max = new Float64Array(12).fill(-Infinity);
  const min = new Float64Array(12).fill(Infinity);
  for (let i = 0; i < hours.month.length; i++) {
    const month = hours.month[i] ?? 0;
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      throw new RangeError(`Hour ${i + 1} has month ${month}; expected 1 to 12.`);
    }
    const value = hours.dryBulbC[i] ?? Number.NaN;
    const m = month - 1;
    sum[m] = (sum[m] ?? 0) + value;
    count[m] = (count[m] ?? 0) + 1;
    if (value > (max[m] ?? -Infinity)) max[m] = value;
    if (value < (min[m] ?? Infinity)) min[m] = value;
  }
  return Array.from({ length: 12 }, (_, m) => {
    const n = count[m] ?? 0;
    return {
      month: m + 1,
      meanC: n === 0 ? Number.NaN : (sum[m] ?? 0) / n,
      maxC: n === 0 ? Number.NaN : (max[m] ?? Number.NaN),
      minC: n === 0 ? Number.NaN : (min[m] ?? Number.NaN),
      hours: n,
    };
  });
}

/** One temperature bin: the hours whose dry bulb t satisfies lowC ≤ t < highC. */
export interface DryBulbBin {
  readonly lowC: number;
  readonly highC: number;
  readonly midC: number;
  readonly hours: number;
}

/**
 * Temperature bins for a bin-method energy calculation: the number of hours in each dry-bulb interval
 * [lowC, lowC + binWidthK), the bin edges on multiples of the width from `originC`. The bins run
 * contiguously from the coldest hour's bin to the warmest hour's, empty bins included, and their
 * hours sum to the number of hours given.
 *
 * @param dryBulbC - Hourly dry bulbs, °C (any number of hours; each finite).
 * @param binWidthK - Bin width, K (e.g. 2.8 K for the 5 °F bins of the Handbook). Must be > 0.
 * @param originC - A bin edge, °C (default 0): bins are [originC + k·w, originC + (k+1)·w).
 * @returns The bins, coldest first; empty for no hours.
 * @throws {RangeError} If the width is not positive or an hour is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 19, "Bin Method" (hours in temperature bins)
 * @example temperatureBins([0.5, 1.5, 1.7, 4], 2) //=> [{lowC: 0, highC: 2, midC: 1, hours: 3}, {lowC: 2, highC: 4, midC: 3, hours: 0}, {lowC: 4, highC: 6, midC: 5, hours: 1}]
 */
export function temperatureBins(
  dryBulbC: ArrayLike<number>,
  binWidthK: number,
  originC = 0,
): readonly DryBulbBin[] {
  assertPositive(binWidthK, 'binWidthK');
  assertFinite(originC, 'originC');
  if (dryBulbC.length === 0) return [];
  const index = (value: number): number => Math.floor((value - originC) / binWidthK);
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < dryBulbC.length; i++) {
    const value = dryBulbC[i] ?? Number.NaN;
    assertFinite(value, `dryBulbC[${i}]`);
    const k = index(value);
    if (k < first) first = k;
    if (k > last) last = k;
  }
  const counts = new Uint32Array(last - first + 1);
  for (let i = 0; i < dryBulbC.length; i++) {
    const k = index(dryBulbC[i] ?? 0) - first;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return Array.from(counts, (hours, offset) => {
    const lowC = originC + (first + offset) * binWidthK;
    return { lowC, highC: lowC + binWidthK, midC: lowC + binWidthK / 2, hours };
  });
}
