import { formatNumberForMessage } from '../../_lib/message-number.js';
import type { UnitSystem } from '../../units/index.js';
import { NON_STANDARD_PRESSURE_NOTICE_SHARE } from '../constants.js';
import { coolingCoil } from '../cooling-coil.js';
import { equationSetFor } from '../equation-set.js';
import type { MoistAirUnits } from '../equation-set.js';
import { PsychrometricRangeError, withFieldPrefix } from '../errors.js';
import { evaporativeHumidification } from '../evaporative-humidification.js';
import { mixAirStreams } from '../mixing.js';
import { resolvePressure, stateFromSpec } from '../moist-air-state.js';
import type { MoistAirState } from '../moist-air-state.js';
import type { AirFlow, ProcessLoads, ProcessResult, WaterFlow } from '../process-common.js';
import { sensibleHeatingCooling } from '../sensible-process.js';
import type { MoistAirStateSpec } from '../state-input.js';
import { steamHumidification } from '../steam-humidification.js';
import type { ChartProcess, ChartProcessType, PsychrometricChartInputShape } from './schema.js';

/** One state of the chart, typed or left by a process. */
export interface ChartStateResult {
  readonly id: string;
  readonly label: string;
  /** 'input' for a typed state, 'process' for the leaving state of a process. */
  readonly origin: 'input' | 'process';
  readonly state: MoistAirState;
}

/** The water a process removes or adds. */
export interface ProcessWater {
  /** Condensate drained (coil), steam injected, or water evaporated (adiabatic humidifier). */
  readonly kind: 'condensate' | 'steam' | 'water';
  readonly flow: WaterFlow;
}

/** One process of the chart with its loads. */
export interface ChartProcessResult {
  readonly id: string;
  readonly label: string;
  readonly type: ChartProcessType;
  /** Ids of the entering states (two for mixing). */
  readonly fromIds: readonly string[];
  /** Id of the leaving state (the process's own id). */
  readonly toId: string;
  readonly entering: readonly MoistAirState[];
  readonly leaving: MoistAirState;
  /** Total entering volume flow, cfm or L/s (each stream at its own state). */
  readonly enteringAirflow: number;
  /** The flow leaving, its volume at the leaving state. */
  readonly leavingFlow: AirFlow;
  /**
   * Heat added to the air, mda Δh (negative when cooled or dried), split into sensible and latent;
   * null for adiabatic mixing, which adds none.
   */
  readonly loads: ProcessLoads | null;
  readonly water: ProcessWater | null;
  /** Cooling coil only: refrigeration load (Btu/h or W, positive), ADP and bypass factor. */
  readonly coil: {
    readonly coilLoad: number;
    readonly coilLoadTons: number;
    readonly apparentDewPoint: number;
    readonly apparentDewPointState: MoistAirState;
    readonly bypassFactor: number;
    readonly contactFactor: number;
  } | null;
  /** Mixing only: the dry-air fraction of stream A and any fog formed (lb/lb or kg/kg). */
  readonly mixing: { readonly fractionA: number; readonly fogHumidityRatio: number } | null;
}

/** Everything the chart shows, in the input's unit system. */
export interface PsychrometricChartResult {
  readonly unitSystem: UnitSystem;
  /** Barometric pressure the states are computed at, psia or kPa. */
  readonly pressure: number;
  readonly units: MoistAirUnits;
  readonly states: readonly ChartStateResult[];
  readonly processes: readonly ChartProcessResult[];
  readonly warnings: readonly string[];
}

/** The exact state of a computed point as a spec the process functions accept. */
function specOf(state: MoistAirState): MoistAirStateSpec {
  return { by: 'humidityRatio', dryBulb: state.dryBulb, humidityRatio: state.humidityRatio };
}

/** Renames the fields of a process function's errors to the chart process's own fields. */
function processField(field: string, entering: string): string {
  if (field.startsWith('streams.0.state') || field.startsWith('entering')) return entering;
  if (field.startsWith('streams.1.state')) return 'streamB';
  if (field === 'streams.0.airflow') return 'airflowA';
  if (field === 'streams.1.airflow') return 'airflowB';
  return field;
}

/**
 * Every state and process of a psychrometric chart. Typed states are computed with
 * `moistAirState`; processes run in order, each from states defined before it (typed states or
 * the leaving states of earlier processes), with the engine's process functions, so the numbers
 * are exactly those of `mixAirStreams`, `sensibleHeatingCooling`, `coolingCoil`,
 * `steamHumidification` and `evaporativeHumidification`.
 *
 * @param input - The chart's input (see `PsychrometricChartInputSchema`).
 * @returns States with all their properties, processes with loads, water flows and coil data,
 *   and warnings (fog in a mixing box; a pressure more than 1 % from sea level's).
 * @throws {PsychrometricRangeError} If a state or process is impossible, an id is repeated or a
 *   process refers to a state that is not defined before it; `field` is the path of the offending
 *   field (`processes.2.from`).
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 3–45 (see `PSYCHROMETRIC_CHART_METHOD`).
 * @example
 * calculatePsychrometricChart(defaultPsychrometricChartInput('Imperial')).processes[1].loads.total
 * //=> about −99 000 Btu/h (coil on the mixed air, see the tests for the hand check)
 */
export function calculatePsychrometricChart(
  input: PsychrometricChartInputShape,
): PsychrometricChartResult {
  const eq = equationSetFor(input.unitSystem);
  const pressure = resolvePressure(eq, input);
  const conditions = {
    unitSystem: input.unitSystem,
    pressure: pressure * eq.pressureDisplayPerNative,
  } as const;
  const byId = new Map<string, MoistAirState>();
  const states: ChartStateResult[] = [];
  const warnings: string[] = [];

  const claim = (id: string, field: string): void => {
    if (byId.has(id)) {
      throw new PsychrometricRangeError(
        field,
        `Id "${id}" is used twice: every state and process needs its own id.`,
      );
    }
  };

  input.states.forEach((typed, index) => {
    claim(typed.id, `states.${index}.id`);
    const state = withFieldPrefix(`states.${index}.spec.`, () =>
      stateFromSpec(eq, typed.spec, pressure),
    );
    byId.set(typed.id, state);
    states.push({ id: typed.id, label: typed.label, origin: 'input', state });
  });

  const processes = input.processes.map((process, index): ChartProcessResult => {
    const prefix = `processes.${index}.`;
    claim(process.id, `${prefix}id`);
    const lookup = (id: string, field: string): MoistAirState => {
      const state = byId.get(id);
      if (!state) {
        throw new PsychrometricRangeError(
          prefix + field,
          `No state "${id}" is defined before this process: choose a typed state or the result of an earlier process.`,
        );
      }
      return state;
    };
    const entering = process.type === 'mixing' ? 'streamA' : 'from';
    const result = (() => {
      try {
        return runProcess(process, conditions, lookup);
      } catch (error) {
        if (error instanceof PsychrometricRangeError && !error.field.startsWith(prefix)) {
          throw new PsychrometricRangeError(
            prefix + processField(error.field, entering),
            error.message,
          );
        }
        throw error;
      }
    })();
    if (result.mixing && result.mixing.fogHumidityRatio > 0) {
      warnings.push(
        `${process.label}: the mixed air is beyond saturation; fog forms and the point is the saturated air left once it has (ASHRAE F ch. 1, mixing).`,
      );
    }
    byId.set(process.id, result.leaving);
    states.push({ id: process.id, label: process.label, origin: 'process', state: result.leaving });
    return result;
  });

  const altitudeWarning = nonStandardPressureWarning(
    pressure / eq.standardPressure(0),
    conditions.pressure,
    eq.standardPressure(0) * eq.pressureDisplayPerNative,
    eq.units.pressure,
  );
  if (altitudeWarning) warnings.unshift(altitudeWarning);

  return {
    unitSystem: input.unitSystem,
    pressure: conditions.pressure,
    units: eq.units,
    states,
    processes,
    warnings,
  };
}

/**
 * What a chart away from sea-level pressure changes for the engineer reading it, or null near
 * standard pressure. At a given dry bulb and humidity ratio, moist-air density is proportional to
 * the pressure (v = Rda·T·(1 + 1.607858·W)/p), so each volume of airflow carries that much less (or
 * more) dry air, and heat, than a sea-level chart or the standard-air factors assume.
 *
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 26 and 28.
 */
function nonStandardPressureWarning(
  ratio: number,
  pressure: number,
  standardPressure: number,
  unit: string,
): string | null {
  const share = 1 - ratio;
  if (Math.abs(share) <= NON_STANDARD_PRESSURE_NOTICE_SHARE) return null;
  const percent = formatNumberForMessage(Math.abs(share) * 100, { significantDigits: 2 });
  // Three figures, as reports print a measure: 10.1 psia against 14.7 psia, 69.7 kPa against 101 kPa.
  const site = `${formatNumberForMessage(pressure, { significantDigits: 3 })} ${unit}`;
  const standard = `${formatNumberForMessage(standardPressure, { significantDigits: 3 })} ${unit}`;
  return `The chart and every value are at ${site}, not the ${standard} of a sea-level chart: at the same temperature and humidity the air is ${percent} % ${share > 0 ? 'less' : 'more'} dense, so each unit of airflow carries ${percent} % ${share > 0 ? 'less' : 'more'} air and heat. Read states from this chart, not a sea-level one, and do not apply sea-level standard-air factors to these airflows.`;
}

function runProcess(
  process: ChartProcess,
  conditions: { readonly unitSystem: UnitSystem; readonly pressure: number },
  lookup: (id: string, field: string) => MoistAirState,
): ChartProcessResult {
  const base = { id: process.id, label: process.label, type: process.type, toId: process.id };
  if (process.type === 'mixing') {
    const a = lookup(process.streamA, 'streamA');
    const b = lookup(process.streamB, 'streamB');
    const mixed = mixAirStreams({
      ...conditions,
      streams: [
        { state: specOf(a), airflow: process.airflowA },
        { state: specOf(b), airflow: process.airflowB },
      ],
    });
    return {
      ...base,
      fromIds: [process.streamA, process.streamB],
      entering: [a, b],
      leaving: mixed.mixed,
      enteringAirflow: process.airflowA + process.airflowB,
      leavingFlow: mixed.mixedFlow,
      loads: null,
      water: null,
      coil: null,
      mixing: {
        fractionA: mixed.streams[0]?.dryAirFraction ?? 0,
        fogHumidityRatio: mixed.fogHumidityRatio,
      },
    };
  }
  const from = lookup(process.from, 'from');
  const common = { ...conditions, entering: specOf(from), airflow: process.airflow };
  /** A one-stream process's result: its leaving air, loads, water and, for a coil, the coil's. */
  const single = (
    r: Pick<ProcessResult, 'leaving' | 'leavingFlow' | 'loads'>,
    water: ProcessWater | null,
    coil: ChartProcessResult['coil'] = null,
  ): ChartProcessResult => ({
    ...base,
    fromIds: [process.from],
    entering: [from],
    enteringAirflow: process.airflow,
    leaving: r.leaving,
    leavingFlow: r.leavingFlow,
    loads: r.loads,
    water,
    coil,
    mixing: null,
  });
  switch (process.type) {
    case 'sensible':
      return single(
        sensibleHeatingCooling({ ...common, leavingDryBulb: process.leavingDryBulb }),
        null,
      );
    case 'coolingCoil': {
      const r = coolingCoil({ ...common, coil: process.coil });
      return single(
        r,
        { kind: 'condensate', flow: r.condensate },
        {
          coilLoad: r.coilLoad,
          coilLoadTons: r.coilLoadTons,
          apparentDewPoint: r.apparentDewPoint,
          apparentDewPointState: r.apparentDewPointState,
          bypassFactor: r.bypassFactor,
          contactFactor: r.contactFactor,
        },
      );
    }
    case 'steamHumidification': {
      const r = steamHumidification({
        ...common,
        leaving: process.leaving,
        ...(process.steamTemperature === undefined
          ? {}
          : { steamTemperature: process.steamTemperature }),
      });
      return single(r, { kind: 'steam', flow: r.steam });
    }
    case 'adiabaticHumidification': {
      const r = evaporativeHumidification({ ...common, leaving: process.leaving });
      return single(r, { kind: 'water', flow: r.water });
    }
  }
}
