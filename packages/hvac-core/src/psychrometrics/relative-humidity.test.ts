import psychrolib from 'psychrolib';
import { describe, expect, it, test } from 'vitest';
import { humidityRatioFromRelativeHumidity, saturationHumidityRatio } from './humidity-ratio.js';
import {
  degreeOfSaturation,
  degreeOfSaturationIp,
  relativeHumidityFromHumidityRatio,
  relativeHumidityFromHumidityRatioIp,
} from './relative-humidity.js';

describe('relativeHumidityFromHumidityRatio', () => {
  test.each([
    [40, 0.0065, 101_325, 0.14, 0.01, 'ASHRAE F 2017 ch. 1 example 1 (14 %)'],
    [30, 0.01331, 101_325, 0.5, 0.002, 'ASHRAE F 2017 ch. 1 example 3, state 1 (50 %)'],
  ])('at %d °C, W = %d, p = %d Pa is %d within %d (%s)', (t, w, p, rh, absolute) => {
    expect(Math.abs(relativeHumidityFromHumidityRatio(t, w, p) - rh)).toBeLessThan(absolute);
  });

  it('inverts humidityRatioFromRelativeHumidity', () => {
    for (const rh of [0, 0.01, 0.5, 1]) {
      const w = humidityRatioFromRelativeHumidity(-20, rh, 80_000);
      expect(relativeHumidityFromHumidityRatio(-20, w, 80_000)).toBeCloseTo(rh, 12);
    }
  });

  it('in I-P agrees with PsychroLib', () => {
    psychrolib.SetUnitSystem(psychrolib.IP);
    expect(relativeHumidityFromHumidityRatioIp(100, 0.00523, 14.696)).toBeCloseTo(
      psychrolib.GetRelHumFromHumRatio(100, 0.00523, 14.696),
      12,
    );
  });
});

describe('degreeOfSaturation', () => {
  it('is 0 for dry air, 1 at saturation, and a little below φ in between (μ = φ (p − pws)/(p − φ pws))', () => {
    expect(degreeOfSaturation(25, 0, 101_325)).toBe(0);
    expect(degreeOfSaturation(25, saturationHumidityRatio(25, 101_325), 101_325)).toBeCloseTo(
      1,
      12,
    );
    const w = humidityRatioFromRelativeHumidity(25, 0.5, 101_325);
    const mu = degreeOfSaturation(25, w, 101_325);
    expect(mu).toBeLessThan(0.5);
    expect(mu).toBeGreaterThan(0.49);
  });

  it('is 0 above the boiling point at the pressure, where Ws is unbounded', () => {
    expect(degreeOfSaturation(95, 0.2, 60_000)).toBe(0);
  });

  it('in I-P agrees with PsychroLib', () => {
    psychrolib.SetUnitSystem(psychrolib.IP);
    expect(degreeOfSaturationIp(77, 0.00988, 14.696)).toBeCloseTo(
      psychrolib.GetDegreeOfSaturation(77, 0.00988, 14.696),
      12,
    );
  });
});
