import { LAMINAR_MAX_REYNOLDS, TURBULENT_MIN_REYNOLDS } from '../../fluid-flow/index.js';
import { units } from '../build.js';
import { referenceDomain, symbol, type FormulaEntry } from '../formulas.js';

const PRESSURE = units('lbf/ft²', 'Pa');
const DENSITY = units('lb/ft³', 'kg/m³');
const VELOCITY = units('ft/s', 'm/s');
const LENGTH = units('ft', 'm');

const formulas: readonly FormulaEntry[] = [
  {
    id: 'reynolds-number',
    title: 'Reynolds number',
    tex: '\\mathrm{Re} = \\frac{V D_h}{\\nu}',
    symbols: [
      symbol('\\mathrm{Re}', 'Reynolds number'),
      symbol('V', 'Mean velocity', VELOCITY),
      symbol('D_h', 'Hydraulic diameter', LENGTH),
      symbol('\\nu', 'Kinematic viscosity μ/ρ', units('ft²/s', 'm²/s')),
    ],
    validRange: `Laminar below ${LAMINAR_MAX_REYNOLDS}, turbulent from ${TURBULENT_MIN_REYNOLDS}, transition between.`,
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Re = VD/ν) and ch. 21, eq. 21 (Re = Dh·V/ν for ducts)',
    implementation: 'fluid-flow/reynolds-number.ts#reynoldsNumber',
  },
  {
    id: 'hydraulic-diameter',
    title: 'Hydraulic diameter',
    tex: 'D_h = \\frac{4 A}{P}',
    symbols: [
      symbol('D_h', 'Hydraulic diameter', LENGTH),
      symbol('A', 'Flow area', units('ft²', 'm²')),
      symbol('P', 'Wetted perimeter', LENGTH),
    ],
    validRange: 'Any cross-section; for a round duct Dh = D.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Noncircular ducts" (hydraulic diameter Dh = 4A/P)',
    implementation: 'fluid-flow/reynolds-number.ts#hydraulicDiameterM',
  },
  {
    id: 'darcy-weisbach',
    title: 'Friction loss (Darcy–Weisbach)',
    tex: '\\Delta p = f \\, \\frac{L}{D} \\, \\frac{\\rho V^2}{2}',
    symbols: [
      symbol('\\Delta p', 'Frictional pressure loss', PRESSURE),
      symbol('f', 'Darcy friction factor (not Fanning)'),
      symbol('L', 'Length', LENGTH),
      symbol('D', 'Inside (hydraulic) diameter', LENGTH),
      symbol('\\rho', 'Density', DENSITY),
      symbol('V', 'Mean velocity', VELOCITY),
    ],
    validRange:
      'Fully developed flow in a straight conduit, any regime (f from the friction-factor formulas).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Darcy–Weisbach equation) and ch. 21, eq. 18 (Δpf = 1000·f·L/Dh · ρV²/2 with Dh in mm)',
    implementation: 'fluid-flow/darcy-weisbach.ts#darcyPressureDropPa',
  },
  {
    id: 'colebrook',
    title: 'Turbulent friction factor (Colebrook–White)',
    tex: '\\frac{1}{\\sqrt{f}} = -2 \\log_{10}\\!\\left( \\frac{\\varepsilon}{3.7 D} + \\frac{2.51}{\\mathrm{Re} \\sqrt{f}} \\right)',
    symbols: [
      symbol('f', 'Darcy friction factor'),
      symbol('\\varepsilon', 'Absolute roughness', LENGTH),
      symbol('D', 'Inside (hydraulic) diameter', LENGTH),
      symbol('\\mathrm{Re}', 'Reynolds number'),
    ],
    validRange: `Turbulent flow, Re ≥ ${TURBULENT_MIN_REYNOLDS}; ε/D from 0 to 0.5. Solved to machine precision (Newton's method in a bracket).`,
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" and ch. 21, eq. 19 (Colebrook)',
    implementation: 'fluid-flow/friction-factor.ts#colebrookFrictionFactor',
  },
  {
    id: 'laminar-friction-factor',
    title: 'Laminar friction factor',
    tex: 'f = \\frac{64}{\\mathrm{Re}}',
    symbols: [symbol('f', 'Darcy friction factor'), symbol('\\mathrm{Re}', 'Reynolds number')],
    validRange: `Re < ${LAMINAR_MAX_REYNOLDS}; between ${LAMINAR_MAX_REYNOLDS} and ${TURBULENT_MIN_REYNOLDS} the engine interpolates linearly to the Colebrook value and flags the result.`,
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (f = 64/Re for laminar flow)',
    implementation: 'fluid-flow/friction-factor.ts#laminarFrictionFactor',
  },
  {
    id: 'velocity-pressure',
    title: 'Velocity pressure',
    tex: 'p_v = \\frac{\\rho V^2}{2}',
    symbols: [
      symbol('p_v', 'Velocity (dynamic) pressure', PRESSURE),
      symbol('\\rho', 'Density', DENSITY),
      symbol('V', 'Mean velocity', VELOCITY),
    ],
    validRange: 'Any velocity; with standard air in I-P units p_v = (V/4005)² in. wg, V in fpm.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Bernoulli equation" / "Head and pressure" (velocity pressure pv = ρV²/2; with standard air in I-P units pv = (V/4005)² in. wg)',
    implementation: 'fluid-flow/darcy-weisbach.ts#velocityPressurePa',
  },
  {
    id: 'fitting-loss',
    title: 'Fitting loss',
    tex: '\\Delta p_j = C \\, p_v',
    symbols: [
      symbol('\\Delta p_j', 'Pressure loss of the fitting', PRESSURE),
      symbol('C', 'Loss coefficient (K for pipe fittings)'),
      symbol('p_v', 'Velocity pressure at the section C is referred to', PRESSURE),
    ],
    validRange: 'C from the duct fitting or pipe fitting tables, or a manufacturer value.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Dynamic losses" (Δpj = Co·pv,o, the loss coefficient referred to the velocity pressure of section o)',
    implementation: 'fluid-flow/darcy-weisbach.ts#fittingPressureLossPa',
  },
];

/** Fluid flow: the friction and loss formulas the duct and pipe engines share. */
export const fluidFlowReference = referenceDomain(
  'fluid-flow',
  'Fluid flow',
  ['duct', 'pipe', 'refrigerant'],
  [],
  formulas,
);
