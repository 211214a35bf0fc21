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

/**
 * A whole exhaust system from ASHRAE: ASHRAE Handbook—Fundamentals, ch. 21 "Duct Design", Example 7
 * (SI), a metalworking exhaust for a machine shop in which three hoods feed a dust collector, a fan
 * and a discharge stack. Its network and published section losses as NIST's Fire Dynamics Simulator
 * verification suite enters them (github.com/firemodels/fds):
 * - `Verification/HVAC/ashrae7_fixed_flow.fds` (commit 87a879da460d8ebecae5d36edf3a3f7479bd91f8):
 *   each duct's AREA (m²), LENGTH (m) and LOSS, a single loss coefficient per duct; no ROUGHNESS, so
 *   FDS adds no wall friction (its `Source/hvac.f90` takes a friction factor only when ROUGHNESS > 0,
 *   default −1) and LOSS is the section's whole loss, friction and fittings lumped;
 *   the fan fixed at VOLUME_FLOW = 1.45 m³/s; air at TMPA = 19.33 °C; the nodes: inlets 1, 2, 3;
 *   ducts 2 and 3 join into duct 4 at a tee; ducts 1 and 4 join into duct 5 at a second tee; duct 56
 *   (the dust collector) to duct 6, the fan, then duct 7 to the outlet;
 * - `Verification/HVAC/ashrae_7_exp.csv` (commit 7c56e1833d690ba35643dfadd571cbf1b1b94958): the
 *   example's published total-pressure loss of each section, Pa;
 * - FDS Verification Guide (`Manuals/FDS_Verification_Guide/FDS_Verification_Guide.tex`, commit
 *   40e1987aaffa7bfbf4cd755b898848b77226fab3), section "ASHRAE Sample Problem 7": "three inlets, two
 *   tees, the dust collector, and a fan. The lengths, diameters, and friction losses for all the
 *   components are specified, as well as the fan flow rate."
 *
 * Entered in the engine as: the exhaust side from the fan, section 6 (collector to fan), 56 (the
 * collector), 5, then hood 1's duct and duct 4 with hoods 2 and 3's ducts; duct 7, the stack after the
 * fan, as the supply side with the outlet as its terminal. Each duct is round at the diameter of its
 * FDS area, at length 0 with its FDS LOSS as one entered coefficient: LOSS already holds the friction,
 * so a length would count it twice. The hood airflows are not in the FDS input (FDS fixes only the fan
 * at 1.45 m³/s and solves the split); the engine takes terminal airflows, so they are the split the
 * FDS network itself gives: at tee 5 both paths lose the same total pressure,
 * K1·(Q1/A1)² = K2·(Q2/A2)² + K4·(2·Q2/A4)², with Q2 = Q3 by symmetry and Q1 + 2·Q2 = 1.45 m³/s.
 */
const FDS_ASHRAE7 =
  'FDS Verification/HVAC/ashrae7_fixed_flow.fds (ASHRAE Fundamentals ch. 21 Example 7)';
/** The FDS ducts: AREA m², LENGTH m, LOSS (lumped coefficient on the duct's velocity pressure). */
export const ASHRAE_7_DUCTS = {
  '1': { areaM2: 0.032429, lengthM: 7.22376, loss: 1.7 },
  '2': { areaM2: 0.012668, lengthM: 2.5908, loss: 1.46 },
  '3': { areaM2: 0.012668, lengthM: 2.5908, loss: 1.46 },
  '4': { areaM2: 0.024829, lengthM: 3.5052, loss: 0.87 },
  '5': { areaM2: 0.061312, lengthM: 2.5908, loss: 0.37 },
  '56': { areaM2: 0.061312, lengthM: 0.3048, loss: 2.2267 },
  '6': { areaM2: 0.085634, lengthM: 3.2004, loss: 0.19 },
  '7': { areaM2: 0.099315, lengthM: 15.24, loss: 2.53 },
} as const;
type Ashrae7Duct = keyof typeof ASHRAE_7_DUCTS;
/** The fan's fixed airflow, m³/s (FDS `VOLUME_FLOW=1.45`). */
export const ASHRAE_7_FAN_FLOW_M3S = 1.45;
/** The example's published total-pressure loss of each section, Pa (FDS `ashrae_7_exp.csv`). */
export const ASHRAE_7_PUBLISHED_LOSS_PA: Readonly<Record<Ashrae7Duct, number>> = {
  '1': 739,
  '2': 458,
  '3': 458,
  '4': 281,
  '5': 124,
  '56': 746,
  '6': 32,
  '7': 318,
};

/** Hood airflows, m³/s: the split at which both paths into tee 5 lose the same total pressure. */
export function ashrae7HoodAirflowsM3S(): { hood1: number; hood2: number; hood3: number } {
  const d = ASHRAE_7_DUCTS;
  const resistance1 = d['1'].loss / d['1'].areaM2 ** 2;
  const resistance24 = d['2'].loss / d['2'].areaM2 ** 2 + (4 * d['4'].loss) / d['4'].areaM2 ** 2;
  const q1PerQ2 = Math.sqrt(resistance24 / resistance1);
  const hood2 = ASHRAE_7_FAN_FLOW_M3S / (q1PerQ2 + 2);
  return { hood1: q1PerQ2 * hood2, hood2, hood3: hood2 };
}

const ashrae7InputSection = (
  id: Ashrae7Duct,
  name: string,
  parentId: Ashrae7Duct | undefined,
  system: 'supply' | 'exhaust',
  terminal?: { name: string; airflowM3S: number },
): NonNullable<DuctSystemInputDraft['sections']>[number] => ({
  id,
  name,
  ...(parentId === undefined ? {} : { parentId }),
  system,
  length: 0,
  fixed: true,
  diameter: Math.sqrt((4 * ASHRAE_7_DUCTS[id].areaM2) / Math.PI) * 1000,
  fittings: [
    {
      type: 'custom',
      coefficient: ASHRAE_7_DUCTS[id].loss,
      source: `${FDS_ASHRAE7}, duct ${id} LOSS (friction and fittings lumped)`,
      description: `Duct ${id}, whole-section loss`,
    },
  ],
  ...(terminal === undefined
    ? {}
    : // Metric airflow is L/s.
      { terminal: { name: terminal.name, airflow: terminal.airflowM3S * 1000 } }),
});

const ASHRAE_7_HOODS = ashrae7HoodAirflowsM3S();
export const DUCT_SYSTEM_ASHRAE_EXAMPLE_7: DuctSystemInputDraft = {
  calculationName: 'ASHRAE Fundamentals ch. 21 Example 7: metalworking exhaust',
  unitSystem: 'Metric',
  // FDS `TMPA=19.33`.
  airTemperature: 19.33,
  altitude: 0,
  sizingMethod: 'equalFriction',
  frictionRate: 1,
  safetyFactorPercent: 0,
  components: [],
  sections: [
    ashrae7InputSection('6', 'Collector to fan', undefined, 'exhaust'),
    ashrae7InputSection('56', 'Dust collector', '6', 'exhaust'),
    ashrae7InputSection('5', 'Tee 5 to collector', '56', 'exhaust'),
    ashrae7InputSection('1', 'Hood 1 to tee 5', '5', 'exhaust', {
      name: 'Hood 1',
      airflowM3S: ASHRAE_7_HOODS.hood1,
    }),
    ashrae7InputSection('4', 'Tee 4 to tee 5', '5', 'exhaust'),
    ashrae7InputSection('2', 'Hood 2 to tee 4', '4', 'exhaust', {
      name: 'Hood 2',
      airflowM3S: ASHRAE_7_HOODS.hood2,
    }),
    ashrae7InputSection('3', 'Hood 3 to tee 4', '4', 'exhaust', {
      name: 'Hood 3',
      airflowM3S: ASHRAE_7_HOODS.hood3,
    }),
    ashrae7InputSection('7', 'Fan to stack outlet', undefined, 'supply', {
      name: 'Stack outlet',
      airflowM3S: ASHRAE_7_FAN_FLOW_M3S,
    }),
  ],
};

let ashrae7Result: DuctSystemResult | undefined;
/** The engine's result for ASHRAE Example 7, calculated once. */
export function ductSystemAshrae7Result(): DuctSystemResult {
  ashrae7Result ??= calculateDuctSystem(DUCT_SYSTEM_ASHRAE_EXAMPLE_7);
  return ashrae7Result;
}

const ASHRAE_7_SOURCE: ValidationSource = {
  book: 'ASHRAE Handbook—Fundamentals, ch. 21 "Duct Design"',
  edition: 'SI, as NIST FDS reproduces it (github.com/firemodels/fds, Verification/HVAC)',
  location: 'Example 7 (FDS Verification Guide, "ASHRAE Sample Problem 7"): section losses, Pa',
};
/**
 * Sections whose FDS coefficient has three or more significant figures (1.46, 2.2267): the published
 * whole pascal and the coefficient's last digit are each under 0.4 %; the engine's air at FDS's
 * 19.33 °C is 1.207 kg/m³, 0.6 % denser than the 1.20 the published figures imply (duct 56:
 * 746 Pa = 2.2267 × ρ/2 × (1.45/0.061312)² gives ρ = 1.198).
 */
const ASHRAE_7_PRECISE = {
  tolerance: { kind: 'relative', value: 0.01 },
  toleranceNote:
    'FDS prints this coefficient to 3+ figures and the example the loss to the pascal (each < 0.4 %); the engine’s air at FDS’s 19.33 °C is 0.6 % denser than the 1.20 kg/m³ the published losses imply.',
} as const;
/** Coefficients of two significant figures: 0.19 ± 0.005 is 2.6 %, 1.7 ± 0.05 is 2.9 %. */
const ASHRAE_7_TWO_FIGURE = {
  tolerance: { kind: 'relative', value: 0.03 },
  toleranceNote:
    'FDS prints this coefficient to two figures (0.19 ± 0.005 is 2.6 %, 1.7 ± 0.05 is 2.9 %); the engine’s air is 0.6 % denser than the example’s 1.20 kg/m³.',
} as const;
/** Duct 7: FDS's own coefficient gives 2.53 × 0.6 × (1.45/0.099315)² = 323.6 Pa at 1.20 kg/m³. */
const ASHRAE_7_STACK = {
  tolerance: { kind: 'relative', value: 0.03 },
  toleranceNote:
    'FDS’s coefficient for the stack, 2.53, gives 323.6 Pa at the example’s 1.20 kg/m³, 1.8 % above the published 318: the two sources differ here, and the engine’s air adds 0.6 %.',
} as const;
/** Sums of published section losses: the sections' differences, mostly the stack's and the density's. */
const ASHRAE_7_SUM = {
  tolerance: { kind: 'relative', value: 0.015 },
  toleranceNote:
    'A sum of the published section losses (the example’s paths balance at 1641 Pa): the engine’s air is 0.6 % denser, and the stack adds its 1.8 % (6 Pa).',
} as const;

const ashrae7Section = (id: string) => {
  const found = ductSystemAshrae7Result().sections.find((s) => s.id === id);
  if (found === undefined) throw new Error(`No section ${id} in ASHRAE Example 7.`);
  return found;
};
const ashrae7Path = (terminalSectionId: string): number => {
  const found = ductSystemAshrae7Result().paths.find(
    (p) => p.terminalSectionId === terminalSectionId,
  );
  if (found === undefined) throw new Error(`No path to ${terminalSectionId} in ASHRAE Example 7.`);
  return found.total;
};
const ashrae7Inputs = (id: Ashrae7Duct, airflowM3S: number): ValidationCase['inputs'] => {
  const duct = ASHRAE_7_DUCTS[id];
  const diameterMm = Math.sqrt((4 * duct.areaM2) / Math.PI) * 1000;
  return [
    {
      label: `Duct ${id}`,
      value: `${(airflowM3S * 1000).toFixed(0)} L/s, ${duct.areaM2} m² (Ø ${diameterMm.toFixed(0)} mm), ${duct.lengthM} m`,
    },
    { label: 'Loss coefficient (friction and fittings)', value: String(duct.loss) },
  ];
};

const ASHRAE_7_SECTION_ROWS: readonly {
  id: Ashrae7Duct;
  title: string;
  airflowM3S: number;
  tolerance: typeof ASHRAE_7_PRECISE | typeof ASHRAE_7_TWO_FIGURE | typeof ASHRAE_7_STACK;
}[] = [
  {
    id: '1',
    title: 'Duct 1, hood 1 to tee 5',
    airflowM3S: ASHRAE_7_HOODS.hood1,
    tolerance: ASHRAE_7_TWO_FIGURE,
  },
  {
    id: '2',
    title: 'Duct 2, hood 2 to tee 4',
    airflowM3S: ASHRAE_7_HOODS.hood2,
    tolerance: ASHRAE_7_PRECISE,
  },
  {
    id: '3',
    title: 'Duct 3, hood 3 to tee 4',
    airflowM3S: ASHRAE_7_HOODS.hood3,
    tolerance: ASHRAE_7_PRECISE,
  },
  {
    id: '4',
    title: 'Duct 4, tee 4 to tee 5',
    airflowM3S: ASHRAE_7_HOODS.hood2 + ASHRAE_7_HOODS.hood3,
    tolerance: ASHRAE_7_TWO_FIGURE,
  },
  {
    id: '5',
    title: 'Duct 5, tee 5 to the collector',
    airflowM3S: ASHRAE_7_FAN_FLOW_M3S,
    tolerance: ASHRAE_7_TWO_FIGURE,
  },
  {
    id: '56',
    title: 'Duct 56, the dust collector',
    airflowM3S: ASHRAE_7_FAN_FLOW_M3S,
    tolerance: ASHRAE_7_PRECISE,
  },
  {
    id: '6',
    title: 'Duct 6, collector to fan',
    airflowM3S: ASHRAE_7_FAN_FLOW_M3S,
    tolerance: ASHRAE_7_TWO_FIGURE,
  },
  {
    id: '7',
    title: 'Duct 7, fan to stack outlet',
    airflowM3S: ASHRAE_7_FAN_FLOW_M3S,
    tolerance: ASHRAE_7_STACK,
  },
];

const publishedPathPa = (ids: readonly Ashrae7Duct[]): number =>
  ids.reduce((sum, id) => sum + ASHRAE_7_PUBLISHED_LOSS_PA[id], 0);
/** Hood 1's path to the fan, 739 + 124 + 746 + 32 = 1641 Pa (hoods 2 and 3: 458 + 281 + 124 + 746 + 32, the same). */
export const ASHRAE_7_PUBLISHED_EXHAUST_PATH_PA = publishedPathPa(['1', '5', '56', '6']);
/** The exhaust path and the stack: 1641 + 318 = 1959 Pa, the fan total pressure of the published sections. */
export const ASHRAE_7_PUBLISHED_FAN_TOTAL_PA =
  ASHRAE_7_PUBLISHED_EXHAUST_PATH_PA + ASHRAE_7_PUBLISHED_LOSS_PA['7'];

export const DUCT_SYSTEM_ASHRAE_EXAMPLE_7_CASES: ValidationTable = {
  id: 'duct-system-ashrae-example-7',
  title:
    'A whole exhaust system: ASHRAE’s metalworking exhaust (three hoods, collector, fan, stack)',
  quantity:
    'Section total-pressure losses, path totals and the fan total pressure of ASHRAE Fundamentals ch. 21 Example 7 as NIST FDS enters it, by the whole calculation',
  implementation: 'duct-system/calculate-duct-system.ts#calculateDuctSystem',
  reference: { kind: 'formula', id: 'duct-system-critical-path' },
  cases: [
    ...ASHRAE_7_SECTION_ROWS.map(({ id, title, airflowM3S, tolerance }): ValidationCase => ({
      id: caseId('section', id),
      title,
      source: ASHRAE_7_SOURCE,
      inputs: ashrae7Inputs(id, airflowM3S),
      expected: ASHRAE_7_PUBLISHED_LOSS_PA[id],
      unit: 'Pa',
      ...tolerance,
      compute: () => ashrae7Section(id).totalLoss,
    })),
    ...(
      [
        ['1', 'Path from hood 1 to the fan (ducts 1, 5, 56, 6)'],
        ['2', 'Path from hood 2 to the fan (ducts 2, 4, 5, 56, 6)'],
      ] as const
    ).map(([hood, title]): ValidationCase => ({
      id: caseId('path-hood', Number(hood)),
      title,
      source: ASHRAE_7_SOURCE,
      inputs: [{ label: 'Sum of the published sections', value: '1641 Pa on either path' }],
      expected: ASHRAE_7_PUBLISHED_EXHAUST_PATH_PA,
      unit: 'Pa',
      ...ASHRAE_7_SUM,
      compute: () => ashrae7Path(hood),
    })),
    {
      id: 'fan-total',
      title: 'Fan total pressure: exhaust path and stack',
      source: ASHRAE_7_SOURCE,
      inputs: [
        { label: 'Fan airflow', value: `${ASHRAE_7_FAN_FLOW_M3S} m³/s` },
        { label: 'Sum of the published sections', value: '1641 + 318 Pa' },
      ],
      expected: ASHRAE_7_PUBLISHED_FAN_TOTAL_PA,
      unit: 'Pa',
      ...ASHRAE_7_SUM,
      compute: () => ductSystemAshrae7Result().fan.fanTotalPressure,
    },
  ],
};
