import type { MoistAirState } from '../moist-air-state.js';
import { STATE_SPEC_PAIRS, type StateSpecField } from './fields.js';
import type {
  ChartProcessDraft,
  ChartProcessType,
  ChartStateDraft,
  PsychrometricChartDraft,
} from './schema.js';

/*
 * The edits a chart's form makes to its draft beyond typing a value: a new state or process, a
 * state fixed by another pair, a process of another type, a coil defined another way. Each returns
 * a new record; blank numbers are undefined until typed.
 */

type Spec = ChartStateDraft['spec'];

/**
 * The next free id of a chart's states and processes with a prefix.
 *
 * @example nextChartId(draft, 'S') //=> 'S3' when S1 and S2 are taken
 */
export function nextChartId(draft: PsychrometricChartDraft, prefix: string): string {
  const used = new Set([...draft.states.map((s) => s.id), ...draft.processes.map((p) => p.id)]);
  for (let k = 1; ; k++) if (!used.has(`${prefix}${k}`)) return `${prefix}${k}`;
}

/** A new state fixed by dry bulb and relative humidity, blank unless given; its label is its id. */
export function newChartState(
  id: string,
  values: { dryBulb?: number; relativeHumidity?: number } = {},
): ChartStateDraft {
  const { dryBulb, relativeHumidity } = values;
  return { id, label: id, spec: { by: 'relativeHumidity', dryBulb, relativeHumidity } };
}

/**
 * A state's spec switched to another pair: the numbers both pairs share are kept, the others read
 * from the state as last computed (so the point stays where it was), blank without one.
 */
export function switchStateSpec(
  spec: Spec,
  by: Spec['by'],
  state: MoistAirState | undefined,
): Spec {
  const old = spec as Partial<Record<StateSpecField, number | undefined>>;
  const computed = (field: StateSpecField) =>
    field === 'relativeHumidity' ? state?.relativeHumidityPercent : state?.[field];
  const [a, b] = STATE_SPEC_PAIRS[by];
  return { by, [a]: old[a] ?? computed(a), [b]: old[b] ?? computed(b) } as Spec;
}

/** A blank cooling coil defined by apparent dew point and bypass factor, or by its leaving state. */
export function blankCoil(by: 'apparentDewPoint' | 'leavingState') {
  return by === 'leavingState'
    ? ({
        by,
        leaving: { by: 'relativeHumidity', dryBulb: undefined, relativeHumidity: undefined },
      } as const)
    : ({ by, apparentDewPoint: undefined, bypassFactor: undefined } as const);
}

/**
 * A new process of a type, keeping what the one it replaces shares with it: id, label, entering
 * state (a mix's stream A) and airflow; a mix's stream B is `second`.
 */
export function chartProcessOfType(
  type: ChartProcessType,
  base: { id: string; label: string; from: string; second: string; airflow: number | undefined },
): ChartProcessDraft {
  const { id, label, from, second, airflow } = base;
  switch (type) {
    case 'mixing':
      return {
        id,
        label,
        type,
        streamA: from,
        airflowA: airflow,
        streamB: second,
        airflowB: undefined,
      };
    case 'sensible':
      return { id, label, type, from, airflow, leavingDryBulb: undefined };
    case 'coolingCoil':
      return { id, label, type, from, airflow, coil: blankCoil('apparentDewPoint') };
    case 'steamHumidification': {
      const leaving = { by: 'relativeHumidity', relativeHumidity: undefined } as const;
      return { id, label, type, from, airflow, leaving };
    }
    case 'adiabaticHumidification': {
      const leaving = { by: 'effectiveness', effectiveness: undefined } as const;
      return { id, label, type, from, airflow, leaving };
    }
  }
}

/**
 * A process changed to another type, keeping its id, label, entering state (a mix's stream A),
 * airflow and, from a mix, stream B; `second` is stream B of a mix made from another type.
 */
export function changeProcessType(
  process: ChartProcessDraft,
  type: ChartProcessType,
  second: string,
): ChartProcessDraft {
  const { id, label } = process;
  return process.type === 'mixing'
    ? chartProcessOfType(type, {
        id,
        label,
        from: process.streamA,
        second: process.streamB,
        airflow: process.airflowA,
      })
    : chartProcessOfType(type, { id, label, from: process.from, second, airflow: process.airflow });
}
