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
import {
  SATURATION_CURVE_IP,
  SATURATION_CURVE_SI,
  dewPointOrFloor,
  invertSaturationCurve,
} from './dew-point.js';
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
  /** pws at the freezing point, where eq. 33 meets eq. 35 (the same value `curve` gives there). */
  readonly freezingSaturationPressure: number;
}

function wetBulbSystem(base: Omit<WetBulbSystem, 'freezingSaturationPressure'>): WetBulbSystem {
  return {
    ...base,
    freezingSaturationPressure: Math.exp(base.curve.lnSaturationPressure(base.freezingPoint)),
  };
}

export const WET_BULB_SI: WetBulbSystem = wetBulbSystem({
  curve: SATURATION_CURVE_SI,
  water: WET_BULB_WATER_SI,
  ice: WET_BULB_ICE_SI,
  freezingPoint: FREEZING_POINT_C,
});

export const WET_BULB_IP: WetBulbSystem = wetBulbSystem({
  curve: SATURATION_CURVE_IP,
  water: WET_BULB_WATER_IP,
  ice: WET_BULB_ICE_IP,
  freezingPoint: FREEZING_POINT_F,
});

/** Eq. 33 or 35 with the given coefficients at a t* whose pws is known; Infinity once pws reaches p. */
function humidityRatioAtSaturationPressure(
  c: WetBulbCoefficients,
  dryBulb: number,
  wetBulb: number,
  saturationPressure: number,
  pressure: number,
): number {
  if (saturationPressure >= pressure) return Number.POSITIVE_INFINITY;
  const saturated =
    (MOLAR_MASS_RATIO_WATER_DRY_AIR * saturationPressure) / (pressure - saturationPressure);
  return (
    ((c.a - c.b * wetBulb) * saturated - c.dryAir * (dryBulb - wetBulb)) /
    (c.a + c.vapour * dryBulb - c.c * wetBulb)
  );
}

/** Eq. 33 or 35 with the given coefficients; Infinity once pws(t*) reaches p (t* at the boiling point). */
function humidityRatioOnBranch(
  system: WetBulbSystem,
  c: WetBulbCoefficients,
  dryBulb: number,
  wetBulb: number,
  pressure: number,
): number {
  return humidityRatioAtSaturationPressure(
    c,
    dryBulb,
    wetBulb,
    Math.exp(system.curve.lnSaturationPressure(wetBulb)),
    pressure,
  );
}

/**
 * dW* / dt* of eq. 33 or 35 at a t* below the boiling point, given pws(t*), its d ln pws/dt* and
 * W*(t*): with Ws* = 0.621945 pws/(p − pws), dWs* / dt* = Ws* · p/(p − pws) · d ln pws/dt*, and
 * W* = N/D, N = (a − b t*) Ws* − cpa (t − t*), D = a + cpv t − c t*, dW* / dt* = (N′ + c W*)/D.
 */
function humidityRatioSlopeOnBranch(
  c: WetBulbCoefficients,
  dryBulb: number,
  wetBulb: number,
  saturationPressure: number,
  lnSaturationPressureSlope: number,
  pressure: number,
  humidityRatioAtWetBulb: number,
): number {
  const dryAirPressure = pressure - saturationPressure;
  const saturated = (MOLAR_MASS_RATIO_WATER_DRY_AIR * saturationPressure) / dryAirPressure;
  const saturatedSlope = saturated * (pressure / dryAirPressure) * lnSaturationPressureSlope;
  return (
    ((c.a - c.b * wetBulb) * saturatedSlope -
      c.b * saturated +
      c.dryAir +
      c.c * humidityRatioAtWetBulb) /
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
 * root. Each branch is solved in a bracket that always holds a sign change (W*(t*) − W rises with
 * t*, is negative at −100 °C and ≥ 0 at the dry bulb for any W from 0 to saturation), by Newton's
 * method with the analytic derivative, kept inside the shrinking bracket, from the root of the cubic
 * that matches W*(t*) − W and its slope at the bracket's ends (the dew point or the freezing point,
 * and the dry bulb or the freezing point, where pws is already known); Brent's method finishes if
 * Newton has not converged after a few steps. So it converges at saturation, far below freezing
 * and for bone-dry air alike.
 *
 * @param saturationPressure - pws at the dry bulb, when the caller has it (it is computed otherwise).
 * @param dewPoint - The dew point, when the caller has it: only the starting point depends on it.
 * @throws {PsychrometricRangeError} If W exceeds saturation at the dry bulb.
 */
export function solveWetBulb(
  system: WetBulbSystem,
  dryBulb: number,
  humidityRatio: number,
  pressure: number,
  saturationPressure: number = Math.exp(system.curve.lnSaturationPressure(dryBulb)),
  dewPoint?: number,
): number {
  const { curve, freezingPoint, freezingSaturationPressure } = system;
  let upper = dryBulb;
  let upperSaturationPressure = saturationPressure;
  if (saturationPressure >= pressure) {
    // Above the boiling point the wet bulb is below it: W*(t*) grows without bound as t* nears it.
    upper = invertSaturationCurve(curve, pressure * (1 - 1e-9));
    upperSaturationPressure = Math.exp(curve.lnSaturationPressure(upper));
  } else {
    const saturated =
      (MOLAR_MASS_RATIO_WATER_DRY_AIR * saturationPressure) / (pressure - saturationPressure);
    if (humidityRatio > saturated * (1 + SATURATION_TOLERANCE)) throw supersaturated(humidityRatio);
  }
  // The dew point (pws(td) = pw, so Ws*(td) = W and W*(td) ≤ W) is where the search starts from
  // below; only the starting point depends on it, not the bracket.
  const vapour = (pressure * humidityRatio) / (MOLAR_MASS_RATIO_WATER_DRY_AIR + humidityRatio);
  const start =
    dewPoint ??
    (vapour > 0 && Math.log(vapour) <= curve.lnAtMax
      ? dewPointOrFloor(curve, vapour)
      : curve.minTemperature);
  // At saturation W*(t) equals W up to rounding; the I-P eq. 35 (1220 − 0.04 t* over 1220 − 0.036 t*)
  // even falls 0.01 % short of Ws there. Either way the wet bulb is the dry bulb.
  if (upper >= freezingPoint) {
    const c = system.water;
    const atFreezing =
      humidityRatioAtSaturationPressure(
        c,
        dryBulb,
        freezingPoint,
        freezingSaturationPressure,
        pressure,
      ) - humidityRatio;
    if (atFreezing <= 0) {
      const atUpper =
        humidityRatioAtSaturationPressure(c, dryBulb, upper, upperSaturationPressure, pressure) -
        humidityRatio;
      if (atUpper <= 0) return upper;
      const fromDewPoint = start > freezingPoint;
      return solveBranch(
        system,
        c,
        dryBulb,
        humidityRatio,
        pressure,
        freezingPoint,
        upper,
        upperSaturationPressure,
        fromDewPoint ? start : freezingPoint,
        fromDewPoint ? vapour : freezingSaturationPressure,
      );
    }
  }
  const c = system.ice;
  const iceUpper = Math.min(upper, freezingPoint);
  const iceUpperSaturationPressure =
    iceUpper === upper ? upperSaturationPressure : freezingSaturationPressure;
  const atIceUpper =
    humidityRatioAtSaturationPressure(c, dryBulb, iceUpper, iceUpperSaturationPressure, pressure) -
    humidityRatio;
  if (atIceUpper <= 0) return iceUpper;
  return solveBranch(
    system,
    c,
    dryBulb,
    humidityRatio,
    pressure,
    curve.minTemperature,
    iceUpper,
    iceUpperSaturationPressure,
    Math.min(Math.max(start, curve.minTemperature), iceUpper),
    vapour,
  );
}

/** Newton steps on a branch before handing its bracket to Brent's method. */
const NEWTON_STEPS = 12;
/** Newton ends once its predicted error (curvature × step²) is below this, relative to 1 + |t*|. */
const NEWTON_DONE = 1e-16;

/**
 * The root of W*(t*) − W on one branch, in [low, high] where it is ≤ 0 at `low` and > 0 at `high`
 * (pws known there), starting from the root of the cubic through the two ends `startPoint` (an
 * estimate of the lower end, pws `startSaturationPressure`) and `high`.
 */
function solveBranch(
  system: WetBulbSystem,
  c: WetBulbCoefficients,
  dryBulb: number,
  humidityRatio: number,
  pressure: number,
  low: number,
  high: number,
  highSaturationPressure: number,
  startPoint: number,
  startSaturationPressure: number,
): number {
  const curve = system.curve;
  const excessAt = (t: number, pws: number): number =>
    humidityRatioAtSaturationPressure(c, dryBulb, t, pws, pressure) - humidityRatio;
  const slopeAt = (t: number, pws: number, lnSlope: number, excess: number): number =>
    humidityRatioSlopeOnBranch(c, dryBulb, t, pws, lnSlope, pressure, excess + humidityRatio);
  let t = high;
  if (startPoint < high && startSaturationPressure < pressure) {
    const startExcess = excessAt(startPoint, startSaturationPressure);
    const highExcess = excessAt(high, highSaturationPressure);
    t = cubicRoot(
      startPoint,
      startExcess,
      slopeAt(
        startPoint,
        startSaturationPressure,
        curve.lnSaturationPressureSlope(startPoint),
        startExcess,
      ),
      high,
      highExcess,
      slopeAt(high, highSaturationPressure, curve.lnSaturationPressureSlope(high), highExcess),
    );
  }
  if (!(t > low && t < high)) t = (low + high) / 2;
  for (let i = 0; i < NEWTON_STEPS; i++) {
    const pws = Math.exp(curve.lnSaturationPressure(t));
    if (pws >= pressure) {
      // W* is unbounded here (t* at the boiling point): the root is below.
      high = t;
      t = (low + high) / 2;
      continue;
    }
    const excess = excessAt(t, pws);
    if (excess === 0) return t;
    if (excess < 0) low = t;
    else high = t;
    const lnSlope = curve.lnSaturationPressureSlope(t);
    const step = excess / slopeAt(t, pws, lnSlope, excess);
    const next = t - step;
    // Newton's error after a step s is about C·s², C = |f″/2f′| ≤ d ln pws/dt* · (2p/(p − pws) − 1)
    // plus the denominator's share, so this ends the iteration within about 1e-16 relative. (Tested
    // before the bracket: a step below the last digit of t leaves `next` on the bracket's end; the
    // root is in the bracket, so rounding past its end, such as above the dry bulb, is taken back.)
    const curvature =
      lnSlope * ((2 * pressure) / (pressure - pws) - 1) +
      (2 * c.c) / (c.a + c.vapour * dryBulb - c.c * t);
    if (curvature * step * step <= NEWTON_DONE * (1 + Math.abs(next))) {
      return Math.min(Math.max(next, low), high);
    }
    t = next > low && next < high ? next : (low + high) / 2;
  }
  return solveBrent(
    (x) => humidityRatioOnBranch(system, c, dryBulb, x, pressure) - humidityRatio,
    low,
    high,
  );
}

/**
 * The root in [x0, x1] of the cubic with values f0 ≤ 0 and f1 > 0 and slopes d0 and d1 at the ends
 * (Hermite), by a few Newton steps from the secant's root: a starting point for the real solver.
 */
function cubicRoot(x0: number, f0: number, d0: number, x1: number, f1: number, d1: number): number {
  const h = x1 - x0;
  const rise = f1 - f0;
  if (!(rise > 0)) return x1;
  // p(u) = f0 + m0 u + c2 u² + c3 u³ on u ∈ [0, 1].
  const m0 = d0 * h;
  const m1 = d1 * h;
  const c2 = 3 * rise - 2 * m0 - m1;
  const c3 = m0 + m1 - 2 * rise;
  let u = Math.min(Math.max(-f0 / rise, 0), 1);
  for (let i = 0; i < 4; i++) {
    const value = f0 + u * (m0 + u * (c2 + u * c3));
    const slope = m0 + u * (2 * c2 + 3 * u * c3);
    if (!(slope > 0)) break;
    u = Math.min(Math.max(u - value / slope, 0), 1);
  }
  return x0 + u * h;
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
