import { describe, expect, it, test } from 'vitest';
import { hazenWilliamsHeadGradient } from './hazen-williams.js';

const GPM = 3.785411784e-3 / 60;
const INCH = 0.0254;

describe('hazenWilliamsHeadGradient', () => {
  // Friction losses in standard-weight steel pipe, C = 100, water at 60 °F (American Gas
  // Association and NFPA tables, as reprinted by Engineers Edge, "Friction losses in steel pipes").
  test.each([
    ['1/2 in, 2 gpm', 0.622, 2, 2.11, 7.6],
    ['3/4 in, 4 gpm', 0.824, 4, 2.41, 6.9],
    ['1 in, 10 gpm', 1.049, 10, 3.71, 11.7],
    ['1-1/4 in, 20 gpm', 1.38, 20, 4.29, 11.1],
  ])(
    'matches the C = 100 table for %s',
    (_label, insideDiameterIn, gpm, velocityFtS, headPer100Ft) => {
      const d = insideDiameterIn * INCH;
      const velocityMS = (gpm * GPM) / ((Math.PI * d * d) / 4);
      expect(velocityMS / 0.3048).toBeCloseTo(velocityFtS, 1);
      expect(
        Math.abs((hazenWilliamsHeadGradient(velocityMS, d, 100) * 100) / headPer100Ft - 1),
      ).toBeLessThan(0.015);
    },
  );

  it('scales as V^1.852 and C^-1.852', () => {
    const base = hazenWilliamsHeadGradient(1, 0.05, 120);
    expect(hazenWilliamsHeadGradient(2, 0.05, 120) / base).toBeCloseTo(2 ** (1 / 0.54), 9);
    expect(hazenWilliamsHeadGradient(1, 0.05, 150) / base).toBeCloseTo(
      (120 / 150) ** (1 / 0.54),
      9,
    );
  });

  it('is zero without flow and refuses a non-positive C', () => {
    expect(hazenWilliamsHeadGradient(0, 0.05, 120)).toBe(0);
    expect(() => hazenWilliamsHeadGradient(1, 0.05, 0)).toThrow(RangeError);
  });
});
