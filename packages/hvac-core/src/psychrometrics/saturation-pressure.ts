import { KELVIN_OFFSET } from '../constants.js';
import {
  HYLAND_WEXLER_IP,
  HYLAND_WEXLER_MAX_C,
  HYLAND_WEXLER_MAX_F,
  HYLAND_WEXLER_MIN_C,
  HYLAND_WEXLER_MIN_F,
  HYLAND_WEXLER_SI,
  RANKINE_OFFSET,
  TRIPLE_POINT_WATER_C,
  TRIPLE_POINT_WATER_F,
} from './constants.js';
import type { HylandWexlerCoefficients } from './constants.js';
import { assertFieldInRange } from './errors.js';

/**
 * ln(pws) by Hyland–Wexler and its first two derivatives with respect to temperature, at an absolute
 * temperature `t`, over ice or over water, for one edition's coefficients. The coefficients are read
 * once here rather than on every call: the psychrometric solvers evaluate these a few times per state.
 */
function hylandWexler(c: HylandWexlerCoefficients) {
  const [c1, c2, c3, c4, c5, c6, c7] = c.ice;
  const [c8, c9, c10, c11, c12, c13] = c.water;
  return {
    /** ln(pws). */
    ln: (t: number, overIce: boolean): number =>
      overIce
        ? c1 / t + c2 + t * (c3 + t * (c4 + t * (c5 + t * c6))) + c7 * Math.log(t)
        : c8 / t + c9 + t * (c10 + t * (c11 + t * c12)) + c13 * Math.log(t),
    /** d ln(pws)/dT (the same for °C or K, °F or °R steps). */
    slope: (t: number, overIce: boolean): number =>
      overIce
        ? -c1 / (t * t) + c3 + t * (2 * c4 + t * (3 * c5 + t * 4 * c6)) + c7 / t
        : -c8 / (t * t) + c10 + t * (2 * c11 + t * 3 * c12) + c13 / t,
    /** d² ln(pws)/dT². */
    curvature: (t: number, overIce: boolean): number =>
      overIce
        ? (2 * c1) / (t * t * t) + 2 * c4 + t * (6 * c5 + t * 12 * c6) - c7 / (t * t)
        : (2 * c8) / (t * t * t) + 2 * c11 + t * 6 * c12 - c13 / (t * t),
  };
}

const SI = hylandWexler(HYLAND_WEXLER_SI);
const IP = hylandWexler(HYLAND_WEXLER_IP);

/** d ln(pws)/dt at `dryBulbC`, per K. */
export function lnSaturationVaporPressureSlopeSi(dryBulbC: number): number {
  return SI.slope(dryBulbC + KELVIN_OFFSET, dryBulbC <= TRIPLE_POINT_WATER_C);
}

/** d ln(pws)/dt at `dryBulbF`, per °F. */
export function lnSaturationVaporPressureSlopeIp(dryBulbF: number): number {
  return IP.slope(dryBulbF + RANKINE_OFFSET, dryBulbF <= TRIPLE_POINT_WATER_F);
}

/** d² ln(pws)/dt² at `dryBulbC`, per K². */
export function lnSaturationVaporPressureCurvatureSi(dryBulbC: number): number {
  return SI.curvature(dryBulbC + KELVIN_OFFSET, dryBulbC <= TRIPLE_POINT_WATER_C);
}

/** d² ln(pws)/dt² at `dryBulbF`, per °F². */
export function lnSaturationVaporPressureCurvatureIp(dryBulbF: number): number {
  return IP.curvature(dryBulbF + RANKINE_OFFSET, dryBulbF <= TRIPLE_POINT_WATER_F);
}

/** ln(pws in Pa) at `dryBulbC`, without the range check (for solvers that keep within range). */
export function lnSaturationVaporPressureSi(dryBulbC: number): number {
  return SI.ln(dryBulbC + KELVIN_OFFSET, dryBulbC <= TRIPLE_POINT_WATER_C);
}

/** ln(pws in psia) at `dryBulbF`, without the range check (for solvers that keep within range). */
export function lnSaturationVaporPressureIp(dryBulbF: number): number {
  return IP.ln(dryBulbF + RANKINE_OFFSET, dryBulbF <= TRIPLE_POINT_WATER_F);
}

/**
 * Saturation pressure of water vapour over ice (at or below the triple point, 0.01 °C) or over
 * liquid water (above), by the Hyland–Wexler equations.
 *
 * @param dryBulbC - Temperature, °C. Must be within −100…200 °C, the range of the equations.
 * @returns Saturation vapour pressure pws, Pa.
 * @throws {PsychrometricRangeError} If the temperature is not finite or outside −100…200 °C.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 5 (over ice) and eq. 6 (over water);
 *   Hyland and Wexler (1983), ASHRAE Transactions 89(2A).
 * @example saturationVaporPressurePa(25) //=> 3169.2 (ASHRAE F 2017 ch. 1 table 3: 3.1697 kPa)
 */
export function saturationVaporPressurePa(dryBulbC: number): number {
  assertFieldInRange(
    dryBulbC,
    'dryBulb',
    'Temperature',
    HYLAND_WEXLER_MIN_C,
    HYLAND_WEXLER_MAX_C,
    '°C',
  );
  return Math.exp(lnSaturationVaporPressureSi(dryBulbC));
}

/**
 * Saturation pressure of water vapour in I-P units, from the I-P edition's own Hyland–Wexler
 * coefficients (they agree with the SI ones to about 1e-6 relative).
 *
 * @param dryBulbF - Temperature, °F. Must be within −148…392 °F.
 * @returns Saturation vapour pressure pws, psia.
 * @throws {PsychrometricRangeError} If the temperature is not finite or outside −148…392 °F.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 5 and 6.
 * @example saturationVaporPressurePsi(77) //=> 0.45966 (ASHRAE F 2017 I-P ch. 1 table 3: 0.45973 psia)
 */
export function saturationVaporPressurePsi(dryBulbF: number): number {
  assertFieldInRange(
    dryBulbF,
    'dryBulb',
    'Temperature',
    HYLAND_WEXLER_MIN_F,
    HYLAND_WEXLER_MAX_F,
    '°F',
  );
  return Math.exp(lnSaturationVaporPressureIp(dryBulbF));
}
