import { assertInRange, assertPositive } from '../_lib/assert.js';

/** Molar masses, kg/mol. @see NIST Chemistry WebBook (R-32 CH₂F₂ 52.023 g/mol; R-1234yf C₃H₂F₄ 114.04 g/mol). */
export const MOLAR_MASS_R32_KG_MOL = 0.052023;
export const MOLAR_MASS_R1234YF_KG_MOL = 0.11404;

/**
 * Mole fraction of the first component of a binary mixture from its mass fraction.
 *
 * @param massFraction1 - Mass fraction of component 1, 0 to 1.
 * @param molarMass1KgMol - Molar mass of component 1, kg/mol. Must be > 0.
 * @param molarMass2KgMol - Molar mass of component 2, kg/mol. Must be > 0.
 * @returns Mole fraction of component 1.
 * @throws {RangeError} If an argument is out of range.
 * @see Poling, Prausnitz and O’Connell (2001), The Properties of Gases and Liquids, 5th ed., ch. 1
 * @example moleFraction(0.689, 0.052023, 0.11404) //=> 0.8292
 */
export function moleFraction(
  massFraction1: number,
  molarMass1KgMol: number,
  molarMass2KgMol: number,
): number {
  assertInRange(massFraction1, 'massFraction1', 0, 1);
  assertPositive(molarMass1KgMol, 'molarMass1KgMol');
  assertPositive(molarMass2KgMol, 'molarMass2KgMol');
  const moles1 = massFraction1 / molarMass1KgMol;
  const moles2 = (1 - massFraction1) / molarMass2KgMol;
  return moles1 / (moles1 + moles2);
}

/**
 * Viscosity of a binary liquid mixture by the Grunberg–Nissan rule with no interaction term,
 * ln μ = x₁ ln μ₁ + x₂ ln μ₂ (the Arrhenius mixing rule). For similar, non-associating molecules
 * such as HFCs and HFOs it is within about 10 % of measured values.
 *
 * @param moleFraction1 - Mole fraction of component 1, 0 to 1.
 * @param viscosity1PaS - Viscosity of pure liquid 1 at the mixture's temperature, Pa·s. Must be > 0.
 * @param viscosity2PaS - Viscosity of pure liquid 2, Pa·s. Must be > 0.
 * @returns Mixture viscosity, Pa·s.
 * @throws {RangeError} If an argument is out of range.
 * @see Poling, Prausnitz and O’Connell (2001), The Properties of Gases and Liquids, 5th ed.,
 *   §9-13, eq. 9-13.1 (Grunberg and Nissan, 1949)
 * @example liquidMixtureViscosityPaS(0.5, 1e-4, 4e-4) //=> 2e-4
 */
export function liquidMixtureViscosityPaS(
  moleFraction1: number,
  viscosity1PaS: number,
  viscosity2PaS: number,
): number {
  assertInRange(moleFraction1, 'moleFraction1', 0, 1);
  assertPositive(viscosity1PaS, 'viscosity1PaS');
  assertPositive(viscosity2PaS, 'viscosity2PaS');
  return Math.exp(
    moleFraction1 * Math.log(viscosity1PaS) + (1 - moleFraction1) * Math.log(viscosity2PaS),
  );
}

/**
 * Viscosity of a binary low-pressure gas mixture by Wilke's rule,
 * μ = Σ xᵢμᵢ / Σ xⱼφᵢⱼ with φᵢⱼ = [1 + (μᵢ/μⱼ)^½ (Mⱼ/Mᵢ)^¼]² / [8(1 + Mᵢ/Mⱼ)]^½.
 *
 * @param moleFraction1 - Mole fraction of component 1, 0 to 1.
 * @param viscosity1PaS - Viscosity of gas 1, Pa·s. Must be > 0.
 * @param viscosity2PaS - Viscosity of gas 2, Pa·s. Must be > 0.
 * @param molarMass1KgMol - Molar mass of gas 1, kg/mol. Must be > 0.
 * @param molarMass2KgMol - Molar mass of gas 2, kg/mol. Must be > 0.
 * @returns Mixture viscosity, Pa·s.
 * @throws {RangeError} If an argument is out of range.
 * @see Wilke, C. R. (1950), "A viscosity equation for gas mixtures", J. Chem. Phys. 18:517;
 *   Poling, Prausnitz and O’Connell (2001), 5th ed., §9-5, eqs. 9-5.13 and 9-5.14
 * @example gasMixtureViscosityPaS(0.5, 1e-5, 1e-5, 0.05, 0.05) //=> 1e-5
 */
export function gasMixtureViscosityPaS(
  moleFraction1: number,
  viscosity1PaS: number,
  viscosity2PaS: number,
  molarMass1KgMol: number,
  molarMass2KgMol: number,
): number {
  assertInRange(moleFraction1, 'moleFraction1', 0, 1);
  assertPositive(viscosity1PaS, 'viscosity1PaS');
  assertPositive(viscosity2PaS, 'viscosity2PaS');
  assertPositive(molarMass1KgMol, 'molarMass1KgMol');
  assertPositive(molarMass2KgMol, 'molarMass2KgMol');
  const phi = (muI: number, muJ: number, mI: number, mJ: number): number =>
    (1 + Math.sqrt(muI / muJ) * (mJ / mI) ** 0.25) ** 2 / Math.sqrt(8 * (1 + mI / mJ));
  const x1 = moleFraction1;
  const x2 = 1 - moleFraction1;
  const phi12 = phi(viscosity1PaS, viscosity2PaS, molarMass1KgMol, molarMass2KgMol);
  const phi21 = phi(viscosity2PaS, viscosity1PaS, molarMass2KgMol, molarMass1KgMol);
  return (x1 * viscosity1PaS) / (x1 + x2 * phi12) + (x2 * viscosity2PaS) / (x2 + x1 * phi21);
}
