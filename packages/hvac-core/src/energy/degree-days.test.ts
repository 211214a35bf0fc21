import { describe, expect, it } from 'vitest';
import {
  CHICAGO_DEGREE_DAY_NORMALS,
  DEGREE_DAY_BASE_C,
  DEGREE_DAY_BASE_F,
  coolingDegreeDays,
  dailyMeanTemperature,
  heatingDegreeDays,
} from './degree-days.js';

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

  it('°C with 18.3 °C gives K·day; × 1.8 is the °F·day result', () => {
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

  it('Chicago 1991–2020 normals: 5974 HDD, 1003 CDD (WGN-TV, NWS normals)', () => {
    expect(CHICAGO_DEGREE_DAY_NORMALS.heatingF).toBe(5974);
    expect(CHICAGO_DEGREE_DAY_NORMALS.coolingF).toBe(1003);
  });
});
