import { z } from 'zod';
import { solveBrent } from '../_lib/solve.js';
import { MOLAR_MASS_RATIO_WATER_DRY_AIR, SATURATION_TOLERANCE } from './constants.js';
import { PsychrometricRangeError, assertFieldInRange, formatForMessage } from './errors.js';
import {
  saturationHumidityRatioOrInfinity as saturationHumidityRatio,
  stateFromDryBulbAndHumidityRatio,
} from './moist-air-state.js';
import {
  LeavingRelativeHumiditySchema,
  PROCESS_INPUT_SHAPE,
  humidifierResult,
  leavingRelativeHumidityGoal,
  relativeHumidityAt,
  startProcess,
} from './process-common.js';
import type { ProcessResult, WaterFlow } from './process-common.js';
import { numberField, refineWithEngine } from './state-input.js';

/** The humidity the humidifier is to reach: humidity ratio (lb/lb, kg/kg), dew point (°F, °C) or RH (%). */
export const HumidifierTargetSchema = z.discriminatedUnion(
  'by',
  [
    z.object({
      by: z.literal('humidityRatio'),
      humidityRatio: numberField('Leaving humidity ratio'),
    }),
    z.object({ by: z.literal('dewPoint'), dewPoint: numberField('Leaving dew point') }),
    LeavingRelativeHumiditySchema,
  ],
  { error: "leaving.by must be 'humidityRatio', 'dewPoint' or 'relativeHumidity'." },
);
export type HumidifierTarget = z.output<typeof HumidifierTargetSchema>;

const SHAPE = {
  ...PROCESS_INPUT_SHAPE,
  leaving: HumidifierTargetSchema,
  /** Temperature of the saturated steam injected, °F or °C; 212 °F / 100 °C if absent. */
  steamTemperature: numberField('Steam temperature').optional(),
};
type SteamHumidificationInputShape = z.output<z.ZodObject<typeof SHAPE>>;

/** Input of `steamHumidification`. */
export const SteamHumidificationInputSchema = z
  .object(SHAPE)
  .superRefine(refineWithEngine(steamHumidification));
export type SteamHumidificationInput = z.output<typeof SteamHumidificationInputSchema>;

/** Result of `steamHumidification`, in the input's unit system. */
export interface SteamHumidificationResult extends ProcessResult {
  /** Air-side loads, mda Δh = steam flow × steam enthalpy: positive. */
  readonly loads: ProcessResult['loads'];
  /** Steam injected, mda (W2 − W1). */
  readonly steam: WaterFlow;
  /** Enthalpy of the steam, Btu/lb or kJ/kg, on the moist-air datum (ASHRAE eq. 30 vapour term). */
  readonly steamEnthalpy: number;
}

/**
 * Humidification by injecting steam. Water and energy balances give h2 = h1 + (W2 − W1) hg, with
 * the steam's enthalpy hg = 2501 + 1.86 ts kJ/kg (1061 + 0.444 ts Btu/lb), the vapour term of eq. 30
 * (within 0.6 % of the steam tables up to 150 °C). The leaving humidity is given as a humidity
 * ratio, a dew point, or a relative humidity (then W2 is solved by Brent's method, since the
 * leaving dry bulb moves with it).
 *
 * @param input - Unit system, pressure or altitude, entering state, airflow at the entering state
 *   (cfm or L/s), the leaving humidity (`leaving`) and the steam temperature (212 °F / 100 °C default).
 * @returns States, flows, loads (positive) and the steam flow.
 * @throws {PsychrometricRangeError} If a state is impossible, the target is drier than the entering
 *   air, or the leaving air would be supersaturated.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, "Adiabatic mixing of water injected into moist
 *   air" (h2 − h1 = (W2 − W1) hw) and example 5.
 * @example
 * steamHumidification({ unitSystem: 'Metric', entering: { by: 'wetBulb', dryBulb: 20, wetBulb: 8 },
 *   airflow: 1660, leaving: { by: 'dewPoint', dewPoint: 13 }, steamTemperature: 110 }).leaving.dryBulb //=> 21.24
 * // ASHRAE F 2017 ch. 1 example 5 (mda = 2 kg/s, steam-table hg): about 21 °C
 */
export function steamHumidification(
  input: SteamHumidificationInputShape,
): SteamHumidificationResult {
  const start = startProcess(input);
  const { eq, pressure, entering } = start;
  const u = eq.units;
  const steamTemperature = input.steamTemperature ?? (input.unitSystem === 'Imperial' ? 212 : 100);
  const curve = eq.wetBulb.curve;
  assertFieldInRange(
    steamTemperature,
    'steamTemperature',
    'Steam temperature',
    eq.freezingPoint,
    curve.maxTemperature,
    u.temperature,
  );
  const steamEnthalpy = eq.vapourEnthalpy(steamTemperature);
  const h1 = eq.enthalpy(entering.dryBulb, entering.humidityRatio);
  const dryBulbAt = (w: number): number =>
    eq.dryBulbFromEnthalpy(h1 + (w - entering.humidityRatio) * steamEnthalpy, w);
  const relativeHumidityOf = (w: number): number =>
    relativeHumidityAt(eq, pressure, dryBulbAt(w), w);

  const target = input.leaving;
  let w2: number;
  if (target.by === 'humidityRatio') {
    w2 = target.humidityRatio;
  } else if (target.by === 'dewPoint') {
    assertFieldInRange(
      target.dewPoint,
      'leaving.dewPoint',
      'Leaving dew point',
      curve.minTemperature,
      eq.dryBulbMax,
      u.temperature,
    );
    const vapour = eq.saturationPressure(target.dewPoint);
    if (vapour >= pressure)
      throw new PsychrometricRangeError(
        'leaving.dewPoint',
        'Leaving dew point must be below the boiling point at this pressure.',
      );
    w2 = (MOLAR_MASS_RATIO_WATER_DRY_AIR * vapour) / (pressure - vapour);
  } else {
    const goal = leavingRelativeHumidityGoal(target.relativeHumidity, entering);
    let high = Math.max(2 * entering.humidityRatio, 1e-3);
    while (relativeHumidityOf(high) < goal && high < 10) high *= 2;
    w2 = solveBrent((w) => relativeHumidityOf(w) - goal, entering.humidityRatio, high);
  }
  const field = `leaving.${target.by}`;
  if (!Number.isFinite(w2) || w2 < entering.humidityRatio) {
    throw new PsychrometricRangeError(
      field,
      `The leaving air must be at least as humid as the entering air (humidity ratio ${formatForMessage(entering.humidityRatio)} ${u.humidityRatio}): a humidifier cannot dry the air.`,
    );
  }
  const t2 = dryBulbAt(w2);
  assertFieldInRange(t2, field, 'Leaving dry bulb', eq.dryBulbMin, eq.dryBulbMax, u.temperature);
  if (w2 > saturationHumidityRatio(eq, t2, pressure) * (1 + SATURATION_TOLERANCE)) {
    throw new PsychrometricRangeError(
      field,
      `The leaving air would be supersaturated (humidity ratio ${formatForMessage(w2)} ${u.humidityRatio} at ${formatForMessage(t2)} ${u.temperature}): the steam would condense. Lower the target.`,
    );
  }
  const leaving = stateFromDryBulbAndHumidityRatio(
    eq,
    pressure,
    t2,
    Math.min(w2, saturationHumidityRatio(eq, t2, pressure)),
  );
  const { water, ...common } = humidifierResult(start, leaving);
  return {
    ...common,
    steam: water,
    steamEnthalpy: steamEnthalpy * eq.enthalpyDisplayPerNative,
  };
}
