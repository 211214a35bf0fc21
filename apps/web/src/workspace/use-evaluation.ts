import { useMemo, useState } from 'react';
import { evaluateDraft, type CalculatorEngine, type DraftEvaluation } from './evaluate';

/** What a calculator's page shows for the current draft. */
export interface Evaluation<Input, Result> extends DraftEvaluation<Input, Result> {
  /** True when the current draft parsed and computed: it may be saved and reported. */
  readonly ok: boolean;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  readonly stale: boolean;
}

/**
 * The one evaluation of a draft per edit: one schema parse and one engine run, shared by the
 * editor, the results, save and the report. While the draft is invalid the last valid result is
 * kept, marked stale, beside the messages.
 */
export function useEvaluation<Input, Result>(
  engine: CalculatorEngine<Input, Result>,
  draft: unknown,
): Evaluation<Input, Result> {
  const current = useMemo(() => evaluateDraft(engine, draft), [engine, draft]);
  const [lastValid, setLastValid] = useState<Result | null>(current.result);
  if (current.result !== null && current.result !== lastValid) setLastValid(current.result);
  if (current.result !== null) return { ...current, ok: true, stale: false };
  return { ...current, result: lastValid, ok: false, stale: lastValid !== null };
}
