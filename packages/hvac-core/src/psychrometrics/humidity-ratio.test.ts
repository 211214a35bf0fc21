import psychrolib from 'psychrolib';
import { describe, expect, it, test } from 'vitest';
import { PsychrometricRangeError } from './errors.js';
import {
  humidityRatioFromRelativeHumidity,
  humidityRatioFromVaporPressurePa,
  saturationHumidityRatio,
  vaporPressureFromHumidityRatioPa,
} from './humidity-ratio.js';
import { SATURATION_HUMIDITY_RATIO_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('humidityRatioFromVaporPressurePa', () => {
  test.each([
    // [pw, p, W, source]
    [
      3169.7,
      95461,
      0.0213603998047487,
      'PsychroLib test suite (25 °C saturated, 500 m), computed by eq. 20',
    ],
    [
      0.45973,
      14.175,
      0.0208473311024865,
      'PsychroLib I-P test suite (77 °F saturated, 1000 ft): eq. 20 is unit-free',
    ],
  ])('pw = %d at p = %d gives W = %d (%s)', (pw, p, w) => {
    expect(humidityRatioFromVaporPressurePa(pw, p)).toBeCloseTo(w, 12);
  });

  it('round-trips with vaporPressureFromHumidityRatioPa', () => {
    for (const w of [0, 1e-6, 0.001, 0.01, 0.05, 0.5]) {
      const pw = vaporPressureFromHumidityRatioPa(w, 84_000);
      expect(humidityRatioFromVaporPressurePa(pw, 84_000)).toBeCloseTo(w, 14);
    }
  });

  it('rejects a vapour pressure at or above the total pressure, and a negative one', () => {
    expect(() => humidityRatioFromVaporPressurePa(101_325, 101_325)).toThrow(
      /below the total pressure/,
    );
    expect(() => humidityRatioFromVaporPressurePa(-1, 101_325)).toThrow(PsychrometricRangeError);
  });
});

describe('saturationHumidityRatio', () => {
  // ASHRAE table 2 includes the enhancement factor fs, which eq. 21 leaves out: agreement is 0.5–2 %.
  // The table and its sources: validation-cases.ts (ASHRAE F 2017 ch. 1 table 2).
  test.each(SATURATION_HUMIDITY_RATIO_CASES.cases)('matches the Handbook at $title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('rejects a temperature above the boiling point at the pressure', () => {
    expect(() => saturationHumidityRatio(100, 101_325)).toThrow(/water would boil/);
  });
});

describe('humidityRatioFromRelativeHumidity', () => {
  // From −40 °C: below, 1 % RH gives W < 1e-7, which PsychroLib raises to its MIN_HUM_RATIO.
  it('agrees with PsychroLib to 1e-12 over a grid', () => {
    psychrolib.SetUnitSystem(psychrolib.SI);
    for (const p of [60_000, 80_000, 101_325, 110_000]) {
      for (let t = -40; t <= 80; t += 7) {
        for (const rh of [0.01, 0.3, 0.75, 1]) {
          const expected = psychrolib.GetHumRatioFromRelHum(t, rh, p);
          expect(humidityRatioFromRelativeHumidity(t, rh, p) / expected - 1).toBeCloseTo(0, 12);
        }
      }
    }
  });

  it('is zero for dry air and rises with relative humidity', () => {
    expect(humidityRatioFromRelativeHumidity(20, 0, 101_325)).toBe(0);
    let previous = -1;
    for (let rh = 0; rh <= 1; rh += 0.05) {
      const w = humidityRatioFromRelativeHumidity(20, rh, 101_325);
      expect(w).toBeGreaterThan(previous);
      previous = w;
    }
  });

  it.each([-0.01, 1.01, Number.NaN])('rejects a relative humidity of %d', (rh) => {
    expect(() => humidityRatioFromRelativeHumidity(20, rh, 101_325)).toThrow(/Relative humidity/);
  });
});
