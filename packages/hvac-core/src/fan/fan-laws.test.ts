import { describe, expect, it, test } from 'vitest';
import { fanLaws } from './fan-laws.js';

describe('fanLaws', () => {
  test.each([
    // hqcalculator.com fan law calculator and holyoake.com "Fan Laws": flow ∝ N, pressure ∝ N²,
    // power ∝ N³ at constant diameter and density.
    { ratios: { speedRatio: 1.1 }, flow: 1.1, pressure: 1.21, power: 1.331 },
    // dev.to/evgeniikonkin: "a 25 % increase in fan speed … means nearly double the power" (1.953).
    { ratios: { speedRatio: 1.25 }, flow: 1.25, pressure: 1.5625, power: 1.953125 },
    // syncmining "Fan laws" and cartage.org.lb "The Fan Laws" table 1: at constant speed and density,
    // flow ∝ D³, pressure ∝ D², power ∝ D⁵.
    { ratios: { diameterRatio: 2 }, flow: 8, pressure: 4, power: 32 },
    // cartage.org.lb table 1: at constant speed and diameter, pressure and power ∝ density.
    { ratios: { densityRatio: 0.9 }, flow: 1, pressure: 0.9, power: 0.9 },
    // Both together: Q ∝ N D³, p ∝ N² D², P ∝ N³ D⁵.
    {
      ratios: { speedRatio: 0.8, diameterRatio: 1.1 },
      flow: 0.8 * 1.331,
      pressure: 0.64 * 1.21,
      power: 0.512 * 1.61051,
    },
  ])(
    '$ratios scales flow by $flow, pressure by $pressure, power by $power',
    ({ ratios, flow, pressure, power }) => {
      const scaled = fanLaws({ flow: 1, pressure: 1, power: 1 }, ratios);
      expect(scaled.flow).toBeCloseTo(flow, 12);
      expect(scaled.pressure).toBeCloseTo(pressure, 12);
      expect(scaled.power).toBeCloseTo(power ?? NaN, 12);
    },
  );

  it('leaves power out when the duty has none, and undoes itself with the inverse ratios', () => {
    const there = fanLaws({ flow: 10_000, pressure: 2 }, { speedRatio: 1.3, diameterRatio: 0.9 });
    expect(there.power).toBeUndefined();
    const back = fanLaws(there, { speedRatio: 1 / 1.3, diameterRatio: 1 / 0.9 });
    expect(back.flow).toBeCloseTo(10_000, 9);
    expect(back.pressure).toBeCloseTo(2, 12);
  });

  it('keeps the air power to shaft power ratio (efficiency) unchanged', () => {
    const before = { flow: 4.7, pressure: 500, power: 3600 };
    const after = fanLaws(before, { speedRatio: 1.17, diameterRatio: 1.05 });
    expect((after.flow * after.pressure) / (after.power ?? NaN)).toBeCloseTo(
      (before.flow * before.pressure) / before.power,
      12,
    );
  });

  it('refuses a ratio that is not positive', () => {
    expect(() => fanLaws({ flow: 1, pressure: 1 }, { speedRatio: 0 })).toThrow(RangeError);
    expect(() => fanLaws({ flow: 1, pressure: 1 }, { diameterRatio: -1 })).toThrow(RangeError);
  });
});
