import { describe, expect, it, test } from 'vitest';
import { saturationProperties, saturationTemperatureC } from './saturation.js';
import { saturationTemperaturePenaltyK } from './temperature-penalty.js';

describe('saturationTemperaturePenaltyK', () => {
  test.each([
    ['R134a', 'suction', 5],
    ['R410A', 'suction', 5],
    ['R407C', 'discharge', 40],
    ['R22', 'liquid', 40],
  ] as const)(
    'returns the allowed penalty for the pressure difference it corresponds to on the table (%s %s)',
    (id, line, t) => {
      const s = saturationProperties(id, t);
      if (line === 'suction') {
        const dp = s.dewPressurePa - saturationProperties(id, t - 1).dewPressurePa;
        expect(saturationTemperaturePenaltyK(id, line, s.dewPressurePa, dp)).toBeCloseTo(1, 9);
      } else if (line === 'discharge') {
        const dp = saturationProperties(id, t + 1).dewPressurePa - s.dewPressurePa;
        expect(saturationTemperaturePenaltyK(id, line, s.dewPressurePa, dp)).toBeCloseTo(1, 9);
      } else {
        const dp = s.bubblePressurePa - saturationProperties(id, t - 0.5).bubblePressurePa;
        expect(saturationTemperaturePenaltyK(id, line, s.bubblePressurePa, dp)).toBeCloseTo(0.5, 9);
      }
    },
  );

  it('matches the slope of the saturation curve for small drops: Δt ≈ Δp/(dp/dT)', () => {
    // R-22 at 40 °F (4.44 °C): dp/dT from the table ≈ 16.6 kPa/K, so 2 °F (1.11 K) ≈ 18.5 kPa (2.7 psi).
    const t = (40 - 32) / 1.8;
    const slope =
      saturationProperties('R22', t + 0.5).dewPressurePa -
      saturationProperties('R22', t - 0.5).dewPressurePa;
    const p = saturationProperties('R22', t).dewPressurePa;
    expect(saturationTemperaturePenaltyK('R22', 'suction', p, slope * 0.2)).toBeCloseTo(0.2, 2);
  });

  it('is zero for no pressure drop and grows with it', () => {
    const p = saturationProperties('R32', 5).dewPressurePa;
    expect(saturationTemperaturePenaltyK('R32', 'suction', p, 0)).toBe(0);
    let previous = 0;
    for (const dp of [1e3, 5e3, 2e4, 8e4]) {
      const penalty = saturationTemperaturePenaltyK('R32', 'suction', p, dp)!;
      expect(penalty).toBeGreaterThan(previous);
      previous = penalty;
    }
  });

  it('returns null, not NaN, when the drop runs off the table', () => {
    const p = saturationProperties('R134a', -45).dewPressurePa;
    expect(saturationTemperaturePenaltyK('R134a', 'suction', p, p * 0.9)).toBeNull();
    expect(saturationTemperaturePenaltyK('R134a', 'suction', p, p * 2)).toBeNull();
    expect(saturationTemperatureC('R134a', p, 'dew')).toBeCloseTo(-45, 9);
  });
});
