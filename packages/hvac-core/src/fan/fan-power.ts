import { assertFinite, assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';

/**
 * Air power of a fan: the power it gives the air, P_air = Q · p. With the fan total pressure it is
 * the total air power; with the fan static pressure, the static air power. In I-P units this is the
 * familiar air horsepower = cfm × in. wg / 6356 (the constant rests on water at about 68 °F; with the
 * conventional inch of water used here, 249.09 Pa, the divisor is 6343, 0.2 % apart).
 *
 * @param flowM3s - Airflow through the fan, m³/s. Must be ≥ 0.
 * @param pressurePa - Fan total (or static) pressure, Pa.
 * @returns Air power, W.
 * @throws {RangeError} If an argument is not finite or the flow is negative.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans" (fan total and static efficiency); ANSI/AMCA 210-16 (air power)
 * @example fanAirPowerW(4.719_474, 498.178) //=> 2351.1 (10,000 cfm at 2 in. wg)
 */
export function fanAirPowerW(flowM3s: number, pressurePa: number): number {
  assertNonNegative(flowM3s, 'flowM3s');
  assertFinite(pressurePa, 'pressurePa');
  return flowM3s * pressurePa;
}

/**
 * Fan efficiency from a measured or catalogue shaft (brake) power: η = Q · p / P_shaft. With the fan
 * total pressure it is the total efficiency ηt; with the fan static pressure, the static efficiency
 * ηs (always the smaller, since p_s = p_t − p_v).
 *
 * @param flowM3s - Airflow, m³/s. Must be ≥ 0.
 * @param pressurePa - Fan total (or static) pressure, Pa.
 * @param shaftPowerW - Power at the fan shaft, W. Must be > 0.
 * @returns Efficiency as a fraction (0.65 for 65 %).
 * @throws {RangeError} If an argument is not finite, the flow negative or the power not positive.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans" (fan total and static efficiency); ANSI/AMCA 210-16 (air power)
 * @example fanEfficiency(9.438_948, 2490.89, 29_828) //=> 0.788 (20,000 cfm, 10 in. wg, 40 hp)
 */
export function fanEfficiency(flowM3s: number, pressurePa: number, shaftPowerW: number): number {
  assertPositive(shaftPowerW, 'shaftPowerW');
  return fanAirPowerW(flowM3s, pressurePa) / shaftPowerW;
}

/**
 * Fan shaft (brake) power from the duty and an efficiency: P_shaft = Q · p / η. In I-P units,
 * bhp = cfm × in. wg / (6356 × η). Use the total pressure with the total efficiency, or the static
 * pressure with the static efficiency, as the fan's catalogue gives them.
 *
 * @param flowM3s - Airflow, m³/s. Must be ≥ 0.
 * @param pressurePa - Fan total (or static) pressure, Pa.
 * @param efficiencyPercent - Fan efficiency on the same basis, % (1–100).
 * @returns Shaft power, W.
 * @throws {RangeError} If an argument is not finite, the flow negative or the efficiency outside 1–100 %.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans" (fan total and static efficiency); ANSI/AMCA 210-16 (air power)
 * @example fanShaftPowerW(9.438_948, 995.43, 72) //=> 13_049 (20,000 cfm, 4 in. wg, 72 %: 17.5 hp)
 */
export function fanShaftPowerW(
  flowM3s: number,
  pressurePa: number,
  efficiencyPercent: number,
): number {
  assertInRange(efficiencyPercent, 'efficiencyPercent', 1, 100);
  return fanAirPowerW(flowM3s, pressurePa) / (efficiencyPercent / 100);
}
