import {
  PsychrometricChartInputSchema,
  calculatePsychrometricChart,
  type PsychrometricChartDraft,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import { useMemo, useState } from 'react';

/** Validation messages by field path ("states.0.spec.wetBulb"), as the engine words them. */
export type PsychrometricFieldErrors = Record<string, string>;

/** What the calculator shows for the current draft. */
export interface PsychrometricEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: PsychrometricChartResult | null;
  /** True when `result` belongs to an earlier draft. */
  stale: boolean;
  /** First message per field path. */
  errors: PsychrometricFieldErrors;
  /** Messages not tied to a field. */
  formErrors: string[];
}

/** Validates and computes a draft with the engine: no arithmetic here. */
export function evaluatePsychrometricChart(
  draft: PsychrometricChartDraft,
): Omit<PsychrometricEvaluation, 'stale'> {
  const parsed = PsychrometricChartInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: PsychrometricFieldErrors = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path) errors[path] ??= issue.message;
      else formErrors.push(issue.message);
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculatePsychrometricChart(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema ran the engine already, so this is an engine fault: say so, never show NaN.
    console.error('Psychrometric calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/** The chart's result, recomputed as the draft changes; the last valid one is kept while it is invalid. */
export function usePsychrometricResult(draft: PsychrometricChartDraft): PsychrometricEvaluation {
  const evaluation = useMemo(() => evaluatePsychrometricChart(draft), [draft]);
  const [lastValid, setLastValid] = useState<PsychrometricChartResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
