import { assertFinite } from '../_lib/assert.js';
import { STANDARD_ATMOSPHERE_IP, STANDARD_ATMOSPHERE_SI } from './constants.js';
import { PsychrometricRangeError } from './errors.js';

/** Base of eq. 3, 1 − k·Z; must stay positive (Z below about 44 km). */
function base(altitude: number, lapseFactor: number, name: string): number {
  assertFinite(altitude, name);
  const value = 1 - lapseFactor * altitude;
  if (value <= 0) {
    throw new PsychrometricRangeError(
      'altitude',
      `Altitude ${altitude} is above the standard atmosphere of ASHRAE eq. 3.`,
    );
  }
  return value;
}

/**
 * Barometric pressure of the U.S. Standard Atmosphere (1976) at an altitude.
 *
 * @param altitudeM - Altitude above sea level, m (negative below sea level).
 * @returns Standard barometric pressure, Pa.
 * @throws {PsychrometricRangeError} If the altitude is not finite or beyond the equation (above ~44 km).
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 3: p = 101.325 (1 − 2.25577e-5 Z)^5.2559 kPa.
 * @example standardAtmosphericPressurePa(500) //=> 95460.8 (ASHRAE F 2017 ch. 1 table 1: 95.461 kPa)
 */
export function standardAtmosphericPressurePa(altitudeM: number): number {
  const s = STANDARD_ATMOSPHERE_SI;
  return s.seaLevelPressure * base(altitudeM, s.lapseFactor, 'altitudeM') ** s.exponent;
}

/**
 * Barometric pressure of the standard atmosphere in I-P units.
 *
 * @param altitudeFt - Altitude above sea level, ft.
 * @returns Standard barometric pressure, psia.
 * @throws {PsychrometricRangeError} If the altitude is not finite or beyond the equation.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 3: p = 14.696 (1 − 6.8754e-6 Z)^5.2559 psia.
 * @example standardAtmosphericPressurePsi(1000) //=> 14.1727 (ASHRAE F 2017 I-P ch. 1 table 1: 14.175 psia)
 */
export function standardAtmosphericPressurePsi(altitudeFt: number): number {
  const s = STANDARD_ATMOSPHERE_IP;
  return s.seaLevelPressure * base(altitudeFt, s.lapseFactor, 'altitudeFt') ** s.exponent;
}

/**
 * Air temperature of the standard atmosphere at an altitude (troposphere, up to 11 km).
 *
 * @param altitudeM - Altitude above sea level, m.
 * @returns Standard temperature, °C.
 * @throws {RangeError} If the altitude is not finite.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 4: t = 15 − 0.0065 Z.
 * @example standardAtmosphericTemperatureC(500) //=> 11.75 (table 1: 11.8 °C)
 */
export function standardAtmosphericTemperatureC(altitudeM: number): number {
  assertFinite(altitudeM, 'altitudeM');
  return (
    STANDARD_ATMOSPHERE_SI.seaLevelTemperature - STANDARD_ATMOSPHERE_SI.temperatureLapse * altitudeM
  );
}

/**
 * Air temperature of the standard atmosphere in I-P units.
 *
 * @param altitudeFt - Altitude above sea level, ft.
 * @returns Standard temperature, °F.
 * @throws {RangeError} If the altitude is not finite.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 4: t = 59 − 0.00356620 Z.
 * @example standardAtmosphericTemperatureF(1000) //=> 55.43 (I-P table 1: 55.4 °F)
 */
export function standardAtmosphericTemperatureF(altitudeFt: number): number {
  assertFinite(altitudeFt, 'altitudeFt');
  return (
    STANDARD_ATMOSPHERE_IP.seaLevelTemperature -
    STANDARD_ATMOSPHERE_IP.temperatureLapse * altitudeFt
  );
}
