import type {
  ChartProcessDraft,
  ChartProcessType,
  ChartStateDraft,
  MoistAirState,
  PsychrometricChartDraft,
} from '@org/hvac-core/psychrometrics';
import type { UnitSystem } from '@org/hvac-core/units';

/** The id of the input at a draft path, e.g. ['states', 0, 'spec', 'dryBulb'] → "psychrometric-states-0-spec-dryBulb". */
export function fieldId(path: readonly (string | number)[]): string {
  return `psychrometric-${path.join('-')}`;
}

/** The error key of a draft path, as the schema's issue paths are joined. */
export function fieldKey(path: readonly (string | number)[]): string {
  return path.join('.');
}

/** Unit labels of the typed quantities (the engine's own units for each system). */
export function inputUnits(unitSystem: UnitSystem) {
  return unitSystem === 'Imperial'
    ? {
        temperature: '°F',
        humidityRatio: 'lb/lb',
        enthalpy: 'Btu/lb',
        airflow: 'cfm',
        pressure: 'psia',
        altitude: 'ft',
      }
    : {
        temperature: '°C',
        humidityRatio: 'kg/kg',
        enthalpy: 'kJ/kg',
        airflow: 'L/s',
        pressure: 'kPa',
        altitude: 'm',
      };
}

export type SpecBy = ChartStateDraft['spec']['by'];
export type SpecField =
  'dryBulb' | 'wetBulb' | 'dewPoint' | 'relativeHumidity' | 'humidityRatio' | 'enthalpy';

/** The two fields of each way of fixing a state, and its name in menus. */
export const SPEC_PAIRS: Record<
  SpecBy,
  { label: string; fields: readonly [SpecField, SpecField] }
> = {
  relativeHumidity: {
    label: 'Dry bulb + relative humidity',
    fields: ['dryBulb', 'relativeHumidity'],
  },
  wetBulb: { label: 'Dry bulb + wet bulb', fields: ['dryBulb', 'wetBulb'] },
  dewPoint: { label: 'Dry bulb + dew point', fields: ['dryBulb', 'dewPoint'] },
  humidityRatio: { label: 'Dry bulb + humidity ratio', fields: ['dryBulb', 'humidityRatio'] },
  enthalpy: { label: 'Dry bulb + enthalpy', fields: ['dryBulb', 'enthalpy'] },
  enthalpyAndHumidityRatio: {
    label: 'Enthalpy + humidity ratio',
    fields: ['enthalpy', 'humidityRatio'],
  },
  dewPointAndRelativeHumidity: {
    label: 'Dew point + relative humidity',
    fields: ['dewPoint', 'relativeHumidity'],
  },
};

export const SPEC_FIELD_LABELS: Record<SpecField, string> = {
  dryBulb: 'Dry bulb',
  wetBulb: 'Wet bulb',
  dewPoint: 'Dew point',
  relativeHumidity: 'Relative humidity',
  humidityRatio: 'Humidity ratio',
  enthalpy: 'Enthalpy',
};

export function specFieldUnit(field: SpecField, unitSystem: UnitSystem): string {
  const u = inputUnits(unitSystem);
  if (field === 'relativeHumidity') return '%';
  if (field === 'humidityRatio') return u.humidityRatio;
  if (field === 'enthalpy') return u.enthalpy;
  return u.temperature;
}

export function specFieldDecimals(field: SpecField): number {
  return field === 'humidityRatio' ? 6 : field === 'enthalpy' ? 3 : 2;
}

/** A state's value of a spec field, read from its computed state (to keep the point when the pair changes). */
export function stateValue(state: MoistAirState, field: SpecField): number {
  return field === 'relativeHumidity' ? state.relativeHumidityPercent : state[field];
}

type Spec = ChartStateDraft['spec'];

/** A spec switched to another pair: shared fields kept, the others read from the computed state. */
export function switchSpec(spec: Spec, by: SpecBy, state: MoistAirState | undefined): Spec {
  const [a, b] = SPEC_PAIRS[by].fields;
  const old = spec as Partial<Record<SpecField, number | undefined>>;
  const value = (field: SpecField) => old[field] ?? (state ? stateValue(state, field) : undefined);
  return { by, [a]: value(a), [b]: value(b) } as Spec;
}

/** Ids used by states and processes. */
export function usedIds(draft: PsychrometricChartDraft): Set<string> {
  return new Set([...draft.states.map((s) => s.id), ...draft.processes.map((p) => p.id)]);
}

/** The next free id with a prefix: S1, S2, ... or P1, P2, ... */
export function nextId(draft: PsychrometricChartDraft, prefix: string): string {
  const used = usedIds(draft);
  for (let k = 1; ; k++) if (!used.has(`${prefix}${k}`)) return `${prefix}${k}`;
}

/** One way to define a humidifier's leaving air, as the form and the report offer it. */
export interface TargetOption<B extends string> {
  by: B;
  /** The select's option. */
  option: string;
  /** The value field's label. */
  label: string;
  /** How the report names the value ("dew point 55 °F"). */
  word: string;
  /** A quantity of the unit system, or a fixed unit ('%', '' for a ratio). */
  unit: 'temperature' | 'humidityRatio' | '%' | '';
  decimals?: number;
}

/** A leaving-air target: its `by`, menu option, field label, report word, unit and decimals. */
function target<B extends string>(
  by: B,
  option: string,
  label: string,
  word: string,
  unit: TargetOption<B>['unit'],
  decimals?: number,
): TargetOption<B> {
  return { by, option, label, word, unit, ...(decimals === undefined ? {} : { decimals }) };
}

/** The ways to define a steam humidifier's leaving air. */
export const STEAM_TARGETS = [
  target('relativeHumidity', 'Relative humidity', 'Leaving relative humidity', 'RH', '%'),
  target('dewPoint', 'Dew point', 'Leaving dew point', 'dew point', 'temperature'),
  target(
    'humidityRatio',
    'Humidity ratio',
    'Leaving humidity ratio',
    'humidity ratio',
    'humidityRatio',
    6,
  ),
];

/** The ways to define an adiabatic humidifier's leaving air. */
export const ADIABATIC_TARGETS = [
  target(
    'effectiveness',
    'Saturation effectiveness',
    'Saturation effectiveness',
    'effectiveness',
    '',
    3,
  ),
  target('dryBulb', 'Leaving dry bulb', 'Leaving dry bulb', 'dry bulb', 'temperature'),
  target('relativeHumidity', 'Leaving relative humidity', 'Leaving relative humidity', 'RH', '%'),
];

/** The unit label of a leaving-air target's value in a unit system. */
export function targetUnit(target: TargetOption<string>, unitSystem: UnitSystem): string {
  const u = inputUnits(unitSystem);
  return target.unit === 'temperature' || target.unit === 'humidityRatio'
    ? u[target.unit]
    : target.unit;
}

/** A new state defined by dry bulb and relative humidity, blank unless given; its label is its id. */
export function newState(
  id: string,
  values: { dryBulb?: number; relativeHumidity?: number } = {},
): ChartStateDraft {
  const { dryBulb, relativeHumidity } = values;
  return { id, label: id, spec: { by: 'relativeHumidity', dryBulb, relativeHumidity } };
}

/** A new process of a type, keeping what the old one shares with it. */
export function processOfType(
  type: ChartProcessType,
  base: { id: string; label: string; from: string; second: string; airflow: number | undefined },
): ChartProcessDraft {
  const { id, label, from, airflow } = base;
  switch (type) {
    case 'mixing':
      return {
        id,
        label,
        type,
        streamA: from,
        airflowA: airflow,
        streamB: base.second,
        airflowB: undefined,
      };
    case 'sensible':
      return { id, label, type, from, airflow, leavingDryBulb: undefined };
    case 'coolingCoil': {
      const coil = {
        by: 'apparentDewPoint',
        apparentDewPoint: undefined,
        bypassFactor: undefined,
      } as const;
      return { id, label, type, from, airflow, coil };
    }
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
