import type { ValidationCase } from './types.js';

/** The engine's value for a case and how it compares with the published one. */
export type CaseCheck =
  | {
      readonly status: 'pass' | 'fail';
      readonly engine: number;
      /** |engine − expected| for an absolute tolerance, |engine / expected − 1| for a relative one. */
      readonly deviation: number;
    }
  | { readonly status: 'error'; readonly message: string };

/**
 * The deviation of a value from a case's expected value, measured the way its tolerance is stated.
 *
 * @returns |value − expected| (absolute) or |value / expected − 1| (relative); NaN for a non-finite value.
 */
export function caseDeviation(testCase: ValidationCase, value: number): number {
  if (!Number.isFinite(value)) return Number.NaN;
  const { expected, tolerance } = testCase;
  return tolerance.kind === 'absolute'
    ? Math.abs(value - expected)
    : Math.abs(value / expected - 1);
}

/**
 * Runs a case's engine call and gives its verdict: pass when the deviation is within the tolerance,
 * fail otherwise, error when the engine throws (shown as failing, with the engine's message).
 */
export function checkCase(testCase: ValidationCase): CaseCheck {
  let engine: number;
  try {
    engine = testCase.compute();
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  const deviation = caseDeviation(testCase, engine);
  return {
    status: deviation <= testCase.tolerance.value ? 'pass' : 'fail',
    engine,
    deviation,
  };
}
