import { assertInRange } from '../_lib/assert.js';
import { KELVIN_OFFSET } from '../constants.js';

/** Coefficients n1…n10 of the IAPWS-IF97 saturation-pressure equation (region 4), IAPWS R7-97(2012) table 34. */
const N = [
  0.11670521452767e4, -0.72421316703206e6, -0.17073846940092e2, 0.1202082470247e5,
  -0.32325550322333e7, 0.1491510861353e2, -0.48232657361591e4, 0.40511340542057e6,
  -0.23855557567849, 0.65017534844798e3,
] as const;

/** Lowest temperature of the saturation line (triple point), °C. */
export const WATER_TRIPLE_POINT_C = 0.01;
/** Critical temperature of water, °C (647.096 K). @see IAPWS R7-97(2012), eq. 30 range of validity. */
export const WATER_CRITICAL_TEMPERATURE_C = 373.946;

/**
 * Saturation (vapour) pressure of pure water, from the IAPWS-IF97 region 4 equation. Used for the
 * net positive suction head available; within 0.01 % of IAPWS-95 (e.g. the CoolProp 8.0.0 tables)
 * over 0–150 °C.
 *
 * @param temperatureC - Water temperature, °C, from the triple point 0.01 °C to the critical point 373.946 °C.
 * @returns Saturation pressure, Pa (absolute).
 * @throws {RangeError} If the temperature is outside the saturation line.
 * @see IAPWS R7-97(2012), Revised Release on the IAPWS Industrial Formulation 1997 for the
 *   Thermodynamic Properties of Water and Steam, eq. 29–30 and table 34
 * @example waterVapourPressurePa(20) //=> 2339.2
 * @example waterVapourPressurePa(100) //=> 101 418
 */
export function waterVapourPressurePa(temperatureC: number): number {
  assertInRange(temperatureC, 'temperatureC', WATER_TRIPLE_POINT_C, WATER_CRITICAL_TEMPERATURE_C);
  const [n1, n2, n3, n4, n5, n6, n7, n8, n9, n10] = N;
  const temperatureK = temperatureC + KELVIN_OFFSET;
  const theta = temperatureK + n9 / (temperatureK - n10);
  const a = theta * theta + n1 * theta + n2;
  const b = n3 * theta * theta + n4 * theta + n5;
  const c = n6 * theta * theta + n7 * theta + n8;
  const pressureMPa = ((2 * c) / (-b + Math.sqrt(b * b - 4 * a * c))) ** 4;
  return pressureMPa * 1e6;
}
