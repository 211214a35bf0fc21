import { solveBrent } from '../_lib/solve.js';
import { assertFinite, assertPositive } from '../_lib/assert.js';
import {
  FREEZING_POINT_C,
  FREEZING_POINT_F,
  HUMIDITY_RATIO_ROUNDING,
  MOLAR_MASS_RATIO_WATER_DRY_AIR,
  SATURATION_TOLERANCE,
  WET_BULB_ICE_IP,
  WET_BULB_ICE_SI,
  WET_BULB_WATER_IP,
  WET_BULB_WATER_SI,
} from './constants.js';
import type { WetBulbCoefficients } from './constants.js';
import { SATURATION_CURVE_IP, SATURATION_CURVE_SI, invertSaturationCurve } from './dew-point.js';
import type { SaturationCurve } from './dew-point.js';
import { PsychrometricRangeError, formatForMessage } from './errors.js';
import { assertHumidityRatio } from './humidity-ratio.js';

/** The wet-bulb relations of one unit system. */
export interface WetBulbSystem {
  readonly curve: SaturationCurve;
  /** Eq. 33, wetted surface of liquid water (t* at or above freezing). */
  readonly water: WetBulbCoefficients;
  /** Eq. 35, iced surface (t* below freezing). */
  readonly ice: WetBulbCoefficients;
  readonly freezingPoint: number;
}

export const WET_BULB_SI: WetBulbSystem = {
  curve: SATURATION_CURVE_SI,
  water: WET_BULB_WATER_SI,
  ice: WET_BULB_ICE_SI,
  freezingPoint: FREEZING_POINT_C,
};

export const WET_BULB_IP: WetBulbSystem = {
  curve: SATURATION_CURVE_IP,
  water: WET_BULB_WATER_IP,
  ice: WET_BULB_ICE_IP,
  freezingPoint: FREEZING_POINT_F,
};

/** Eq. 33 or 35 with the given coefficients; Infinity once pws(t*) reaches p (t* at the boiling point). */
function humidityRatioOnBranch(
  system: WetBulbSystem,
  c: WetBulbCoefficients,
  dryBulb: number,
  wetBulb: number,
  pressure: number,
): number {
  const pws = Math.exp(system.curve.lnSaturationPressure(wetBulb));
  if (pws >= pressure) return Number.POSITIVE_INFINITY;
  const saturated = (MOLAR_MASS_RATIO_WATER_DRY_AIR * pws) / (pressure - pws);
  return (
    ((c.a - c.b * wetBulb) * saturated - c.dryAir * (dryBulb - wetBulb)) /
    (c.a + c.vapour * dryBulb - c.c * wetBulb)
  );
}

/**
 * Humidity ratio of moist air from dry bulb and thermodynamic wet bulb: eq. 33 when t* is at or
 * above freezing, eq. 35 below. Negative when the wet bulb is below that of perfectly dry air, and
 * Infinity when t* is at or above the boiling point at p; callers check.
 */
export function humidityRatioAtWetBulb(
  system: WetBulbSystem,
  dryBulb: number,
  wetBulb: number,
  pressure: number,
): number {
  const c = wetBulb >= system.freezingPoint ? system.water : system.ice;
  return humidityRatioOnBranch(system, c, dryBulb, wetBulb, pressure);
}

/**
 * Thermodynamic wet-bulb temperature for a dry bulb, humidity ratio and pressure (units of `system`).
 *
 * Eq. 33 (water) and eq. 35 (ice) disagree at the freezing point, so for dry air a little above
 * freezing both can have a root: one just above 0 °C, one just below. The rule here is the one the
 * equations state: the water root when eq. 33 has a root at or above freezing, otherwise the ice
 * root. Each branch is solved by Brent's method in a bracket that always holds a sign change
 * (W*(t*) − W rises with t*, is negative at −100 °C and ≥ 0 at the dry bulb for any W from 0 to
 * saturation), so it converges at saturation, far below freezing and for bone-dry air alike.
 *
 * @throws {PsychrometricRangeError} If W exceeds saturation at the dry bulb.
 */
export function solveWetBulb(
  system: WetBulbSystem,
  dryBulb: number,
  humidityRatio: number,
  pressure: number,
): number {
  const { curve, freezingPoint } = system;
  const saturationPressure = Math.exp(curve.lnSaturationPressure(dryBulb));
  let upper = dryBulb;
  if (saturationPressure >= pressure) {
    // Above the boiling point the wet bulb is below it: W*(t*) grows without bound as t* nears it.
    upper = invertSaturationCurve(curve, pressure * (1 - 1e-9));
  } else {
    const saturated =
      (MOLAR_MASS_RATIO_WATER_DRY_AIR * saturationPressure) / (pressure - saturationPressure);
    if (humidityRatio > saturated * (1 + SATURATION_TOLERANCE)) throw supersaturated(humidityRatio);
  }
  // At saturation W*(t) equals W up to rounding; the I-P eq. 35 (1220 − 0.04 t* over 1220 − 0.036 t*)
  // even falls 0.01 % short of Ws there. Either way the wet bulb is the dry bulb.
  if (upper >= freezingPoint) {
    const water = (t: number): number =>
      humidityRatioOnBranch(system, system.water, dryBulb, t, pressure) - humidityRatio;
    if (water(freezingPoint) <= 0) {
      return water(upper) <= 0 ? upper : solveBrent(water, freezingPoint, upper);
    }
  }
  const ice = (t: number): number =>
    humidityRatioOnBranch(system, system.ice, dryBulb, t, pressure) - humidityRatio;
  const iceUpper = Math.min(upper, freezingPoint);
  return ice(iceUpper) <= 0 ? iceUpper : solveBrent(ice, curve.minTemperature, iceUpper);
}

function supersaturated(humidityRatio: number): PsychrometricRangeError {
  return new PsychrometricRangeError(
    'humidityRatio',
    `Humidity ratio ${formatForMessage(humidityRatio, 6)} is above saturation at this dry bulb and pressure.`,
  );
}

/**
 * Humidity ratio of moist air from its dry-bulb and thermodynamic wet-bulb temperatures.
 *
 * @param dryBulbC - Dry-bulb temperature, °C.
 * @param wetBulbC - Thermodynamic wet-bulb temperature, °C. Must not exceed the dry bulb.
 * @param pressurePa - Total pressure, Pa. Must be > 0.
 * @returns Humidity ratio W, kg/kg.
 * @throws {PsychrometricRangeError} If the wet bulb is above the dry bulb, at or above the boiling
 *   point, or so low that W would be negative.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 33 (t* ≥ 0 °C) and eq. 35 (t* < 0 °C).
 * @example humidityRatioFromWetBulb(30, 25, 95461) //=> 0.019225
 */
export function humidityRatioFromWetBulb(
  dryBulbC: number,
  wetBulbC: number,
  pressurePa: number,
): number {
  return checkedHumidityRatioFromWetBulb(WET_BULB_SI, dryBulbC, wetBulbC, pressurePa, '°C');
}

/**
 * Humidity ratio from dry bulb and thermodynamic wet bulb in I-P units.
 *
 * @param dryBulbF - Dry-bulb temperature, °F.
 * @param wetBulbF - Thermodynamic wet-bulb temperature, °F. Must not exceed the dry bulb.
 * @param pressurePsi - Total pressure, psia. Must be > 0.
 * @returns Humidity ratio W, lb/lb.
 * @throws {PsychrometricRangeError} If the wet bulb is above the dry bulb, at or above the boiling
 *   point, or so low that W would be negative.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 33 and 35.
 * @example humidityRatioFromWetBulbIp(86, 77, 14.175) //=> 0.018716
 */
export function humidityRatioFromWetBulbIp(
  dryBulbF: number,
  wetBulbF: number,
  pressurePsi: number,
): number {
  return checkedHumidityRatioFromWetBulb(WET_BULB_IP, dryBulbF, wetBulbF, pressurePsi, '°F');
}

function checkedHumidityRatioFromWetBulb(
  system: WetBulbSystem,
  dryBulb: number,
  wetBulb: number,
  pressure: number,
  unit: string,
): number {
  assertFinite(dryBulb, 'dryBulb');
  assertFinite(wetBulb, 'wetBulb');
  assertPositive(pressure, 'pressure');
  if (wetBulb > dryBulb) {
    throw new PsychrometricRangeError(
      'wetBulb',
      `Wet bulb (${formatForMessage(wetBulb, 6)} ${unit}) must not be above the dry bulb (${formatForMessage(dryBulb, 6)} ${unit}).`,
    );
  }
  const w = humidityRatioAtWetBulb(system, dryBulb, wetBulb, pressure);
  if (w === Number.POSITIVE_INFINITY) {
    throw new PsychrometricRangeError(
      'wetBulb',
      `Wet bulb (${formatForMessage(wetBulb, 6)} ${unit}) is at or above the boiling point at this pressure.`,
    );
  }
  if (w < 0 && w >= -HUMIDITY_RATIO_ROUNDING) return 0;
  if (w < 0) {
    const lowest = solveWetBulb(system, dryBulb, 0, pressure);
    throw new PsychrometricRangeError(
      'wetBulb',
      `Wet bulb must be at least ${formatForMessage(lowest)} ${unit} (perfectly dry air) at a dry bulb of ${formatForMessage(dryBulb, 6)} ${unit}, got ${formatForMessage(wetBulb, 6)} ${unit}.`,
    );
  }
  return w;
}

/**
 * Thermodynamic wet-bulb temperature of moist air, solving eq. 33/35 for t* (see `solveWetBulb`
 * for the bracketing and the choice between the water and ice roots).
 *
 * @param dryBulbC - Dry-bulb temperature, °C, within −100…200 °C.
 * @param humidityRatio - Humidity ratio W, kg/kg, from 0 to saturation.
 * @param pressurePa - Total pressure, Pa. Must be > 0.
 * @returns Thermodynamic wet-bulb temperature, °C.
 * @throws {PsychrometricRangeError} If W is negative or above saturation.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 33 and 35, solved for t* by Brent's method.
 * @example wetBulbFromHumidityRatioC(40, 0.0065, 101325) //=> 20.075
 */
export function wetBulbFromHumidityRatioC(
  dryBulbC: number,
  humidityRatio: number,
  pressurePa: number,
): number {
  assertFinite(dryBulbC, 'dryBulbC');
  assertHumidityRatio(humidityRatio);
  assertPositive(pressurePa, 'pressurePa');
  return solveWetBulb(WET_BULB_SI, dryBulbC, humidityRatio, pressurePa);
}

/**
 * Thermodynamic wet-bulb temperature in I-P units.
 *
 * @param dryBulbF - Dry-bulb temperature, °F, within −148…392 °F.
 * @param humidityRatio - Humidity ratio W, lb/lb, from 0 to saturation.
 * @param pressurePsi - Total pressure, psia. Must be > 0.
 * @returns Thermodynamic wet-bulb temperature, °F.
 * @throws {PsychrometricRangeError} If W is negative or above saturation.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 33 and 35.
 * @example wetBulbFromHumidityRatioF(100, 0.00523, 14.696) //=> 65.059
 */
export function wetBulbFromHumidityRatioF(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsi: number,
): number {
  assertFinite(dryBulbF, 'dryBulbF');
  assertHumidityRatio(humidityRatio);
  assertPositive(pressurePsi, 'pressurePsi');
  return solveWetBulb(WET_BULB_IP, dryBulbF, humidityRatio, pressurePsi);
}
