import { calculatePsychrometricChart } from './calculate-chart.js';
import type { PsychrometricChartResult } from './calculate-chart.js';
import { PsychrometricChartInputSchema } from './schema.js';
import type { PsychrometricChartDraft } from './schema.js';

/** Whether an error path ("processes.2.airflow") falls in one row of a list ("processes", 2). */
function inRow(path: string, list: 'states' | 'processes', index: number): boolean {
  return path === `${list}.${index}` || path.startsWith(`${list}.${index}.`);
}

/**
 * The complete part of an invalid chart: its states and processes without a message, computed as
 * a chart of their own, so an incomplete new row (a process just added) never hides the valid
 * states and processes beside it. Null when a message lies outside the rows (e.g. the pressure) or
 * when no state is complete.
 *
 * @param draft - The chart as the form holds it.
 * @param errors - The draft's messages by field path ("states.1.spec.wetBulb").
 * @returns The result of the complete states and processes, or null.
 * @example validPartOf(draftWithABlankNewProcess, errors)?.states.length //=> the typed states
 */
export function validPartOf(
  draft: PsychrometricChartDraft,
  errors: Readonly<Record<string, string>>,
): PsychrometricChartResult | null {
  const paths = Object.keys(errors);
  if (paths.length === 0) return null;
  if (paths.some((path) => !path.startsWith('states.') && !path.startsWith('processes.'))) {
    return null;
  }
  const states = draft.states.filter(
    (_state, index) => !paths.some((path) => inRow(path, 'states', index)),
  );
  const kept = new Set(states.map((state) => state.id));
  const processes = draft.processes.filter((process, index) => {
    if (paths.some((path) => inRow(path, 'processes', index))) return false;
    // A process that starts from or mixes a left-out state is left out too.
    const refs = Object.entries(process)
      .filter(([key]) => key === 'from' || key === 'streamA' || key === 'streamB')
      .map(([, ref]) => ref);
    return refs.every((ref) => typeof ref !== 'string' || kept.has(ref));
  });
  if (states.length === 0) return null;
  const parsed = PsychrometricChartInputSchema.safeParse({ ...draft, states, processes });
  if (!parsed.success) return null;
  try {
    return calculatePsychrometricChart(parsed.data);
  } catch {
    return null;
  }
}
