import { assertFinite, assertInRange, assertPositive } from '../_lib/assert.js';
import { coolingDegreeDays, dailyMeanTemperature, heatingDegreeDays } from './degree-days.js';

/**
 * Degree-days at any base temperature from the temperatures a weather record gives: daily highs and
 * lows (mean method, or the UK Met Office method that accounts for days that cross the base), hourly
 * temperatures (each day's mean of its hours, as EnergyPlus .stat files count them, or integration), or a month's mean temperature and the standard deviation of its daily
 * means (normal-distribution method). Every function works in °F or °C; the base is in the same unit
 * and the result is °F·day or K·day.
 */

/** How a day's degree-days are taken from its high and low. */
export const DAILY_DEGREE_DAY_METHODS = ['mean', 'ukMetOffice'] as const;
export type DailyDegreeDayMethod = (typeof DAILY_DEGREE_DAY_METHODS)[number];

/** One day's highest and lowest temperature (°F or °C). */
export interface DailyExtremes {
  readonly maximum: number;
  readonly minimum: number;
}

/** Heating and cooling degree-days of a period, in the unit of the temperatures (°F·day or K·day). */
export interface DegreeDays {
  readonly heating: number;
  readonly cooling: number;
}

/**
 * Heating and cooling degree-days of one day by the UK Met Office (maximum–minimum) method: a day
 * whose high and low lie on either side of the base counts part degree-days on both sides, instead
 * of the mean method's all-or-nothing. Heating: T_min ≥ T_b → 0; T̄ ≥ T_b → (T_b − T_min)/4;
 * T_max ≥ T_b → (T_b − T_min)/2 − (T_max − T_b)/4; else T_b − T̄. Cooling mirrors it. For every day
 * heating − cooling = T_b − T̄, as in the mean method.
 *
 * @param day - The day's maximum and minimum (°F or °C); the minimum must not exceed the maximum.
 * @param base - Base temperature, same unit.
 * @returns The day's heating and cooling degree-days.
 * @throws {RangeError} If a value is not finite or the minimum is above the maximum.
 * @see CIBSE TM41 (2006), Degree-days: theory and application, ch. 2 (UK Met Office equations); Met Éireann, "Degree days" (cases I–IV); Degree Days Direct, "How degree days are computed" (maximum–minimum method)
 * @example ukMetOfficeDegreeDays({ maximum: 20, minimum: 10 }, 15.5) //=> { heating: 1.625, cooling: 1.125 }
 */
export function ukMetOfficeDegreeDays(day: DailyExtremes, base: number): DegreeDays {
  const mean = dailyMeanTemperature(day.maximum, day.minimum);
  assertFinite(base, 'base');
  const { maximum, minimum } = day;
  let heating: number;
  if (minimum >= base) heating = 0;
  else if (mean >= base) heating = (base - minimum) / 4;
  else if (maximum >= base) heating = (base - minimum) / 2 - (maximum - base) / 4;
  else heating = base - mean;
  let cooling: number;
  if (maximum <= base) cooling = 0;
  else if (mean <= base) cooling = (maximum - base) / 4;
  else if (minimum <= base) cooling = (maximum - base) / 2 - (base - minimum) / 4;
  else cooling = mean - base;
  return { heating, cooling };
}

/**
 * Heating and cooling degree-days of a period from its daily highs and lows, by the mean method
 * (T̄ = (T_max + T_min)/2 against the base, the U.S. practice) or the UK Met Office method.
 *
 * @param days - Each day's maximum and minimum (°F or °C).
 * @param base - Base temperature, same unit (65 °F / 18.3 °C in U.S. practice, 15.5 °C in the UK).
 * @param method - 'mean' (default) or 'ukMetOffice'.
 * @returns Heating and cooling degree-days of the period.
 * @throws {RangeError} If a value is not finite or a day's minimum is above its maximum.
 * @see AMS Glossary of Meteorology, "Heating degree-day"; CIBSE TM41 (2006), ch. 2
 * @example degreeDaysFromDailyExtremes([{ maximum: 75, minimum: 65 }], 65) //=> { heating: 0, cooling: 5 }
 */
export function degreeDaysFromDailyExtremes(
  days: readonly DailyExtremes[],
  base: number,
  method: DailyDegreeDayMethod = 'mean',
): DegreeDays {
  if (method === 'ukMetOffice') {
    let heating = 0;
    let cooling = 0;
    for (const day of days) {
      const result = ukMetOfficeDegreeDays(day, base);
      heating += result.heating;
      cooling += result.cooling;
    }
    return { heating, cooling };
  }
  const means = days.map((day) => dailyMeanTemperature(day.maximum, day.minimum));
  return { heating: heatingDegreeDays(means, base), cooling: coolingDegreeDays(means, base) };
}

/**
 * Heating and cooling degree-days from hourly temperatures by integration: the degree-hours below
 * (above) the base divided by 24, HDD = Σ max(0, T_b − T_h)/24. Unlike the daily methods it counts
 * the hours of a day that cross the base.
 *
 * @param hourly - Hourly (or hourly-mean) temperatures (°F or °C), any number of hours.
 * @param base - Base temperature, same unit.
 * @returns Heating and cooling degree-days of the hours given.
 * @throws {RangeError} If a temperature is not finite.
 * @see CIBSE TM41 (2006), Degree-days: theory and application, ch. 2 (degree-days by integration of frequent temperature readings); Degree Days Direct, "How degree days are computed" (continuous integration)
 * @example degreeDaysFromHourly([...Array(12).fill(60), ...Array(12).fill(70)], 65) //=> { heating: 2.5, cooling: 2.5 }
 */
export function degreeDaysFromHourly(hourly: readonly number[], base: number): DegreeDays {
  assertFinite(base, 'base');
  let heating = 0;
  let cooling = 0;
  hourly.forEach((temperature, index) => {
    assertFinite(temperature, `hourly[${index}]`);
    if (temperature < base) heating += base - temperature;
    else cooling += temperature - base;
  });
  return { heating: heating / 24, cooling: cooling / 24 };
}

/**
 * Standard normal cumulative distribution Φ(z) = (1 + erf(z/√2))/2, with erf by the rational
 * approximation of Abramowitz and Stegun 7.1.26 (absolute error below 1.5 × 10⁻⁷).
 *
 * @param z - Standard score.
 * @returns Φ(z), 0 to 1.
 * @throws {RangeError} If z is not finite.
 * @see Abramowitz and Stegun (1964), Handbook of Mathematical Functions, eq. 7.1.26 and 26.2.2
 * @example standardNormalCdf(1) //=> 0.841345
 */
export function standardNormalCdf(z: number): number {
  assertFinite(z, 'z');
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const polynomial =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - polynomial * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Monthly heating and cooling degree-days from the month's mean temperature and the standard
 * deviation of its daily mean temperatures, taking the daily means as normally distributed:
 * HDD = σ N [Z Φ(Z) + φ(Z)] with Z = (T_b − T̄)/σ, and CDD the same with Z = (T̄ − T_b)/σ. For a
 * record of daily means this reproduces the sum of the daily degree-days wherever they are close to
 * normal; it lets degree-days be found at any base from monthly climate summaries.
 *
 * @param meanTemperature - The month's mean of daily mean temperatures (°F or °C).
 * @param standardDeviation - Standard deviation of the month's daily mean temperatures, same unit. Must be > 0.
 * @param days - Days in the month (1–31).
 * @param base - Base temperature, same unit.
 * @returns The month's heating and cooling degree-days.
 * @throws {RangeError} If a value is not finite, σ is not positive or days is out of range.
 * @see Krarti, Energy Audit of Building Systems, 2nd ed. (CRC Press, 2011), ch. 6, eq. 6.32–6.35 (degree-days from monthly mean and standard deviation), worked example for Denver, May, base 60 °F
 * @example monthlyDegreeDaysFromMeanAndSd(57.2, 8.7, 31, 60) //=> { heating: 156.52, cooling: 69.72 }
 */
export function monthlyDegreeDaysFromMeanAndSd(
  meanTemperature: number,
  standardDeviation: number,
  days: number,
  base: number,
): DegreeDays {
  assertFinite(meanTemperature, 'meanTemperature');
  assertPositive(standardDeviation, 'standardDeviation');
  assertInRange(days, 'days', 1, 31);
  assertFinite(base, 'base');
  const expected = (z: number): number =>
    z * standardNormalCdf(z) + Math.exp(-(z * z) / 2) / Math.sqrt(2 * Math.PI);
  const z = (base - meanTemperature) / standardDeviation;
  return {
    heating: standardDeviation * days * expected(z),
    cooling: standardDeviation * days * expected(-z),
  };
}

/** Twelve monthly heating and cooling degree-days, January first. */
export interface MonthlyDegreeDays {
  readonly heating: readonly number[];
  readonly cooling: readonly number[];
}

function byMonth<T>(readings: readonly T[], monthOf: (reading: T) => number): T[][] {
  const months: T[][] = Array.from({ length: 12 }, () => []);
  readings.forEach((reading, index) => {
    const month = monthOf(reading);
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      throw new RangeError(
        `readings[${index}].month must be a whole number 1 to 12, got ${month}.`,
      );
    }
    months[month - 1]?.push(reading);
  });
  return months;
}

/**
 * Degree-days of each calendar month from daily highs and lows, for the energy calculator's twelve
 * monthly degree-days. Months without readings give 0.
 *
 * @param days - Each day's maximum and minimum with its month 1–12.
 * @param base - Base temperature, same unit.
 * @param method - 'mean' (default) or 'ukMetOffice'.
 * @returns Twelve monthly heating and cooling degree-days.
 * @throws {RangeError} If a month is not 1–12 or a day is not valid.
 * @see AMS Glossary of Meteorology, "Heating degree-day"; CIBSE TM41 (2006), ch. 2
 * @example monthlyDegreeDaysFromDaily([{ month: 1, maximum: 40, minimum: 20 }], 65).heating[0] //=> 35
 */
export function monthlyDegreeDaysFromDaily(
  days: readonly (DailyExtremes & { readonly month: number })[],
  base: number,
  method: DailyDegreeDayMethod = 'mean',
): MonthlyDegreeDays {
  const months = byMonth(days, (day) => day.month).map((month) =>
    degreeDaysFromDailyExtremes(month, base, method),
  );
  return { heating: months.map((m) => m.heating), cooling: months.map((m) => m.cooling) };
}

/**
 * Degree-days of each calendar month from hourly temperatures by the daily-mean method: each day's
 * mean temperature is the average of its hourly readings (the 24 hourly dry bulbs of a weather
 * file's day), and the day counts HDD = max(0, T_b − T̄_day) and CDD = max(0, T̄_day − T_b). This is
 * how the EnergyPlus weather converter computes the "Monthly Weather File Heating/Cooling Degree
 * Days" of its .stat files (the Chicago O'Hare TMY3 .stat's, at base 10 °C and 18 °C, are reproduced
 * to the degree-day from its .epw), and the daily-mean definition of degree-days of the Handbook.
 * Unlike integration (degree-hours / 24) a day whose mean is on the base counts nothing, however far
 * its hours swing either side: integration overstates Chicago's cooling degree-days at 65 °F by
 * about a fifth (1014 against 842 °F·day). Hours are grouped into days by their month and day of
 * the month, in the order given; a day split by other days' hours counts as separate days. Months
 * without readings give 0.
 *
 * @param hours - Each hour's month 1–12, day of the month and temperature (°F or °C).
 * @param base - Base temperature, same unit.
 * @returns Twelve monthly heating and cooling degree-days (°F·day or K·day).
 * @throws {RangeError} If a month is not 1–12 or a temperature is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Degree-days" (from the daily mean temperature); EnergyPlus Auxiliary Programs, "Weather Converter Program", statistics report (.stat) "Heating/Cooling Degree Days/Hours calculated from this weather file"
 * @example monthlyDegreeDaysFromDailyMeans([...Array(12).fill(60), ...Array(12).fill(70)].map((temperature) => ({ month: 5, day: 1, temperature })), 65).heating[4] //=> 0
 */
export function monthlyDegreeDaysFromDailyMeans(
  hours: readonly {
    readonly month: number;
    readonly day: number;
    readonly temperature: number;
  }[],
  base: number,
): MonthlyDegreeDays {
  assertFinite(base, 'base');
  const heating = new Array<number>(12).fill(0);
  const cooling = new Array<number>(12).fill(0);
  const close = (month: number, sum: number, count: number): void => {
    if (count === 0) return;
    const mean = sum / count;
    const m = month - 1;
    if (mean < base) heating[m] = (heating[m] ?? 0) + (base - mean);
    else cooling[m] = (cooling[m] ?? 0) + (mean - base);
  };
  let month = 0;
  let day = Number.NaN;
  let sum = 0;
  let count = 0;
  hours.forEach((hour, index) => {
    if (!Number.isInteger(hour.month) || hour.month < 1 || hour.month > 12) {
      throw new RangeError(
        `readings[${index}].month must be a whole number 1 to 12, got ${hour.month}.`,
      );
    }
    assertFinite(hour.temperature, `readings[${index}].temperature`);
    if (hour.month !== month || hour.day !== day) {
      close(month, sum, count);
      month = hour.month;
      day = hour.day;
      sum = 0;
      count = 0;
    }
    sum += hour.temperature;
    count++;
  });
  close(month, sum, count);
  return { heating, cooling };
}

/**
 * Degree-days of each calendar month from hourly temperatures (e.g. a year of weather-file hours),
 * by integration. Months without readings give 0.
 *
 * @param hours - Each hour's temperature with its month 1–12.
 * @param base - Base temperature, same unit.
 * @returns Twelve monthly heating and cooling degree-days.
 * @throws {RangeError} If a month is not 1–12 or a temperature is not finite.
 * @see CIBSE TM41 (2006), Degree-days: theory and application, ch. 2 (degree-days by integration of frequent temperature readings); Degree Days Direct, "How degree days are computed" (continuous integration)
 * @example monthlyDegreeDaysFromHourly([{ month: 2, temperature: 41 }], 65).heating[1] //=> 1
 */
export function monthlyDegreeDaysFromHourly(
  hours: readonly { readonly month: number; readonly temperature: number }[],
  base: number,
): MonthlyDegreeDays {
  const months = byMonth(hours, (hour) => hour.month).map((month) =>
    degreeDaysFromHourly(
      month.map((hour) => hour.temperature),
      base,
    ),
  );
  return { heating: months.map((m) => m.heating), cooling: months.map((m) => m.cooling) };
}
