import { solveBrent } from '../_lib/solve.js';
import {
  HYLAND_WEXLER_MAX_C,
  HYLAND_WEXLER_MAX_F,
  HYLAND_WEXLER_MIN_C,
  HYLAND_WEXLER_MIN_F,
  TRIPLE_POINT_WATER_C,
  TRIPLE_POINT_WATER_F,
} from './constants.js';
import { PsychrometricRangeError, formatForMessage } from './errors.js';
import { vaporPressureFromHumidityRatioPa } from './humidity-ratio.js';
import {
  lnSaturationVaporPressureCurvatureIp,
  lnSaturationVaporPressureCurvatureSi,
  lnSaturationVaporPressureIp,
  lnSaturationVaporPressureSi,
  lnSaturationVaporPressureSlopeIp,
  lnSaturationVaporPressureSlopeSi,
} from './saturation-pressure.js';

/** The saturation curve of one unit system, for inverting it. */
export interface SaturationCurve {
  /** ln(pws) at temperature t, in the system's units. */
  readonly lnSaturationPressure: (t: number) => number;
  /** d ln(pws)/dt. */
  readonly lnSaturationPressureSlope: (t: number) => number;
  /** d² ln(pws)/dt². */
  readonly lnSaturationPressureCurvature: (t: number) => number;
  /**
   * A starting guess of the temperature whose ln(pws) is `lnPressure` (Magnus formula over ice or
   * water: within 0.05 K from −100 to 50 °C, 1 K at 100 °C, 5 K at 200 °C).
   */
  readonly guess: (lnPressure: number) => number;
  readonly minTemperature: number;
  readonly maxTemperature: number;
  readonly triplePoint: number;
  readonly temperatureUnit: string;
  /** ln(pws) at the lowest temperature, the triple point and the highest temperature. */
  readonly lnAtMin: number;
  readonly lnAtTriple: number;
  readonly lnAtMax: number;
}

function curve(base: Omit<SaturationCurve, 'lnAtMin' | 'lnAtTriple' | 'lnAtMax'>): SaturationCurve {
  return {
    ...base,
    lnAtMin: base.lnSaturationPressure(base.minTemperature),
    lnAtTriple: base.lnSaturationPressure(base.triplePoint),
    lnAtMax: base.lnSaturationPressure(base.maxTemperature),
  };
}

const LN_MAGNUS_WATER_PA = Math.log(610.94);
const LN_MAGNUS_ICE_PA = Math.log(611.21);

/**
 * Magnus-type inverse of the saturation curve, °C from ln(pw in Pa): over ice below 611.21 Pa
 * (611.21 Pa, 22.587, 273.86 °C), over water above (610.94 Pa, 17.625, 243.04 °C), after Alduchov and
 * Eskridge (1996). Only a starting point for Halley's method.
 */
function magnusDewPointC(lnPressurePa: number): number {
  const overIce = lnPressurePa - LN_MAGNUS_ICE_PA;
  if (overIce < 0) return (273.86 * overIce) / (22.587 - overIce);
  const overWater = lnPressurePa - LN_MAGNUS_WATER_PA;
  return (243.04 * overWater) / (17.625 - overWater);
}

const LN_PA_PER_PSI = Math.log(6894.757293);

export const SATURATION_CURVE_SI: SaturationCurve = curve({
  lnSaturationPressure: lnSaturationVaporPressureSi,
  lnSaturationPressureSlope: lnSaturationVaporPressureSlopeSi,
  lnSaturationPressureCurvature: lnSaturationVaporPressureCurvatureSi,
  guess: magnusDewPointC,
  minTemperature: HYLAND_WEXLER_MIN_C,
  maxTemperature: HYLAND_WEXLER_MAX_C,
  triplePoint: TRIPLE_POINT_WATER_C,
  temperatureUnit: '°C',
});

export const SATURATION_CURVE_IP: SaturationCurve = curve({
  lnSaturationPressure: lnSaturationVaporPressureIp,
  lnSaturationPressureSlope: lnSaturationVaporPressureSlopeIp,
  lnSaturationPressureCurvature: lnSaturationVaporPressureCurvatureIp,
  guess: (lnPressurePsi) => magnusDewPointC(lnPressurePsi + LN_PA_PER_PSI) * 1.8 + 32,
  minTemperature: HYLAND_WEXLER_MIN_F,
  maxTemperature: HYLAND_WEXLER_MAX_F,
  triplePoint: TRIPLE_POINT_WATER_F,
  temperatureUnit: '°F',
});

/**
 * Temperature at which the saturation pressure equals `vaporPressure`: the root of
 * f(t) = ln pws(t) − ln pw on the ice branch or the water branch of Hyland–Wexler, chosen by
 * comparing pw with pws at the triple point, so the root is always bracketed. Halley's method (with
 * the analytic first and second derivatives of ln pws) from a Magnus-formula guess lands within
 * 1e-9 K in one step and is done on the second; every step is kept inside the shrinking bracket
 * (bisecting when it would leave it), and if it has not converged after a few steps Brent's method
 * finishes in the bracket. Unlike an unguarded Newton iteration it cannot diverge, also near the
 * branch switch.
 */
export function invertSaturationCurve(c: SaturationCurve, vaporPressure: number): number {
  if (!(vaporPressure > 0) || !Number.isFinite(vaporPressure)) {
    throw new PsychrometricRangeError(
      'dewPoint',
      `Vapour pressure must be greater than 0 for a dew point, got ${formatForMessage(vaporPressure, 6)}.`,
    );
  }
  return temperatureAtLnSaturationPressure(c, Math.log(vaporPressure));
}

/**
 * `invertSaturationCurve` from ln(pw), for callers that have the logarithm already.
 *
 * @throws {PsychrometricRangeError} If the temperature is outside the saturation equations' range.
 */
export function temperatureAtLnSaturationPressure(c: SaturationCurve, lnTarget: number): number {
  if (lnTarget === c.lnAtTriple) return c.triplePoint;
  if (!(lnTarget >= c.lnAtMin && lnTarget <= c.lnAtMax)) {
    const unit = c.temperatureUnit;
    throw new PsychrometricRangeError(
      'dewPoint',
      `The dew point is outside the range of the saturation equations (${c.minTemperature} ${unit} to ${c.maxTemperature} ${unit}).`,
    );
  }
  const overIce = lnTarget < c.lnAtTriple;
  let low = overIce ? c.minTemperature : c.triplePoint;
  let high = overIce ? c.triplePoint : c.maxTemperature;
  // f rises with t: f(low) ≤ 0 ≤ f(high).
  let t = Math.min(Math.max(c.guess(lnTarget), low), high);
  for (let i = 0; i < HALLEY_STEPS; i++) {
    const value = c.lnSaturationPressure(t) - lnTarget;
    if (value === 0) return t;
    if (value < 0) low = t;
    else high = t;
    const slope = c.lnSaturationPressureSlope(t);
    const step =
      (2 * value * slope) / (2 * slope * slope - value * c.lnSaturationPressureCurvature(t));
    const next = t - step;
    // Halley's error after a step s is about K·s³ with K ≈ 0 for ln pws ≈ A − B/T (below 1e-4 per
    // K² over the whole range), so a step this small leaves the root within 1e-15 relative. (Tested
    // before the bracket: a step below the last digit of t leaves `next` on the bracket's end; the
    // root is in the bracket, so rounding past its end is taken back.)
    if (Math.abs(step) <= HALLEY_DONE * (1 + Math.abs(next))) {
      return Math.min(Math.max(next, low), high);
    }
    t = next > low && next < high ? next : (low + high) / 2;
  }
  return solveBrent((x) => c.lnSaturationPressure(x) - lnTarget, low, high);
}

/** Halley steps before handing the bracket to Brent's method, and the relative step that ends them. */
const HALLEY_STEPS = 8;
const HALLEY_DONE = 1e-6;

/**
 * Dew point of a vapour pressure, or the lowest temperature of the saturation equations when the
 * air is so dry (down to perfectly dry, pw = 0) that its dew point lies below them.
 */
export function dewPointOrFloor(c: SaturationCurve, vaporPressure: number): number {
  if (!(vaporPressure > 0)) return c.minTemperature;
  const lnVaporPressure = Math.log(vaporPressure);
  if (lnVaporPressure <= c.lnAtMin) return c.minTemperature;
  return Number.isFinite(vaporPressure)
    ? temperatureAtLnSaturationPressure(c, lnVaporPressure)
    : invertSaturationCurve(c, vaporPressure);
}

/**
 * Dew-point temperature: the temperature at which the air's vapour pressure is the saturation
 * pressure (over ice at or below 0.01 °C, over water above).
 *
 * @param vaporPressurePa - Partial pressure of water vapour, Pa. Must be within pws(−100 °C)…pws(200 °C).
 * @returns Dew-point (frost-point below 0.01 °C) temperature, °C.
 * @throws {PsychrometricRangeError} If pw is not positive or the dew point is outside −100…200 °C.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 36 (pws(td) = pw), inverted by Brent's method.
 * @example dewPointFromVaporPressureC(1227.97) //=> 9.9997
 */
export function dewPointFromVaporPressureC(vaporPressurePa: number): number {
  return invertSaturationCurve(SATURATION_CURVE_SI, vaporPressurePa);
}

/**
 * Dew-point temperature in I-P units.
 *
 * @param vaporPressurePsi - Partial pressure of water vapour, psia.
 * @returns Dew-point temperature, °F.
 * @throws {PsychrometricRangeError} If pw is not positive or the dew point is outside −148…392 °F.
 * @see ASHRAE Handbook—Fundamentals (2017), I-P edition, ch. 1, eq. 36.
 * @example dewPointFromVaporPressureF(0.178) //=> 49.98
 */
export function dewPointFromVaporPressureF(vaporPressurePsi: number): number {
  return invertSaturationCurve(SATURATION_CURVE_IP, vaporPressurePsi);
}

/**
 * Dew-point temperature of moist air from its humidity ratio. Air so dry that its frost point is
 * below −100 °C, the limit of the Hyland–Wexler equations (W below about 9e-9 kg/kg at sea level,
 * down to perfectly dry air), is given −100 °C. (PsychroLib instead raises W to 1e-7 kg/kg, a
 * frost point near −87 °C, which is not the air's own.)
 *
 * @param humidityRatio - Humidity ratio W, kg/kg. Must be ≥ 0.
 * @param pressurePa - Total pressure, Pa. Must be > 0.
 * @returns Dew-point temperature, °C, at least −100 °C.
 * @throws {PsychrometricRangeError} If W is negative or the dew point is above 200 °C.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 36 with eq. 20 for pw.
 * @example dewPointFromHumidityRatioC(0.0076, 101325) //=> 9.94
 */
export function dewPointFromHumidityRatioC(humidityRatio: number, pressurePa: number): number {
  return dewPointOrFloor(
    SATURATION_CURVE_SI,
    vaporPressureFromHumidityRatioPa(humidityRatio, pressurePa),
  );
}
