import { describe, expect, it, test } from 'vitest';
import {
  hydraulicDiameterM,
  reynoldsNumber,
  reynoldsNumberFromDynamicViscosity,
} from './reynolds-number.js';

describe('reynoldsNumber', () => {
  test.each<[number, number, number, number, string]>([
    // ASHRAE F 2021 ch. 21: for standard air Re = 66.4 Dh V (Dh in mm, V in m/s).
    [
      7.14,
      0.2545,
      1.5111e-5,
      66.4 * 254.5 * 7.14,
      'standard air, ASHRAE F 2021 ch. 21 (Re = 66.4 Dh V)',
    ],
    [1, 0.1, 1.004e-6, 99_602, 'water at 20 °C, ν = 1.004e-6 m²/s (ASHRAE F 2021 ch. 33, table 2)'],
  ])('V = %d m/s, D = %d m, ν = %d m²/s gives Re ≈ %d (%s)', (velocity, diameter, nu, expected) => {
    expect(reynoldsNumber(velocity, diameter, nu) / expected).toBeCloseTo(1, 2);
  });

  it('equals ρVD/μ with ν = μ/ρ', () => {
    expect(reynoldsNumberFromDynamicViscosity(1.204, 5, 0.3, 1.825e-5)).toBeCloseTo(
      reynoldsNumber(5, 0.3, 1.825e-5 / 1.204),
      9,
    );
  });

  it('is 0 for still fluid and rejects a zero diameter or viscosity', () => {
    expect(reynoldsNumber(0, 0.3, 1.5e-5)).toBe(0);
    expect(() => reynoldsNumber(5, 0, 1.5e-5)).toThrow(RangeError);
    expect(() => reynoldsNumber(5, 0.3, 0)).toThrow(RangeError);
    expect(() => reynoldsNumber(Number.NaN, 0.3, 1.5e-5)).toThrow(RangeError);
  });
});

describe('hydraulicDiameterM', () => {
  it('is the diameter for a circle and 4A/P for a rectangle', () => {
    const d = 0.3;
    expect(hydraulicDiameterM((Math.PI * d * d) / 4, Math.PI * d)).toBeCloseTo(d, 14);
    // ASHRAE Duct Design worked numbers: 350 × 200 mm → Dh = 254.5 mm.
    expect(hydraulicDiameterM(0.35 * 0.2, 2 * (0.35 + 0.2))).toBeCloseTo(0.2545, 4);
  });
});
