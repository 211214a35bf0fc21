import { assertPositive } from '../_lib/assert.js';
import { MOLAR_MASS_RATIO_WATER_DRY_AIR } from './constants.js';
import { assertHumidityRatio, vaporPressureFromHumidityRatioPa } from './humidity-ratio.js';
import { saturationVaporPressurePa, saturationVaporPressurePsi } from './saturation-pressure.js';

/**
 * Relative humidity of moist air: its vapour pressure over the saturation pressure at its dry bulb.
 * Values above 1 mean a supersaturated (impossible) state; callers decide.
 *
 * @param dryBulbC - Dry-bulb temperature, °C, within −100…200 °C.
 * @param humidityRatio - Humidity ratio W, kg/kg. Must be ≥ 0.
 * @param pressurePa - Total pressure, Pa. Must be > 0.
 * @returns Relative humidity φ as a fraction (0 for dry air, 1 at saturation).
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 22 (φ = pw/pws) with eq. 20 for pw.
 * @example relativeHumidityFromHumidityRatio(25, 0.00988, 101325) //=> 0.49995
 */
export function relativeHumidityFromHumidityRatio(
  dryBulbC: number,
  humidityRatio: number,
  pressurePa: number,
): number {
  assertPositive(pressurePa, 'pressurePa');
  return (
    vaporPressureFromHumidityRatioPa(humidityRatio, pressurePa) /
    saturationVaporPressurePa(dryBulbC)
  );
}

/**
 * Relative humidity in I-P units (eq. 22 with the I-P saturation pressure).
 *
 * @param dryBulbF - Dry-bulb temperature, °F, within −148…392 °F.
 * @param humidityRatio - Humidity ratio W, lb/lb. Must be ≥ 0.
 * @param pressurePsi - Total pressure, psia. Must be > 0.
 * @returns Relative humidity φ as a fraction.
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 22.
 * @example relativeHumidityFromHumidityRatioIp(77, 0.00988, 14.696) //=> 0.49995
 */
export function relativeHumidityFromHumidityRatioIp(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsi: number,
): number {
  assertPositive(pressurePsi, 'pressurePsi');
  return (
    vaporPressureFromHumidityRatioPa(humidityRatio, pressurePsi) /
    saturationVaporPressurePsi(dryBulbF)
  );
}

/** μ = W/Ws, with Ws from a saturation pressure in the unit of `pressure`. */
export function degreeOfSaturationFromPressures(
  humidityRatio: number,
  saturationPressure: number,
  pressure: number,
): number {
  if (saturationPressure >= pressure) return 0;
  const saturationRatio =
    (MOLAR_MASS_RATIO_WATER_DRY_AIR * saturationPressure) / (pressure - saturationPressure);
  return humidityRatio / saturationRatio;
}

/**
 * Degree of saturation: the humidity ratio over the saturation humidity ratio at the same
 * temperature and pressure. Above the boiling point at this pressure Ws is unbounded and μ is 0.
 *
 * @param dryBulbC - Dry-bulb temperature, °C, within −100…200 °C.
 * @param humidityRatio - Humidity ratio W, kg/kg. Must be ≥ 0.
 * @param pressurePa - Total pressure, Pa. Must be > 0.
 * @returns Degree of saturation μ (0 for dry air, 1 at saturation).
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see ASHRAE Handbook—Fundamentals (2009), ch. 1, eq. 12: μ = W/Ws (the 2017 edition keeps the
 *   term but drops the numbered definition).
 * @example degreeOfSaturation(25, 0.00988, 101325) //=> 0.4920
 */
export function degreeOfSaturation(
  dryBulbC: number,
  humidityRatio: number,
  pressurePa: number,
): number {
  assertPositive(pressurePa, 'pressurePa');
  assertHumidityRatio(humidityRatio);
  return degreeOfSaturationFromPressures(
    humidityRatio,
    saturationVaporPressurePa(dryBulbC),
    pressurePa,
  );
}

/**
 * Degree of saturation in I-P units.
 *
 * @param dryBulbF - Dry-bulb temperature, °F, within −148…392 °F.
 * @param humidityRatio - Humidity ratio W, lb/lb. Must be ≥ 0.
 * @param pressurePsi - Total pressure, psia. Must be > 0.
 * @returns Degree of saturation μ.
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see ASHRAE Handbook—Fundamentals (2009), I-P edition, ch. 1, eq. 12.
 * @example degreeOfSaturationIp(77, 0.00988, 14.696) //=> 0.4920
 */
export function degreeOfSaturationIp(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsi: number,
): number {
  assertPositive(pressurePsi, 'pressurePsi');
  assertHumidityRatio(humidityRatio);
  return degreeOfSaturationFromPressures(
    humidityRatio,
    saturationVaporPressurePsi(dryBulbF),
    pressurePsi,
  );
}
