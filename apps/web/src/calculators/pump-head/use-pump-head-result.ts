import {
  PumpHeadInputSchema,
  calculatePumpHead,
  type PumpHeadFormDraft,
  type PumpHeadResult,
} from '@org/hvac-core/pump';
import { useMemo, useState } from 'react';

/**
 * Validation messages by field path, as the engine words them: 'flowRate',
 * 'sections.1.length', 'pumpCurve.points.0.head'. The first message of each path is kept.
 */
export type PumpHeadErrors = Readonly<Record<string, string>>;

/** What the calculator shows for the current draft. */
export interface PumpHeadEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: PumpHeadResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's validation messages by field path. */
  errors: PumpHeadErrors;
  /** Messages not tied to a field. */
  formErrors: string[];
}

/** The path of a field as the form names it: ['sections', 1, 'length'] → 'sections.1.length'. */
export function errorKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Validates and computes the draft with the engine: no arithmetic here. */
export function evaluatePumpHead(draft: PumpHeadFormDraft): Omit<PumpHeadEvaluation, 'stale'> {
  const parsed = PumpHeadInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      if (issue.path.length === 0) formErrors.push(issue.message);
      else errors[errorKey(issue.path)] ??= issue.message;
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculatePumpHead(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Pump head calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/**
 * The pump-head result of a draft, recomputed as it changes. While the draft is invalid the last
 * valid result is kept (marked stale) beside the field messages.
 */
export function usePumpHeadResult(draft: PumpHeadFormDraft): PumpHeadEvaluation {
  const evaluation = useMemo(() => evaluatePumpHead(draft), [draft]);
  const [lastValid, setLastValid] = useState<PumpHeadResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
