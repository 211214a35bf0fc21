import { assertPositive } from '../_lib/assert.js';

/**
 * Equivalent round diameter of a rectangular duct with the same friction and airflow (Huebscher):
 * De = 1.30 (ab)^0.625 / (a + b)^0.25.
 *
 * @param widthM - Inside width, m. Must be > 0.
 * @param heightM - Inside height, m. Must be > 0.
 * @returns Equivalent diameter, m (any consistent length unit works: the equation is homogeneous).
 * @throws {RangeError} If a side is not a positive finite number.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 25 (Huebscher 1948) and table 2
 * @example rectangularEquivalentDiameterM(0.35, 0.2) //=> 0.2864
 */
export function rectangularEquivalentDiameterM(widthM: number, heightM: number): number {
  assertPositive(widthM, 'widthM');
  assertPositive(heightM, 'heightM');
  return (1.3 * (widthM * heightM) ** 0.625) / (widthM + heightM) ** 0.25;
}

/**
 * Equivalent round diameter of a flat oval duct: De = 1.55 AR^0.625 / P^0.25, with
 * AR = πa²/4 + a(A − a) and P = πa + 2(A − a).
 *
 * @param majorAxisM - Major axis A, m. Must be ≥ the minor axis.
 * @param minorAxisM - Minor axis a, m. Must be > 0.
 * @returns Equivalent diameter, m.
 * @throws {RangeError} If an axis is not positive or the major axis is shorter than the minor.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 26–28 (Heyt and Diaz 1975)
 * @example flatOvalEquivalentDiameterM(0.6, 0.2) //=> 0.3597
 */
export function flatOvalEquivalentDiameterM(majorAxisM: number, minorAxisM: number): number {
  assertPositive(majorAxisM, 'majorAxisM');
  assertPositive(minorAxisM, 'minorAxisM');
  if (majorAxisM < minorAxisM) {
    throw new RangeError(`majorAxisM (${majorAxisM}) must be at least minorAxisM (${minorAxisM}).`);
  }
  const areaM2 = flatOvalAreaM2(majorAxisM, minorAxisM);
  const perimeterM = Math.PI * minorAxisM + 2 * (majorAxisM - minorAxisM);
  return (1.55 * areaM2 ** 0.625) / perimeterM ** 0.25;
}

/**
 * Cross-sectional area of a flat oval duct, AR = πa²/4 + a(A − a).
 *
 * @param majorAxisM - Major axis A, m.
 * @param minorAxisM - Minor axis a, m.
 * @returns Area, m².
 * @throws {RangeError} If an axis is not positive.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 27
 * @example flatOvalAreaM2(0.6, 0.2) //=> 0.1114
 */
export function flatOvalAreaM2(majorAxisM: number, minorAxisM: number): number {
  assertPositive(majorAxisM, 'majorAxisM');
  assertPositive(minorAxisM, 'minorAxisM');
  return (Math.PI * minorAxisM ** 2) / 4 + minorAxisM * (majorAxisM - minorAxisM);
}
