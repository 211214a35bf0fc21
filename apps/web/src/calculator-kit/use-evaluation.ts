import { useEffect, useMemo, useState } from 'react';
import { evaluateDraft, type CalculatorEngine, type DraftEvaluation } from './evaluate';

/** What a calculator's page shows for the current draft. */
export interface Evaluation<Input, Result> extends DraftEvaluation<Input, Result> {
  /** True when the current draft parsed and computed: it may be saved and reported. */
  readonly ok: boolean;
  /** True when `result` belongs to an earlier draft (the current one is invalid). */
  readonly stale: boolean;
}

/**
 * Renders the component again once `pending` settles (data an engine loads on demand), so a draft
 * evaluated while it loaded is evaluated again. Returns how many such loads have settled.
 */
export function useSettledLoads(pending: Promise<unknown> | undefined): number {
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (pending === undefined) return;
    let active = true;
    const again = (): void => {
      if (active) setSettled((count) => count + 1);
    };
    pending.then(again, again);
    return () => {
      active = false;
    };
  }, [pending]);
  return settled;
}

/**
 * The one evaluation of a draft per edit: one schema parse and one engine run, shared by the
 * editor, the results, save and the report. While the draft is invalid the last valid result is
 * kept, marked stale, beside the messages; so it is while data the engine needs loads (`pending`),
 * and the draft is evaluated again when it has.
 */
export function useEvaluation<Input, Result>(
  engine: CalculatorEngine<Input, Result>,
  draft: unknown,
): Evaluation<Input, Result> {
  const [pending, setPending] = useState<Promise<unknown> | undefined>(undefined);
  const settled = useSettledLoads(pending);
  // `settled` is a dependency on purpose: a load that settled makes the same draft computable.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const current = useMemo(() => evaluateDraft(engine, draft), [engine, draft, settled]);
  if (current.pending !== pending) setPending(current.pending);
  const [lastValid, setLastValid] = useState<Result | null>(current.result);
  if (current.result !== null && current.result !== lastValid) setLastValid(current.result);
  // The same object until the draft or its result changes: a page that renders again for another
  // reason (the projects list arriving) does not draw the whole editor again.
  return useMemo(
    () =>
      current.result !== null
        ? { ...current, ok: true, stale: false }
        : { ...current, result: lastValid, ok: false, stale: lastValid !== null },
    [current, lastValid],
  );
}
