import { assertFinite } from '../_lib/assert.js';

/**
 * Degree-days: how far, and for how many days, the daily mean outdoor temperature stays below
 * (heating) or above (cooling) a base temperature. The energy calculator takes them as input; these
 * are the definitions behind the numbers a user types.
 */

/** The U.S. base temperature of degree-days, °F. */
export const DEGREE_DAY_BASE_F = 65;

/** The same base in °C, (65 − 32)/1.8 = 18.33 °C (often written 18.3 °C). */
export const DEGREE_DAY_BASE_C = (DEGREE_DAY_BASE_F - 32) / 1.8;

/**
 * A published annual degree-day normal at base 65 °F, °F·day.
 */
export interface DegreeDayNormal {
  readonly id: string;
  readonly place: string;
  /** The 30-year period of the normal. */
  readonly period: string;
  readonly heatingF: number;
  readonly coolingF: number;
  readonly source: string;
}

/**
 * Chicago's 1991–2020 normals, base 65 °F.
 * @see WGN-TV weather blog, "In what years did Chicago accumulate the most heating and cooling degree-day units?" (Chicago's current 1991–2020 normals: 5974 HDD, 1003 CDD)
 */
export const CHICAGO_DEGREE_DAY_NORMALS: DegreeDayNormal = {
  id: 'chicago',
  place: 'Chicago, Illinois',
  period: '1991–2020',
  heatingF: 5974,
  coolingF: 1003,
  source:
    'NWS Chicago 1991–2020 normals as quoted by WGN-TV weather blog (wgntv.com, "In what years did Chicago accumulate the most heating and cooling degree day units?")',
};

/**
 * The daily mean temperature degree-days are counted from: the mean of the day's maximum and minimum.
 *
 * @param maximum - The day's highest temperature (°C or °F).
 * @param minimum - The day's lowest temperature, same unit. Must not exceed the maximum.
 * @returns (maximum + minimum)/2, same unit.
 * @throws {RangeError} If a value is not finite or the minimum is above the maximum.
 * @see WGN-TV weather blog, "What are heating and cooling degree days?" (the day's average is the sum of the high and low divided by two); D. Darling, Encyclopedia of Alternative Energy, "degree day" (mean of the maximum and minimum daily dry-bulb temperatures)
 * @example dailyMeanTemperature(75, 65) //=> 70
 */
export function dailyMeanTemperature(maximum: number, minimum: number): number {
  assertFinite(maximum, 'maximum');
  assertFinite(minimum, 'minimum');
  if (minimum > maximum) {
    throw new RangeError(`minimum must not exceed maximum, got ${minimum} > ${maximum}.`);
  }
  return (maximum + minimum) / 2;
}

function sumBeyondBase(
  dailyMeans: readonly number[],
  base: number,
  excess: (mean: number) => number,
): number {
  assertFinite(base, 'base');
  let total = 0;
  dailyMeans.forEach((mean, index) => {
    assertFinite(mean, `dailyMeans[${index}]`);
    total += Math.max(0, excess(mean));
  });
  return total;
}

/**
 * Heating degree-days: HDD = Σ max(0, T_b − T̄), one degree for each degree the daily mean falls
 * below the base; days above the base count zero. In °F with a 65 °F base the result is °F·day; in
 * °C with 18.3 °C it is K·day (1 K·day = 1.8 °F·day).
 *
 * @param dailyMeans - Daily mean temperatures of the period (°C or °F).
 * @param base - Base temperature in the same unit (65 °F or 18.3 °C in U.S. practice).
 * @returns Heating degree-days of the period (K·day or °F·day).
 * @throws {RangeError} If a temperature is not finite.
 * @see AMS Glossary of Meteorology, "Heating degree-day" (one degree-day for each degree the daily mean temperature departs below the 65 °F base; warmer days are ignored)
 * @example heatingDegreeDays([30, 70], 65) //=> 35
 */
export function heatingDegreeDays(dailyMeans: readonly number[], base: number): number {
  return sumBeyondBase(dailyMeans, base, (mean) => base - mean);
}

/**
 * Cooling degree-days: CDD = Σ max(0, T̄ − T_b), one degree for each degree the daily mean rises
 * above the base; colder days count zero.
 *
 * @param dailyMeans - Daily mean temperatures of the period (°C or °F).
 * @param base - Base temperature in the same unit (65 °F or 18.3 °C in U.S. practice).
 * @returns Cooling degree-days of the period (K·day or °F·day).
 * @throws {RangeError} If a temperature is not finite.
 * @see NOAA/NWS definition as quoted by the Lawrence Journal-World, "Season cooling degree days" (a day with a high of 75 °F and a low of 65 °F averages 70 °F and gives five cooling degree days)
 * @example coolingDegreeDays([70, 60], 65) //=> 5
 */
export function coolingDegreeDays(dailyMeans: readonly number[], base: number): number {
  return sumBeyondBase(dailyMeans, base, (mean) => mean - base);
}
