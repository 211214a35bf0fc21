import { assertFinite, assertNonNegative, assertPositive } from '../_lib/assert.js';

/**
 * Velocity pressure (dynamic pressure) of a moving fluid, pv = ρV²/2.
 *
 * @param densityKgM3 - Fluid density, kg/m³. Must be > 0.
 * @param velocityMS - Mean velocity, m/s (finite; its sign does not matter).
 * @returns Velocity pressure, Pa.
 * @throws {RangeError} If density is not positive or velocity is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Bernoulli equation" / "Head and pressure"
 *   (velocity pressure pv = ρV²/2; with standard air in I-P units pv = (V/4005)² in. wg)
 * @example velocityPressurePa(1.204, 5) //=> 15.05
 */
export function velocityPressurePa(densityKgM3: number, velocityMS: number): number {
  assertPositive(densityKgM3, 'densityKgM3');
  assertFinite(velocityMS, 'velocityMS');
  return (densityKgM3 * velocityMS * velocityMS) / 2;
}

/**
 * Frictional pressure loss of fully developed flow in a straight conduit (Darcy–Weisbach):
 * Δp = f · (L/D) · ρV²/2.
 *
 * @param frictionFactor - Darcy friction factor f (not Fanning), dimensionless. Must be > 0.
 * @param lengthM - Conduit length, m. Must be ≥ 0.
 * @param diameterM - Inside (hydraulic) diameter, m. Must be > 0.
 * @param densityKgM3 - Fluid density, kg/m³. Must be > 0.
 * @param velocityMS - Mean velocity, m/s (finite).
 * @returns Pressure loss, Pa.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Darcy–Weisbach equation) and
 *   ch. 21, eq. 18 (Δpf = 1000·f·L/Dh · ρV²/2 with Dh in mm)
 * @example darcyPressureDropPa(0.0185, 10, 0.3, 1.204, 5) //=> 9.28
 */
export function darcyPressureDropPa(
  frictionFactor: number,
  lengthM: number,
  diameterM: number,
  densityKgM3: number,
  velocityMS: number,
): number {
  assertNonNegative(lengthM, 'lengthM');
  return darcyFrictionRatePaPerM(frictionFactor, diameterM, densityKgM3, velocityMS) * lengthM;
}

/**
 * Frictional pressure loss per unit length (friction rate), Δp/L = (f/D) · ρV²/2.
 *
 * @param frictionFactor - Darcy friction factor f, dimensionless. Must be > 0.
 * @param diameterM - Inside (hydraulic) diameter, m. Must be > 0.
 * @param densityKgM3 - Fluid density, kg/m³. Must be > 0.
 * @param velocityMS - Mean velocity, m/s (finite).
 * @returns Friction rate, Pa/m.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 18
 * @example darcyFrictionRatePaPerM(0.0185, 0.3, 1.204, 5) //=> 0.928
 */
export function darcyFrictionRatePaPerM(
  frictionFactor: number,
  diameterM: number,
  densityKgM3: number,
  velocityMS: number,
): number {
  assertPositive(frictionFactor, 'frictionFactor');
  assertPositive(diameterM, 'diameterM');
  return (frictionFactor / diameterM) * velocityPressurePa(densityKgM3, velocityMS);
}

/**
 * Pressure loss of a fitting from its loss coefficient, Δp = C · pv (C referred to the velocity
 * pressure of the section the coefficient is defined at).
 *
 * @param lossCoefficient - Local loss coefficient C (also written K), dimensionless. Must be ≥ 0.
 * @param velocityPressurePa - Velocity pressure at the reference section, Pa. Must be ≥ 0.
 * @returns Pressure loss, Pa.
 * @throws {RangeError} If an argument is negative or not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Dynamic losses" (Δpj = Co·pv,o, the loss
 *   coefficient referred to the velocity pressure of section o)
 * @example fittingPressureLossPa(0.3, 15) //=> 4.5
 */
export function fittingPressureLossPa(lossCoefficient: number, velocityPressurePa: number): number {
  assertNonNegative(lossCoefficient, 'lossCoefficient');
  assertNonNegative(velocityPressurePa, 'velocityPressurePa');
  return lossCoefficient * velocityPressurePa;
}
