import { SPECIFIC_HEAT_DRY_AIR_J_KGK } from '../constants.js';
import { assertFinite } from '../_lib/assert.js';
import { ENTHALPY_IP, ENTHALPY_SI, J_KG_PER_BTU_LB } from './constants.js';
import type { EnthalpyCoefficients } from './constants.js';
import { assertHumidityRatio } from './humidity-ratio.js';

/** SI enthalpy of dry air at 0 °F: 1006 J/kg·K × (0 °F − 0 °C). */
const DATUM_SHIFT_J_KG = SPECIFIC_HEAT_DRY_AIR_J_KGK * ((0 - 32) / 1.8);

function enthalpy(c: EnthalpyCoefficients, dryBulb: number, humidityRatio: number): number {
  return c.dryAir * dryBulb + humidityRatio * (c.vapourAtDatum + c.vapour * dryBulb);
}

/**
 * Specific enthalpy of moist air per unit mass of dry air. Datum: dry air and liquid water at 0 °C.
 *
 * @param dryBulbC - Dry-bulb temperature, °C.
 * @param humidityRatio - Humidity ratio W, kg/kg. Must be ≥ 0.
 * @returns Enthalpy h, J per kg of dry air.
 * @throws {RangeError} If an argument is not finite or W is negative.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 30: h = 1.006 t + W (2501 + 1.86 t) kJ/kg.
 * @example moistAirEnthalpyJKg(30, 0.02) //=> 81316
 */
export function moistAirEnthalpyJKg(dryBulbC: number, humidityRatio: number): number {
  assertFinite(dryBulbC, 'dryBulbC');
  assertHumidityRatio(humidityRatio);
  return enthalpy(ENTHALPY_SI, dryBulbC, humidityRatio);
}

/**
 * Specific enthalpy of moist air in I-P units. Datum: dry air at 0 °F and liquid water at 32 °F, so
 * the value differs from the SI enthalpy by more than a unit conversion (see `enthalpyJKgFromBtuLb`).
 *
 * @param dryBulbF - Dry-bulb temperature, °F.
 * @param humidityRatio - Humidity ratio W, lb/lb. Must be ≥ 0.
 * @returns Enthalpy h, Btu per lb of dry air.
 * @throws {RangeError} If an argument is not finite or W is negative.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 30: h = 0.240 t + W (1061 + 0.444 t).
 * @example moistAirEnthalpyBtuLb(86, 0.02) //=> 42.6237
 */
export function moistAirEnthalpyBtuLb(dryBulbF: number, humidityRatio: number): number {
  assertFinite(dryBulbF, 'dryBulbF');
  assertHumidityRatio(humidityRatio);
  return enthalpy(ENTHALPY_IP, dryBulbF, humidityRatio);
}

/**
 * Dry-bulb temperature of moist air from its enthalpy and humidity ratio (eq. 30 solved for t).
 *
 * @param enthalpyJKg - Enthalpy, J per kg of dry air.
 * @param humidityRatio - Humidity ratio W, kg/kg. Must be ≥ 0.
 * @returns Dry-bulb temperature, °C.
 * @throws {RangeError} If an argument is not finite or W is negative.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 30.
 * @example dryBulbFromEnthalpyC(81316, 0.02) //=> 30
 */
export function dryBulbFromEnthalpyC(enthalpyJKg: number, humidityRatio: number): number {
  assertFinite(enthalpyJKg, 'enthalpyJKg');
  assertHumidityRatio(humidityRatio);
  const c = ENTHALPY_SI;
  return (enthalpyJKg - c.vapourAtDatum * humidityRatio) / (c.dryAir + c.vapour * humidityRatio);
}

/**
 * Dry-bulb temperature from I-P enthalpy and humidity ratio (I-P eq. 30 solved for t).
 *
 * @param enthalpyBtuLb - Enthalpy, Btu per lb of dry air (I-P datum).
 * @param humidityRatio - Humidity ratio W, lb/lb. Must be ≥ 0.
 * @returns Dry-bulb temperature, °F.
 * @throws {RangeError} If an argument is not finite or W is negative.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 30.
 * @example dryBulbFromEnthalpyF(42.6237, 0.02) //=> 86
 */
export function dryBulbFromEnthalpyF(enthalpyBtuLb: number, humidityRatio: number): number {
  assertFinite(enthalpyBtuLb, 'enthalpyBtuLb');
  assertHumidityRatio(humidityRatio);
  const c = ENTHALPY_IP;
  return (enthalpyBtuLb - c.vapourAtDatum * humidityRatio) / (c.dryAir + c.vapour * humidityRatio);
}

/**
 * Humidity ratio of moist air from its enthalpy and dry-bulb temperature (eq. 30 solved for W).
 * The result is negative when the enthalpy is below that of dry air at `dryBulbC`; callers check.
 *
 * @param enthalpyJKg - Enthalpy, J per kg of dry air.
 * @param dryBulbC - Dry-bulb temperature, °C.
 * @returns Humidity ratio W, kg/kg (negative if the pair is impossible).
 * @throws {RangeError} If an argument is not finite.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 30.
 * @example humidityRatioFromEnthalpy(81316, 30) //=> 0.02
 */
export function humidityRatioFromEnthalpy(enthalpyJKg: number, dryBulbC: number): number {
  assertFinite(enthalpyJKg, 'enthalpyJKg');
  assertFinite(dryBulbC, 'dryBulbC');
  const c = ENTHALPY_SI;
  return (enthalpyJKg - c.dryAir * dryBulbC) / (c.vapourAtDatum + c.vapour * dryBulbC);
}

/**
 * Humidity ratio from I-P enthalpy and dry-bulb temperature (I-P eq. 30 solved for W).
 *
 * @param enthalpyBtuLb - Enthalpy, Btu per lb of dry air (I-P datum).
 * @param dryBulbF - Dry-bulb temperature, °F.
 * @returns Humidity ratio W, lb/lb (negative if the pair is impossible).
 * @throws {RangeError} If an argument is not finite.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 30.
 * @example humidityRatioFromEnthalpyIp(42.6237, 86) //=> 0.02
 */
export function humidityRatioFromEnthalpyIp(enthalpyBtuLb: number, dryBulbF: number): number {
  assertFinite(enthalpyBtuLb, 'enthalpyBtuLb');
  assertFinite(dryBulbF, 'dryBulbF');
  const c = ENTHALPY_IP;
  return (enthalpyBtuLb - c.dryAir * dryBulbF) / (c.vapourAtDatum + c.vapour * dryBulbF);
}

/**
 * Converts an I-P moist-air enthalpy to SI: Btu/lb to J/kg (× 2326), then moves the datum of the dry
 * air from 0 °F to 0 °C (− 1006 J/kg·K × 17.78 K). The water datum (liquid at 32 °F = 0 °C) is the
 * same in both editions. Because the editions round their coefficients separately, the converted
 * value agrees with eq. 30 in SI to about 0.1 %, not exactly.
 *
 * @param enthalpyBtuLb - Enthalpy, Btu per lb of dry air (I-P datum).
 * @returns Enthalpy, J per kg of dry air (SI datum).
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 30 (SI and I-P editions).
 * @example enthalpyJKgFromBtuLb(0) //=> -17884.4 (dry air at 0 °F)
 */
export function enthalpyJKgFromBtuLb(enthalpyBtuLb: number): number {
  return enthalpyBtuLb * J_KG_PER_BTU_LB + DATUM_SHIFT_J_KG;
}

/**
 * Converts an SI moist-air enthalpy (J/kg, 0 °C datum) to I-P (Btu/lb, 0 °F dry-air datum); the
 * inverse of `enthalpyJKgFromBtuLb`.
 *
 * @param enthalpyJKg - Enthalpy, J per kg of dry air (SI datum).
 * @returns Enthalpy, Btu per lb of dry air (I-P datum).
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 30 (SI and I-P editions).
 * @example enthalpyBtuLbFromJKg(0) //=> 7.689 (dry air at 0 °C: 1006 J/kg·K × 17.78 K in Btu/lb)
 */
export function enthalpyBtuLbFromJKg(enthalpyJKg: number): number {
  return (enthalpyJKg - DATUM_SHIFT_J_KG) / J_KG_PER_BTU_LB;
}
