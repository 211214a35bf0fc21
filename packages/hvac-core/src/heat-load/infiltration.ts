import { assertNonNegative } from '../_lib/assert.js';
import { SECONDS_PER_HOUR } from './constants.js';

/**
 * Infiltration airflow from an air-change rate: Q = ACH·V / 3600 (in inch-pound units,
 * cfm = ACH·ft³ / 60).
 *
 * @param airChangesPerHour - Air changes per hour, 1/h. Must be ≥ 0.
 * @param volumeM3 - Room volume, m³. Must be ≥ 0.
 * @returns Airflow, m³/s.
 * @throws {RangeError} If a value is negative or not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 16, "Ventilation and Infiltration" (air change
 *   rate I = Q/V).
 * @example infiltrationAirflowM3s(0.5, 72) //=> 0.01 (10 L/s)
 */
export function infiltrationAirflowM3s(airChangesPerHour: number, volumeM3: number): number {
  assertNonNegative(airChangesPerHour, 'airChangesPerHour');
  assertNonNegative(volumeM3, 'volumeM3');
  return (airChangesPerHour * volumeM3) / SECONDS_PER_HOUR;
}
