import {
  ADIABATIC_TARGET_FIELD_SPECS,
  STATE_SPEC_FIELD_SPECS,
  STEAM_TARGET_FIELD_SPECS,
  type ChartProcessDraft,
  type ChartProcessType,
  type ChartStateDraft,
  type MoistAirState,
  type PsychrometricChartDraft,
  type StateSpecField,
} from '@org/hvac-core/psychrometrics';
import type { NumberFieldSpec } from '@org/hvac-core/fields';

/** The id of the input at a draft path, e.g. ['states', 0, 'spec', 'dryBulb'] → "psychrometric-states-0-spec-dryBulb". */
export function fieldId(path: readonly (string | number)[]): string {
  return `psychrometric-${path.join('-')}`;
}

/** The error key of a draft path, as the schema's issue paths are joined. */
export function fieldKey(path: readonly (string | number)[]): string {
  return path.join('.');
}

export type SpecBy = ChartStateDraft['spec']['by'];

/** The two fields of each way of fixing a state, in menu order. */
export const SPEC_PAIRS: Record<SpecBy, readonly [StateSpecField, StateSpecField]> = {
  relativeHumidity: ['dryBulb', 'relativeHumidity'],
  wetBulb: ['dryBulb', 'wetBulb'],
  dewPoint: ['dryBulb', 'dewPoint'],
  humidityRatio: ['dryBulb', 'humidityRatio'],
  enthalpy: ['dryBulb', 'enthalpy'],
  enthalpyAndHumidityRatio: ['enthalpy', 'humidityRatio'],
  dewPointAndRelativeHumidity: ['dewPoint', 'relativeHumidity'],
};

/** A pair's name in menus: "Dry bulb + relative humidity". */
export function specPairLabel(by: SpecBy): string {
  const [a, b] = SPEC_PAIRS[by].map((field) => STATE_SPEC_FIELD_SPECS[field].label);
  return `${a} + ${b?.toLowerCase()}`;
}

/** A state's value of a spec field, read from its computed state (to keep the point when the pair changes). */
function stateValue(state: MoistAirState, field: StateSpecField): number {
  return field === 'relativeHumidity' ? state.relativeHumidityPercent : state[field];
}

type Spec = ChartStateDraft['spec'];

/** A spec switched to another pair: shared fields kept, the others read from the computed state. */
export function switchSpec(spec: Spec, by: SpecBy, state: MoistAirState | undefined): Spec {
  const old = spec as Partial<Record<StateSpecField, number | undefined>>;
  const value = (field: StateSpecField) =>
    old[field] ?? (state ? stateValue(state, field) : undefined);
  const [a, b] = SPEC_PAIRS[by];
  return { by, [a]: value(a), [b]: value(b) } as Spec;
}

/** The next free id with a prefix: S1, S2, ... or P1, P2, ... */
export function nextId(draft: PsychrometricChartDraft, prefix: string): string {
  const used = new Set([...draft.states.map((s) => s.id), ...draft.processes.map((p) => p.id)]);
  for (let k = 1; ; k++) if (!used.has(`${prefix}${k}`)) return `${prefix}${k}`;
}

/** One way to define a humidifier's leaving air: its `by`, menu option, report word and number field. */
export interface TargetOption {
  readonly by: string;
  readonly option: string;
  /** How the report names the value ("dew point 55 °F"). */
  readonly word: string;
  readonly spec: NumberFieldSpec;
}

function targets<B extends string>(
  specs: Record<B, NumberFieldSpec>,
  wording: Record<B, readonly [option: string, word: string]>,
): readonly TargetOption[] {
  return (Object.keys(specs) as B[]).map((by) => {
    const [option, word] = wording[by];
    return { by, option, word, spec: specs[by] };
  });
}

/** The ways to define a steam humidifier's leaving air, in menu order. */
export const STEAM_TARGETS = targets(STEAM_TARGET_FIELD_SPECS, {
  relativeHumidity: ['Relative humidity', 'RH'],
  dewPoint: ['Dew point', 'dew point'],
  humidityRatio: ['Humidity ratio', 'humidity ratio'],
});

/** The ways to define an adiabatic humidifier's leaving air, in menu order. */
export const ADIABATIC_TARGETS = targets(ADIABATIC_TARGET_FIELD_SPECS, {
  effectiveness: ['Saturation effectiveness', 'effectiveness'],
  dryBulb: ['Leaving dry bulb', 'dry bulb'],
  relativeHumidity: ['Leaving relative humidity', 'RH'],
});

/** A new state defined by dry bulb and relative humidity, blank unless given; its label is its id. */
export function newState(
  id: string,
  values: { dryBulb?: number; relativeHumidity?: number } = {},
): ChartStateDraft {
  const { dryBulb, relativeHumidity } = values;
  return { id, label: id, spec: { by: 'relativeHumidity', dryBulb, relativeHumidity } };
}

/** The blank record of each process type's own fields (a new process, or one whose type changed). */
const PROCESS_BLANKS = {
  sensible: { leavingDryBulb: undefined },
  coolingCoil: {
    coil: { by: 'apparentDewPoint', apparentDewPoint: undefined, bypassFactor: undefined },
  },
  steamHumidification: { leaving: { by: 'relativeHumidity', relativeHumidity: undefined } },
  adiabaticHumidification: { leaving: { by: 'effectiveness', effectiveness: undefined } },
} as const;

/** A new process of a type, keeping what the old one shares with it. */
export function processOfType(
  type: ChartProcessType,
  base: { id: string; label: string; from: string; second: string; airflow: number | undefined },
): ChartProcessDraft {
  const { id, label, from, airflow } = base;
  if (type === 'mixing') {
    return {
      id,
      label,
      type,
      streamA: from,
      airflowA: airflow,
      streamB: base.second,
      airflowB: undefined,
    };
  }
  return {
    id,
    label,
    type,
    from,
    airflow,
    ...structuredClone(PROCESS_BLANKS[type]),
  } as ChartProcessDraft;
}
