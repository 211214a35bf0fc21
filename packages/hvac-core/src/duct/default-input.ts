import type { UnitSystem } from '../units/index.js';
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
 * (2) for a switch to a rectangular duct.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input without fittings.
 * @example defaultDuctInput('Metric').airflow //=> 500
 */
export function defaultDuctInput(unitSystem: UnitSystem): DuctInput {
  const common = {
    calculationName: '',
    ductShape: 'round',
    aspectRatio: 2,
    sizingMethod: 'friction',
    fittings: [],
    material: 'galvanizedSteel',
    altitude: 0,
    application: 'main',
    roundingMode: 'standard',
  } as const;
  if (unitSystem === 'Metric') {
    return {
      ...common,
      fittings: [],
      unitSystem,
      airflow: 500,
      targetFriction: 1,
      targetVelocity: 5,
      ductLength: 30,
      airTemperature: 20,
    };
  }
  return {
    ...common,
    fittings: [],
    unitSystem,
    airflow: 1000,
    targetFriction: 0.1,
    targetVelocity: 1000,
    ductLength: 100,
    airTemperature: 68,
  };
}
