import psychrolib from 'psychrolib';
import { describe, expect, it, test } from 'vitest';
import {
  dewPointFromHumidityRatioC,
  dewPointFromVaporPressureC,
  dewPointFromVaporPressureF,
} from './dew-point.js';
import { PsychrometricRangeError } from './errors.js';
import { saturationVaporPressurePa, saturationVaporPressurePsi } from './saturation-pressure.js';

describe('dewPointFromVaporPressureC', () => {
  test.each([
    // Dew points from the saturation pressures ASHRAE F 2017 ch. 1 table 3 lists; eq. 5/6 are
    // within 300 ppm of them, which is within 0.005 K here.
    [103.24, -20, 'ASHRAE F 2017 ch. 1 table 3'],
    [401.74, -5, 'ASHRAE F 2017 ch. 1 table 3'],
    [872.6, 5, 'ASHRAE F 2017 ch. 1 table 3'],
    [3169.7, 25, 'ASHRAE F 2017 ch. 1 table 3'],
    [12351.3, 50, 'ASHRAE F 2017 ch. 1 table 3'],
  ])('of pw = %d Pa is %d °C (%s)', (pw, td) => {
    expect(Math.abs(dewPointFromVaporPressureC(pw) - td)).toBeLessThan(0.005);
  });

  it('inverts the saturation pressure to 1e-9 K everywhere from −100 to 200 °C, across the ice/water switch', () => {
    for (let t = -100; t <= 200; t += 0.173) {
      expect(dewPointFromVaporPressureC(saturationVaporPressurePa(t))).toBeCloseTo(t, 9);
    }
    for (const t of [-1e-6, 0, 0.005, 0.01, 0.0100001, 0.02]) {
      expect(dewPointFromVaporPressureC(saturationVaporPressurePa(t))).toBeCloseTo(t, 9);
    }
  });

  it('agrees with PsychroLib within its 0.001 K Newton tolerance', () => {
    psychrolib.SetUnitSystem(psychrolib.SI);
    for (let t = -60; t <= 100; t += 3.7) {
      const pw = saturationVaporPressurePa(t) * 0.63;
      expect(
        Math.abs(dewPointFromVaporPressureC(pw) - psychrolib.GetTDewPointFromVapPres(150, pw)),
      ).toBeLessThan(0.001);
    }
  });

  it('rejects a zero, negative or out-of-range vapour pressure with a message', () => {
    expect(() => dewPointFromVaporPressureC(0)).toThrow(PsychrometricRangeError);
    expect(() => dewPointFromVaporPressureC(-5)).toThrow(/greater than 0/);
    expect(() => dewPointFromVaporPressureC(1e-6)).toThrow(
      /outside the range of the saturation equations/,
    );
    expect(() => dewPointFromVaporPressureC(2e6)).toThrow(/outside the range/);
  });
});

describe('dewPointFromVaporPressureF', () => {
  it('inverts the I-P saturation pressure from −148 to 392 °F', () => {
    for (let t = -148; t <= 392; t += 0.31) {
      expect(dewPointFromVaporPressureF(saturationVaporPressurePsi(t))).toBeCloseTo(t, 8);
    }
  });

  it('gives 40 °F for the air of ASHRAE F 2017 I-P ch. 1 example 1 (W = 0.00523 lb/lb at 14.696 psia)', () => {
    const pw = (14.696 * 0.00523) / (0.621945 + 0.00523);
    expect(Math.abs(dewPointFromVaporPressureF(pw) - 40)).toBeLessThan(0.3);
  });
});

describe('dewPointFromHumidityRatioC', () => {
  test.each([
    [
      0.0065,
      101_325,
      7.7,
      0.1,
      'ASHRAE F 2017 ch. 1 example 1, W as printed (6.5 g/kg; the text rounds td to 7 °C)',
    ],
    [
      0.00766,
      101_325,
      10,
      0.1,
      'ASHRAE F 2017 ch. 1 example 3, state 2 (7.66 g/kg, saturated at 10 °C)',
    ],
  ])('of W = %d at %d Pa is %d °C within %d (%s)', (w, p, td, tolerance) => {
    expect(Math.abs(dewPointFromHumidityRatioC(w, p) - td)).toBeLessThan(tolerance);
  });

  it('is exact down to −100 °C, the limit of eq. 5, and −100 °C for drier air down to perfectly dry', () => {
    const w =
      (0.621945 * saturationVaporPressurePa(-99)) / (101_325 - saturationVaporPressurePa(-99));
    expect(dewPointFromHumidityRatioC(w, 101_325)).toBeCloseTo(-99, 9);
    expect(dewPointFromHumidityRatioC(1e-9, 101_325)).toBe(-100);
    expect(dewPointFromHumidityRatioC(0, 101_325)).toBe(-100);
  });
});
