import { fluidProperties } from '../fluids/fluid-properties.js';
import { caseId } from '../validation/case-id.js';
import type { ValidationSource, ValidationTable } from '../validation/types.js';
import { craneFrictionFactor } from './fittings.js';
import { hazenWilliamsHeadGradient } from './hazen-williams.js';
import { pipeMaterial, pipeSize } from './materials.js';
import { pipeFlow } from './pipe-flow.js';

/**
 * Published pipe friction values the engine is checked against: its tests run these tables and the
 * validation page shows them, so both read one source.
 */

const GPM = 3.785411784e-3 / 60;
const INCH = 0.0254;
const FT = 0.3048;
/** 1 ft of 1000 kg/m³ water per 100 ft of pipe, in Pa/m: the tables' head per 100 ft. */
const FT_PER_100FT_PA_PER_M = (1000 * 9.80665 * FT) / (100 * FT);

/**
 * Hydraulic Institute friction loss for 60 °F water in new Schedule 40 steel pipe, 1-1/2 in (ID 1.610
 * in): flow gpm, velocity ft/s, head loss ft per 100 ft.
 */
export const HYDRAULIC_INSTITUTE_ROWS: readonly (readonly [
  gpm: number,
  velocityFtS: number,
  headPer100Ft: number,
])[] = [
  [24, 3.78, 4.14],
  [30, 4.73, 6.26],
  [40, 6.3, 10.79],
  [50, 7.88, 16.4],
  [60, 9.46, 23.2],
  [80, 12.6, 40.5],
];

const HYDRAULIC_INSTITUTE: ValidationSource = {
  book: 'Hydraulic Institute friction-loss tables, as reproduced in R. Palgrave, The Practical Pumping Handbook',
  edition: '2003',
  location: 'fig. 14.2, 1-1/2 in Schedule 40 steel, water at 60 °F',
};

/** The 1-1/2 in Schedule 40 steel pipe of the Hydraulic Institute table carrying 60 °F water. */
export function hydraulicInstitutePipeFlow(gpm: number) {
  const water60F = fluidProperties({ fluid: 'water', temperatureC: (60 - 32) / 1.8 });
  return pipeFlow({
    flowM3S: gpm * GPM,
    insideDiameterM: pipeSize('steelSchedule40', '1-1/2').insideDiameterM,
    roughnessM: pipeMaterial('steelSchedule40').roughnessM,
    densityKgM3: water60F.densityKgM3,
    kinematicViscosityM2S: water60F.kinematicViscosityM2S,
  });
}

export const HYDRAULIC_INSTITUTE_CASES: ValidationTable = {
  id: 'pipe-darcy-weisbach-hydraulic-institute',
  title: 'Friction loss in Schedule 40 steel pipe (Darcy–Weisbach with Colebrook)',
  quantity: 'Friction head loss per 100 ft of pipe',
  implementation: 'pipe/pipe-flow.ts#pipeFlow',
  reference: { kind: 'formula', id: 'darcy-weisbach' },
  cases: HYDRAULIC_INSTITUTE_ROWS.map(([gpm, velocityFtS, headPer100Ft]) => ({
    id: caseId('gpm', gpm),
    title: `1-1/2 in Sch 40 steel, ${gpm} gpm`,
    source: HYDRAULIC_INSTITUTE,
    inputs: [
      { label: 'Pipe', value: '1-1/2 in Schedule 40 steel (ID 1.610 in)' },
      { label: 'Flow', value: `${gpm} gpm (${velocityFtS} ft/s)` },
      { label: 'Water', value: '60 °F' },
    ],
    expected: headPer100Ft,
    unit: 'ft/100 ft',
    tolerance: { kind: 'relative', value: 0.03 },
    toleranceNote: 'The table is read from a printed chart of values.',
    compute: () => hydraulicInstitutePipeFlow(gpm).frictionRatePaPerM / FT_PER_100FT_PA_PER_M,
  })),
};

/**
 * Friction losses in standard-weight steel pipe, C = 100, water at 60 °F: label, inside diameter in,
 * flow gpm, velocity ft/s, head loss ft per 100 ft.
 */
export const HAZEN_WILLIAMS_ROWS: readonly (readonly [
  label: string,
  insideDiameterIn: number,
  gpm: number,
  velocityFtS: number,
  headPer100Ft: number,
])[] = [
  ['1/2 in, 2 gpm', 0.622, 2, 2.11, 7.6],
  ['3/4 in, 4 gpm', 0.824, 4, 2.41, 6.9],
  ['1 in, 10 gpm', 1.049, 10, 3.71, 11.7],
  ['1-1/4 in, 20 gpm', 1.38, 20, 4.29, 11.1],
];

/** The velocity, m/s, of a flow in gpm through a bore in inches. */
export function velocityMsOf(gpm: number, insideDiameterIn: number): number {
  const d = insideDiameterIn * INCH;
  return (gpm * GPM) / ((Math.PI * d * d) / 4);
}

export const HAZEN_WILLIAMS_CASES: ValidationTable = {
  id: 'pipe-hazen-williams',
  title: 'Friction loss by Hazen–Williams, C = 100',
  quantity: 'Friction head loss per 100 ft of pipe',
  implementation: 'pipe/hazen-williams.ts#hazenWilliamsHeadGradient',
  reference: { kind: 'formula', id: 'hazen-williams' },
  cases: HAZEN_WILLIAMS_ROWS.map(([label, insideDiameterIn, gpm, velocityFtS, headPer100Ft]) => ({
    id: caseId(label),
    title: label,
    source: {
      book: 'American Gas Association and NFPA friction-loss tables, as reprinted by Engineers Edge, “Friction losses in steel pipes”',
      edition: 'undated',
      location: `standard-weight steel, C = 100, ${label}`,
    },
    inputs: [
      { label: 'Inside diameter', value: `${insideDiameterIn} in` },
      { label: 'Flow', value: `${gpm} gpm (${velocityFtS} ft/s)` },
      { label: 'Hazen–Williams C', value: '100' },
    ],
    expected: headPer100Ft,
    unit: 'ft/100 ft',
    tolerance: { kind: 'relative', value: 0.015 },
    toleranceNote: 'The table prints the head loss to 0.1 ft.',
    compute: () =>
      hazenWilliamsHeadGradient(velocityMsOf(gpm, insideDiameterIn), insideDiameterIn * INCH, 100) *
      100,
  })),
};

const CRANE_ROWS: readonly (readonly [nominalInches: number, fT: number])[] = [
  [0.5, 0.027],
  [0.75, 0.025],
  [1, 0.023],
  [1.25, 0.022],
  [1.5, 0.021],
  [2, 0.019],
  [2.5, 0.018],
  [3, 0.018],
  [4, 0.017],
  [5, 0.016],
  [6, 0.015],
  [8, 0.014],
  [10, 0.014],
  [12, 0.013],
  [16, 0.013],
  [18, 0.012],
  [24, 0.012],
];

export const CRANE_FRICTION_FACTOR_CASES: ValidationTable = {
  id: 'pipe-crane-friction-factors',
  title: 'Fully turbulent friction factor fT of clean commercial steel pipe',
  quantity: 'Friction factor fT that fitting resistances K = n · fT are built from',
  implementation: 'pipe/fittings.ts#craneFrictionFactor',
  reference: { kind: 'table', id: 'crane-friction-factors' },
  cases: CRANE_ROWS.map(([nominalInches, fT]) => ({
    id: caseId('nps', nominalInches),
    title: `${nominalInches} in`,
    source: {
      book: 'Crane Co., Flow of Fluids Through Valves, Fittings and Pipe, Technical Paper No. 410',
      edition: 'TP-410',
      location: 'p. A-26, friction factors for clean commercial steel pipe, complete turbulence',
    },
    inputs: [{ label: 'Nominal size', value: `${nominalInches} in` }],
    expected: fT,
    unit: '',
    tolerance: { kind: 'absolute', value: 0 },
    toleranceNote: 'A printed table value, used as printed.',
    compute: () => craneFrictionFactor(nominalInches),
  })),
};

/** What the pipe property tests hold for every input they try. */
export const PIPE_PROPERTIES = {
  hazenWilliamsScaling: 'The Hazen–Williams head loss scales as V^1.852 and C^−1.852.',
  craneNeverRises: 'The Crane friction factor fT never rises with pipe size.',
} as const satisfies Record<string, string>;
