import { assertNonNegative, assertPositive } from '../_lib/assert.js';

/** Seconds in an hour: air changes per hour are volumes per 3600 s. */
const SECONDS_PER_HOUR = 3600;

/**
 * Airflow that changes the air of a room a given number of times per hour:
 * Q = ACH × V / 3600 (m³/s from m³), i.e. Q = ACH × V / 60 in cfm from ft³.
 *
 * @param airChangesPerHour - Air changes per hour, 1/h. Must be ≥ 0.
 * @param volumeM3 - Room volume, m³. Must be ≥ 0.
 * @returns Airflow, m³/s.
 * @throws {RangeError} If an argument is negative or not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 16 "Ventilation and Infiltration", air change rate
 *   (I = Q/V, air changes per hour)
 * @example airflowFromAirChangesM3s(6, 100) //=> 0.16667 (m³/s; 600 m³/h)
 */
export function airflowFromAirChangesM3s(airChangesPerHour: number, volumeM3: number): number {
  assertNonNegative(airChangesPerHour, 'airChangesPerHour');
  assertNonNegative(volumeM3, 'volumeM3');
  return (airChangesPerHour * volumeM3) / SECONDS_PER_HOUR;
}

/**
 * Air changes per hour that an airflow gives a room, the inverse of `airflowFromAirChangesM3s`:
 * ACH = 3600 × Q / V.
 *
 * @param airflowM3s - Airflow, m³/s. Must be ≥ 0.
 * @param volumeM3 - Room volume, m³. Must be > 0.
 * @returns Air changes per hour, 1/h.
 * @throws {RangeError} If the airflow is negative, the volume not above 0, or either not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 16 "Ventilation and Infiltration", air change rate
 * @example airChangesFromAirflow(0.16667, 100) //=> 6.0
 */
export function airChangesFromAirflow(airflowM3s: number, volumeM3: number): number {
  assertNonNegative(airflowM3s, 'airflowM3s');
  assertPositive(volumeM3, 'volumeM3');
  return (airflowM3s * SECONDS_PER_HOUR) / volumeM3;
}
