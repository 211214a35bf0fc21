import { describe, expect, it, test } from 'vitest';
import { toSi } from '../units/index.js';
import { fanAirPowerW, fanEfficiency, fanShaftPowerW } from './fan-power.js';
import { FAN_PROPERTIES, FAN_SHAFT_POWER_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const cfm = (value: number): number => toSi(value, 'airflow', 'Imperial');
const inWg = (value: number): number => toSi(value, 'ductPressureLoss', 'Imperial');
const hp = (watts: number): number => watts / 745.6998716;

/**
 * Published I-P worked examples use bhp = cfm × in. wg / (6356 η). The engine's conventional inch
 * of water (249.09 Pa) makes the divisor 6343, so the published horsepower is matched to 0.25 %.
 */
describe('fanShaftPowerW', () => {
  // Three published worked examples: validation-cases.ts.
  test.each(FAN_SHAFT_POWER_CASES.cases)('$title needs the published horsepower', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('is air power over efficiency, in SI without constants (1 m³/s at 1000 Pa and 50 % is 2 kW)', () => {
    expect(fanShaftPowerW(1, 1000, 50)).toBeCloseTo(2000, 9);
    expect(fanAirPowerW(1, 1000)).toBe(1000);
  });

  it('refuses an efficiency outside 1–100 % and a negative flow', () => {
    expect(() => fanShaftPowerW(1, 100, 0)).toThrow(RangeError);
    expect(() => fanShaftPowerW(1, 100, 120)).toThrow(RangeError);
    expect(() => fanAirPowerW(-1, 100)).toThrow(RangeError);
  });
});

describe('fanEfficiency', () => {
  it('matches the 80 % static-efficiency example: 20,000 cfm at 10 in. wg fits a 40 hp motor', () => {
    // ahundredwoods.com example: 80 % static efficiency, 20,000 cfm, 10 in. wg → about 40 hp (39.3).
    const shaft = fanShaftPowerW(cfm(20_000), inWg(10), 80);
    expect(hp(shaft)).toBeLessThanOrEqual(40);
    expect(hp(shaft)).toBeGreaterThan(39);
    expect(fanEfficiency(cfm(20_000), inWg(10), shaft)).toBeCloseTo(0.8, 12);
  });

  it(FAN_PROPERTIES.efficiencyRoundTrips, () => {
    for (const [flow, pressure, efficiency] of [
      [0.5, 250, 55],
      [12, 1500, 82],
      [3.3, 80, 30],
    ] as const) {
      const shaft = fanShaftPowerW(flow, pressure, efficiency);
      expect(fanEfficiency(flow, pressure, shaft) * 100).toBeCloseTo(efficiency, 10);
    }
  });
});
