import { fieldDefaults } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/index.js';
import { FAN_FIELD_SPECS } from './fields.js';
import { FanInputSchema } from './schema.js';
import type { FanInput } from './schema.js';

/**
 * A typical air-handler supply fan, for a form's initial values: 10,000 cfm at 2 in. wg fan static
 * pressure (5000 L/s at 500 Pa in Metric) with a 65 % total efficiency, a 4 ft² (0.4 m²) outlet,
 * direct drive, a 90 % motor and no sizing margin. Metric values are round numbers of their own, not
 * conversions of the Imperial ones. No speed or diameter change is entered. The values are the
 * `default`s of `FAN_FIELD_SPECS`.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultFanInput('Metric').airflow //=> 5000
 */
export function defaultFanInput(unitSystem: UnitSystem): FanInput {
  return FanInputSchema.parse(fieldDefaults(FAN_FIELD_SPECS, unitSystem));
}
