import { assertNonNegative, assertPositive } from '../_lib/assert.js';

/** Unit constant of the Hazen–Williams formula in SI (V in m/s, R in m): 0.849 = 1.318 · 0.3048^0.37. */
const HAZEN_WILLIAMS_K_SI = 0.849;

/**
 * Friction head gradient of water in a full round pipe by the Hazen–Williams formula,
 * V = 0.849 · C · R^0.63 · S^0.54 (SI; 1.318 in US units), solved for S with R = D/4.
 *
 * An empirical formula for water at ordinary temperatures (fitted near 60 °F / 15 °C, turbulent
 * flow): it has no viscosity term, so it does not apply to glycol solutions or to hot or cold water
 * far from that temperature. Use Darcy–Weisbach for those.
 *
 * @param velocityMS - Mean velocity, m/s. Must be ≥ 0.
 * @param insideDiameterM - Inside diameter, m. Must be > 0.
 * @param hazenWilliamsC - Roughness coefficient C (about 100 for aged steel to 150 for plastic). Must be > 0.
 * @returns Head loss per length, m of the flowing water per m of pipe.
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see Williams, G. S. and Hazen, A. (1920), Hydraulic Tables, 3rd ed., Wiley (V = 1.318 C R^0.63 S^0.54,
 *   US units); NFPA 13 (2019), ch. 28 (the same formula, p = 4.52 Q^1.85 / (C^1.85 d^4.87) psi/ft)
 * @example hazenWilliamsHeadGradient(1.1308, 0.0266446, 100) //=> 0.1164 (1 in Sch 40, 10 gpm)
 */
export function hazenWilliamsHeadGradient(
  velocityMS: number,
  insideDiameterM: number,
  hazenWilliamsC: number,
): number {
  assertNonNegative(velocityMS, 'velocityMS');
  assertPositive(insideDiameterM, 'insideDiameterM');
  assertPositive(hazenWilliamsC, 'hazenWilliamsC');
  const hydraulicRadiusM = insideDiameterM / 4;
  return (
    (velocityMS / (HAZEN_WILLIAMS_K_SI * hazenWilliamsC * hydraulicRadiusM ** 0.63)) ** (1 / 0.54)
  );
}
