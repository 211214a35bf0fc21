import {
  BTU_PER_HOUR_PER_TON,
  CUBIC_METRES_PER_US_GALLON,
  KILOGRAMS_PER_POUND,
  fromSi,
  toSi,
} from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { MOLAR_MASS_RATIO_WATER_DRY_AIR, WATER_DENSITY_KG_M3 } from './constants.js';
import { equationSetFor } from './equation-set.js';
import type { EquationSet } from './equation-set.js';
import {
  PsychrometricRangeError,
  assertFieldInRange,
  formatForMessage,
  withFieldPrefix,
} from './errors.js';
import { resolvePressure, stateFromSpec } from './moist-air-state.js';
import type { MoistAirState } from './moist-air-state.js';
import { z } from 'zod';
import { AirConditionsSchema, MoistAirStateSpecSchema, numberField } from './state-input.js';

/** Seconds per hour and per minute. */
const S_PER_H = 3600;
const S_PER_MIN = 60;

/**
 * Shape shared by every process input: unit system, pressure or altitude, the entering state and its
 * airflow (cfm or L/s, measured at the entering state).
 */
export const PROCESS_INPUT_SHAPE = {
  ...AirConditionsSchema.shape,
  entering: MoistAirStateSpecSchema,
  /** Volume flow of the entering moist air, cfm or L/s. Must be > 0. */
  airflow: numberField('Airflow'),
};

/** A volume flow of moist air and the dry-air mass flow it carries. */
export interface AirFlow {
  /** Volume flow at the state it is given for, cfm or L/s. */
  readonly airflow: number;
  /** Dry-air mass flow, lb/h or kg/s. */
  readonly dryAirMassFlow: number;
  readonly units: { readonly airflow: 'cfm' | 'L/s'; readonly dryAirMassFlow: 'lb/h' | 'kg/s' };
  readonly si: { readonly volumeFlowM3S: number; readonly dryAirMassFlowKgS: number };
}

/**
 * Air-side heat rates of a process: the change in the enthalpy flow of the air stream, mda·Δh,
 * positive when the air gains heat, negative when it is cooled or dried.
 */
export interface ProcessLoads {
  /** Sensible heat rate, Btu/h or W: the dry-bulb change at the leaving humidity ratio. */
  readonly sensible: number;
  /** Latent heat rate, Btu/h or W: the humidity-ratio change at the entering dry bulb. */
  readonly latent: number;
  /** Total heat rate, Btu/h or W: sensible + latent = mda (h2 − h1). */
  readonly total: number;
  /** Magnitude of the total in tons of refrigeration (12 000 Btu/h). */
  readonly totalTons: number;
  /** Sensible over total; null when the total is zero. */
  readonly sensibleHeatRatio: number | null;
  readonly units: { readonly heatRate: 'Btu/h' | 'W' };
  readonly si: { readonly sensibleW: number; readonly latentW: number; readonly totalW: number };
}

/** A flow of liquid water (condensate, humidifier water or steam), in every unit a designer asks for. */
export interface WaterFlow {
  readonly kgPerSecond: number;
  readonly litresPerHour: number;
  readonly poundsPerHour: number;
  readonly gallonsPerMinute: number;
}

/** Checks a process airflow and turns it into the dry-air mass flow at the entering state. */
export function airFlowAt(
  eq: EquationSet,
  state: MoistAirState,
  airflow: number,
  field = 'airflow',
): AirFlow {
  if (!Number.isFinite(airflow) || airflow <= 0) {
    const unit = eq.unitSystem === 'Imperial' ? 'cfm' : 'L/s';
    throw new PsychrometricRangeError(
      field,
      `Airflow must be greater than 0 ${unit}, got ${formatForMessage(airflow, 6)}.`,
    );
  }
  const volumeFlowM3S = toSi(airflow, 'airflow', eq.unitSystem);
  return airFlowFromMass(eq.unitSystem, state, volumeFlowM3S / state.si.specificVolumeM3Kg);
}

/** The volume flow at `state` that carries a dry-air mass flow. */
export function airFlowFromMass(
  unitSystem: UnitSystem,
  state: MoistAirState,
  dryAirMassFlowKgS: number,
): AirFlow {
  const volumeFlowM3S = dryAirMassFlowKgS * state.si.specificVolumeM3Kg;
  const imperial = unitSystem === 'Imperial';
  return {
    airflow: fromSi(volumeFlowM3S, 'airflow', unitSystem),
    dryAirMassFlow: imperial
      ? (dryAirMassFlowKgS / KILOGRAMS_PER_POUND) * S_PER_H
      : dryAirMassFlowKgS,
    units: imperial
      ? { airflow: 'cfm', dryAirMassFlow: 'lb/h' }
      : { airflow: 'L/s', dryAirMassFlow: 'kg/s' },
    si: { volumeFlowM3S, dryAirMassFlowKgS },
  };
}

/** A heat rate in W shown in Btu/h (Imperial) or W (Metric). */
export function heatRate(unitSystem: UnitSystem, watts: number): number {
  return fromSi(watts, 'heatRate', unitSystem);
}

/** Magnitude of a heat rate in tons of refrigeration (12 000 Btu/h). */
export function tons(watts: number): number {
  return Math.abs(fromSi(watts, 'heatRate', 'Imperial')) / BTU_PER_HOUR_PER_TON;
}

/** A mass flow of water in kg/s, lb/h, L/h and gpm. */
export function waterFlow(kgPerSecond: number): WaterFlow {
  const m3PerS = kgPerSecond / WATER_DENSITY_KG_M3;
  return {
    kgPerSecond,
    litresPerHour: m3PerS * 1000 * S_PER_H,
    poundsPerHour: (kgPerSecond / KILOGRAMS_PER_POUND) * S_PER_H,
    gallonsPerMinute: (m3PerS / CUBIC_METRES_PER_US_GALLON) * S_PER_MIN,
  };
}

/**
 * Sensible, latent and total change of the enthalpy flow of an air stream going from `entering` to
 * `leaving`. The split follows the chart: latent is the move from W1 to W2 at the entering dry bulb,
 * sensible the move from t1 to t2 at W2, so sensible + latent = total = mda (h2 − h1) exactly.
 *
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 30 (h) and the steady-flow energy balances
 *   of the "Typical air-conditioning processes" section.
 */
export function processLoads(
  eq: EquationSet,
  entering: MoistAirState,
  leaving: MoistAirState,
  dryAirMassFlowKgS: number,
): ProcessLoads {
  const w1 = entering.humidityRatio;
  const w2 = leaving.humidityRatio;
  const h1 = eq.enthalpy(entering.dryBulb, w1);
  const hCorner = eq.enthalpy(entering.dryBulb, w2);
  const h2 = eq.enthalpy(leaving.dryBulb, w2);
  const toW = (dh: number): number => dryAirMassFlowKgS * eq.toSi.enthalpyDifference(dh);
  const sensibleW = toW(h2 - hCorner);
  const latentW = toW(hCorner - h1);
  const totalW = sensibleW + latentW;
  return {
    sensible: heatRate(eq.unitSystem, sensibleW),
    latent: heatRate(eq.unitSystem, latentW),
    total: heatRate(eq.unitSystem, totalW),
    totalTons: tons(totalW),
    sensibleHeatRatio: totalW === 0 ? null : sensibleW / totalW,
    units: { heatRate: eq.unitSystem === 'Imperial' ? 'Btu/h' : 'W' },
    si: { sensibleW, latentW, totalW },
  };
}

/** What every process reads: unit system, pressure or altitude, entering state and airflow. */
export type ProcessInputShape = z.output<z.ZodObject<typeof PROCESS_INPUT_SHAPE>>;

/** Where every process starts: its equation set, the pressure, the entering state and its flow. */
export interface ProcessStart {
  readonly eq: EquationSet;
  /** Pressure in native units (psia or Pa). */
  readonly pressure: number;
  readonly entering: MoistAirState;
  readonly enteringFlow: AirFlow;
}

/**
 * Reads a process's common input: the pressure (or the altitude's standard pressure), the entering
 * state (its errors named `entering.…`) and the dry-air mass flow of its airflow.
 *
 * @throws {PsychrometricRangeError} If the entering state is impossible or the airflow not positive.
 */
export function startProcess(input: ProcessInputShape): ProcessStart {
  const eq = equationSetFor(input.unitSystem);
  const pressure = resolvePressure(eq, input);
  const entering = withFieldPrefix('entering.', () => stateFromSpec(eq, input.entering, pressure));
  return { eq, pressure, entering, enteringFlow: airFlowAt(eq, entering, input.airflow) };
}

/** What every process returns, in the input's unit system. */
export interface ProcessResult {
  readonly unitSystem: UnitSystem;
  readonly entering: MoistAirState;
  readonly leaving: MoistAirState;
  readonly enteringFlow: AirFlow;
  /** The same dry air, its volume measured at the leaving state. */
  readonly leavingFlow: AirFlow;
  readonly loads: ProcessLoads;
}

/** The common part of a process's result: the states, both flows of the same dry air, and the loads. */
export function processResult(start: ProcessStart, leaving: MoistAirState): ProcessResult {
  const { eq, entering, enteringFlow } = start;
  const massKgS = enteringFlow.si.dryAirMassFlowKgS;
  return {
    unitSystem: eq.unitSystem,
    entering,
    leaving,
    enteringFlow,
    leavingFlow: airFlowFromMass(eq.unitSystem, leaving, massKgS),
    loads: processLoads(eq, entering, leaving, massKgS),
  };
}

/**
 * Relative humidity (0–1) of air of humidity ratio `w` at dry bulb `t`: pw/pws(t), with
 * pw = p W/(0.621945 + W).
 *
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 20 (pw = p W/(0.621945 + W)) and eq. 22
 *   (φ = pw/pws).
 */
export function relativeHumidityAt(
  eq: EquationSet,
  pressure: number,
  dryBulb: number,
  w: number,
): number {
  return (pressure * w) / (MOLAR_MASS_RATIO_WATER_DRY_AIR + w) / eq.saturationPressure(dryBulb);
}

/** A humidifier's leaving air given as its relative humidity, % (one of its `leaving` targets). */
export const LeavingRelativeHumiditySchema = z.object({
  by: z.literal('relativeHumidity'),
  relativeHumidity: numberField('Leaving relative humidity'),
});

/**
 * A humidifier's leaving relative humidity as a fraction (0–1), once checked to lie between the
 * entering air's and saturation: a humidifier only adds water.
 *
 * @param percent - The target, % (`leaving.relativeHumidity`).
 * @param entering - The entering state.
 * @throws {PsychrometricRangeError} If the target is below the entering RH or above 100 %.
 */
export function leavingRelativeHumidityGoal(percent: number, entering: MoistAirState): number {
  assertFieldInRange(
    percent,
    'leaving.relativeHumidity',
    'Leaving relative humidity',
    entering.relativeHumidityPercent,
    100,
    '%',
  );
  return percent / 100;
}

/**
 * A humidifier's result: the common part of {@link processResult} and the water the air takes up,
 * mda (W2 − W1).
 */
export function humidifierResult(
  start: ProcessStart,
  leaving: MoistAirState,
): ProcessResult & { readonly water: WaterFlow } {
  const common = processResult(start, leaving);
  const massKgS = common.enteringFlow.si.dryAirMassFlowKgS;
  return {
    ...common,
    water: waterFlow(massKgS * (leaving.humidityRatio - start.entering.humidityRatio)),
  };
}
