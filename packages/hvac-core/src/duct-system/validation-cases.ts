import { caseId } from '../validation/case-id.js';
import type { ValidationCase, ValidationSource, ValidationTable } from '../validation/types.js';
import { calculateDuctSystem } from './calculate-duct-system.js';
import type { DuctSystemResult } from './calculate-duct-system.js';
import type { DuctSystemInputDraft } from './schema.js';
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

/**
 * A whole duct system from a published worked example: "Duct Pressure Loss Calculation", a course
 * handout stored at https://de.scribd.com/document/170557163/Duct-Pressure-Loss-Calculation, example
 * S.1, "Compute the loss pressure for each branch of simple duct system shown in figure using loss
 * coefficient method". Its published inputs and results (in. wg, velocity pressure as (V/4000)²):
 * - section 1-a, plenum to the junction a: 400 cfm, 50 ft of 10 in round; plenum exit C = 0.85 on
 *   its velocity (the handout's table T-4): 0.0285; friction 0.09 in./100 ft (chart): 0.045; total
 *   0.0735;
 * - section a-2, the straight run on: 280 cfm, 50 ft of 9 in; friction 0.08 in./100 ft: 0.04; the
 *   straight-through loss of the junction 0.002; total 0.042;
 * - section a-3, the branch: 120 cfm, 40 ft of 6 in; 45° take-off Cb = 0.48 on the upstream
 *   velocity Vu = 733.385 fpm: 0.0161; a 45° elbow C = 0.37 (table T-2): 0.0086; a 90° elbow, given
 *   the same 0.0086; friction 0.12 in./100 ft: 0.048; total 0.0813;
 * - path 1-2: 0.0735 + 0.042 = 0.1155; path 1-3: 0.0735 + 0.0813 = 0.1548 (the larger: the critical
 *   path, and what the fan must give at the plenum).
 * (The handout's figure labels section a-2 "200 cfm"; its solution uses 280 cfm = 400 − 120, as here.)
 *
 * Entered as printed: the coefficients as engineer-entered ones with their source; the take-off's Cb
 * re-referred to the branch's own velocity pressure, 0.48 × (Vu/Vb)² with Vb = 611.154 fpm (the
 * engine refers an entered C to its section's velocity); the straight-through loss, whose coefficient
 * the handout does not print, as its published drop at 280 cfm. Air at 70 °F at sea level
 * (0.075 lb/ft³, the density of V/4005), galvanized steel, no safety factor, no components.
 */
const VELOCITY_UPSTREAM_FPM = 400 / ((Math.PI / 4) * (10 / 12) ** 2);
const VELOCITY_BRANCH_FPM = 120 / ((Math.PI / 4) * (6 / 12) ** 2);
const HANDOUT = 'Duct Pressure Loss Calculation (handout), example S.1';

export const DUCT_SYSTEM_WORKED_EXAMPLE: DuctSystemInputDraft = {
  calculationName: 'Handout example S.1: plenum, main and one 45° branch',
  unitSystem: 'Imperial',
  airTemperature: 70,
  altitude: 0,
  sizingMethod: 'equalFriction',
  frictionRate: 0.1,
  safetyFactorPercent: 0,
  components: [],
  sections: [
    {
      id: '1-a',
      name: 'Plenum to junction a',
      length: 50,
      fixed: true,
      diameter: 10,
      fittings: [
        {
          type: 'custom',
          coefficient: 0.85,
          source: `${HANDOUT}, plenum exit (its table T-4)`,
          description: 'Plenum exit',
        },
      ],
    },
    {
      id: 'a-2',
      name: 'Main on from a',
      parentId: '1-a',
      length: 50,
      fixed: true,
      diameter: 9,
      fittings: [
        {
          type: 'manufacturer',
          pressureDrop: 0.002,
          ratedAirflow: 280,
          source: `${HANDOUT}, straight-through loss of junction a`,
          description: 'Junction a, straight through',
        },
      ],
      terminal: { name: 'Outlet 2', airflow: 280 },
    },
    {
      id: 'a-3',
      name: 'Branch from a',
      parentId: '1-a',
      length: 40,
      fixed: true,
      diameter: 6,
      fittings: [
        {
          type: 'custom',
          coefficient: 0.48 * (VELOCITY_UPSTREAM_FPM / VELOCITY_BRANCH_FPM) ** 2,
          source: `${HANDOUT}, 45° take-off Cb = 0.48 on the upstream velocity, re-referred to the branch's`,
          description: '45° take-off',
        },
        {
          type: 'custom',
          coefficient: 0.37,
          quantity: 2,
          source: `${HANDOUT}, 45° elbow (its table T-2); its 90° elbow is given the same loss`,
          description: 'Elbows',
        },
      ],
      terminal: { name: 'Outlet 3', airflow: 120 },
    },
  ],
};

let workedExampleResult: DuctSystemResult | undefined;
/** The engine's result for the worked example, calculated once. */
export function ductSystemWorkedExampleResult(): DuctSystemResult {
  workedExampleResult ??= calculateDuctSystem(DUCT_SYSTEM_WORKED_EXAMPLE);
  return workedExampleResult;
}

const section = (id: string) => {
  const found = ductSystemWorkedExampleResult().sections.find((s) => s.id === id);
  if (found === undefined) throw new Error(`No section ${id} in the worked example.`);
  return found;
};
const pathTotal = (terminalSectionId: string): number => {
  const found = ductSystemWorkedExampleResult().paths.find(
    (p) => p.terminalSectionId === terminalSectionId,
  );
  if (found === undefined)
    throw new Error(`No path to ${terminalSectionId} in the worked example.`);
  return found.total;
};
const fittingLoss = (sectionId: string, index: number, per = 1): number =>
  (section(sectionId).fittings[index]?.loss ?? Number.NaN) / per;

const HANDOUT_SOURCE: ValidationSource = {
  book: 'Duct Pressure Loss Calculation (course handout, Scribd document 170557163)',
  edition: 'online',
  location: 'example S.1, loss coefficient method',
};
/** Fitting losses: C × (V/4000)² in the handout, C × ρV²/2 at 0.075 lb/ft³ in the engine (0.6 % apart). */
const FITTING_TOLERANCE = {
  tolerance: { kind: 'relative', value: 0.01 },
  toleranceNote:
    'The handout takes the velocity pressure as (V/4000)² and prints three figures; the engine’s ρV²/2 at 70 °F is 0.6 % lower.',
} as const;
/** Anything with duct friction in it: the handout reads friction off a chart, the engine uses Colebrook. */
const FRICTION_TOLERANCE = {
  tolerance: { kind: 'relative', value: 0.08 },
  toleranceNote:
    'The handout reads friction off a chart to 0.01 in. wg/100 ft (half a step is 6 % at 0.08); Colebrook for galvanized steel gives 4–7 % less than its readings.',
} as const;

const workedCase = (
  id: string,
  title: string,
  inputs: ValidationCase['inputs'],
  expected: number,
  unit: string,
  tolerance: typeof FITTING_TOLERANCE | typeof FRICTION_TOLERANCE,
  compute: () => number,
): ValidationCase => ({
  id,
  title,
  source: HANDOUT_SOURCE,
  inputs,
  expected,
  unit,
  ...tolerance,
  compute,
});

const SECTION_INPUTS = {
  '1-a': [{ label: 'Section 1-a', value: '400 cfm, 50 ft of 10 in round' }],
  'a-2': [{ label: 'Section a-2', value: '280 cfm, 50 ft of 9 in round' }],
  'a-3': [{ label: 'Section a-3', value: '120 cfm, 40 ft of 6 in round' }],
} as const;

export const DUCT_SYSTEM_WORKED_EXAMPLE_CASES: ValidationTable = {
  id: 'duct-system-worked-example',
  title: 'A whole supply system: plenum, main and a 45° branch',
  quantity:
    'Fitting, section and path total-pressure losses and the critical path of a published worked example, by the whole calculation',
  implementation: 'duct-system/calculate-duct-system.ts#calculateDuctSystem',
  reference: { kind: 'formula', id: 'duct-system-critical-path' },
  cases: [
    workedCase(
      'plenum-exit',
      'Plenum exit, C = 0.85',
      SECTION_INPUTS['1-a'],
      0.0285,
      'in. wg',
      FITTING_TOLERANCE,
      () => fittingLoss('1-a', 0),
    ),
    workedCase(
      'take-off-45',
      '45° take-off, Cb = 0.48 on Vu',
      [...SECTION_INPUTS['a-3'], { label: 'Upstream', value: '400 cfm in 10 in' }],
      0.0161,
      'in. wg',
      FITTING_TOLERANCE,
      () => fittingLoss('a-3', 0),
    ),
    workedCase(
      'elbow',
      'Elbow, C = 0.37 (each of two)',
      SECTION_INPUTS['a-3'],
      0.0086,
      'in. wg',
      FITTING_TOLERANCE,
      () => fittingLoss('a-3', 1, 2),
    ),
    ...(
      [
        ['1-a', 0.09],
        ['a-2', 0.08],
        ['a-3', 0.12],
      ] as const
    ).map(([id, published]) =>
      workedCase(
        caseId('friction', id),
        `Friction rate, section ${id}`,
        SECTION_INPUTS[id],
        published,
        'in. wg/100 ft',
        FRICTION_TOLERANCE,
        () => section(id).frictionRate,
      ),
    ),
    ...(
      [
        ['1-a', 0.0735],
        ['a-2', 0.042],
        ['a-3', 0.0813],
      ] as const
    ).map(([id, published]) =>
      workedCase(
        caseId('section', id),
        `Section ${id}, friction and fittings`,
        SECTION_INPUTS[id],
        published,
        'in. wg',
        FRICTION_TOLERANCE,
        () => section(id).totalLoss,
      ),
    ),
    workedCase(
      'path-1-2',
      'Path 1-2',
      [...SECTION_INPUTS['1-a'], ...SECTION_INPUTS['a-2']],
      0.1155,
      'in. wg',
      FRICTION_TOLERANCE,
      () => pathTotal('a-2'),
    ),
    workedCase(
      'path-1-3',
      'Path 1-3, the critical path: the fan’s total pressure at the plenum',
      [...SECTION_INPUTS['1-a'], ...SECTION_INPUTS['a-3']],
      0.1548,
      'in. wg',
      FRICTION_TOLERANCE,
      () => ductSystemWorkedExampleResult().fan.fanTotalPressure,
    ),
  ],
};
