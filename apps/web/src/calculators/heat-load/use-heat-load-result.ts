import {
  HEAT_LOAD_FIELDS,
  HeatLoadInputSchema,
  calculateHeatLoad,
  type HeatLoadField,
  type HeatLoadInputDraft,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { useMemo, useState } from 'react';

/** Validation messages by field, as the engine words them. */
export type HeatLoadFieldErrors = Partial<Record<HeatLoadField, string>>;

/** What the calculator shows for the current draft. */
export interface HeatLoadEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: HeatLoadResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's validation messages by field (first message per field). */
  errors: HeatLoadFieldErrors;
  /** Messages not tied to one field. */
  formErrors: string[];
}

const FIELDS: ReadonlySet<unknown> = new Set(HEAT_LOAD_FIELDS);

function isHeatLoadField(value: unknown): value is HeatLoadField {
  return FIELDS.has(value);
}

/** Validates and computes the draft with the engine: no arithmetic here. */
function evaluate(draft: HeatLoadInputDraft): Omit<HeatLoadEvaluation, 'stale'> {
  const parsed = HeatLoadInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: HeatLoadFieldErrors = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isHeatLoadField(field)) errors[field] ??= issue.message;
      else formErrors.push(issue.message);
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculateHeatLoad(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Heat-load calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/**
 * The heat-load result of a draft, recomputed as it changes. While the draft is invalid the last
 * valid result is kept (marked stale) beside the field messages.
 */
export function useHeatLoadResult(draft: HeatLoadInputDraft): HeatLoadEvaluation {
  const evaluation = useMemo(() => evaluate(draft), [draft]);
  const [lastValid, setLastValid] = useState<HeatLoadResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
