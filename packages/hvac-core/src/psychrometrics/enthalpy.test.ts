import psychrolib from 'psychrolib';
import { describe, expect, it, test } from 'vitest';
import {
  dryBulbFromEnthalpyC,
  dryBulbFromEnthalpyF,
  enthalpyBtuLbFromJKg,
  enthalpyJKgFromBtuLb,
  humidityRatioFromEnthalpy,
  humidityRatioFromEnthalpyIp,
  moistAirEnthalpyBtuLb,
  moistAirEnthalpyJKg,
} from './enthalpy.js';
import { ENTHALPY_CASES, PSYCHROMETRIC_PROPERTIES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('moistAirEnthalpyJKg', () => {
  // The table and its sources: validation-cases.ts (ASHRAE F 2017 ch. 1 table 2, examples 1 and 2).
  test.each(ENTHALPY_CASES.cases)('matches the published value at $title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it(PSYCHROMETRIC_PROPERTIES.enthalpyRoundTrips, () => {
    for (const t of [-50, -10, 0, 24, 60]) {
      for (const w of [0, 0.001, 0.01, 0.05]) {
        const h = moistAirEnthalpyJKg(t, w);
        expect(dryBulbFromEnthalpyC(h, w)).toBeCloseTo(t, 10);
        expect(humidityRatioFromEnthalpy(h, t)).toBeCloseTo(w, 12);
      }
    }
  });

  it('rises with temperature and with humidity ratio', () => {
    expect(moistAirEnthalpyJKg(21, 0.01)).toBeGreaterThan(moistAirEnthalpyJKg(20, 0.01));
    expect(moistAirEnthalpyJKg(20, 0.011)).toBeGreaterThan(moistAirEnthalpyJKg(20, 0.01));
  });

  it('rejects a negative humidity ratio and a non-finite temperature', () => {
    expect(() => moistAirEnthalpyJKg(20, -0.001)).toThrow(/Humidity ratio/);
    expect(() => moistAirEnthalpyJKg(Number.NaN, 0.01)).toThrow(/dryBulbC/);
  });
});

describe('moistAirEnthalpyBtuLb', () => {
  test.each([
    [77, 0, 18.498, 1e-3, 'ASHRAE F 2017 I-P ch. 1 table 2, dry-air enthalpy at 77 °F'],
    [86, 0.02, 42.6168, 3e-4, 'PsychroLib I-P test suite, eq. 30 in a spreadsheet'],
    [100, 0.00523, 29.8, 3e-3, 'ASHRAE F 2017 I-P ch. 1 example 1 (29.80 Btu/lb)'],
  ])('at %d °F and W = %d is %d Btu/lb within %d (%s)', (t, w, h, relative) => {
    expect(Math.abs(moistAirEnthalpyBtuLb(t, w) / h - 1)).toBeLessThan(relative);
  });

  it('agrees with PsychroLib IP exactly and round-trips', () => {
    psychrolib.SetUnitSystem(psychrolib.IP);
    for (const t of [-40, 0, 32, 75, 140]) {
      for (const w of [0.0001, 0.01, 0.03]) {
        const h = moistAirEnthalpyBtuLb(t, w);
        expect(h).toBeCloseTo(psychrolib.GetMoistAirEnthalpy(t, w), 12);
        expect(dryBulbFromEnthalpyF(h, w)).toBeCloseTo(t, 10);
        expect(humidityRatioFromEnthalpyIp(h, t)).toBeCloseTo(w, 12);
      }
    }
  });
});

describe('enthalpy datum conversion between I-P and SI', () => {
  it('puts dry air at 0 °F at −1.006 × 17.78 kJ/kg on the SI datum, and dry air at 0 °C at 7.689 Btu/lb on the I-P one', () => {
    expect(enthalpyJKgFromBtuLb(0)).toBeCloseTo(-1006 * (160 / 9), 6);
    expect(enthalpyBtuLbFromJKg(0)).toBeCloseTo((1006 * (160 / 9)) / 2326, 12);
    expect(enthalpyBtuLbFromJKg(enthalpyJKgFromBtuLb(29.8))).toBeCloseTo(29.8, 12);
  });

  // The editions' coefficients are rounded apart (0.240 vs 1.006/4.1868 = 0.24028; 1061 + 0.444 t vs
  // 2501 + 1.86 t), so the same air has enthalpies that agree within 0.1 kJ/kg after the datum shift.
  test.each([
    [0, 0],
    [75, 0.01],
    [100, 0.00523],
    [20, 0.001],
  ])('agrees with SI eq. 30 within 0.1 kJ/kg at %d °F, W = %d', (f, w) => {
    const converted = enthalpyJKgFromBtuLb(moistAirEnthalpyBtuLb(f, w));
    expect(Math.abs(converted - moistAirEnthalpyJKg((f - 32) / 1.8, w))).toBeLessThan(100);
  });
});
