import { BoqSchema, calculateBoq, type BoqDraft, type BoqResult } from '@org/hvac-core/boq';
import { useMemo, useState } from 'react';

/** Validation messages by path ('currency', 'items.2.quantity', 'sections.0.id'), first per path. */
export type BoqFieldErrors = Readonly<Record<string, string>>;

/** What the editor shows for the current draft. */
export interface BoqEvaluation {
  /** The totals of the draft, or the last valid ones while it is invalid; null if none yet. */
  readonly result: BoqResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  readonly stale: boolean;
  readonly errors: BoqFieldErrors;
  /** Messages about the whole bill (not one field). */
  readonly formErrors: readonly string[];
}

/** Validates and totals the draft with the engine: no arithmetic here. */
export function evaluateBoq(draft: BoqDraft): Omit<BoqEvaluation, 'stale'> {
  const parsed = BoqSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path === '' || path === 'items' || path === 'sections') formErrors.push(issue.message);
      else errors[path] ??= issue.message;
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculateBoq(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    console.error('Bill of quantities calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The totals could not be computed.'] };
  }
}

/** The totals of a draft, recomputed as it changes; the last valid ones are kept while invalid. */
export function useBoqResult(draft: BoqDraft): BoqEvaluation {
  const evaluation = useMemo(() => evaluateBoq(draft), [draft]);
  const [lastValid, setLastValid] = useState<BoqResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
