import { assertFinite, assertNonNegative } from '../_lib/assert.js';

/**
 * Fraction of the daily dry-bulb range to subtract from the day's maximum at each hour 1…24 of the
 * day, as the Handbook's table lists them (index 0 is hour 1): the coolest hour is 5 (fraction
 * 1.00), the warmest 14 and 15 (0.00). This is the table of the 2009 and later editions, as printed
 * in 2021; the older editions' percentage of daily range (0.87, 0.92, 0.96 … with hour 15 alone the
 * warmest) is not used.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, table 6 "Fraction of Daily Temperature Range"
 */
export const DAILY_RANGE_FRACTIONS: readonly number[] = [
  0.88, 0.92, 0.95, 0.98, 1.0, 0.98, 0.91, 0.74, 0.55, 0.38, 0.23, 0.13, 0.05, 0.0, 0.0, 0.06, 0.14,
  0.24, 0.39, 0.5, 0.59, 0.68, 0.75, 0.82,
];

/**
 * Hourly dry bulb of a design day: t = t_max − f·DR, f from the fraction-of-daily-range table.
 *
 * @param maxDryBulbC - The design dry bulb (the day's maximum), °C.
 * @param dailyRangeK - The mean daily range of the month, K. Must be ≥ 0.
 * @returns 24 dry bulbs, °C, for hours 1…24.
 * @throws {RangeError} If an argument is not finite or the range is negative.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Generating Design-Day Data", table 6
 * @example designDayDryBulbsC(33.3, 10.5)[14] //=> 33.3 (hour 15)
 */
export function designDayDryBulbsC(maxDryBulbC: number, dailyRangeK: number): readonly number[] {
  assertFinite(maxDryBulbC, 'maxDryBulbC');
  assertNonNegative(dailyRangeK, 'dailyRangeK');
  return DAILY_RANGE_FRACTIONS.map((fraction) => maxDryBulbC - fraction * dailyRangeK);
}

/** One month's design-day conditions: the peak dry bulb and daily range, and the hourly profile. */
export interface MonthlyDesignDay {
  /** 1…12. */
  readonly month: number;
  readonly maxDryBulbC: number;
  readonly dailyRangeK: number;
  readonly dryBulbsC: readonly number[];
}

/**
 * The hourly design-day dry bulbs of each of the twelve months, from each month's design dry bulb
 * (for example the .stat file's monthly 0.4 % or 2 % dry bulbs) and mean daily range. Loads are
 * computed month by month because the peak is not always in July: south glass peaks in winter.
 *
 * @param maxDryBulbsC - Twelve monthly design dry bulbs, °C, January first.
 * @param dailyRangesK - Twelve monthly daily ranges, K, January first.
 * @returns Twelve design days with their 24-hour profiles.
 * @throws {RangeError} If either list does not have 12 finite values or a range is negative.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 (monthly design dry bulb and mean daily range; table 6)
 */
export function monthlyDesignDays(
  maxDryBulbsC: readonly number[],
  dailyRangesK: readonly number[],
): readonly MonthlyDesignDay[] {
  if (maxDryBulbsC.length !== 12 || dailyRangesK.length !== 12) {
    throw new RangeError(
      `Twelve monthly values are needed, got ${maxDryBulbsC.length} dry bulbs and ${dailyRangesK.length} ranges.`,
    );
  }
  return maxDryBulbsC.map((maxDryBulbC, index) => {
    const dailyRangeK = dailyRangesK[index] ?? Number.NaN;
    return {
      month: index + 1,
      maxDryBulbC,
      dailyRangeK,
      dryBulbsC: designDayDryBulbsC(maxDryBulbC, dailyRangeK),
    };
  });
}
