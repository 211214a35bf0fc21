import type { UnitSystem } from '../units/index.js';
import { fieldDefaults } from '../_lib/field-spec.js';
import { DUCT_FIELD_SPECS } from './fields.js';
import { DuctInputSchema } from './schema.js';
import type { DuctInput } from './schema.js';

/** The input fields a saved duct file stores, the spec's first (spec §3 "Duct"), then the engine's. */
export const DUCT_INPUT_FIELDS = [
  'calculationName',
  'unitSystem',
  'airflow',
  'ductShape',
  'aspectRatio',
  'sizingMethod',
  'targetVelocity',
  'targetFriction',
  'ductLength',
  'fittings',
  'material',
  'airTemperature',
  'altitude',
  'application',
  'roundingMode',
  'frictionRateDesign',
] as const;

export type DuctInputField = (typeof DUCT_INPUT_FIELDS)[number];

/**
 * A new duct calculation, for a form's initial values: a round galvanized-steel main duct at
 * standard air (68 °F / 20 °C at sea level), sized by equal friction. Imperial: 1000 cfm at
 * 0.10 in. wg/100 ft over 100 ft (the usual design friction rate); Metric: 500 L/s at 1 Pa/m over
 * 30 m. Metric values are round numbers of their own, not conversions of the Imperial ones. The
 * velocity target (1000 fpm, 5 m/s) is there for a switch to the velocity method; the aspect ratio
 * (2) for a switch to a rectangular duct. The values are the `default`s of `DUCT_FIELD_SPECS`.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input without fittings.
 * @example defaultDuctInput('Metric').airflow //=> 500
 */
export function defaultDuctInput(unitSystem: UnitSystem): DuctInput {
  return DuctInputSchema.parse(fieldDefaults(DUCT_FIELD_SPECS, unitSystem));
}
