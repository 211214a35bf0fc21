import { z } from 'zod';
import { solveBrent } from '../_lib/solve.js';
import { PsychrometricRangeError, assertFieldInRange, formatForMessage } from './errors.js';
import { stateFromDryBulbAndHumidityRatio } from './moist-air-state.js';
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
import { humidityRatioAtWetBulb } from './wet-bulb.js';

/** How far along the constant-wet-bulb line the air goes: effectiveness (0–1), leaving dry bulb, or leaving RH (%). */
export const EvaporativeTargetSchema = z.discriminatedUnion(
  'by',
  [
    z.object({
      by: z.literal('effectiveness'),
      effectiveness: numberField('Saturation effectiveness'),
    }),
    z.object({ by: z.literal('dryBulb'), dryBulb: numberField('Leaving dry bulb') }),
    LeavingRelativeHumiditySchema,
  ],
  { error: "leaving.by must be 'effectiveness', 'dryBulb' or 'relativeHumidity'." },
);
export type EvaporativeTarget = z.output<typeof EvaporativeTargetSchema>;

const SHAPE = { ...PROCESS_INPUT_SHAPE, leaving: EvaporativeTargetSchema };
type EvaporativeHumidificationInputShape = z.output<z.ZodObject<typeof SHAPE>>;

/** Input of `evaporativeHumidification`. */
export const EvaporativeHumidificationInputSchema = z
  .object(SHAPE)
  .superRefine(refineWithEngine(evaporativeHumidification));
export type EvaporativeHumidificationInput = z.output<typeof EvaporativeHumidificationInputSchema>;

/** Result of `evaporativeHumidification`, in the input's unit system. */
export interface EvaporativeHumidificationResult extends ProcessResult {
  /** Saturation effectiveness (t1 − t2)/(t1 − t*), 0–1. */
  readonly effectiveness: number;
  /** Air-side loads: sensible negative (evaporative cooling), latent positive, total = water flow × hw(t*). */
  readonly loads: ProcessResult['loads'];
  /** Water evaporated, mda (W2 − W1). */
  readonly water: WaterFlow;
}

/**
 * Adiabatic (evaporative) humidification: water recirculated at the wet-bulb temperature evaporates
 * into the air, which follows its line of constant thermodynamic wet bulb t*. Every leaving state
 * satisfies eq. 33 (or 35) with the entering t*, which is the energy balance
 * h2 = h1 + (W2 − W1) hw(t*) of adiabatic saturation.
 *
 * @param input - Unit system, pressure or altitude, entering state, airflow at the entering state
 *   (cfm or L/s) and `leaving`: effectiveness, leaving dry bulb or leaving relative humidity.
 * @returns States, flows, effectiveness, loads and the water evaporated.
 * @throws {PsychrometricRangeError} If a state is impossible or the target is outside the line from
 *   the entering state to saturation (effectiveness 0–1, dry bulb between t* and t1, RH from the
 *   entering value to 100 %).
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 33 and 35, and "Adiabatic mixing of water
 *   injected into moist air"; ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 41 (direct
 *   evaporative air coolers, saturation effectiveness).
 * @example
 * evaporativeHumidification({ unitSystem: 'Imperial', entering: { by: 'wetBulb', dryBulb: 95, wetBulb: 65 },
 *   airflow: 10_000, leaving: { by: 'effectiveness', effectiveness: 0.85 } }).leaving.dryBulb //=> 69.5
 */
export function evaporativeHumidification(
  input: EvaporativeHumidificationInputShape,
): EvaporativeHumidificationResult {
  const start = startProcess(input);
  const { eq, pressure, entering } = start;
  const u = eq.units;
  const t1 = entering.dryBulb;
  const wetBulb = entering.wetBulb;
  const humidityRatioAt = (t: number): number =>
    Math.max(humidityRatioAtWetBulb(eq.wetBulb, t, wetBulb, pressure), entering.humidityRatio);
  const target = input.leaving;
  let t2: number;
  if (target.by === 'effectiveness') {
    assertFieldInRange(
      target.effectiveness,
      'leaving.effectiveness',
      'Saturation effectiveness',
      0,
      1,
      '',
    );
    t2 = t1 - target.effectiveness * (t1 - wetBulb);
  } else if (target.by === 'dryBulb') {
    if (!Number.isFinite(target.dryBulb) || target.dryBulb < wetBulb || target.dryBulb > t1) {
      throw new PsychrometricRangeError(
        'leaving.dryBulb',
        `Leaving dry bulb must be between the entering wet bulb (${formatForMessage(wetBulb)} ${u.temperature}) and the entering dry bulb (${formatForMessage(t1, 6)} ${u.temperature}), got ${formatForMessage(target.dryBulb, 6)} ${u.temperature}.`,
      );
    }
    t2 = target.dryBulb;
  } else {
    const goal = leavingRelativeHumidityGoal(target.relativeHumidity, entering);
    const relativeHumidityAlong = (t: number): number =>
      relativeHumidityAt(eq, pressure, t, humidityRatioAt(t));
    t2 =
      goal >= 1
        ? wetBulb
        : goal <= entering.relativeHumidity
          ? t1
          : solveBrent((t) => relativeHumidityAlong(t) - goal, wetBulb, t1);
  }
  const w2 = humidityRatioAt(t2);
  const leaving = stateFromDryBulbAndHumidityRatio(eq, pressure, t2, w2, { wetBulb });
  return {
    ...humidifierResult(start, leaving),
    effectiveness: t1 === wetBulb ? 1 : (t1 - t2) / (t1 - wetBulb),
  };
}
