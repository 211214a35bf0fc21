import { describe, expect, it, test } from 'vitest';
import {
  flatOvalAreaM2,
  flatOvalEquivalentDiameterM,
  rectangularEquivalentDiameterM,
} from './equivalent-diameter.js';

describe('rectangularEquivalentDiameterM', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 21, table 2 (I-P): equivalent round sizes, in.
  test.each<[number, number, number, string]>([
    [12, 12, 13.1, 'ASHRAE F 2021 ch. 21 table 2, 12 × 12 in'],
    [24, 12, 18.3, 'ASHRAE F 2021 ch. 21 table 2, 24 × 12 in'],
    [350, 200, 286.4, 'ASHRAE duct-design worked example, 350 × 200 mm → 286.4 mm'],
  ])('%d × %d gives %d (%s)', (width, height, expected) => {
    expect(rectangularEquivalentDiameterM(width, height)).toBeCloseTo(expected, 1);
  });

  it('is symmetric in its sides', () => {
    expect(rectangularEquivalentDiameterM(0.6, 0.3)).toBe(rectangularEquivalentDiameterM(0.3, 0.6));
  });

  it('is 1.093 times the side of a square (1.30 · 2^-0.25)', () => {
    expect(rectangularEquivalentDiameterM(1, 1)).toBeCloseTo(1.3 / 2 ** 0.25, 12);
  });

  it('is smaller than the round duct of equal area once the duct is flattened', () => {
    const width = 0.8;
    const height = 0.2;
    const equalAreaDiameter = Math.sqrt((4 * width * height) / Math.PI);
    expect(rectangularEquivalentDiameterM(width, height)).toBeLessThan(equalAreaDiameter);
  });

  it('rejects a zero side', () => {
    expect(() => rectangularEquivalentDiameterM(0, 0.2)).toThrow(RangeError);
  });
});

describe('flatOvalEquivalentDiameterM', () => {
  it('reduces to (almost exactly) the diameter when the oval is a circle', () => {
    // 1.55 (π/4)^0.625 / π^0.25 = 1.0011: the published constant is rounded.
    expect(flatOvalEquivalentDiameterM(0.3, 0.3) / 0.3).toBeCloseTo(1.0011, 4);
  });
  it('has the area of a rectangle plus two half circles', () => {
    expect(flatOvalAreaM2(0.6, 0.2)).toBeCloseTo(Math.PI * 0.01 + 0.2 * 0.4, 12);
  });
  it('rejects a major axis shorter than the minor', () => {
    expect(() => flatOvalEquivalentDiameterM(0.2, 0.3)).toThrow(RangeError);
  });
});
