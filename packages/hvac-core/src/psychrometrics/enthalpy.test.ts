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

describe('moistAirEnthalpyJKg', () => {
  test.each([
    // [°C, W, h J/kg, relative tolerance, source]
    [
      25,
      0,
      25_148,
      3e-4,
      'ASHRAE F 2017 ch. 1 table 2, dry-air enthalpy hda at 25 °C (25.148 kJ/kg)',
    ],
    [30, 0.02, 81_316, 3e-4, 'PsychroLib test suite, eq. 30 by hand'],
    [
      40,
      0.0065,
      56_700,
      6e-3,
      'ASHRAE F 2017 ch. 1 example 1 (56.7 kJ/kg; W printed rounded to 6.5 g/kg)',
    ],
    [2, 0.00438, 13_000, 1e-2, 'ASHRAE F 2017 ch. 1 example 2, state 1 (13.0 kJ/kg)'],
  ])('at %d °C and W = %d is %d J/kg within %d (%s)', (t, w, h, relative) => {
    expect(Math.abs(moistAirEnthalpyJKg(t, w) / h - 1)).toBeLessThan(relative);
  });

  it('round-trips with dryBulbFromEnthalpyC and humidityRatioFromEnthalpy', () => {
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
