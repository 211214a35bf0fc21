import { describe, expect, it, test } from 'vitest';
import { toSi } from '../units/index.js';
import { conductionHeatRateW } from './conduction.js';

describe('conductionHeatRateW', () => {
  // q = U·A·ΔT, ASHRAE Handbook—Fundamentals (2021), ch. 25 and ch. 18 (heating transmission loss).
  test.each([
    // [U W/m²·K, A m², ΔT K, q W, arithmetic]
    [0.5, 10, 20, 100, '0.5 × 10 × 20'],
    [0.45, 37, 11, 183.15, '0.45 × 37 × 11'],
    [2.8, 7.5, -5, -105, '2.8 × 7.5 × (−5): a loss'],
    [0, 50, 30, 0, 'no U, no flow'],
  ])('U %d × A %d × ΔT %d = %d W (%s)', (u, area, deltaT, expected) => {
    expect(conductionHeatRateW(u, area, deltaT)).toBeCloseTo(expected, 10);
  });

  it('gives 640 Btu/h for 400 ft² of wall at U 0.08 over 20 °F', () => {
    // 400 ft² × 0.08 Btu/h·ft²·°F × 20 °F = 640 Btu/h, computed in SI and converted back.
    const qW = conductionHeatRateW(
      toSi(0.08, 'uValue', 'Imperial'),
      toSi(400, 'area', 'Imperial'),
      toSi(20, 'temperatureDifference', 'Imperial'),
    );
    expect(qW / toSi(1, 'heatRate', 'Imperial')).toBeCloseTo(640, 9);
  });

  it('rejects a negative U-value or area', () => {
    expect(() => conductionHeatRateW(-1, 10, 10)).toThrow(RangeError);
    expect(() => conductionHeatRateW(1, -10, 10)).toThrow(RangeError);
    expect(() => conductionHeatRateW(1, 10, Number.NaN)).toThrow(RangeError);
  });
});
