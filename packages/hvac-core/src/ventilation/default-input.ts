import { fieldDefaults } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/index.js';
import { VENTILATION_FIELD_SPECS } from './fields.js';
import { VentilationInputSchema } from './schema.js';
import type { VentilationInput } from './schema.js';

/**
 * A typical private office, for a form's initial values: 12 × 15 ft with a 9 ft ceiling (3.6 × 4.5 m,
 * 2.7 m in Metric) at 6 air changes per hour, the low end of the usual office range; the 62.1 fields
 * start at office space with ceiling supply of cool air (Ez = 1.0) and the default occupant density;
 * the hood fields at a 10 ft (3 m) wall-mounted canopy over medium-duty appliances.
 * Metric values are round numbers of their own, not conversions of the Imperial ones. The values are
 * the `default`s of `VENTILATION_FIELD_SPECS`.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input in mode `airChanges`.
 * @example defaultVentilationInput('Metric').roomHeight //=> 2.7
 */
export function defaultVentilationInput(unitSystem: UnitSystem): VentilationInput {
  return VentilationInputSchema.parse(fieldDefaults(VENTILATION_FIELD_SPECS, unitSystem));
}
