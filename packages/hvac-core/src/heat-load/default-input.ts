import { fieldDefaults } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/index.js';
import { HEAT_LOAD_FIELD_SPECS } from './fields.js';
import { HeatLoadInputSchema } from './schema.js';
import type { HeatLoadInput } from './schema.js';

/**
 * A typical small office, for a form's initial values: three people at moderately active office
 * work in about 300 ft² (28 m²), a 9 ft (2.7 m) ceiling, an insulated wall with a south window, a
 * roof above, summer design conditions of 95 °F / 40 % outdoors and 75 °F / 50 % indoors
 * (35 °C and 24 °C in Metric), lighting about 1 W/ft² (10 W/m²) and ventilation to ASHRAE 62.1
 * office rates. Metric values are round numbers of their own, not conversions of the Imperial ones.
 * The values are the `default`s of `HEAT_LOAD_FIELD_SPECS`.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input in Cooling mode.
 * @example defaultHeatLoadInput('Metric').indoorTemp //=> 24
 */
export function defaultHeatLoadInput(unitSystem: UnitSystem): HeatLoadInput {
  return HeatLoadInputSchema.parse(fieldDefaults(HEAT_LOAD_FIELD_SPECS, unitSystem));
}
