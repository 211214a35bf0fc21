import { assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import { HOURS_PER_DAY } from './constants.js';

/**
 * Annual heat a building needs by the degree-day method: E = 24·DD·(q_design/Δt_design)·C_D, the
 * design heat loss per degree of design temperature difference (the building's UA) times the
 * degree-hours of the season. C_D corrects degree-days taken at a base (65 °F / 18.3 °C) other than
 * the building's balance point: internal and solar gains make real use lower than the plain product.
 *
 * @param designHeatLossW - Design heat loss, W. Must be ≥ 0.
 * @param designTemperatureDifferenceK - Indoor minus outdoor design temperature, K. Must be > 0.
 * @param heatingDegreeDaysKDay - Heating degree-days, K·day (°F·day ÷ 1.8). Must be ≥ 0.
 * @param correctionFactor - C_D, 0.1 to 2 (1 with degree-days at the balance-point temperature).
 * @returns Annual heat delivered to the building, kWh.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods",
 *   "Degree-day and bin methods" (variable-base degree-day method, E = 24·DD·q/Δt·C_D/η); the C_D
 *   correction of ASHRAE Handbook—Fundamentals (1989), ch. 28, fig. 1
 * @example degreeDayHeatingEnergyKwh(10_000, 30, 3000, 1) //=> 24 000
 */
export function degreeDayHeatingEnergyKwh(
  designHeatLossW: number,
  designTemperatureDifferenceK: number,
  heatingDegreeDaysKDay: number,
  correctionFactor: number,
): number {
  assertNonNegative(designHeatLossW, 'designHeatLossW');
  assertPositive(designTemperatureDifferenceK, 'designTemperatureDifferenceK');
  assertNonNegative(heatingDegreeDaysKDay, 'heatingDegreeDaysKDay');
  assertInRange(correctionFactor, 'correctionFactor', 0.1, 2);
  const uaWPerK = designHeatLossW / designTemperatureDifferenceK;
  return (HOURS_PER_DAY * heatingDegreeDaysKDay * uaWPerK * correctionFactor) / 1000;
}

/**
 * Annual energy from a design capacity and equivalent full-load hours: E = q·EFLH.
 *
 * @param capacityW - Design load or capacity, W. Must be ≥ 0.
 * @param fullLoadHours - Equivalent full-load hours per year, 0 to 8760.
 * @returns Annual energy, kWh.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 19 (equivalent full-load hours); AHRI 210/240
 *   (cooling hours behind the SEER rating)
 * @example fullLoadHoursEnergyKwh(10_000, 1000) //=> 10 000
 */
export function fullLoadHoursEnergyKwh(capacityW: number, fullLoadHours: number): number {
  assertNonNegative(capacityW, 'capacityW');
  assertInRange(fullLoadHours, 'fullLoadHours', 0, 8760);
  return (capacityW * fullLoadHours) / 1000;
}
