import { describe, expect, it, test } from 'vitest';
import {
  flatOvalAreaM2,
  flatOvalEquivalentDiameterM,
  rectangularEquivalentDiameterM,
} from './equivalent-diameter.js';
import { DUCT_PROPERTIES, EQUIVALENT_DIAMETER_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('rectangularEquivalentDiameterM', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 21, table 2 (I-P) and a worked example: validation-cases.ts.
  test.each(EQUIVALENT_DIAMETER_CASES.cases)('matches the Handbook for $title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it(DUCT_PROPERTIES.equivalentDiameterSymmetric, () => {
    expect(rectangularEquivalentDiameterM(0.6, 0.3)).toBe(rectangularEquivalentDiameterM(0.3, 0.6));
  });

  it(DUCT_PROPERTIES.equivalentDiameterOfSquare, () => {
    expect(rectangularEquivalentDiameterM(1, 1)).toBeCloseTo(1.3 / 2 ** 0.25, 12);
  });

  it(DUCT_PROPERTIES.equivalentDiameterBelowEqualArea, () => {
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
