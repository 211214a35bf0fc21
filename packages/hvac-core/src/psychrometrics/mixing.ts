import { z } from 'zod';
import { solveBrent } from '../_lib/solve.js';
import { MOLAR_MASS_RATIO_WATER_DRY_AIR } from './constants.js';
import { invertSaturationCurve } from './dew-point.js';
import { equationSetFor } from './equation-set.js';
import type { EquationSet } from './equation-set.js';
import { PsychrometricRangeError, withFieldPrefix } from './errors.js';
import {
  resolvePressure,
  saturationHumidityRatioOrInfinity as saturationHumidityRatio,
  stateFromDryBulbAndHumidityRatio,
  stateFromSpec,
} from './moist-air-state.js';
import type { MoistAirState } from './moist-air-state.js';
import { airFlowAt, airFlowFromMass } from './process-common.js';
import type { AirFlow } from './process-common.js';
import {
  AirConditionsSchema,
  MoistAirStateSpecSchema,
  numberField,
  refineWithEngine,
} from './state-input.js';

/** One stream entering a mixing box: its state and its volume flow (cfm or L/s) at that state. */
export const AirStreamSchema = z.object({
  state: MoistAirStateSpecSchema,
  /** Volume flow at the stream's own state, cfm or L/s. Must be > 0. */
  airflow: numberField('Airflow'),
});
export type AirStream = z.output<typeof AirStreamSchema>;

/** Input of `mixAirStreams`: two or more streams at one barometric pressure. */
export const AirMixingInputSchema = z
  .object({
    ...AirConditionsSchema.shape,
    streams: z.array(AirStreamSchema).min(2, 'Give at least two air streams to mix.'),
  })
  .superRefine(refineWithEngine(mixAirStreams));
type AirMixingInputShape = z.output<typeof AirConditionsSchema> & {
  readonly streams: readonly AirStream[];
};
export type AirMixingInput = z.output<typeof AirMixingInputSchema>;

/** Result of `mixAirStreams`, in the input's unit system. */
export interface AirMixingResult {
  readonly unitSystem: AirMixingInput['unitSystem'];
  /** Each entering stream's state, flow and share of the dry air. */
  readonly streams: readonly {
    readonly state: MoistAirState;
    readonly flow: AirFlow;
    readonly dryAirFraction: number;
  }[];
  /** The mixed state. When the mix fogs, the saturated air left once the mist has formed. */
  readonly mixed: MoistAirState;
  /** The mixed flow, its volume measured at the mixed state. */
  readonly mixedFlow: AirFlow;
  /** Liquid water carried as fog per mass of dry air, lb/lb or kg/kg; 0 unless the mix supersaturates. */
  readonly fogHumidityRatio: number;
}

/**
 * Adiabatic mixing of moist-air streams: dry air, water and energy are conserved, so the mixed
 * humidity ratio and enthalpy are the dry-air-mass-weighted means of the streams'. If the mixed
 * point lies beyond saturation (cold saturated air meeting warm humid air), the excess water forms
 * fog: the result is then saturated air at the temperature where h_s(t) + (W − Ws(t))·hw(t) equals
 * the mixed enthalpy, and `fogHumidityRatio` reports the mist.
 *
 * @param input - Unit system, pressure or altitude, and two or more streams, each a state (`by` pair)
 *   and a volume flow in cfm or L/s at that state.
 * @returns The states, flows and dry-air fractions of the streams, and the mixed state and flow.
 * @throws {PsychrometricRangeError} If a state is impossible or an airflow is not positive.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 43–45 (adiabatic mixing of two streams).
 * @example
 * mixAirStreams({ unitSystem: 'Metric', streams: [
 *   { state: { by: 'wetBulb', dryBulb: 4, wetBulb: 2 }, airflow: 2000 },
 *   { state: { by: 'relativeHumidity', dryBulb: 25, relativeHumidity: 50 }, airflow: 6250 } ] })
 * //=> { mixed: { dryBulb: 19.6, wetBulb: 14.6, ... }, ... } (ASHRAE F 2017 ch. 1 example 4)
 */
export function mixAirStreams(input: AirMixingInputShape): AirMixingResult {
  const eq = equationSetFor(input.unitSystem);
  const pressure = resolvePressure(eq, input);
  if (input.streams.length < 2) {
    throw new PsychrometricRangeError('streams', 'Give at least two air streams to mix.');
  }
  const entering = input.streams.map((stream, index) => {
    const state = withFieldPrefix(`streams.${index}.state.`, () =>
      stateFromSpec(eq, stream.state, pressure),
    );
    return { state, flow: airFlowAt(eq, state, stream.airflow, `streams.${index}.airflow`) };
  });
  let massKgS = 0;
  let water = 0;
  let energy = 0;
  for (const { state, flow } of entering) {
    const m = flow.si.dryAirMassFlowKgS;
    massKgS += m;
    water += m * state.humidityRatio;
    energy += m * eq.enthalpy(state.dryBulb, state.humidityRatio);
  }
  const mixedHumidityRatio = water / massKgS;
  const mixedEnthalpy = energy / massKgS;
  const { mixed, fogHumidityRatio } = mixedState(eq, pressure, mixedHumidityRatio, mixedEnthalpy);
  return {
    unitSystem: input.unitSystem,
    streams: entering.map(({ state, flow }) => ({
      state,
      flow,
      dryAirFraction: flow.si.dryAirMassFlowKgS / massKgS,
    })),
    mixed,
    mixedFlow: airFlowFromMass(input.unitSystem, mixed, massKgS),
    fogHumidityRatio,
  };
}

function mixedState(
  eq: EquationSet,
  pressure: number,
  humidityRatio: number,
  enthalpy: number,
): { mixed: MoistAirState; fogHumidityRatio: number } {
  const dryBulb = eq.dryBulbFromEnthalpy(enthalpy, humidityRatio);
  const saturated = saturationHumidityRatio(eq, dryBulb, pressure);
  if (humidityRatio <= saturated) {
    return {
      mixed: stateFromDryBulbAndHumidityRatio(eq, pressure, dryBulb, humidityRatio),
      fogHumidityRatio: 0,
    };
  }
  // Fog: saturated air plus mist at t, with the mixture's enthalpy. The balance rises with t, is
  // negative at the mixed dry bulb and positive at the dew point of the mixed humidity ratio.
  const balance = (t: number): number => {
    const ws = saturationHumidityRatio(eq, t, pressure);
    return eq.enthalpy(t, ws) + (humidityRatio - ws) * eq.liquidWaterEnthalpy(t) - enthalpy;
  };
  const vapour = (pressure * humidityRatio) / (MOLAR_MASS_RATIO_WATER_DRY_AIR + humidityRatio);
  const t = solveBrent(balance, dryBulb, invertSaturationCurve(eq.wetBulb.curve, vapour));
  const ws = saturationHumidityRatio(eq, t, pressure);
  return {
    mixed: stateFromDryBulbAndHumidityRatio(eq, pressure, t, ws),
    fogHumidityRatio: humidityRatio - ws,
  };
}
