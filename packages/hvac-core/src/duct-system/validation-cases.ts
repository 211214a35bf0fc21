import { caseId } from '../validation/case-id.js';
import type { ValidationSource, ValidationTable } from '../validation/types.js';
import {
  contractionCoefficient,
  divergingStraightCoefficient,
  elbowCoefficient,
} from './fitting-correlations.js';

/**
 * Published loss coefficients the duct system's open-literature correlations are checked against:
 * SMACNA's printed tables for the same fittings. Its tests run these tables and the validation page
 * shows them, so both read one source. The correlations (Idelchik, Crane) and SMACNA's tables are
 * independent publications of the same measurements, so they agree within a stated margin, not to
 * the last digit.
 */

const SMACNA = (table: string): ValidationSource => ({
  book: 'SMACNA, HVAC Systems Duct Design',
  edition: '4th ed. (2006)',
  location: `appendix A, ${table}`,
});

/** SMACNA table A-7A, smooth round elbow, 90°: C by R/D. */
const ELBOW_ROWS = [
  { radiusRatio: 1.0, published: 0.22 },
  { radiusRatio: 1.5, published: 0.15 },
  { radiusRatio: 2.0, published: 0.13 },
] as const;

export const DUCT_SYSTEM_ELBOW_CASES: ValidationTable = {
  id: 'duct-system-smooth-elbow',
  title: 'Smooth round elbow, 90°',
  quantity: 'Loss coefficient C of Idelchik’s elbow correlation (ζ = A1·B1) against SMACNA’s table',
  implementation: 'duct-system/fitting-correlations.ts#elbowCoefficient',
  reference: { kind: 'formula', id: 'duct-system-smooth-elbow' },
  cases: ELBOW_ROWS.map(({ radiusRatio, published }) => ({
    id: caseId('r-d', radiusRatio),
    title: `R/D = ${radiusRatio.toFixed(1)}`,
    source: SMACNA('table A-7A (smooth radius elbow, round)'),
    inputs: [
      { label: 'Angle', value: '90°' },
      { label: 'R/D', value: radiusRatio.toFixed(1) },
    ],
    expected: published,
    unit: '',
    tolerance: { kind: 'absolute', value: 0.03 },
    toleranceNote:
      'Two publications of elbow tests: Idelchik (1994) diagram 6-1 and SMACNA’s table agree within 0.03.',
    compute: () => elbowCoefficient(90, radiusRatio).coefficient,
  })),
};

/** SMACNA table A-11A, diverging tee, main (straight) path: C by Vs/Vc. */
const STRAIGHT_ROWS = [
  { velocityRatio: 0, published: 0.35 },
  { velocityRatio: 0.5, published: 0.09 },
  { velocityRatio: 0.8, published: 0.02 },
  { velocityRatio: 1, published: 0 },
] as const;

export const DUCT_SYSTEM_DIVERGING_STRAIGHT_CASES: ValidationTable = {
  id: 'duct-system-diverging-straight',
  title: 'Diverging junction, straight path',
  quantity:
    'Loss coefficient of the straight path through a supply branch, 0.4(1 − Vs/Vc)², against SMACNA’s table',
  implementation: 'duct-system/fitting-correlations.ts#divergingStraightCoefficient',
  reference: { kind: 'formula', id: 'duct-system-diverging-straight' },
  cases: STRAIGHT_ROWS.map(({ velocityRatio, published }) => ({
    id: caseId('vs-vc', velocityRatio),
    title: `Vs/Vc = ${velocityRatio}`,
    source: SMACNA('table A-11A (tee or wye, main)'),
    inputs: [{ label: 'Vs/Vc', value: String(velocityRatio) }],
    expected: published,
    unit: '',
    tolerance: { kind: 'absolute', value: 0.051 },
    toleranceNote:
      'Idelchik’s smooth-flow correlation against SMACNA’s main-path values: within 0.051, the largest gap at Vs/Vc = 0.',
    compute: () => divergingStraightCoefficient(velocityRatio).coefficient,
  })),
};

export const DUCT_SYSTEM_CONTRACTION_CASES: ValidationTable = {
  id: 'duct-system-contraction',
  title: 'Abrupt contraction',
  quantity:
    'Loss coefficient of an abrupt contraction, Crane TP-410 p. A-26 (referred to the smaller duct), against SMACNA’s table',
  implementation: 'duct-system/fitting-correlations.ts#contractionCoefficient',
  reference: { kind: 'formula', id: 'duct-system-contraction' },
  cases: [
    {
      id: caseId('a1-a', 2),
      title: 'A1/A = 2, θ = 180°',
      source: SMACNA('table A-9A (contraction)'),
      inputs: [
        { label: 'Area ratio A1/A', value: '2 (β² = 0.5)' },
        { label: 'Angle', value: '180° (abrupt)' },
      ],
      expected: 0.26,
      unit: '',
      tolerance: { kind: 'absolute', value: 0.02 },
      toleranceNote: 'Crane’s formula gives 0.25; SMACNA prints 0.26.',
      compute: () => contractionCoefficient(0.5, 180).coefficient,
    },
  ],
};

/** What the duct system's property tests hold for every random supply and return tree they try. */
export const DUCT_SYSTEM_PROPERTIES = {
  massBalance: '1. airflows sum at every node',
  pathTotals:
    '2. a path’s total is the sum of its sections and its terminal, and the critical path is the largest',
  squareLaw:
    '3. doubling every airflow at fixed sizes multiplies fitting losses by exactly 4 and friction by about 4',
  unitSystems: '4. Imperial and Metric give the same physical answer',
  balancedAnalysis:
    '5. the analysis of a balanced design at its design fan pressure returns the design airflows',
  equalPathPressures:
    'with any fan pressure, every path from the fan takes the same total pressure, and airflows sum at every node',
} as const satisfies Record<string, string>;
