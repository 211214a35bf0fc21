import { assertFinite, assertNonNegative } from '../_lib/assert.js';
import { AIR_LATENT_FACTOR_W_PER_M3S, AIR_SENSIBLE_FACTOR_W_PER_M3S_K } from './constants.js';

/**
 * Sensible heat carried by a flow of standard outdoor air (ventilation or infiltration) brought to
 * the indoor temperature: q_s = C_s·Q·ΔT, with C_s the standard-air factor 1.08 Btu/h per cfm·°F
 * (1.2072 W per L/s·K).
 *
 * @param flowM3s - Outdoor airflow, m³/s. Must be ≥ 0.
 * @param deltaTK - Temperature difference, K (outdoor − indoor for a gain); may be negative.
 * @returns Sensible heat rate, W, with the sign of `deltaTK`.
 * @throws {RangeError} If the flow is negative or a value is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Infiltration and Ventilation Heat Gain"
 *   (q_s = C_s·Q·Δt); C_s = 60 × 0.075 × 0.24 = 1.08 Btu/h·cfm·°F for standard dry air.
 * @example airSensibleHeatRateW(0.1, 10) //=> 1207.19 (100 L/s over 10 K)
 */
export function airSensibleHeatRateW(flowM3s: number, deltaTK: number): number {
  assertNonNegative(flowM3s, 'flowM3s');
  assertFinite(deltaTK, 'deltaTK');
  return AIR_SENSIBLE_FACTOR_W_PER_M3S_K * flowM3s * deltaTK;
}

/**
 * Latent heat carried by a flow of standard outdoor air whose moisture must be removed (or added) to
 * reach the indoor humidity ratio: q_l = C_l·Q·ΔW, with C_l = 4840 Btu/h per cfm per lb/lb
 * (3005.6 W per L/s per kg/kg).
 *
 * @param flowM3s - Outdoor airflow, m³/s. Must be ≥ 0.
 * @param deltaHumidityRatio - W_outdoor − W_indoor, kg water/kg dry air (= lb/lb); may be negative.
 * @returns Latent heat rate, W, with the sign of `deltaHumidityRatio`.
 * @throws {RangeError} If the flow is negative or a value is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Infiltration and Ventilation Heat Gain"
 *   (q_l = C_l·Q·ΔW, C_l = 4840 Btu/h·cfm).
 * @example airLatentHeatRateW(0.1, 0.005) //=> 1502.8 (100 L/s with ΔW = 5 g/kg)
 */
export function airLatentHeatRateW(flowM3s: number, deltaHumidityRatio: number): number {
  assertNonNegative(flowM3s, 'flowM3s');
  assertFinite(deltaHumidityRatio, 'deltaHumidityRatio');
  return AIR_LATENT_FACTOR_W_PER_M3S * flowM3s * deltaHumidityRatio;
}
