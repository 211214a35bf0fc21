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
 * A published annual degree-day normal of one weather station at base 65 °F, °F·day.
 */
export interface DegreeDayNormal {
  readonly id: string;
  /** The station in our words: city, station and state. */
  readonly station: string;
  /** The station's GHCN-Daily identifier. */
  readonly stationId: string;
  /** The 30-year period of the normal. */
  readonly period: string;
  readonly heatingF: number;
  readonly coolingF: number;
  /** Where the values are published. */
  readonly source: string;
}

/** Citation of {@link REFERENCE_STATION_DEGREE_DAY_NORMALS}. */
export const DEGREE_DAY_NORMALS_SOURCE =
  'NOAA NCEI 1981–2010 Official Climate Normals (base 65 °F), station reports as published by the Illinois State Climatologist (Illinois State Water Survey, isws.illinois.edu), "Annual Values" Heating DD and Cooling DD';

/**
 * Annual heating and cooling degree-day normals of Illinois reference stations, base 65 °F, as the
 * station reports give them (each month's normal is rounded, so the twelve months may sum one off the
 * annual value). The energy calculator's Champaign–Urbana monthly normals come from the same
 * publisher (CHAMPAIGN_URBANA_NORMALS_F in default-input.ts).
 * @see NOAA NCEI 1981–2010 Official Climate Normals, as published by the Illinois State Climatologist: Chicago O'Hare AP (stateclimatologist.isws.illinois.edu/data/climate-data/chicago-ohare-international-airport-climate-normals/), Peoria Gtr Peoria Airport (stateclimatologist.isws.illinois.edu/data/climate-data/peoria-climate-normals/), Springfield Lincoln AP (www.isws.illinois.edu/statecli/newnormals/normals.USW00093822.txt)
 */
export const REFERENCE_STATION_DEGREE_DAY_NORMALS: readonly DegreeDayNormal[] = [
  {
    id: 'chicago-ohare',
    station: "Chicago O'Hare International Airport, Illinois",
    stationId: 'USW00094846',
    period: '1981–2010',
    heatingF: 6339,
    coolingF: 842,
    source:
      'https://stateclimatologist.isws.illinois.edu/data/climate-data/chicago-ohare-international-airport-climate-normals/',
  },
  {
    id: 'peoria',
    station: 'Peoria, Greater Peoria Airport, Illinois',
    stationId: 'USW00014842',
    period: '1981–2010',
    heatingF: 5831,
    coolingF: 1040,
    source:
      'https://stateclimatologist.isws.illinois.edu/data/climate-data/peoria-climate-normals/',
  },
  {
    id: 'springfield',
    station: 'Springfield, Abraham Lincoln Capital Airport, Illinois',
    stationId: 'USW00093822',
    period: '1981–2010',
    heatingF: 5484,
    coolingF: 1123,
    source: 'https://www.isws.illinois.edu/statecli/newnormals/normals.USW00093822.txt',
  },
];

/**
 * The daily mean temperature degree-days are counted from: the mean of the day's maximum and minimum.
 *
 * @param maximum - The day's highest temperature (°C or °F).
 * @param minimum - The day's lowest temperature, same unit. Must not exceed the maximum.
 * @returns (maximum + minimum)/2, same unit.
 * @throws {RangeError} If a value is not finite or the minimum is above the maximum.
 * @see NOAA / National Weather Service definition of degree-days, with its example (high 75 °F, low 65 °F: average 70 °F, 5 cooling degree-days), as quoted by the Lawrence Journal-World (ljworld.com, 3 Aug 2003); D. Darling, Encyclopedia of Alternative Energy, "degree day" (mean of the maximum and minimum daily dry-bulb temperatures)
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
