import { describe, expect, it } from 'vitest';
import {
  DEGREE_DAY_BASE_C,
  DEGREE_DAY_BASE_F,
  coolingDegreeDays,
  dailyMeanTemperature,
  heatingDegreeDays,
  REFERENCE_STATION_DEGREE_DAY_NORMALS,
} from './degree-days.js';
import { ENERGY_PROPERTIES } from './validation-cases.js';

const toC = (f: number) => (f - 32) / 1.8;

describe('degree-days', () => {
  it('base 65 °F is 18.33 °C', () => {
    expect(DEGREE_DAY_BASE_F).toBe(65);
    expect(DEGREE_DAY_BASE_C).toBeCloseTo(18.333, 3);
  });

  it('daily mean is the mean of high and low', () => {
    // NWS example (Lawrence Journal-World): high 75 °F, low 65 °F -> mean 70 °F.
    expect(dailyMeanTemperature(75, 65)).toBe(70);
    expect(() => dailyMeanTemperature(60, 65)).toThrow(/minimum/);
    expect(() => dailyMeanTemperature(Number.NaN, 65)).toThrow(/maximum/);
  });

  it('counts heating degrees below the base and ignores warmer days', () => {
    // architectionary.com example: a daily average of 30 °F gives 35 heating degree-days.
    expect(heatingDegreeDays([30], 65)).toBe(35);
    expect(heatingDegreeDays([30, 70, 65], 65)).toBe(35);
    expect(heatingDegreeDays([], 65)).toBe(0);
  });

  it('counts cooling degrees above the base and ignores colder days', () => {
    // NWS example: a 70 °F day gives 5 cooling degree-days.
    expect(coolingDegreeDays([dailyMeanTemperature(75, 65)], 65)).toBe(5);
    expect(coolingDegreeDays([50, 60], 65)).toBe(0);
  });

  it(ENERGY_PROPERTIES.degreeDaysInEitherUnit, () => {
    const daysF = [30, 41, 50, 64, 70];
    const hddF = heatingDegreeDays(daysF, 65);
    const hddK = heatingDegreeDays(daysF.map(toC), DEGREE_DAY_BASE_C);
    expect(hddK * 1.8).toBeCloseTo(hddF, 9);
    expect(coolingDegreeDays(daysF.map(toC), DEGREE_DAY_BASE_C) * 1.8).toBeCloseTo(
      coolingDegreeDays(daysF, 65),
      9,
    );
  });

  it('rejects a temperature that is not a number', () => {
    expect(() => heatingDegreeDays([10, Number.POSITIVE_INFINITY], 18)).toThrow(/dailyMeans\[1\]/);
    expect(() => coolingDegreeDays([10], Number.NaN)).toThrow(/base/);
  });

  // NOAA NCEI 1981–2010 Official Climate Normals, "Annual Values", as published by the Illinois
  // State Climatologist (isws.illinois.edu station reports): O'Hare 6339/842, Peoria 5831/1040,
  // Springfield Lincoln AP 5484/1123 °F·day, base 65 °F.
  it.each([
    ['chicago-ohare', 'USW00094846', 6339, 842],
    ['peoria', 'USW00014842', 5831, 1040],
    ['springfield', 'USW00093822', 5484, 1123],
  ] as const)('%s (%s) 1981–2010 normals: %i HDD, %i CDD', (id, stationId, heating, cooling) => {
    const normal = REFERENCE_STATION_DEGREE_DAY_NORMALS.find((candidate) => candidate.id === id);
    expect(normal).toMatchObject({
      stationId,
      period: '1981–2010',
      heatingF: heating,
      coolingF: cooling,
    });
    expect(normal?.source).toMatch(/^https:\/\/(stateclimatologist|www)\.isws\.illinois\.edu\//);
  });

  it('station normals match their monthly normals to within rounding', () => {
    // Chicago O'Hare monthly HDD of the same report sum to 6340 and CDD to 843 (each month rounded).
    const ohareHeating = [1279, 1044, 841, 492, 225, 48, 4, 9, 105, 397, 741, 1155];
    const ohareCooling = [0, 0, 1, 9, 44, 165, 283, 238, 92, 11, 0, 0];
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const ohare = REFERENCE_STATION_DEGREE_DAY_NORMALS[0];
    expect(Math.abs(sum(ohareHeating) - (ohare?.heatingF ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs(sum(ohareCooling) - (ohare?.coolingF ?? 0))).toBeLessThanOrEqual(1);
  });
});
