import { describe, expect, it, test } from 'vitest';
import { REFRIGERANTS, saturationTemperatureRangeC } from './refrigerants.js';
import { saturationProperties, saturationTemperatureC } from './saturation.js';
import { REFRIGERANT_SATURATION_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('saturationProperties', () => {
  // shared/data/README.md "Spot values for checking a loader" (CoolProp 8.0.0).
  test.each([
    ['R410A', 0, 800_705, 798_083],
    ['R134a', 0, 292_803, 292_803],
    ['R454B', 0, 767_413, 732_422],
  ] as const)('matches the README spot value for %s at %d °C', (id, t, bubble, dew) => {
    const s = saturationProperties(id, t);
    expect(s.bubblePressurePa).toBeCloseTo(bubble, -1);
    expect(s.dewPressurePa).toBeCloseTo(dew, -1);
  });

  // Rows of the CoolProp 8.0.0 CSV tables in shared/data/refrigerants (rounded to 7 digits in the package).
  test.each([
    ['R410A', -50, 'bubblePressurePa', 108_976.9445],
    ['R410A', 40, 'vapourDensityKgM3', 103.2362689],
    ['R22', 40, 'liquidDensityKgM3', 1128.532565],
    ['R717', 40, 'vapourDensityKgM3', 12.02380798],
    ['R744', 30, 'bubblePressurePa', 7_213_687.383],
    ['R407C', 40, 'dewPressurePa', 1_541_186.027],
    ['R1234ze(E)', 25, 'bubblePressurePa', 498_521.4862],
    ['R290', 40, 'liquidDensityKgM3', 467.4608653],
  ] as const)('returns the table row of %s at %d °C (%s)', (id, t, key, value) => {
    expect(saturationProperties(id, t)[key] / value).toBeCloseTo(1, 6);
  });

  // Independent published saturation pressures from the same reference equations of state (NIST
  // WebBook / REFPROP 10, as printed in ASHRAE F 2021 ch. 30), within 0.3 %: validation-cases.ts.
  test.each(REFRIGERANT_SATURATION_CASES.cases)(
    'agrees with the published saturation pressure of $title',
    (testCase) => {
      expectCaseWithinTolerance(testCase);
    },
  );

  it('shows the glide of zeotropic R-407C (bubble above dew) and none for pure R-32', () => {
    const r407c = saturationProperties('R407C', 0);
    expect(r407c.bubblePressurePa).toBeGreaterThan(r407c.dewPressurePa * 1.2);
    const r32 = saturationProperties('R32', 0);
    expect(r32.bubblePressurePa).toBe(r32.dewPressurePa);
  });

  it('estimates R-454B viscosities between those of R-32 and R-1234yf', () => {
    for (const t of [-40, 0, 40, 70]) {
      const mix = saturationProperties('R454B', t);
      const a = saturationProperties('R32', t);
      const b = saturationProperties('R1234yf', t);
      expect(mix.viscosityEstimated).toBe(true);
      expect(mix.liquidViscosityPaS).toBeGreaterThan(
        Math.min(a.liquidViscosityPaS, b.liquidViscosityPaS),
      );
      expect(mix.liquidViscosityPaS).toBeLessThan(
        Math.max(a.liquidViscosityPaS, b.liquidViscosityPaS),
      );
      expect(mix.vapourViscosityPaS).toBeGreaterThan(
        Math.min(a.vapourViscosityPaS, b.vapourViscosityPaS) * 0.99,
      );
      expect(mix.vapourViscosityPaS).toBeLessThan(
        Math.max(a.vapourViscosityPaS, b.vapourViscosityPaS) * 1.01,
      );
    }
  });

  it('interpolates pressure log-linearly between rows (within 0.01 % of the geometric mean at mid-step)', () => {
    const low = saturationProperties('R410A', 10).bubblePressurePa;
    const high = saturationProperties('R410A', 11).bubblePressurePa;
    expect(saturationProperties('R410A', 10.5).bubblePressurePa).toBeCloseTo(
      Math.sqrt(low * high),
      3,
    );
  });

  it.each(REFRIGERANTS)('has finite, increasing pressures and positive properties for %s', (id) => {
    const { minC, maxC } = saturationTemperatureRangeC(id);
    let previous = 0;
    for (let t = minC; t <= maxC; t += 0.7) {
      const s = saturationProperties(id, t);
      expect(s.dewPressurePa).toBeGreaterThan(previous);
      previous = s.dewPressurePa;
      for (const value of Object.values(s))
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      expect(s.liquidDensityKgM3).toBeGreaterThan(s.vapourDensityKgM3);
      expect(s.vapourEnthalpyJKg).toBeGreaterThan(s.liquidEnthalpyJKg);
      expect(s.liquidViscosityPaS).toBeGreaterThan(0);
    }
  });

  it('refuses a temperature outside the table, naming the refrigerant and range', () => {
    expect(() => saturationProperties('R744', 31)).toThrow(/between -50 and 30 °C for R-744/);
    expect(() => saturationProperties('R410A', Number.NaN)).toThrow(RangeError);
  });
});

describe('saturationTemperatureC', () => {
  it.each(REFRIGERANTS)(
    'round-trips temperature → pressure → temperature for %s on both curves',
    (id) => {
      for (const t of [-45.3, -10, 0, 12.25, 29.9]) {
        const s = saturationProperties(id, t);
        expect(saturationTemperatureC(id, s.bubblePressurePa, 'bubble')).toBeCloseTo(t, 9);
        expect(saturationTemperatureC(id, s.dewPressurePa, 'dew')).toBeCloseTo(t, 9);
      }
    },
  );

  it('gives the dew temperature of R-407C above its bubble temperature at the same pressure (glide ≈ 5 K)', () => {
    const p = 500_000;
    const glide =
      saturationTemperatureC('R407C', p, 'dew') - saturationTemperatureC('R407C', p, 'bubble');
    expect(glide).toBeGreaterThan(4);
    expect(glide).toBeLessThan(8);
  });

  it('refuses a pressure outside the table', () => {
    expect(() => saturationTemperatureC('R134a', 1000, 'dew')).toThrow(/between/);
    expect(() => saturationTemperatureC('R134a', -1, 'dew')).toThrow(RangeError);
  });
});
