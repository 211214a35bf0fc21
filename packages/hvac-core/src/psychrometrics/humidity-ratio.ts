import { assertFinite } from '../_lib/assert.js';
import { MOLAR_MASS_RATIO_WATER_DRY_AIR } from './constants.js';
import { PsychrometricRangeError, assertFieldInRange, formatForMessage } from './errors.js';
import { saturationVaporPressurePa } from './saturation-pressure.js';

/**
 * Humidity ratio of moist air from the partial pressure of its water vapour. The equation is a ratio
 * of pressures, so any pressure unit works as long as both arguments use it.
 *
 * @param vaporPressurePa - Partial pressure of water vapour pw, Pa (or psia, with pressure in psia). Must be ≥ 0 and below `pressurePa`.
 * @param pressurePa - Total (barometric) pressure p, Pa (or psia). Must be > 0.
 * @returns Humidity ratio W, kg water per kg dry air (same as lb/lb).
 * @throws {PsychrometricRangeError} If pw is negative or not below p (the air would be all vapour).
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 20: W = 0.621945 pw / (p − pw).
 * @example humidityRatioFromVaporPressurePa(3169.7, 95461) //=> 0.021360
 */
export function humidityRatioFromVaporPressurePa(
  vaporPressurePa: number,
  pressurePa: number,
): number {
  assertFinite(vaporPressurePa, 'vaporPressurePa');
  assertFinite(pressurePa, 'pressurePa');
  if (vaporPressurePa < 0) {
    throw new PsychrometricRangeError(
      'vaporPressure',
      `Vapour pressure must be 0 or more, got ${formatForMessage(vaporPressurePa, 6)}.`,
    );
  }
  if (!(vaporPressurePa < pressurePa)) {
    throw new PsychrometricRangeError(
      'vaporPressure',
      `Vapour pressure (${formatForMessage(vaporPressurePa, 6)}) must be below the total pressure (${formatForMessage(pressurePa, 6)}): water would boil at this temperature and pressure.`,
    );
  }
  return (MOLAR_MASS_RATIO_WATER_DRY_AIR * vaporPressurePa) / (pressurePa - vaporPressurePa);
}

/**
 * Partial pressure of water vapour from the humidity ratio (eq. 20 solved for pw). Any pressure unit.
 *
 * @param humidityRatio - Humidity ratio W, kg/kg (or lb/lb). Must be ≥ 0.
 * @param pressurePa - Total pressure p, Pa (or psia). Must be > 0.
 * @returns Vapour pressure pw, in the unit of `pressurePa`.
 * @throws {PsychrometricRangeError} If W is negative or not finite.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 20: pw = p W / (0.621945 + W).
 * @example vaporPressureFromHumidityRatioPa(0.021360, 95461) //=> 3169.7
 */
export function vaporPressureFromHumidityRatioPa(
  humidityRatio: number,
  pressurePa: number,
): number {
  assertFinite(pressurePa, 'pressurePa');
  assertHumidityRatio(humidityRatio);
  return (pressurePa * humidityRatio) / (MOLAR_MASS_RATIO_WATER_DRY_AIR + humidityRatio);
}

/**
 * Humidity ratio of saturated air at a temperature and pressure.
 *
 * @param dryBulbC - Dry-bulb temperature, °C, within −100…200 °C.
 * @param pressurePa - Total pressure, Pa. Must exceed the saturation pressure at `dryBulbC`.
 * @returns Saturation humidity ratio Ws, kg/kg.
 * @throws {PsychrometricRangeError} If the temperature is at or above the boiling point at this pressure.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 21: Ws = 0.621945 pws / (p − pws).
 * @example saturationHumidityRatio(25, 101325) //=> 0.020081 (ASHRAE F 2017 ch. 1 table 2: 0.020173 with the enhancement factor)
 */
export function saturationHumidityRatio(dryBulbC: number, pressurePa: number): number {
  return humidityRatioFromVaporPressurePa(saturationVaporPressurePa(dryBulbC), pressurePa);
}

/**
 * Humidity ratio of moist air from its dry-bulb temperature and relative humidity.
 *
 * @param dryBulbC - Dry-bulb temperature, °C, within −100…200 °C.
 * @param relativeHumidity01 - Relative humidity φ as a fraction, 0…1.
 * @param pressurePa - Total (barometric) pressure, Pa. Must be > 0.
 * @returns Humidity ratio W, kg water per kg dry air.
 * @throws {PsychrometricRangeError} If φ is outside 0…1, or the vapour pressure φ·pws reaches p.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 22 (pw = φ pws) and eq. 20.
 * @example humidityRatioFromRelativeHumidity(24, 0.5, 101325) //=> 0.0092985
 */
export function humidityRatioFromRelativeHumidity(
  dryBulbC: number,
  relativeHumidity01: number,
  pressurePa: number,
): number {
  assertFieldInRange(
    relativeHumidity01,
    'relativeHumidity',
    'Relative humidity (fraction)',
    0,
    1,
    '',
  );
  return humidityRatioFromVaporPressurePa(
    relativeHumidity01 * saturationVaporPressurePa(dryBulbC),
    pressurePa,
  );
}

/** Throws a PsychrometricRangeError unless W is a finite number ≥ 0. */
export function assertHumidityRatio(humidityRatio: number): void {
  if (!Number.isFinite(humidityRatio) || humidityRatio < 0) {
    throw new PsychrometricRangeError(
      'humidityRatio',
      `Humidity ratio must be a number of 0 or more, got ${formatForMessage(humidityRatio, 6)}.`,
    );
  }
}
