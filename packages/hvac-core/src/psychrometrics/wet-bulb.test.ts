import psychrolib from 'psychrolib';
import { describe, expect, it, test } from 'vitest';
import { PsychrometricRangeError } from './errors.js';
import { humidityRatioFromRelativeHumidity, saturationHumidityRatio } from './humidity-ratio.js';
import {
  humidityRatioFromWetBulb,
  humidityRatioFromWetBulbIp,
  wetBulbFromHumidityRatioC,
  wetBulbFromHumidityRatioF,
} from './wet-bulb.js';

describe('humidityRatioFromWetBulb', () => {
  test.each([
    [40, 20, 101_325, 0.0065, 0.02, 'ASHRAE F 2017 ch. 1 example 1 (6.5 g/kg)'],
    [30, 25, 95_461, 0.0192281274241096, 3e-4, 'PsychroLib test suite, eq. 33 (above freezing)'],
    [-1, -5, 95_461, 0.00120399819933844, 3e-4, 'PsychroLib test suite, eq. 35 (below freezing)'],
    [
      4,
      2,
      101_325,
      0.0036,
      0.03,
      'ASHRAE F 2017 ch. 1 example 4, outdoor air (3.6 g/kg per ChemicaLogic)',
    ],
  ])('at %d °C db, %d °C wb, %d Pa is %d within %d (%s)', (t, twb, p, w, relative) => {
    expect(Math.abs(humidityRatioFromWetBulb(t, twb, p) / w - 1)).toBeLessThan(relative);
  });

  test.each([
    [86, 77, 14.175, 0.0187193288418892, 'PsychroLib I-P test suite (above freezing)'],
    [30.2, 23, 14.175, 0.00114657481090184, 'PsychroLib I-P test suite (below freezing)'],
    [
      100,
      65,
      14.696,
      0.00523,
      'ASHRAE F 2017 I-P ch. 1 example 1 (0.00523 lb/lb, read from table 2 values)',
    ],
  ])('in I-P at %d °F db, %d °F wb, %d psia is %d (%s)', (t, twb, p, w) => {
    expect(Math.abs(humidityRatioFromWetBulbIp(t, twb, p) / w - 1)).toBeLessThan(0.01);
  });

  it('gives saturation when the wet bulb equals the dry bulb (SI)', () => {
    for (const t of [-30, 5, 35])
      expect(humidityRatioFromWetBulb(t, t, 101_325)).toBeCloseTo(
        saturationHumidityRatio(t, 101_325),
        12,
      );
  });

  it('rejects a wet bulb above the dry bulb, one below that of dry air, and one at boiling', () => {
    expect(() => humidityRatioFromWetBulb(20, 21, 101_325)).toThrow(
      /must not be above the dry bulb/,
    );
    expect(() => humidityRatioFromWetBulb(40, 5, 101_325)).toThrow(
      /at least 1\d\.\d+ °C \(perfectly dry air\)/,
    );
    expect(() => humidityRatioFromWetBulb(99, 95, 60_000)).toThrow(PsychrometricRangeError);
  });
});

describe('wetBulbFromHumidityRatioC', () => {
  it('inverts eq. 33/35 over −60…100 °C, 60–110 kPa, from bone-dry air to saturation', () => {
    for (const p of [60_000, 101_325, 110_000]) {
      for (let t = -60; t <= 100; t += 4.1) {
        const saturated = t < 85 ? saturationHumidityRatio(t, p) : Number.POSITIVE_INFINITY;
        for (const fraction of [0, 1e-6, 0.01, 0.3, 0.9, 0.999999, 1]) {
          const w = Number.isFinite(saturated) ? fraction * saturated : fraction * 0.5;
          const twb = wetBulbFromHumidityRatioC(t, w, p);
          expect(twb).toBeLessThanOrEqual(t);
          if (twb < t) expect(humidityRatioFromWetBulb(t, twb, p)).toBeCloseTo(w, 12);
        }
      }
    }
  });

  it('equals the dry bulb at saturation, also below freezing', () => {
    for (const t of [-40, -1, 0, 0.005, 20]) {
      expect(
        wetBulbFromHumidityRatioC(t, saturationHumidityRatio(t, 101_325), 101_325),
      ).toBeCloseTo(t, 9);
    }
  });

  it('agrees with PsychroLib within its 0.001 K bisection tolerance', () => {
    psychrolib.SetUnitSystem(psychrolib.SI);
    for (let t = -30; t <= 50; t += 5) {
      const w = humidityRatioFromRelativeHumidity(t, 0.4, 101_325);
      expect(
        Math.abs(
          wetBulbFromHumidityRatioC(t, w, 101_325) -
            psychrolib.GetTWetBulbFromHumRatio(t, w, 101_325),
        ),
      ).toBeLessThan(0.001);
    }
  });

  it('takes the liquid-water root when dry air just above freezing has one on each side of 0 °C', () => {
    // At 10 °C and W = 5e-5, eq. 33 has a root at +0.44 °C and eq. 35 one at −0.25 °C.
    const twb = wetBulbFromHumidityRatioC(10, 5e-5, 101_325);
    expect(twb).toBeGreaterThanOrEqual(0);
    expect(humidityRatioFromWetBulb(10, twb, 101_325)).toBeCloseTo(5e-5, 12);
  });

  it('finds the wet bulb of dry air above the boiling point at low pressure', () => {
    const twb = wetBulbFromHumidityRatioC(95, 0.3, 60_000);
    expect(twb).toBeLessThan(86);
    expect(humidityRatioFromWetBulb(95, twb, 60_000)).toBeCloseTo(0.3, 9);
  });

  it('rises monotonically with the humidity ratio', () => {
    let previous = Number.NEGATIVE_INFINITY;
    for (let w = 0; w <= 0.0147; w += 0.0005) {
      const twb = wetBulbFromHumidityRatioC(20, w, 101_325);
      expect(twb).toBeGreaterThan(previous);
      previous = twb;
    }
  });

  it('rejects a supersaturated humidity ratio', () => {
    expect(() => wetBulbFromHumidityRatioC(20, 0.02, 101_325)).toThrow(/above saturation/);
  });
});

describe('wetBulbFromHumidityRatioF', () => {
  it('gives 65 °F for ASHRAE F 2017 I-P ch. 1 example 1 (100 °F, W from 65 °F wb)', () => {
    const w = humidityRatioFromWetBulbIp(100, 65, 14.696);
    expect(wetBulbFromHumidityRatioF(100, w, 14.696)).toBeCloseTo(65, 9);
  });

  it('agrees with PsychroLib IP within its 0.0018 °F tolerance', () => {
    psychrolib.SetUnitSystem(psychrolib.IP);
    for (let t = -20; t <= 120; t += 10) {
      const w = psychrolib.GetHumRatioFromRelHum(t, 0.5, 14.696);
      expect(
        Math.abs(
          wetBulbFromHumidityRatioF(t, w, 14.696) -
            psychrolib.GetTWetBulbFromHumRatio(t, w, 14.696),
        ),
      ).toBeLessThan(0.0018);
    }
  });
});
