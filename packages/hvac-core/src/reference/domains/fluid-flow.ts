import { LAMINAR_MAX_REYNOLDS, TURBULENT_MIN_REYNOLDS } from '../../fluid-flow/index.js';
import type { ReferenceDomain, ReferenceFormula } from '../types.js';

const DUCT_AND_PIPE = ['duct', 'pipe', 'refrigerant'] as const;
const PRESSURE = { Imperial: 'lbf/ft²', Metric: 'Pa' };
const DENSITY = { Imperial: 'lb/ft³', Metric: 'kg/m³' };
const VELOCITY = { Imperial: 'ft/s', Metric: 'm/s' };
const LENGTH = { Imperial: 'ft', Metric: 'm' };

const formulas: readonly ReferenceFormula[] = [
  {
    id: 'reynolds-number',
    title: 'Reynolds number',
    tex: '\\mathrm{Re} = \\frac{V D_h}{\\nu}',
    symbols: [
      { tex: '\\mathrm{Re}', meaning: 'Reynolds number' },
      { tex: 'V', meaning: 'Mean velocity', unit: VELOCITY },
      { tex: 'D_h', meaning: 'Hydraulic diameter', unit: LENGTH },
      {
        tex: '\\nu',
        meaning: 'Kinematic viscosity μ/ρ',
        unit: { Imperial: 'ft²/s', Metric: 'm²/s' },
      },
    ],
    validRange: `Laminar below ${LAMINAR_MAX_REYNOLDS}, turbulent from ${TURBULENT_MIN_REYNOLDS}, transition between.`,
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Re = VD/ν) and ch. 21, eq. 21 (Re = Dh·V/ν for ducts)',
    implementation: { file: 'fluid-flow/reynolds-number.ts', exportName: 'reynoldsNumber' },
    usedBy: DUCT_AND_PIPE,
  },
  {
    id: 'hydraulic-diameter',
    title: 'Hydraulic diameter',
    tex: 'D_h = \\frac{4 A}{P}',
    symbols: [
      { tex: 'D_h', meaning: 'Hydraulic diameter', unit: LENGTH },
      { tex: 'A', meaning: 'Flow area', unit: { Imperial: 'ft²', Metric: 'm²' } },
      { tex: 'P', meaning: 'Wetted perimeter', unit: LENGTH },
    ],
    validRange: 'Any cross-section; for a round duct Dh = D.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Noncircular ducts" (hydraulic diameter Dh = 4A/P)',
    implementation: { file: 'fluid-flow/reynolds-number.ts', exportName: 'hydraulicDiameterM' },
    usedBy: DUCT_AND_PIPE,
  },
  {
    id: 'darcy-weisbach',
    title: 'Friction loss (Darcy–Weisbach)',
    tex: '\\Delta p = f \\, \\frac{L}{D} \\, \\frac{\\rho V^2}{2}',
    symbols: [
      { tex: '\\Delta p', meaning: 'Frictional pressure loss', unit: PRESSURE },
      { tex: 'f', meaning: 'Darcy friction factor (not Fanning)' },
      { tex: 'L', meaning: 'Length', unit: LENGTH },
      { tex: 'D', meaning: 'Inside (hydraulic) diameter', unit: LENGTH },
      { tex: '\\rho', meaning: 'Density', unit: DENSITY },
      { tex: 'V', meaning: 'Mean velocity', unit: VELOCITY },
    ],
    validRange:
      'Fully developed flow in a straight conduit, any regime (f from the friction-factor formulas).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Darcy–Weisbach equation) and ch. 21, eq. 18 (Δpf = 1000·f·L/Dh · ρV²/2 with Dh in mm)',
    implementation: { file: 'fluid-flow/darcy-weisbach.ts', exportName: 'darcyPressureDropPa' },
    usedBy: DUCT_AND_PIPE,
  },
  {
    id: 'colebrook',
    title: 'Turbulent friction factor (Colebrook–White)',
    tex: '\\frac{1}{\\sqrt{f}} = -2 \\log_{10}\\!\\left( \\frac{\\varepsilon}{3.7 D} + \\frac{2.51}{\\mathrm{Re} \\sqrt{f}} \\right)',
    symbols: [
      { tex: 'f', meaning: 'Darcy friction factor' },
      { tex: '\\varepsilon', meaning: 'Absolute roughness', unit: LENGTH },
      { tex: 'D', meaning: 'Inside (hydraulic) diameter', unit: LENGTH },
      { tex: '\\mathrm{Re}', meaning: 'Reynolds number' },
    ],
    validRange: `Turbulent flow, Re ≥ ${TURBULENT_MIN_REYNOLDS}; ε/D from 0 to 0.5. Solved to machine precision (Newton's method in a bracket).`,
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" and ch. 21, eq. 19 (Colebrook)',
    implementation: {
      file: 'fluid-flow/friction-factor.ts',
      exportName: 'colebrookFrictionFactor',
    },
    usedBy: DUCT_AND_PIPE,
  },
  {
    id: 'laminar-friction-factor',
    title: 'Laminar friction factor',
    tex: 'f = \\frac{64}{\\mathrm{Re}}',
    symbols: [
      { tex: 'f', meaning: 'Darcy friction factor' },
      { tex: '\\mathrm{Re}', meaning: 'Reynolds number' },
    ],
    validRange: `Re < ${LAMINAR_MAX_REYNOLDS}; between ${LAMINAR_MAX_REYNOLDS} and ${TURBULENT_MIN_REYNOLDS} the engine interpolates linearly to the Colebrook value and flags the result.`,
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (f = 64/Re for laminar flow)',
    implementation: { file: 'fluid-flow/friction-factor.ts', exportName: 'laminarFrictionFactor' },
    usedBy: DUCT_AND_PIPE,
  },
  {
    id: 'velocity-pressure',
    title: 'Velocity pressure',
    tex: 'p_v = \\frac{\\rho V^2}{2}',
    symbols: [
      { tex: 'p_v', meaning: 'Velocity (dynamic) pressure', unit: PRESSURE },
      { tex: '\\rho', meaning: 'Density', unit: DENSITY },
      { tex: 'V', meaning: 'Mean velocity', unit: VELOCITY },
    ],
    validRange: 'Any velocity; with standard air in I-P units p_v = (V/4005)² in. wg, V in fpm.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Bernoulli equation" / "Head and pressure" (velocity pressure pv = ρV²/2; with standard air in I-P units pv = (V/4005)² in. wg)',
    implementation: { file: 'fluid-flow/darcy-weisbach.ts', exportName: 'velocityPressurePa' },
    usedBy: DUCT_AND_PIPE,
  },
  {
    id: 'fitting-loss',
    title: 'Fitting loss',
    tex: '\\Delta p_j = C \\, p_v',
    symbols: [
      { tex: '\\Delta p_j', meaning: 'Pressure loss of the fitting', unit: PRESSURE },
      { tex: 'C', meaning: 'Loss coefficient (K for pipe fittings)' },
      { tex: 'p_v', meaning: 'Velocity pressure at the section C is referred to', unit: PRESSURE },
    ],
    validRange: 'C from the duct fitting or pipe fitting tables, or a manufacturer value.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Dynamic losses" (Δpj = Co·pv,o, the loss coefficient referred to the velocity pressure of section o)',
    implementation: { file: 'fluid-flow/darcy-weisbach.ts', exportName: 'fittingPressureLossPa' },
    usedBy: DUCT_AND_PIPE,
  },
];

/** Fluid flow: the friction and loss formulas the duct and pipe engines share. */
export const fluidFlowReference: ReferenceDomain = {
  id: 'fluid-flow',
  title: 'Fluid flow',
  tables: [],
  formulas,
};
