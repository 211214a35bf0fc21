import { describe, expect, it, test } from 'vitest';
import { hydraulicPowerW, inputPowerW } from './power.js';
import { HYDRAULIC_POWER_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('hydraulicPowerW', () => {
  // Water horsepower whp = gpm × ft × SG / 3960 (ASHRAE HVAC S&E 2020 ch. 44; Hydraulic Institute),
  // 3960 itself rounded, 0.1 %: validation-cases.ts.
  test.each(HYDRAULIC_POWER_CASES.cases)('gives $title the 3960 formula', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('refuses a negative flow', () => {
    expect(() => hydraulicPowerW(-1, 100)).toThrow(RangeError);
  });
});

describe('inputPowerW', () => {
  it('divides by the efficiency', () => {
    expect(inputPowerW(700, 70)).toBeCloseTo(1000, 12);
    expect(inputPowerW(900, 90)).toBeCloseTo(1000, 12);
  });
  it('refuses efficiencies outside 1–100 %', () => {
    expect(() => inputPowerW(700, 0)).toThrow(/efficiencyPercent must be between 1 and 100/);
    expect(() => inputPowerW(700, 120)).toThrow(RangeError);
  });
});
