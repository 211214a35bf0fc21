import { describe, expect, it, test } from 'vitest';
import { DAILY_RANGE_FRACTIONS, designDayDryBulbsC, monthlyDesignDays } from './design-day.js';
import { parseStat } from './stat.js';
import { WEATHER_FIXTURES, readWeatherFixture } from './_testing/fixtures.js';

describe('DAILY_RANGE_FRACTIONS', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 14, table 6, "Fraction of Daily Temperature Range"
  // (the table of the 2009 and later editions; the older editions' percentage of daily range,
  // 0.87, 0.92, 0.96 … 0.82 with the warmest hour 15 alone, is not it).
  test.each([
    [1, 0.88],
    [2, 0.92],
    [3, 0.95],
    [4, 0.98],
    [5, 1.0],
    [6, 0.98],
    [7, 0.91],
    [8, 0.74],
    [9, 0.55],
    [10, 0.38],
    [11, 0.23],
    [12, 0.13],
    [13, 0.05],
    [14, 0.0],
    [15, 0.0],
    [16, 0.06],
    [17, 0.14],
    [18, 0.24],
    [19, 0.39],
    [20, 0.5],
    [21, 0.59],
    [22, 0.68],
    [23, 0.75],
    [24, 0.82],
  ])('hour %d: %d', (hour, fraction) => {
    expect(DAILY_RANGE_FRACTIONS[hour - 1]).toBe(fraction);
  });

  it('spans the whole range: 1 at hour 5, 0 at hours 14 and 15', () => {
    expect(Math.max(...DAILY_RANGE_FRACTIONS)).toBe(1);
    expect(DAILY_RANGE_FRACTIONS[4]).toBe(1);
    expect(Math.min(...DAILY_RANGE_FRACTIONS)).toBe(0);
    expect([DAILY_RANGE_FRACTIONS[13], DAILY_RANGE_FRACTIONS[14]]).toEqual([0, 0]);
    expect(DAILY_RANGE_FRACTIONS).toHaveLength(24);
  });
});

describe('designDayDryBulbsC', () => {
  it('gives Chicago’s 0.4 % July day (33.3 °C, range 10.5 K; .ddy line 207–208) hour by hour', () => {
    const profile = designDayDryBulbsC(33.3, 10.5);
    expect(profile[14]).toBeCloseTo(33.3, 12);
    expect(profile[4]).toBeCloseTo(22.8, 12);
    expect(profile[13]).toBeCloseTo(33.3, 12);
    expect(profile[0]).toBeCloseTo(24.06, 12); // 33.3 − 0.88 × 10.5
    expect(profile[7]).toBeCloseTo(25.53, 12); // 33.3 − 0.74 × 10.5
    expect(profile[11]).toBeCloseTo(31.935, 12); // 33.3 − 0.13 × 10.5
  });

  it('is flat for a zero range (the heating design days) and rejects a negative one', () => {
    expect(new Set(designDayDryBulbsC(-20, 0))).toEqual(new Set([-20]));
    expect(() => designDayDryBulbsC(30, -1)).toThrow(RangeError);
  });
});

describe('monthlyDesignDays', () => {
  it('builds twelve months from the .stat monthly 0.4 % dry bulbs (line 46) and daily ranges (line 66)', () => {
    const result = parseStat(readWeatherFixture(WEATHER_FIXTURES.chicagoStat), 'chicago.stat');
    if (!result.ok) throw new Error('fixture');
    const stat = result.value;
    const days = monthlyDesignDays(
      stat.monthlyDryBulb04C?.values ?? [],
      stat.monthlyDailyRangeK?.values ?? [],
    );
    expect(days.map((d) => d.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // January: 12.9 °C peak, 7.6 K range; July: 35.9 °C, 10.5 K.
    expect(Math.max(...(days[0]?.dryBulbsC ?? []))).toBeCloseTo(12.9, 12);
    expect(Math.min(...(days[0]?.dryBulbsC ?? []))).toBeCloseTo(12.9 - 7.6, 12);
    expect(Math.min(...(days[6]?.dryBulbsC ?? []))).toBeCloseTo(35.9 - 10.5, 12);
  });

  it('needs twelve months', () => {
    expect(() => monthlyDesignDays([30], [10])).toThrow(/Twelve monthly values/);
  });
});
