import {
  VENTILATION_FIELDS,
  VentilationInputSchema,
  calculateVentilation,
  type VentilationField,
  type VentilationInputDraft,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { useMemo, useState } from 'react';

/** Validation messages by field, as the engine words them. */
export type VentilationFieldErrors = Partial<Record<VentilationField, string>>;

/** What the calculator shows for the current draft. */
export interface VentilationEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: VentilationResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's validation messages by field (first message per field). */
  errors: VentilationFieldErrors;
  /** Messages not tied to one field. */
  formErrors: string[];
}

const FIELDS: ReadonlySet<unknown> = new Set(VENTILATION_FIELDS);

function isVentilationField(value: unknown): value is VentilationField {
  return FIELDS.has(value);
}

/** Validates and computes the draft with the engine: no arithmetic here. */
export function evaluateVentilation(
  draft: VentilationInputDraft,
): Omit<VentilationEvaluation, 'stale'> {
  const parsed = VentilationInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: VentilationFieldErrors = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isVentilationField(field)) errors[field] ??= issue.message;
      else formErrors.push(issue.message);
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculateVentilation(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Ventilation calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/**
 * The ventilation result of a draft, recomputed as it changes. While the draft is invalid the last
 * valid result is kept (marked stale) beside the field messages.
 */
export function useVentilationResult(draft: VentilationInputDraft): VentilationEvaluation {
  const evaluation = useMemo(() => evaluateVentilation(draft), [draft]);
  const [lastValid, setLastValid] = useState<VentilationResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
