import { assertFinite, assertNonNegative } from '../_lib/assert.js';

/**
 * Steady-state heat flow through a building surface (wall, window, roof) for an air-to-air design
 * temperature difference: q = U·A·ΔT. A positive ΔT gives a positive load in the sense the caller
 * chose (heat gain in cooling with ΔT = t_o − t_i, heat loss in heating with ΔT = t_i − t_o).
 *
 * For cooling this is the steady-state simplification: it leaves out the sol-air temperature and the
 * time lag of heavy constructions that the RTS method of ch. 18 accounts for.
 *
 * @param uValueWm2K - Overall heat-transfer coefficient (U-factor), W/m²·K. Must be ≥ 0.
 * @param areaM2 - Surface area, m². Must be ≥ 0.
 * @param deltaTK - Design temperature difference, K; may be negative (a heat flow the other way).
 * @returns Heat flow, W, with the sign of `deltaTK`.
 * @throws {RangeError} If U or A is negative or a value is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 25, "Heat Transfer" (q = U·A·Δt with the overall
 *   coefficient U) and ch. 18, "Heating Load Calculations" (transmission loss q = U·A·(t_i − t_o)).
 * @example conductionHeatRateW(0.5, 10, 20) //=> 100
 */
export function conductionHeatRateW(uValueWm2K: number, areaM2: number, deltaTK: number): number {
  assertNonNegative(uValueWm2K, 'uValueWm2K');
  assertNonNegative(areaM2, 'areaM2');
  assertFinite(deltaTK, 'deltaTK');
  return uValueWm2K * areaM2 * deltaTK;
}
