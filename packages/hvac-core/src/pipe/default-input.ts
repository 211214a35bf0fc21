import { fieldDefaults } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/unit-system.js';
import { PIPE_FIELD_SPECS } from './fields.js';
import { PipeInputSchema } from './schema.js';
import type { PipeInput } from './schema.js';

/**
 * A small heating or cooling branch, for a form's initial values: 12 gpm of water at 60 °F (the
 * temperature of the ASHRAE friction charts) in Type L copper, 100 ft of pipe sized for at most
 * 4 ft of water per 100 ft (the usual design limit, ASHRAE Handbook—Fundamentals (2021), ch. 22),
 * with four standard elbows, two tees through the run and two ball valves. Metric values are round
 * numbers of their own (0.75 L/s, 30 m, 400 Pa/m, 15 °C), not conversions of the Imperial ones.
 * The values are the `default`s of `PIPE_FIELD_SPECS`.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input (Darcy–Weisbach, no equipment).
 * @example defaultPipeInput('Metric').frictionRate //=> 400
 */
export function defaultPipeInput(unitSystem: UnitSystem): PipeInput {
  return PipeInputSchema.parse(fieldDefaults(PIPE_FIELD_SPECS, unitSystem));
}
