import {
  RefrigerantLineInputSchema,
  calculateRefrigerantLine,
  type RefrigerantLineInputDraft,
  type RefrigerantLineResult,
} from '@org/hvac-core/refrigerant';
import { useMemo, useState } from 'react';

/** The input as the form holds it: any field may be missing or blank while typing. */
export type RefrigerantDraft = Partial<RefrigerantLineInputDraft>;

/**
 * Validation messages by field path, as the engine words them: a top-level field ('capacity') or a
 * fitting's part ('fittings.2.customEquivalentLength').
 */
export type RefrigerantFieldErrors = Partial<Record<string, string>>;

/** What the calculator shows for the current draft. */
export interface RefrigerantEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: RefrigerantLineResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's validation messages by field path (first message per path). */
  errors: RefrigerantFieldErrors;
  /** Messages not tied to one field. */
  formErrors: string[];
}

/** The key of an issue's path: 'capacity', 'fittings.0.quantity', or '' for the whole input. */
export function issueKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Validates and computes the draft with the engine: no arithmetic here. */
export function evaluateRefrigerantLine(
  draft: RefrigerantDraft,
): Omit<RefrigerantEvaluation, 'stale'> {
  const parsed = RefrigerantLineInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: RefrigerantFieldErrors = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const key = issueKey(issue.path);
      if (key === '') formErrors.push(issue.message);
      else errors[key] ??= issue.message;
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculateRefrigerantLine(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Refrigerant line calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/**
 * The refrigerant line result of a draft, recomputed as it changes. While the draft is invalid the
 * last valid result is kept (marked stale) beside the field messages.
 */
export function useRefrigerantLineResult(draft: RefrigerantDraft): RefrigerantEvaluation {
  const evaluation = useMemo(() => evaluateRefrigerantLine(draft), [draft]);
  const [lastValid, setLastValid] = useState<RefrigerantLineResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
