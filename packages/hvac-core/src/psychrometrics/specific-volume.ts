import { GAS_CONSTANT_DRY_AIR_J_KGK, KELVIN_OFFSET } from '../constants.js';
import { assertPositive } from '../_lib/assert.js';
import {
  GAS_CONSTANT_DRY_AIR_FT_LBF_LBR,
  RANKINE_OFFSET,
  SPECIFIC_VOLUME_VAPOUR_FACTOR,
  SQUARE_INCHES_PER_SQUARE_FOOT,
} from './constants.js';
import { assertHumidityRatio } from './humidity-ratio.js';

/**
 * Specific volume of moist air per unit mass of dry air (perfect-gas mixture).
 *
 * @param dryBulbC - Dry-bulb temperature, °C. Must be above −273.15 °C.
 * @param humidityRatio - Humidity ratio W, kg/kg. Must be ≥ 0.
 * @param pressurePa - Total pressure, Pa. Must be > 0.
 * @returns Specific volume v, m³ per kg of dry air.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 26 and 28: v = Rda T (1 + 1.607858 W) / p.
 * @example moistAirSpecificVolumeM3Kg(30, 0.02, 95461) //=> 0.94086
 */
export function moistAirSpecificVolumeM3Kg(
  dryBulbC: number,
  humidityRatio: number,
  pressurePa: number,
): number {
  assertPositive(dryBulbC + KELVIN_OFFSET, 'absolute temperature (dryBulbC + 273.15)');
  assertHumidityRatio(humidityRatio);
  assertPositive(pressurePa, 'pressurePa');
  return (
    (GAS_CONSTANT_DRY_AIR_J_KGK *
      (dryBulbC + KELVIN_OFFSET) *
      (1 + SPECIFIC_VOLUME_VAPOUR_FACTOR * humidityRatio)) /
    pressurePa
  );
}

/**
 * Specific volume of moist air in I-P units (Rda = 53.350 ft·lbf/lb·°R; 53.350/144 = 0.370486).
 *
 * @param dryBulbF - Dry-bulb temperature, °F.
 * @param humidityRatio - Humidity ratio W, lb/lb. Must be ≥ 0.
 * @param pressurePsi - Total pressure, psia. Must be > 0.
 * @returns Specific volume v, ft³ per lb of dry air.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 26 and 28.
 * @example moistAirSpecificVolumeFt3Lb(86, 0.02, 14.175) //=> 14.7206
 */
export function moistAirSpecificVolumeFt3Lb(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsi: number,
): number {
  assertPositive(dryBulbF + RANKINE_OFFSET, 'absolute temperature (dryBulbF + 459.67)');
  assertHumidityRatio(humidityRatio);
  assertPositive(pressurePsi, 'pressurePsi');
  return (
    (GAS_CONSTANT_DRY_AIR_FT_LBF_LBR *
      (dryBulbF + RANKINE_OFFSET) *
      (1 + SPECIFIC_VOLUME_VAPOUR_FACTOR * humidityRatio)) /
    (SQUARE_INCHES_PER_SQUARE_FOOT * pressurePsi)
  );
}

/**
 * Density of moist air: total mass (dry air plus vapour) per unit volume.
 *
 * @param dryBulbC - Dry-bulb temperature, °C.
 * @param humidityRatio - Humidity ratio W, kg/kg. Must be ≥ 0.
 * @param pressurePa - Total pressure, Pa. Must be > 0.
 * @returns Density ρ, kg/m³.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 11 (ρ = (1 + W)/v) with v from eq. 28.
 * @example moistAirDensityKgM3(30, 0.02, 95461) //=> 1.08412
 */
export function moistAirDensityKgM3(
  dryBulbC: number,
  humidityRatio: number,
  pressurePa: number,
): number {
  return (1 + humidityRatio) / moistAirSpecificVolumeM3Kg(dryBulbC, humidityRatio, pressurePa);
}

/**
 * Density of moist air in I-P units.
 *
 * @param dryBulbF - Dry-bulb temperature, °F.
 * @param humidityRatio - Humidity ratio W, lb/lb. Must be ≥ 0.
 * @param pressurePsi - Total pressure, psia. Must be > 0.
 * @returns Density ρ, lb/ft³.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 11 with eq. 28.
 * @example moistAirDensityLbFt3(86, 0.02, 14.175) //=> 0.069291
 */
export function moistAirDensityLbFt3(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsi: number,
): number {
  return (1 + humidityRatio) / moistAirSpecificVolumeFt3Lb(dryBulbF, humidityRatio, pressurePsi);
}
