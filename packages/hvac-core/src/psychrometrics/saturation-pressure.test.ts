import psychrolib from 'psychrolib';
import { describe, expect, it, test } from 'vitest';
import { PsychrometricRangeError } from './errors.js';
import { saturationVaporPressurePa, saturationVaporPressurePsi } from './saturation-pressure.js';
import { PSYCHROMETRIC_PROPERTIES, SATURATION_PRESSURE_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('saturationVaporPressurePa', () => {
  // ASHRAE F 2017 ch. 1 table 3: eq. 5/6 are within 300 ppm of the IAPWS values it tabulates,
  // except at −60 °C (the table and its sources: validation-cases.ts).
  test.each(SATURATION_PRESSURE_CASES.cases)('matches the Handbook at $title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it(PSYCHROMETRIC_PROPERTIES.saturationPressureMatchesPsychroLib, () => {
    psychrolib.SetUnitSystem(psychrolib.SI);
    for (let t = -100; t <= 200; t += 0.37) {
      expect(saturationVaporPressurePa(t) / psychrolib.GetSatVapPres(t) - 1).toBeCloseTo(0, 12);
    }
  });

  it(PSYCHROMETRIC_PROPERTIES.saturationPressureContinuous, () => {
    const below = saturationVaporPressurePa(0.01);
    const above = saturationVaporPressurePa(0.01 + 1e-9);
    expect(Math.abs(above / below - 1)).toBeLessThan(1e-5);
  });

  it(PSYCHROMETRIC_PROPERTIES.saturationPressureRises, () => {
    let previous = 0;
    for (let t = -100; t <= 200; t += 0.05) {
      const pws = saturationVaporPressurePa(t);
      expect(pws).toBeGreaterThan(previous);
      previous = pws;
    }
  });

  it.each([-100.1, 200.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %d °C with a message',
    (t) => {
      expect(() => saturationVaporPressurePa(t)).toThrow(PsychrometricRangeError);
      expect(() => saturationVaporPressurePa(t)).toThrow(/Temperature must be/);
    },
  );
});

describe('saturationVaporPressurePsi', () => {
  test.each([
    [-4, 0.014974, 'ASHRAE F 2017 I-P ch. 1 table 3'],
    [23, 0.058268, 'ASHRAE F 2017 I-P ch. 1 table 3'],
    [41, 0.12656, 'ASHRAE F 2017 I-P ch. 1 table 3'],
    [77, 0.45973, 'ASHRAE F 2017 I-P ch. 1 table 3'],
    [122, 1.7914, 'ASHRAE F 2017 I-P ch. 1 table 3'],
    [212, 14.7094, 'ASHRAE F 2017 I-P ch. 1 table 3'],
    [300, 67.0206, 'ASHRAE F 2017 I-P ch. 1 table 3'],
  ])('at %d °F is %d psia within 300 ppm (%s)', (dryBulbF, pwsPsi) => {
    expect(Math.abs(saturationVaporPressurePsi(dryBulbF) / pwsPsi - 1)).toBeLessThan(3e-4);
  });

  it('agrees with PsychroLib (I-P) to 1e-12 from −148 to 392 °F', () => {
    psychrolib.SetUnitSystem(psychrolib.IP);
    for (let t = -148; t <= 392; t += 0.61) {
      expect(saturationVaporPressurePsi(t) / psychrolib.GetSatVapPres(t) - 1).toBeCloseTo(0, 12);
    }
  });

  it('agrees with the SI equation after conversion to 2e-6 (the editions round their coefficients apart)', () => {
    for (let f = -148; f <= 392; f += 1.3) {
      const pa = saturationVaporPressurePsi(f) * 6894.757293;
      expect(Math.abs(pa / saturationVaporPressurePa((f - 32) / 1.8) - 1)).toBeLessThan(2e-6);
    }
  });
});
