import { describe, expect, it, test } from 'vitest';
import { hazenWilliamsHeadGradient } from './hazen-williams.js';
import {
  HAZEN_WILLIAMS_CASES,
  HAZEN_WILLIAMS_ROWS,
  PIPE_PROPERTIES,
  velocityMsOf,
} from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('hazenWilliamsHeadGradient', () => {
  // Friction losses in standard-weight steel pipe, C = 100, water at 60 °F (AGA and NFPA tables, as
  // reprinted by Engineers Edge): validation-cases.ts.
  test.each(HAZEN_WILLIAMS_CASES.cases)('matches the C = 100 table for $title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  test.each(HAZEN_WILLIAMS_ROWS)(
    'flows %s at the table’s velocity',
    (_label, insideDiameterIn, gpm, velocityFtS) => {
      expect(velocityMsOf(gpm, insideDiameterIn) / 0.3048).toBeCloseTo(velocityFtS, 1);
    },
  );

  it(PIPE_PROPERTIES.hazenWilliamsScaling, () => {
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
