import { expect } from 'vitest';
import { caseDeviation } from '../validation/check.js';
import type { ValidationCase } from '../validation/types.js';

/**
 * Asserts that the engine's value for a published case is within the case's tolerance: the same test
 * the validation page applies to the same case (`checkCase`), so a case passes in one exactly when it
 * passes in the other.
 */
export function expectCaseWithinTolerance(testCase: ValidationCase): void {
  const value = testCase.compute();
  expect(
    caseDeviation(testCase, value),
    `${testCase.title}: engine ${value} ${testCase.unit}, published ${testCase.expected} (${testCase.tolerance.kind} tolerance ${testCase.tolerance.value})`,
  ).toBeLessThanOrEqual(testCase.tolerance.value);
}
