import {
  DuctInputSchema,
  calculateDuct,
  type DuctInputDraft,
  type DuctResult,
} from '@org/hvac-core/duct';
import { useMemo, useState } from 'react';

/**
 * Validation messages by field, as the engine words them: top-level fields by name, fitting rows as
 * `fittings.{index}.{field}`.
 */
export type DuctFieldErrors = Partial<Record<string, string>>;

/** What the calculator shows for the current draft. */
export interface DuctEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: DuctResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's validation messages by field (first message per field). */
  errors: DuctFieldErrors;
  /** Messages not tied to one field. */
  formErrors: string[];
}

/** The error key of an issue path: 'airflow', 'fittings.2.customC', or null for the whole form. */
export function errorKey(path: readonly PropertyKey[]): string | null {
  if (path.length === 0) return null;
  return path.map(String).join('.');
}

/** Validates and computes the draft with the engine: no arithmetic here. */
export function evaluateDuct(draft: DuctInputDraft): Omit<DuctEvaluation, 'stale'> {
  const parsed = DuctInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: DuctFieldErrors = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const key = errorKey(issue.path);
      if (key === null) formErrors.push(issue.message);
      else errors[key] ??= issue.message;
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculateDuct(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Duct calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/**
 * The duct result of a draft, recomputed as it changes. While the draft is invalid the last valid
 * result is kept (marked stale) beside the field messages.
 */
export function useDuctResult(draft: DuctInputDraft): DuctEvaluation {
  const evaluation = useMemo(() => evaluateDuct(draft), [draft]);
  const [lastValid, setLastValid] = useState<DuctResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
