import { assertFinite, assertInRange, assertNonNegative } from '../_lib/assert.js';

/**
 * Hydraulic (water) power a pump gives the liquid, P = Q · Δp = ρ · g · Q · H. In US units this is
 * the familiar whp = gpm · ft · SG / 3960.
 *
 * @param flowM3S - Flow, m³/s. Must be ≥ 0.
 * @param pressureRisePa - Pressure rise across the pump (total dynamic head as a pressure), Pa.
 * @returns Hydraulic power, W (negative if the pressure rise is).
 * @throws {RangeError} If an argument is not finite or the flow is negative.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps" (water power
 *   Pw = Q·H/3960 in I-P units); Hydraulic Institute, ANSI/HI 1.3 (pump power)
 * @example hydraulicPowerW(0.0063090, 149_300) //=> 941.9 (100 gpm at 50 ft of water)
 */
export function hydraulicPowerW(flowM3S: number, pressureRisePa: number): number {
  assertNonNegative(flowM3S, 'flowM3S');
  assertFinite(pressureRisePa, 'pressureRisePa');
  return flowM3S * pressureRisePa;
}

/**
 * Power at a shaft or terminal from the power out and the efficiency: P_in = P_out / η. Used twice:
 * pump shaft (brake) power = hydraulic power / pump efficiency; motor input = shaft power / motor
 * efficiency.
 *
 * @param outputPowerW - Power delivered, W.
 * @param efficiencyPercent - Efficiency, % (1–100).
 * @returns Power required, W.
 * @throws {RangeError} If the efficiency is outside 1–100 % or the power is not finite.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 (brake horsepower = water power / ηp)
 * @example inputPowerW(941.9, 70) //=> 1345.6
 */
export function inputPowerW(outputPowerW: number, efficiencyPercent: number): number {
  assertFinite(outputPowerW, 'outputPowerW');
  assertInRange(efficiencyPercent, 'efficiencyPercent', 1, 100);
  return outputPowerW / (efficiencyPercent / 100);
}
