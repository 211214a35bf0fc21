import { assertInRange, assertPositive } from '../_lib/assert.js';
import { BTU_PER_WATT_HOUR } from './constants.js';

/** Heating fuels and systems. */
export const HEATING_FUELS = [
  'naturalGas',
  'oil',
  'propane',
  'electricResistance',
  'heatPump',
] as const;
export type HeatingFuel = (typeof HEATING_FUELS)[number];

/** How a heating efficiency is stated. */
export const HEATING_RATINGS = ['afue', 'cop', 'hspf', 'hspf2'] as const;
export type HeatingRating = (typeof HEATING_RATINGS)[number];

/** How a cooling efficiency is stated. */
export const COOLING_RATINGS = ['seer', 'seer2', 'eer', 'eer2', 'cop'] as const;
export type CoolingRating = (typeof COOLING_RATINGS)[number];

/**
 * Seasonal efficiency of a heating system as delivered heat per unit of purchased energy (a COP for
 * electricity, a fraction for fuels): AFUE % → AFUE/100; COP as is; HSPF and HSPF2 (Btu/Wh) →
 * HSPF/3.412. Electric resistance is 1.
 *
 * @param fuel - The system's fuel.
 * @param rating - How `value` is stated ('afue' for fuels; 'cop', 'hspf' or 'hspf2' for heat pumps).
 * @param value - The rating's value. Must be > 0.
 * @returns Heat delivered per unit of fuel or electric energy (dimensionless).
 * @throws {RangeError} If the rating does not fit the fuel or the value is out of range.
 * @see AHRI 210/240-2023 (HSPF2, SEER2); 10 CFR 430 subpart B appendix N (AFUE); ASHRAE
 *   Handbook—HVAC Systems and Equipment (2020), ch. 33 (furnace AFUE) and ch. 49 (heat pumps)
 * @example seasonalHeatingEfficiency('heatPump', 'hspf', 8.5) //=> 2.49
 */
export function seasonalHeatingEfficiency(
  fuel: HeatingFuel,
  rating: HeatingRating,
  value: number,
): number {
  if (fuel === 'electricResistance') return 1;
  assertPositive(value, 'value');
  if (fuel === 'heatPump') {
    if (rating === 'cop') return assertRange(value, 'COP', 1, 8);
    if (rating === 'hspf' || rating === 'hspf2')
      return assertRange(value, rating.toUpperCase(), 3, 20) / BTU_PER_WATT_HOUR;
    throw new RangeError('A heat pump is rated by seasonal COP, HSPF or HSPF2, not AFUE.');
  }
  if (rating !== 'afue') throw new RangeError('A fuel-fired system is rated by AFUE (%).');
  return assertRange(value, 'AFUE', 50, 100) / 100;
}

/**
 * Cooling efficiency as a COP (W of cooling per W of electricity): SEER, SEER2, EER, EER2 (Btu/Wh)
 * divided by 3.412; COP as is.
 *
 * @param rating - 'seer', 'seer2', 'eer', 'eer2' or 'cop'.
 * @param value - The rating's value. Must be > 0.
 * @returns COP.
 * @throws {RangeError} If the value is out of range.
 * @see AHRI 210/240-2023 (SEER2, EER2), AHRI 210/240-2017 (SEER, EER); ASHRAE Handbook—
 *   Fundamentals (2021), ch. 19
 * @example coolingCop('seer', 14) //=> 4.10
 */
export function coolingCop(rating: CoolingRating, value: number): number {
  assertPositive(value, 'value');
  if (rating === 'cop') return assertRange(value, 'COP', 1, 12);
  return assertRange(value, rating.toUpperCase(), 5, 45) / BTU_PER_WATT_HOUR;
}

/**
 * EER estimated from SEER when only the seasonal rating is known (for a peak-demand estimate):
 * EER = −0.02·SEER² + 1.12·SEER.
 *
 * @param seer - SEER, Btu/Wh, 5 to 45.
 * @returns Estimated EER, Btu/Wh.
 * @throws {RangeError} If SEER is out of range.
 * @see Cutler, D., Winkler, J., Kruis, N., Christensen, C. and Brandemuehl, M. (2013), "Improved
 *   modeling of residential air conditioners and heat pumps for energy calculations", NREL/TP-5500-56354
 * @example eerFromSeer(14) //=> 11.76
 */
export function eerFromSeer(seer: number): number {
  assertInRange(seer, 'seer', 5, 45);
  return -0.02 * seer * seer + 1.12 * seer;
}

function assertRange(value: number, name: string, min: number, max: number): number {
  assertInRange(value, name, min, max);
  return value;
}
