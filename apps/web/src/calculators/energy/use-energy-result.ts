import {
  EnergyCostInputSchema,
  calculateEnergyCost,
  type EnergyCostInputDraft,
  type EnergyCostResult,
} from '@org/hvac-core/energy';
import { useMemo, useState } from 'react';

/** Validation messages by field path ('heating.designHeatLoss', 'options.1.heatingEfficiency'). */
export type EnergyFieldErrors = Record<string, string>;

/** What the calculator shows for the current draft. */
export interface EnergyEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: EnergyCostResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's validation messages by field path (first message per field). */
  errors: EnergyFieldErrors;
  /** Messages not tied to one field. */
  formErrors: string[];
}

/** The path of a field as the form and the messages name it. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Validates and computes the draft with the engine: no arithmetic here. */
export function evaluateEnergy(draft: EnergyCostInputDraft): Omit<EnergyEvaluation, 'stale'> {
  const parsed = EnergyCostInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: EnergyFieldErrors = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      // Issues on a whole object (no leaf field) are shown above the results.
      const path = fieldPath(issue.path);
      if (issue.path.length >= 2 || path === 'calculationName') errors[path] ??= issue.message;
      else formErrors.push(issue.message);
    }
    return { result: null, errors, formErrors };
  }
  try {
    return { result: calculateEnergyCost(parsed.data), errors: {}, formErrors: [] };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Energy cost calculation failed.', error);
    return { result: null, errors: {}, formErrors: ['The calculation failed for these inputs.'] };
  }
}

/**
 * The energy-cost result of a draft, recomputed as it changes. While the draft is invalid the last
 * valid result is kept (marked stale) beside the field messages.
 */
export function useEnergyResult(draft: EnergyCostInputDraft): EnergyEvaluation {
  const evaluation = useMemo(() => evaluateEnergy(draft), [draft]);
  const [lastValid, setLastValid] = useState<EnergyCostResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
