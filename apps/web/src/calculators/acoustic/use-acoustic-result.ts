import {
  DuctNoisePathInputSchema,
  calculateDuctNoisePath,
  type DuctNoisePathInputDraft,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import { useMemo, useState } from 'react';
import { pathKey } from './field-ui';

/** One validation message and the draft path it belongs to. */
export interface AcousticIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** What the calculator shows for the current draft. */
export interface AcousticEvaluation {
  /** The result of the draft, or the last valid one while the draft is invalid; null if none yet. */
  result: DuctNoisePathResult | null;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  stale: boolean;
  /** The draft's messages, in the order the engine gives them. */
  issues: AcousticIssue[];
  /** First message by path key ('room.distance'), for the fields. */
  errors: Record<string, string>;
}

/** Validates and computes the draft with the engine: no arithmetic here. */
export function evaluateAcoustic(
  draft: DuctNoisePathInputDraft,
): Omit<AcousticEvaluation, 'stale'> {
  const parsed = DuctNoisePathInputSchema.safeParse(draft);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.filter(
        (part): part is string | number => typeof part === 'string' || typeof part === 'number',
      ),
      message: issue.message,
    }));
    const errors: Record<string, string> = {};
    for (const issue of issues) errors[pathKey(issue.path)] ??= issue.message;
    return { result: null, issues, errors };
  }
  try {
    return { result: calculateDuctNoisePath(parsed.data), issues: [], errors: {} };
  } catch (error) {
    // The schema accepted the input, so this is an engine fault: report it, never show NaN.
    console.error('Acoustic calculation failed.', error);
    return {
      result: null,
      issues: [{ path: [], message: 'The calculation failed for these inputs.' }],
      errors: {},
    };
  }
}

/**
 * The duct-noise result of a draft, recomputed as it changes. While the draft is invalid the last
 * valid result is kept (marked stale) beside the messages.
 */
export function useAcousticResult(draft: DuctNoisePathInputDraft): AcousticEvaluation {
  const evaluation = useMemo(() => evaluateAcoustic(draft), [draft]);
  const [lastValid, setLastValid] = useState<DuctNoisePathResult | null>(evaluation.result);
  if (evaluation.result && evaluation.result !== lastValid) setLastValid(evaluation.result);
  if (evaluation.result) return { ...evaluation, stale: false };
  return { ...evaluation, result: lastValid, stale: lastValid !== null };
}
