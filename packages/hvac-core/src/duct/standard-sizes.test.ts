import { describe, expect, it, test } from 'vitest';
import {
  STANDARD_ROUND_DIAMETERS_IN,
  STANDARD_ROUND_DIAMETERS_MM,
  nextStandardRectangularSideM,
  standardRectangularSideM,
  standardRoundDiameterM,
} from './standard-sizes.js';

const IN = 0.0254;
const MM = 1e-3;

describe('standardRoundDiameterM', () => {
  test.each<[number, number]>([
    [13.6, 14],
    [14, 14],
    [2, 3],
    [24.2, 26],
    [95, 96],
    [97, 98],
  ])('rounds %d in up to %d in', (required, expected) => {
    expect(standardRoundDiameterM(required * IN, 'Imperial') / IN).toBeCloseTo(expected, 9);
  });

  test.each<[number, number]>([
    [330, 355],
    [315, 315],
    [40, 63],
    [1300, 1400],
    [1700, 1800],
  ])('rounds %d mm up to the EN 1506 size %d mm', (required, expected) => {
    expect(standardRoundDiameterM(required * MM, 'Metric') / MM).toBeCloseTo(expected, 9);
  });

  it('never returns a size smaller than asked for', () => {
    for (let mm = 10; mm < 2500; mm += 7.3) {
      expect(standardRoundDiameterM(mm * MM, 'Metric')).toBeGreaterThanOrEqual(
        mm * MM * (1 - 1e-9),
      );
      expect(standardRoundDiameterM(mm * MM, 'Imperial')).toBeGreaterThanOrEqual(
        mm * MM * (1 - 1e-9),
      );
    }
  });

  it('lists sizes in increasing order', () => {
    for (const sizes of [STANDARD_ROUND_DIAMETERS_IN, STANDARD_ROUND_DIAMETERS_MM]) {
      expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    }
  });
});

describe('standardRectangularSideM', () => {
  test.each<[number, number]>([
    [3, 4],
    [9.1, 10],
    [10, 10],
    [11.999999999, 12],
  ])('rounds %d in up to %d in (2 in steps from 4 in)', (required, expected) => {
    expect(standardRectangularSideM(required * IN, 'Imperial') / IN).toBeCloseTo(expected, 9);
  });
  test.each<[number, number]>([
    [60, 100],
    [310, 350],
    [350, 350],
  ])('rounds %d mm up to %d mm (50 mm steps from 100 mm)', (required, expected) => {
    expect(standardRectangularSideM(required * MM, 'Metric') / MM).toBeCloseTo(expected, 9);
  });
  it('steps to the next size', () => {
    expect(nextStandardRectangularSideM(0.35, 'Metric')).toBeCloseTo(0.4, 12);
    expect(nextStandardRectangularSideM(12 * IN, 'Imperial') / IN).toBeCloseTo(14, 9);
  });
});
