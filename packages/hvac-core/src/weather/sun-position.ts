import { assertFinite, assertInRange } from '../_lib/assert.js';

const RAD = Math.PI / 180;

/** Solar constant, W/m². @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Solar Constant and Extraterrestrial Solar Radiation" (Esc = 1367 W/m²). */
export const SOLAR_CONSTANT_WM2 = 1367;

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

/**
 * Day of the year, 1…365, of a date in a non-leap year (design days are not tied to a year).
 *
 * @param month - 1…12.
 * @param dayOfMonth - 1…31.
 * @returns n, 1 for January 1, 202 for July 21.
 * @throws {RangeError} If the month or day is out of range.
 * @example dayOfYear(7, 21) //=> 202
 */
export function dayOfYear(month: number, dayOfMonth: number): number {
  assertInRange(month, 'month', 1, 12);
  assertInRange(dayOfMonth, 'dayOfMonth', 1, 31);
  return (DAYS_BEFORE_MONTH[Math.round(month) - 1] ?? 0) + Math.round(dayOfMonth);
}

/**
 * Extraterrestrial normal irradiance on day n: E0 = Esc·{1 + 0.033·cos[360°(n − 3)/365]}.
 *
 * @param n - Day of the year, 1…366.
 * @returns E0, W/m².
 * @throws {RangeError} If n is outside 1…366.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Solar Constant and Extraterrestrial Solar Radiation"
 * @example extraterrestrialIrradianceWm2(202) //=> 1323.7
 */
export function extraterrestrialIrradianceWm2(n: number): number {
  assertInRange(n, 'n', 1, 366);
  return SOLAR_CONSTANT_WM2 * (1 + 0.033 * Math.cos(((360 * (n - 3)) / 365) * RAD));
}

/**
 * Equation of time, ET = 2.2918·[0.0075 + 0.1868 cos Γ − 3.2077 sin Γ − 1.4615 cos 2Γ − 4.089 sin 2Γ]
 * with Γ = 360°(n − 1)/365: apparent solar time minus mean solar time.
 *
 * @param n - Day of the year, 1…366.
 * @returns ET, minutes.
 * @throws {RangeError} If n is outside 1…366.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Equation of Time and Solar Time"
 * @example equationOfTimeMinutes(202) //=> -6.35
 */
export function equationOfTimeMinutes(n: number): number {
  assertInRange(n, 'n', 1, 366);
  const g = ((360 * (n - 1)) / 365) * RAD;
  return (
    2.2918 *
    (0.0075 +
      0.1868 * Math.cos(g) -
      3.2077 * Math.sin(g) -
      1.4615 * Math.cos(2 * g) -
      4.089 * Math.sin(2 * g))
  );
}

/**
 * Which declination formula: `handbook`, the Handbook's equation (Cooper's sine), or `spencer`,
 * Spencer's Fourier series (more precise, within 1.4° of the sine all year).
 */
export type DeclinationFormula = 'handbook' | 'spencer';

/**
 * Solar declination on day n. `handbook` (default) is the Handbook's equation,
 * δ = 23.45° sin[360°(n + 284)/365] (Cooper 1969); EnergyPlus's weather converter uses the same
 * for the noon clear-sky irradiances it prints in `.stat` files. `spencer` is Spencer's Fourier
 * series, δ = 0.3963723 − 22.9132745 cos Γ + 4.0254304 sin Γ − 0.3872050 cos 2Γ
 * + 0.05196728 sin 2Γ − 0.1545267 cos 3Γ + 0.08479777 sin 3Γ, Γ = 360°(n − 1)/365 (his
 * coefficients in radians × 180/π), for a caller who wants the more precise sun.
 *
 * @param n - Day of the year, 1…366.
 * @param formula - 'handbook' (default) or 'spencer'.
 * @returns δ, degrees (north positive).
 * @throws {RangeError} If n is outside 1…366.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, eq. 10 ("Declination")
 * @see Spencer, J.W. (1971), "Fourier series representation of the position of the sun", Search 2(5), 172
 * @example declinationDeg(202) //=> 20.44
 */
export function declinationDeg(n: number, formula: DeclinationFormula = 'handbook'): number {
  assertInRange(n, 'n', 1, 366);
  if (formula === 'handbook') return 23.45 * Math.sin(((360 * (n + 284)) / 365) * RAD);
  const g = ((360 * (n - 1)) / 365) * RAD;
  return (
    0.3963723 -
    22.9132745 * Math.cos(g) +
    4.0254304 * Math.sin(g) -
    0.387205 * Math.cos(2 * g) +
    0.05196728 * Math.sin(2 * g) -
    0.1545267 * Math.cos(3 * g) +
    0.08479777 * Math.sin(3 * g)
  );
}

/**
 * Apparent solar time from local standard time: AST = LST + ET/60 + (LON − LSM)/15, with the
 * standard meridian LSM = 15°·(time zone).
 *
 * @param localStandardTimeHours - Local standard time (no daylight saving), decimal hours.
 * @param longitudeDeg - Longitude, degrees east positive.
 * @param timeZoneHours - Hours from GMT (−5 for U.S. Eastern).
 * @param n - Day of the year, 1…366.
 * @returns AST, decimal hours.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Equation of Time and Solar Time"
 * @example apparentSolarTimeHours(15, -84.43, -5, 202) //=> 14.27
 */
export function apparentSolarTimeHours(
  localStandardTimeHours: number,
  longitudeDeg: number,
  timeZoneHours: number,
  n: number,
): number {
  assertFinite(localStandardTimeHours, 'localStandardTimeHours');
  assertInRange(longitudeDeg, 'longitudeDeg', -180, 180);
  assertInRange(timeZoneHours, 'timeZoneHours', -12, 14);
  const standardMeridianDeg = 15 * timeZoneHours;
  return (
    localStandardTimeHours +
    equationOfTimeMinutes(n) / 60 +
    (longitudeDeg - standardMeridianDeg) / 15
  );
}

/** The sun's place in the sky. */
export interface SunPosition {
  /** Altitude above the horizon β, degrees (negative below it). */
  readonly altitudeDeg: number;
  /** Azimuth φ, degrees from south, positive west (afternoon), negative east. */
  readonly azimuthDeg: number;
}

/**
 * Sun position from latitude, declination and apparent solar time: hour angle H = 15°(AST − 12),
 * sin β = cos L cos δ cos H + sin L sin δ, cos φ = (sin β sin L − sin δ)/(cos β cos L), φ taking
 * the sign of H.
 *
 * @param latitudeDeg - Latitude L, degrees north positive.
 * @param declination - Declination δ, degrees.
 * @param apparentSolarTime - AST, decimal hours.
 * @returns Altitude and azimuth (from south, west positive), degrees.
 * @throws {RangeError} If the latitude is outside ±90° or the declination outside ±23.5°.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Solar Position" (hour angle, altitude, azimuth)
 * @example sunPosition(40, 23.45, 12) //=> { altitudeDeg: 73.45, azimuthDeg: 0 }
 */
export function sunPosition(
  latitudeDeg: number,
  declination: number,
  apparentSolarTime: number,
): SunPosition {
  assertInRange(latitudeDeg, 'latitudeDeg', -90, 90);
  assertInRange(declination, 'declinationDeg', -23.5, 23.5);
  assertFinite(apparentSolarTime, 'apparentSolarTime');
  const hourAngle = 15 * (apparentSolarTime - 12);
  const L = latitudeDeg * RAD;
  const d = declination * RAD;
  const H = hourAngle * RAD;
  const sinBeta = Math.cos(L) * Math.cos(d) * Math.cos(H) + Math.sin(L) * Math.sin(d);
  const beta = Math.asin(Math.max(-1, Math.min(1, sinBeta)));
  const denominator = Math.cos(beta) * Math.cos(L);
  const cosPhi = denominator === 0 ? 1 : (Math.sin(beta) * Math.sin(L) - Math.sin(d)) / denominator;
  const phi = Math.acos(Math.max(-1, Math.min(1, cosPhi))) / RAD;
  const wrapped = ((((hourAngle + 180) % 360) + 360) % 360) - 180;
  if (wrapped === 0) return { altitudeDeg: beta / RAD, azimuthDeg: 0 };
  return { altitudeDeg: beta / RAD, azimuthDeg: wrapped < 0 ? -phi : phi };
}
