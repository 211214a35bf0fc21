import {
  EquipmentScheduleInputSchema,
  summarizeEquipmentSchedule,
  type EquipmentScheduleInput,
  type EquipmentScheduleInputDraft,
  type EquipmentScheduleSummary,
} from '@org/hvac-core/schedule';
import { useMemo, useState } from 'react';

/** What the editor shows for the current draft. */
export interface ScheduleEvaluation {
  /** The parsed schedule, or null while a field is invalid. */
  readonly input: EquipmentScheduleInput | null;
  /** The summary of the draft, or the last valid one while it is invalid; null if none yet. */
  readonly summary: EquipmentScheduleSummary | null;
  /** True when `summary` belongs to an earlier draft. */
  readonly stale: boolean;
  /** Messages by path ('calculationName', 'rows.2.airflow'), the first per path. */
  readonly errors: Readonly<Record<string, string>>;
  /** Messages about the whole schedule (no one field). */
  readonly formErrors: readonly string[];
}

/** Validates the draft with the engine's schema and summarises it: no arithmetic here. */
export function evaluateSchedule(
  draft: EquipmentScheduleInputDraft,
): Omit<ScheduleEvaluation, 'stale'> {
  const parsed = EquipmentScheduleInputSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const isField =
        (path.length === 1 && path[0] === 'calculationName') ||
        (path.length === 3 && path[0] === 'rows');
      if (isField) errors[path.join('.')] ??= issue.message;
      else formErrors.push(issue.message);
    }
    return { input: null, summary: null, errors, formErrors };
  }
  return {
    input: parsed.data,
    summary: summarizeEquipmentSchedule(parsed.data),
    errors: {},
    formErrors: [],
  };
}

/** The evaluation of a draft, recomputed as it changes; the last valid summary is kept while invalid. */
export function useScheduleResult(draft: EquipmentScheduleInputDraft): ScheduleEvaluation {
  const evaluation = useMemo(() => evaluateSchedule(draft), [draft]);
  const [lastValid, setLastValid] = useState<EquipmentScheduleSummary | null>(evaluation.summary);
  if (evaluation.summary && evaluation.summary !== lastValid) setLastValid(evaluation.summary);
  if (evaluation.summary) return { ...evaluation, stale: false };
  return { ...evaluation, summary: lastValid, stale: lastValid !== null };
}
