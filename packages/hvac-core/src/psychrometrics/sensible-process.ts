import { z } from 'zod';
import { PsychrometricRangeError, assertFieldInRange, formatForMessage } from './errors.js';
import { stateFromDryBulbAndHumidityRatio } from './moist-air-state.js';
import { PROCESS_INPUT_SHAPE, processResult, startProcess } from './process-common.js';
import type { ProcessResult } from './process-common.js';
import { numberField, refineWithEngine } from './state-input.js';

const SHAPE = {
  ...PROCESS_INPUT_SHAPE,
  /** Leaving dry bulb, °F or °C. */
  leavingDryBulb: numberField('Leaving dry bulb'),
};

/** Input of `sensibleHeatingCooling`. */
export const SensibleProcessInputSchema = z
  .object(SHAPE)
  .superRefine(refineWithEngine(sensibleHeatingCooling));
export type SensibleProcessInput = z.output<typeof SensibleProcessInputSchema>;

/** Result of `sensibleHeatingCooling`, in the input's unit system. */
export interface SensibleProcessResult extends ProcessResult {
  /** Heat added to the air (negative for cooling); latent is 0 and the sensible heat ratio 1. */
  readonly loads: ProcessResult['loads'];
}

/**
 * Sensible heating or cooling of moist air to a leaving dry bulb at constant humidity ratio:
 * 1q2 = mda (h2 − h1).
 *
 * @param input - Unit system, pressure or altitude, entering state, airflow at the entering state
 *   (cfm or L/s) and the leaving dry bulb (°F or °C).
 * @returns Entering and leaving states, flows and the heat added (Btu/h or W).
 * @throws {PsychrometricRangeError} If a state is impossible, the airflow not positive, or the
 *   leaving dry bulb below the entering dew point (moisture would condense: use `coolingCoil`).
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, "Moist air sensible heating or cooling" and example 2.
 * @example
 * sensibleHeatingCooling({ unitSystem: 'Metric', entering: { by: 'relativeHumidity', dryBulb: 2, relativeHumidity: 100 },
 *   airflow: 10_000, leavingDryBulb: 40 }).loads.total //=> 490 949 W (ASHRAE F 2017 ch. 1 example 2: 490 kW)
 */
export function sensibleHeatingCooling(
  input: z.output<z.ZodObject<typeof SHAPE>>,
): SensibleProcessResult {
  const start = startProcess(input);
  const { eq, pressure, entering } = start;
  const u = eq.units.temperature;
  assertFieldInRange(
    input.leavingDryBulb,
    'leavingDryBulb',
    'Leaving dry bulb',
    eq.dryBulbMin,
    eq.dryBulbMax,
    u,
  );
  if (input.leavingDryBulb < entering.dewPoint) {
    throw new PsychrometricRangeError(
      'leavingDryBulb',
      `Leaving dry bulb must not be below the entering dew point (${formatForMessage(entering.dewPoint)} ${u}): moisture would condense. Use the cooling coil process.`,
    );
  }
  const leaving = stateFromDryBulbAndHumidityRatio(
    eq,
    pressure,
    input.leavingDryBulb,
    entering.humidityRatio,
  );
  return processResult(start, leaving);
}
