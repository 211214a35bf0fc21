import { describe, expect, it, test } from 'vitest';
import {
  exceedanceDryBulbC,
  meanCoincidentWetBulbC,
  temperatureBins,
} from './climate-statistics.js';
import { parseEpw } from './epw.js';
import { WEATHER_FIXTURES, readWeatherFixture } from './_testing/fixtures.js';

describe('exceedanceDryBulbC', () => {
  test.each([
    [[1, 2, 3, 4], 50, 2.5, 'median of four, Hazen positions 0.5 … 3.5'],
    [[1, 2, 3, 4], 25, 3.5, 'position 2.5'],
    [[1, 2, 3, 4], 99.9, 1, 'below the first position: the coldest hour'],
    [[5], 0.4, 5, 'one hour'],
  ])('%j at %d %% is %d (%s)', (hours, percent, expected) => {
    expect(exceedanceDryBulbC(hours, percent)).toBeCloseTo(expected, 12);
  });

  it('leaves about p % of the year’s hours above the value (Chicago TMY3)', () => {
    const result = parseEpw(readWeatherFixture(WEATHER_FIXTURES.chicagoEpw), 'chicago.epw');
    if (!result.ok) throw new Error('fixture');
    const { dryBulbC } = result.value.hours;
    for (const percent of [0.4, 1, 2, 99, 99.6]) {
      const value = exceedanceDryBulbC(dryBulbC, percent);
      const above = dryBulbC.filter((t) => t > value).length;
      const atOrAbove = dryBulbC.filter((t) => t >= value).length;
      expect(above).toBeLessThanOrEqual((percent / 100) * 8760 + 1);
      expect(atOrAbove).toBeGreaterThanOrEqual((percent / 100) * 8760 - 1);
    }
    expect(exceedanceDryBulbC(dryBulbC, 0.4)).toBeGreaterThan(exceedanceDryBulbC(dryBulbC, 2));
    expect(exceedanceDryBulbC(dryBulbC, 99.6)).toBeLessThan(exceedanceDryBulbC(dryBulbC, 99));
  });

  it('rejects an empty year and a percentage outside (0, 100)', () => {
    expect(() => exceedanceDryBulbC([], 1)).toThrow(RangeError);
    expect(() => exceedanceDryBulbC([1], 100)).toThrow(RangeError);
  });
});

describe('meanCoincidentWetBulbC', () => {
  it('averages the wet bulbs of the hours at the design dry bulb', () => {
    // 30 °C with a dew point of 20 °C at 101 325 Pa has a wet bulb of 22.9 °C (ASHRAE chart; our
    // psychrometrics engine gives 22.93); the hour at 40 °C lies outside the window.
    const result = meanCoincidentWetBulbC(
      { dryBulbC: [30, 30.3, 40], dewPointC: [20, 20, 10], pressurePa: [101325, 101325, 101325] },
      30,
    );
    expect(result.hours).toBe(2);
    expect(result.wetBulbC).toBeGreaterThan(22.8);
    expect(result.wetBulbC).toBeLessThan(23.2);
  });

  // ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions": the MCWB is the mean
  // wet bulb of the hours at the design dry bulb, here those within ±0.5 K of it, the edges included.
  // .epw dry bulbs are in 0.1 K steps, so hours exactly 0.5 K away are common; in binary floating
  // point 31.7 − 32.2 is −0.5000000000000036, and such an hour must still count.
  test.each([
    [32.2, 31.7, 32.7],
    [16.1, 15.6, 16.6],
    [4.4, 3.9, 4.9],
    [-1.1, -1.6, -0.6],
    [-8.3, -8.8, -7.8],
  ])(
    'at %d °C counts the hours at %d and %d °C, 0.5 K away, and not 0.6 K away',
    (design, low, high) => {
      const dryBulbC = [low - 0.1, low, design, high, high + 0.1];
      const result = meanCoincidentWetBulbC(
        {
          dryBulbC,
          dewPointC: dryBulbC.map((t) => t - 10),
          pressurePa: dryBulbC.map(() => 101325),
        },
        design,
      );
      expect(result.hours).toBe(3);
    },
  );

  it('is NaN when no hour is near the dry bulb', () => {
    const none = meanCoincidentWetBulbC({ dryBulbC: [0], dewPointC: [-5], pressurePa: [1e5] }, 30);
    expect(none.hours).toBe(0);
    expect(Number.isNaN(none.wetBulbC)).toBe(true);
  });
});

describe('temperatureBins', () => {
  it('counts hours in contiguous bins, empty ones included', () => {
    expect(temperatureBins([0.5, 1.5, 1.7, 4], 2)).toEqual([
      { lowC: 0, highC: 2, midC: 1, hours: 3 },
      { lowC: 2, highC: 4, midC: 3, hours: 0 },
      { lowC: 4, highC: 6, midC: 5, hours: 1 },
    ]);
  });

  it('puts a value on an edge in the bin above it and honours the origin', () => {
    expect(temperatureBins([-2, 2], 4, 2)).toEqual([
      { lowC: -2, highC: 2, midC: 0, hours: 1 },
      { lowC: 2, highC: 6, midC: 4, hours: 1 },
    ]);
  });

  it('bins a whole year: 8760 hours in 5 °F (25/9 K) bins, each hour in its bin', () => {
    const result = parseEpw(readWeatherFixture(WEATHER_FIXTURES.denverEpw), 'denver.epw');
    if (!result.ok) throw new Error('fixture');
    const { dryBulbC } = result.value.hours;
    const width = 25 / 9;
    const bins = temperatureBins(dryBulbC, width, -160 / 9);
    expect(bins.reduce((sum, bin) => sum + bin.hours, 0)).toBe(8760);
    for (const bin of bins) {
      const inBin = dryBulbC.filter((t) => t >= bin.lowC && t < bin.highC).length;
      expect(inBin).toBe(bin.hours);
    }
    expect(bins[0]?.lowC).toBeLessThanOrEqual(Math.min(...dryBulbC));
    expect(bins.at(-1)?.highC).toBeGreaterThan(Math.max(...dryBulbC));
  });

  it('returns no bins for no hours and rejects a zero width', () => {
    expect(temperatureBins([], 1)).toEqual([]);
    expect(() => temperatureBins([1], 0)).toThrow(RangeError);
  });
});
