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
  /** A starting guess of the temperature whose ln(pws) is `lnPressure` (Magnus formula, within ~1 K). */
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

/**
 * Magnus-type inverse of the saturation curve over water, °C from ln(pw in Pa) (Alduchov and Eskridge
 * 1996: 610.94 Pa, 17.625, 243.04 °C). Only a starting point for Newton's method.
 */
function magnusDewPointC(lnPressurePa: number): number {
  const x = lnPressurePa - Math.log(610.94);
  return (243.04 * x) / (17.625 - x);
}

const LN_PA_PER_PSI = Math.log(6894.757293);

export const SATURATION_CURVE_SI: SaturationCurve = curve({
  lnSaturationPressure: lnSaturationVaporPressureSi,
  lnSaturationPressureSlope: lnSaturationVaporPressureSlopeSi,
  guess: magnusDewPointC,
  minTemperature: HYLAND_WEXLER_MIN_C,
  maxTemperature: HYLAND_WEXLER_MAX_C,
  triplePoint: TRIPLE_POINT_WATER_C,
  temperatureUnit: '°C',
});

export const SATURATION_CURVE_IP: SaturationCurve = curve({
  lnSaturationPressure: lnSaturationVaporPressureIp,
  lnSaturationPressureSlope: lnSaturationVaporPressureSlopeIp,
  guess: (lnPressurePsi) => magnusDewPointC(lnPressurePsi + LN_PA_PER_PSI) * 1.8 + 32,
  minTemperature: HYLAND_WEXLER_MIN_F,
  maxTemperature: HYLAND_WEXLER_MAX_F,
  triplePoint: TRIPLE_POINT_WATER_F,
  temperatureUnit: '°F',
});

/**
 * Temperature at which the saturation pressure equals `vaporPressure`: the root of
 * f(t) = ln pws(t) − ln pw on the ice branch or the water branch of Hyland–Wexler, chosen by
 * comparing pw with pws at the triple point, so the root is always bracketed. Newton's method from a
 * Magnus-formula guess converges in two to four steps; every step is kept inside the shrinking
 * bracket (bisecting when it would leave it), and if it has not converged after a few steps Brent's
 * method finishes in the bracket. Unlike an unguarded Newton iteration it cannot diverge, also near
 * the branch switch.
 */
export function invertSaturationCurve(c: SaturationCurve, vaporPressure: number): number {
  if (!(vaporPressure > 0) || !Number.isFinite(vaporPressure)) {
    throw new PsychrometricRangeError(
      'dewPoint',
      `Vapour pressure must be greater than 0 for a dew point, got ${formatForMessage(vaporPressure, 6)}.`,
    );
  }
  const lnTarget = Math.log(vaporPressure);
  const f = (t: number): number => c.lnSaturationPressure(t) - lnTarget;
  if (lnTarget === c.lnAtTriple) return c.triplePoint;
  if (lnTarget < c.lnAtMin || lnTarget > c.lnAtMax) {
    const unit = c.temperatureUnit;
    throw new PsychrometricRangeError(
      'dewPoint',
      `The dew point is outside the range of the saturation equations (${c.minTemperature} ${unit} to ${c.maxTemperature} ${unit}).`,
    );
  }
  let low = lnTarget < c.lnAtTriple ? c.minTemperature : c.triplePoint;
  let high = lnTarget < c.lnAtTriple ? c.triplePoint : c.maxTemperature;
  // f rises with t: f(low) ≤ 0 ≤ f(high).
  let t = Math.min(Math.max(c.guess(lnTarget), low), high);
  for (let i = 0; i < NEWTON_STEPS; i++) {
    const value = f(t);
    if (value === 0) return t;
    if (value < 0) low = t;
    else high = t;
    let next = t - value / c.lnSaturationPressureSlope(t);
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - t) <= NEWTON_TOLERANCE * (1 + Math.abs(next))) return next;
    t = next;
  }
  return solveBrent(f, low, high);
}

/** Newton steps before handing the bracket to Brent's method, and the relative step that ends them. */
const NEWTON_STEPS = 12;
const NEWTON_TOLERANCE = 1e-13;

/**
 * Dew point of a vapour pressure, or the lowest temperature of the saturation equations when the
 * air is so dry (down to perfectly dry, pw = 0) that its dew point lies below them.
 */
export function dewPointOrFloor(c: SaturationCurve, vaporPressure: number): number {
  if (!(vaporPressure > 0) || Math.log(vaporPressure) <= c.lnAtMin) return c.minTemperature;
  return invertSaturationCurve(c, vaporPressure);
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
