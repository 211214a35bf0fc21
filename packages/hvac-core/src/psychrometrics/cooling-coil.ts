import { z } from 'zod';
import { solveBrent } from '../_lib/solve.js';
import type { EquationSet } from './equation-set.js';
import {
  PsychrometricRangeError,
  assertFieldInRange,
  formatForMessage,
  withFieldPrefix,
} from './errors.js';
import {
  saturationHumidityRatioOrInfinity as saturationHumidityRatio,
  stateFromDryBulbAndHumidityRatio,
  stateFromSpec,
} from './moist-air-state.js';
import type { MoistAirState } from './moist-air-state.js';
import {
  PROCESS_INPUT_SHAPE,
  heatRate,
  processResult,
  startProcess,
  tons,
  waterFlow,
} from './process-common.js';
import type { ProcessResult, WaterFlow } from './process-common.js';
import { MoistAirStateSpecSchema, numberField, refineWithEngine } from './state-input.js';

/** How the coil's leaving air is fixed: by apparent dew point and bypass factor, or by a leaving state. */
export const CoolingCoilPerformanceSchema = z.discriminatedUnion(
  'by',
  [
    z.object({
      by: z.literal('apparentDewPoint'),
      /** Apparent dew point (ADP), the effective coil surface temperature, °F or °C. */
      apparentDewPoint: numberField('Apparent dew point'),
      /** Bypass factor, 0 to below 1: the fraction of air that leaves as if it had missed the coil. */
      bypassFactor: numberField('Bypass factor'),
    }),
    z.object({ by: z.literal('leavingState'), leaving: MoistAirStateSpecSchema }),
  ],
  { error: "coil.by must be 'apparentDewPoint' or 'leavingState'." },
);
export type CoolingCoilPerformance = z.output<typeof CoolingCoilPerformanceSchema>;

const SHAPE = { ...PROCESS_INPUT_SHAPE, coil: CoolingCoilPerformanceSchema };
type CoolingCoilInputShape = z.output<z.ZodObject<typeof SHAPE>>;

/** Input of `coolingCoil`. */
export const CoolingCoilInputSchema = z.object(SHAPE).superRefine(refineWithEngine(coolingCoil));
export type CoolingCoilInput = z.output<typeof CoolingCoilInputSchema>;

/** Result of `coolingCoil`, in the input's unit system. */
export interface CoolingCoilResult extends ProcessResult {
  /** Saturated air at the apparent dew point, where the process line meets the saturation curve. */
  readonly apparentDewPointState: MoistAirState;
  /** Apparent dew point, °F or °C. */
  readonly apparentDewPoint: number;
  /** (t2 − ADP)/(t1 − ADP); 0 when the air leaves saturated at the ADP. */
  readonly bypassFactor: number;
  /** 1 − bypass factor. */
  readonly contactFactor: number;
  /** Air-side loads, mda Δh: negative (the air loses heat); the sensible heat ratio is the coil's SHR. */
  readonly loads: ProcessResult['loads'];
  /**
   * Refrigeration the coil must supply, Btu/h or W (positive): mda [(h1 − h2) − (W1 − W2) hw2], the
   * air-side total less the enthalpy the condensate carries away at the leaving dry bulb.
   */
  readonly coilLoad: number;
  readonly coilLoadTons: number;
  readonly si: { readonly coilLoadW: number };
  /** Condensate drained, mda (W1 − W2). */
  readonly condensate: WaterFlow;
}

/**
 * Apparent dew point of a coil process: where the straight line (on the t–W chart) through the
 * entering and leaving states, extended beyond the leaving state, meets the saturation curve.
 * Ws(t) − line(t) is convex, so a golden-section search finds its minimum below t2 and Brent's method
 * the crossing between that minimum and t2; when the minimum is still above zero the line misses
 * the saturation curve and no coil can make that process.
 */
export function apparentDewPointOf(
  eq: EquationSet,
  pressure: number,
  entering: MoistAirState,
  leaving: MoistAirState,
): number {
  const [t1, w1, t2, w2] = [
    entering.dryBulb,
    entering.humidityRatio,
    leaving.dryBulb,
    leaving.humidityRatio,
  ];
  const slope = (w1 - w2) / (t1 - t2);
  const gap = (t: number): number =>
    saturationHumidityRatio(eq, t, pressure) - (w2 + slope * (t - t2));
  if (gap(t2) <= 0) return t2;
  let low = eq.wetBulb.curve.minTemperature;
  let high = t2;
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 80 && high - low > 1e-9; i++) {
    const a = high - ratio * (high - low);
    const b = low + ratio * (high - low);
    if (gap(a) < gap(b)) high = b;
    else low = a;
  }
  const lowest = (low + high) / 2;
  if (gap(lowest) > 0) {
    throw new PsychrometricRangeError(
      'coil',
      'The line through the entering and leaving states does not reach the saturation curve: no cooling coil gives this leaving state (it has no apparent dew point).',
    );
  }
  return solveBrent(gap, lowest, t2);
}

/**
 * Cooling and dehumidifying coil. The leaving air is either fixed by the apparent dew point (ADP)
 * and bypass factor BF (t2 = ADP + BF (t1 − ADP), W2 = W_ADP + BF (W1 − W_ADP), the straight
 * process line of the chart) or given as a leaving state, from which the ADP and BF are found.
 * Condensate leaves at the leaving dry bulb: 1q2 = mda [(h1 − h2) − (W1 − W2) hw2].
 *
 * @param input - Unit system, pressure or altitude, entering state, airflow at the entering state
 *   (cfm or L/s) and `coil`: `{ by: 'apparentDewPoint', apparentDewPoint, bypassFactor }` or
 *   `{ by: 'leavingState', leaving }`.
 * @returns States (entering, leaving, ADP), ADP, bypass and contact factors, flows, loads (heat
 *   added to the air: negative) and condensate.
 * @throws {PsychrometricRangeError} If a state is impossible, the ADP is not below the entering dew
 *   point, the bypass factor is outside 0 ≤ BF < 1, or the leaving state is warmer or wetter than
 *   the entering air or unreachable by a coil.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, "Moist air cooling and dehumidification" and
 *   example 3; bypass factor and ADP: ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 23
 *   ("Air-cooling and dehumidifying coils"), and Carrier, System Design Manual part 1 (1960), ch. 8.
 * @example
 * coolingCoil({ unitSystem: 'Metric', entering: { by: 'relativeHumidity', dryBulb: 30, relativeHumidity: 50 },
 *   airflow: 5000, coil: { by: 'leavingState', leaving: { by: 'relativeHumidity', dryBulb: 10, relativeHumidity: 100 } } })
 * //=> { coilLoad: 197 733 W, condensate: { kgPerSecond: 0.0324, ... }, ... } (ASHRAE F 2017 ch. 1 example 3: 198 kW)
 */
export function coolingCoil(input: CoolingCoilInputShape): CoolingCoilResult {
  const start = startProcess(input);
  const { eq, pressure, entering } = start;
  const u = eq.units.temperature;
  const coil = input.coil;
  let leaving: MoistAirState;
  let adp: number;
  if (coil.by === 'apparentDewPoint') {
    assertFieldInRange(coil.bypassFactor, 'coil.bypassFactor', 'Bypass factor', 0, 1, '');
    if (coil.bypassFactor === 1) {
      throw new PsychrometricRangeError(
        'coil.bypassFactor',
        'Bypass factor must be below 1: at 1 the air misses the coil entirely.',
      );
    }
    const lowest = eq.wetBulb.curve.minTemperature;
    adp = coil.apparentDewPoint;
    if (!Number.isFinite(adp) || adp < lowest || adp >= entering.dewPoint) {
      throw new PsychrometricRangeError(
        'coil.apparentDewPoint',
        `Apparent dew point must be between ${formatForMessage(lowest)} ${u} and the entering dew point (${formatForMessage(entering.dewPoint)} ${u}) for the coil to dehumidify, got ${formatForMessage(adp, 6)} ${u}. For a dry coil use sensible cooling.`,
      );
    }
    const wAdp = saturationHumidityRatio(eq, adp, pressure);
    const bf = coil.bypassFactor;
    leaving = stateFromDryBulbAndHumidityRatio(
      eq,
      pressure,
      adp + bf * (entering.dryBulb - adp),
      wAdp + bf * (entering.humidityRatio - wAdp),
    );
  } else {
    leaving = withFieldPrefix('coil.leaving.', () => stateFromSpec(eq, coil.leaving, pressure));
    if (leaving.dryBulb >= entering.dryBulb) {
      throw new PsychrometricRangeError(
        'coil.leaving',
        `Leaving dry bulb must be below the entering dry bulb (${formatForMessage(entering.dryBulb, 6)} ${u}), got ${formatForMessage(leaving.dryBulb, 6)} ${u}.`,
      );
    }
    if (leaving.humidityRatio > entering.humidityRatio) {
      throw new PsychrometricRangeError(
        'coil.leaving',
        `Leaving humidity ratio must not exceed the entering one (${formatForMessage(entering.humidityRatio)} ${eq.units.humidityRatio}): a cooling coil cannot add moisture.`,
      );
    }
    adp = apparentDewPointOf(eq, pressure, entering, leaving);
  }
  const bypassFactor = (leaving.dryBulb - adp) / (entering.dryBulb - adp);
  const common = processResult(start, leaving);
  const { loads } = common;
  const condensateKgS =
    common.enteringFlow.si.dryAirMassFlowKgS * (entering.humidityRatio - leaving.humidityRatio);
  const condensateEnthalpyW =
    condensateKgS *
    eq.toSi.enthalpyDifference(
      eq.liquidWaterEnthalpy(leaving.dryBulb) - eq.liquidWaterEnthalpy(eq.freezingPoint),
    );
  const coilLoadW = -loads.si.totalW - condensateEnthalpyW;
  return {
    ...common,
    apparentDewPointState: stateFromDryBulbAndHumidityRatio(
      eq,
      pressure,
      adp,
      saturationHumidityRatio(eq, adp, pressure),
    ),
    apparentDewPoint: adp,
    bypassFactor,
    contactFactor: 1 - bypassFactor,
    coilLoad: heatRate(eq.unitSystem, coilLoadW),
    coilLoadTons: tons(coilLoadW),
    si: { coilLoadW },
    condensate: waterFlow(condensateKgS),
  };
}
