import { assertNonNegative, assertPositive } from '../_lib/assert.js';

/**
 * Reynolds number of flow in a conduit, from the kinematic viscosity: Re = V·Dh/ν.
 *
 * @param velocityMS - Mean velocity, m/s. Must be ≥ 0 (the sign of the flow does not matter to Re).
 * @param hydraulicDiameterM - Hydraulic diameter Dh = 4A/P, m. Must be > 0.
 * @param kinematicViscosityM2S - Kinematic viscosity ν = μ/ρ, m²/s. Must be > 0.
 * @returns Reynolds number, dimensionless.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Re = VD/ν) and ch. 21, eq. 21
 *   (Re = Dh·V/ν for ducts)
 * @example reynoldsNumber(5, 0.3, 1.516e-5) //=> 98 945
 */
export function reynoldsNumber(
  velocityMS: number,
  hydraulicDiameterM: number,
  kinematicViscosityM2S: number,
): number {
  assertNonNegative(velocityMS, 'velocityMS');
  assertPositive(hydraulicDiameterM, 'hydraulicDiameterM');
  assertPositive(kinematicViscosityM2S, 'kinematicViscosityM2S');
  return (velocityMS * hydraulicDiameterM) / kinematicViscosityM2S;
}

/**
 * Reynolds number from density and dynamic viscosity: Re = ρ·V·Dh/μ.
 *
 * @param densityKgM3 - Fluid density, kg/m³. Must be > 0.
 * @param velocityMS - Mean velocity, m/s. Must be ≥ 0.
 * @param hydraulicDiameterM - Hydraulic diameter, m. Must be > 0.
 * @param dynamicViscosityPaS - Dynamic viscosity μ, Pa·s. Must be > 0.
 * @returns Reynolds number, dimensionless.
 * @throws {RangeError} If an argument is not finite or out of its range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Re = ρVD/μ)
 * @example reynoldsNumberFromDynamicViscosity(1.204, 5, 0.3, 1.825e-5) //=> 98 959
 */
export function reynoldsNumberFromDynamicViscosity(
  densityKgM3: number,
  velocityMS: number,
  hydraulicDiameterM: number,
  dynamicViscosityPaS: number,
): number {
  assertPositive(densityKgM3, 'densityKgM3');
  assertPositive(dynamicViscosityPaS, 'dynamicViscosityPaS');
  return reynoldsNumber(velocityMS, hydraulicDiameterM, dynamicViscosityPaS / densityKgM3);
}

/**
 * Hydraulic diameter of any cross-section, Dh = 4A/P.
 *
 * @param areaM2 - Flow area, m². Must be > 0.
 * @param perimeterM - Wetted perimeter, m. Must be > 0.
 * @returns Hydraulic diameter, m.
 * @throws {RangeError} If an argument is not a positive finite number.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Noncircular ducts" (hydraulic diameter Dh = 4A/P)
 * @example hydraulicDiameterM(0.07, 1.1) //=> 0.2545
 */
export function hydraulicDiameterM(areaM2: number, perimeterM: number): number {
  assertPositive(areaM2, 'areaM2');
  assertPositive(perimeterM, 'perimeterM');
  return (4 * areaM2) / perimeterM;
}
