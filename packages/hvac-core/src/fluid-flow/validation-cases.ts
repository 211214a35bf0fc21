import { caseId } from '../validation/case-id.js';
import type { ValidationSource, ValidationTable } from '../validation/types.js';
import { colebrookFrictionFactor } from './friction-factor.js';

/**
 * Readings of the Moody diagram the Colebrook solver is checked against: its tests run this table and
 * the validation page shows it, so both read one source.
 */

const MOODY: ValidationSource = {
  book: 'Moody, “Friction factors for pipe flow”, Trans. ASME 66:671, fig. 1; reproduced in ASHRAE Handbook—Fundamentals (2021), ch. 3, fig. 13',
  edition: '1944',
  location: 'Moody diagram',
};

const MOODY_READINGS: readonly (readonly [
  reynolds: number,
  relativeRoughness: number,
  f: number,
  curve: string,
])[] = [
  [1e5, 1e-4, 0.0185, 'ε/D = 0.0001 curve at Re = 1e5'],
  [1e5, 0, 0.018, 'smooth pipes at Re = 1e5'],
  [1e6, 0, 0.0116, 'smooth pipes at Re = 1e6'],
  [1e4, 0, 0.0309, 'smooth pipes at Re = 1e4'],
  [4000, 0, 0.0399, 'smooth pipes at Re = 4000'],
  [1e6, 1e-3, 0.0199, 'ε/D = 0.001 curve at Re = 1e6'],
  [1e7, 1e-5, 0.009, 'ε/D = 0.00001 curve at Re = 1e7'],
  [1e8, 0.01, 0.0379, 'ε/D = 0.01, fully rough'],
  [1e8, 0.05, 0.0716, 'ε/D = 0.05, fully rough'],
];

export const MOODY_CHART_CASES: ValidationTable = {
  id: 'fluid-flow-colebrook-moody',
  title: 'Darcy friction factor (Colebrook) against the Moody diagram',
  quantity: 'Darcy friction factor in turbulent flow',
  implementation: 'fluid-flow/friction-factor.ts#colebrookFrictionFactor',
  reference: { kind: 'formula', id: 'colebrook' },
  cases: MOODY_READINGS.map(([reynolds, relativeRoughness, f, curve]) => ({
    id: caseId('re', reynolds, 'rr', relativeRoughness),
    title: curve,
    source: { ...MOODY, location: `Moody diagram, ${curve}` },
    inputs: [
      { label: 'Reynolds number', value: reynolds.toExponential().replace('e+', 'e') },
      { label: 'Relative roughness ε/D', value: String(relativeRoughness) },
    ],
    expected: f,
    unit: '',
    tolerance: { kind: 'relative', value: 0.015 },
    toleranceNote: 'A reading of a printed chart carries about ±1.5 %.',
    compute: () => colebrookFrictionFactor(reynolds, relativeRoughness),
  })),
};

/** What the friction-factor property tests hold for every input they try. */
export const FRICTION_FACTOR_PROPERTIES = {
  solvesToMachinePrecision:
    'The Colebrook friction factor solves the implicit equation to machine precision, from Re = 4000 to 1e12 and ε/D up to 0.5.',
  smoothPipeLaw: 'With ε = 0 the Colebrook friction factor is the Prandtl–Kármán smooth-pipe law.',
  fullyRoughLaw:
    'At very high Re the Colebrook friction factor tends to the von Kármán fully rough law.',
  fallsWithReynolds: 'The friction factor falls as Re rises and rises with roughness.',
} as const satisfies Record<string, string>;
