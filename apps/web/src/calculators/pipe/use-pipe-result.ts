import {
  PipeInputSchema,
  calculatePipe,
  type PipeFormDraft,
  type PipeResult,
} from '@org/hvac-core/pipe';
import { useMemo, useState } from 'react';

/**
 * Validation messages by field path: 'flowRate', 'fittings.2.customK', 'equipment.0.pressureDrop'
 * (the engine's path joined with dots); the first message per path.
 */
export type PipeFieldErrors = Record<string, string>;

/** What the calculator shows for the current draft. */
export interface PipeEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: PipeResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's validation messages by field path. */
  errors: PipeFieldErrors;
  /** Messages not tied to a field. */
  formErrors: string[];
}

/** The key of a field path in {@link PipeFieldErrors}. */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Validates and computes the draft with the engine: no arithmetic here. */
export function evaluatePipe(draft: PipeFormDraft): Omit<PipeEvaluation, 'stale'> {
  const parsed = PipeInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: PipeFieldErrors = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      if (issue.path.length === 0) formErrors.push(issue.message);
      else errors[pathKey(issue.path)] ??= issue.message;
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculatePipe(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Pipe calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/**
 * The pipe-sizing result of a draft, recomputed as it changes. While the draft is invalid the last
 * valid result is kept (marked stale) beside the field messages.
 */
export function usePipeResult(draft: PipeFormDraft): PipeEvaluation {
  const evaluation = useMemo(() => evaluatePipe(draft), [draft]);
  const [lastValid, setLastValid] = useState<PipeResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
