import { describe, expect, it } from 'vitest';
import { epwDesignConditions } from './epw-design.js';
import { parseEpw } from './epw.js';
import { WEATHER_FIXTURES, readWeatherFixture } from './_testing/fixtures.js';

const result = parseEpw(
  readWeatherFixture(WEATHER_FIXTURES.chicagoEpw),
  WEATHER_FIXTURES.chicagoEpw,
);
if (!result.ok) throw new Error('fixture');
const epw = result.value;
const design = epwDesignConditions(epw);

describe('epwDesignConditions (Chicago O’Hare TMY3)', () => {
  it('orders the percentiles: 99.6 % below 99 %, 0.4 % above 1 % above 2 %', () => {
    const [h996, h99] = design.heating;
    const [c04, c1, c2] = design.cooling;
    expect(h996?.dryBulbC).toBeLessThan(h99?.dryBulbC ?? 0);
    expect(c04?.dryBulbC).toBeGreaterThan(c1?.dryBulbC ?? 0);
    expect(c1?.dryBulbC).toBeGreaterThan(c2?.dryBulbC ?? 0);
    for (const c of design.cooling) {
      expect(c.coincidentHours).toBeGreaterThan(0);
      expect(c.meanCoincidentWetBulbC).toBeLessThan(c.dryBulbC);
    }
  });

  // ASHRAE Handbook—Fundamentals (2021), ch. 14: the MCWB averages the hours at the design dry bulb,
  // here within ±0.5 K, edges included. The 0.4 % dry bulb is 32.2 °C; the file's hours between
  // 31.7 and 32.7 °C, counted in whole tenths of a kelvin, are 41, the 27 at 31.7 °C among them.
  it('averages every hour within ±0.5 K of the 0.4 % dry bulb, those exactly 0.5 K away included', () => {
    const c04 = design.cooling[0];
    expect(c04?.dryBulbC).toBe(32.2);
    const tenths = Array.from(epw.hours.dryBulbC, (t) => Math.round(t * 10));
    expect(tenths.filter((t) => t >= 317 && t <= 327)).toHaveLength(41);
    expect(tenths.filter((t) => t === 317)).toHaveLength(27);
    expect(c04?.coincidentHours).toBe(41);
  });

  it('stays within the file’s extremes printed by its .stat (line 94: max 35.0 °C; line 97: min −22.8 °C)', () => {
    expect(design.cooling[0]?.dryBulbC).toBeLessThanOrEqual(35);
    expect(design.heating[0]?.dryBulbC).toBeGreaterThanOrEqual(-22.8);
  });

  it('finds July the hottest month (.stat line 100: 24.1 °C mean) and averages its daily ranges', () => {
    expect(design.hottestMonth).toBe(7);
    let sum = 0;
    for (let day = 0; day < 31; day++) {
      const start = (181 + day) * 24;
      const temps = Array.from(epw.hours.dryBulbC.slice(start, start + 24));
      sum += Math.max(...temps) - Math.min(...temps);
    }
    expect(design.hottestMonthDailyRangeK).toBeCloseTo(sum / 31, 12);
  });

  it('says the values describe the file, not the Handbook’s record', () => {
    expect(design.basis).toMatch(/8760 hours of USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw/);
  });
});
