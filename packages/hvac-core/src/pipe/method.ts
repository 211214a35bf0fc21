import type { DomainMethodStep } from '../_lib/method-step.js';
import {
  HAZEN_WILLIAMS_C_COPPER,
  HAZEN_WILLIAMS_C_PLASTIC,
  HAZEN_WILLIAMS_C_STEEL,
  WATER_RULE_BTUH_PER_GPM_F,
  WATER_RULE_KW_PER_L_S_K,
} from './constants.js';

/** One step of the pipe-sizing method, for the report and the reference library. */
export type PipeMethodStep = DomainMethodStep;

const F2021 = 'ASHRAE Handbook—Fundamentals (2021)';
const CRANE =
  'Crane Co., Technical Paper No. 410, Flow of Fluids Through Valves, Fittings and Pipe';

/** The pipe-sizing method, step by step in the order `calculatePipe` applies it. */
export const PIPE_METHOD: readonly PipeMethodStep[] = [
  {
    id: 'flowFromLoad',
    title: 'Flow from a heat load (optional helper)',
    formula: `Q = q / (ρ · cp · Δt); water rule of thumb: gpm = Btu/h / (${WATER_RULE_BTUH_PER_GPM_F} × Δt °F), L/s = kW / (${WATER_RULE_KW_PER_L_S_K} × Δt K)`,
    notes:
      '500 = 8.33 lb/gal × 60 min/h × 1.0 Btu/(lb·°F), water near 60 °F. The exact flow uses the density and specific heat of the chosen liquid at its temperature, which corrects the rule for glycol (about 10–15 % more flow for 30–50 % solutions).',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 (q = 500 Q Δt); ' +
      `${F2021}, ch. 22`,
  },
  {
    id: 'fluidProperties',
    title: 'Fluid properties',
    formula: 'ρ(t), μ(t), cp(t) by linear interpolation between 1 K rows; ν = μ / ρ',
    notes:
      'Water 1–150 °C (liquid at 1 atm to 99 °C, saturated liquid above); ethylene and propylene glycol at 20, 30, 40 and 50 % by mass from the first whole degree above freezing to 100 °C.',
    reference:
      'CoolProp 8.0.0 (Bell et al., Ind. Eng. Chem. Res. 53(6), 2014): water HEOS::Water (IAPWS-95, IAPWS 2008 viscosity); glycols INCOMP::MEG and INCOMP::MPG',
  },
  {
    id: 'standardSizes',
    title: 'Standard sizes and inside diameters',
    formula: 'D = OD − 2 × wall',
    notes:
      'Steel Schedule 40 and 80 with the nominal wall; copper Types K, L and M with the nominal wall; PEX, PVC and HDPE with the average wall (minimum wall plus half the plus-only tolerance), as manufacturers publish their inside diameters.',
    reference:
      'ASME B36.10M (welded and seamless wrought steel pipe); ASTM B88 (seamless copper water tube, Types K, L, M); ASTM F876/F877 (PEX, SDR 9); ASTM D1785 (PVC Schedule 40/80); ASTM D3035 and F714 (HDPE DR 11)',
  },
  {
    id: 'velocityAndReynolds',
    title: 'Velocity and Reynolds number',
    formula: 'V = Q / (π D² / 4); Re = V · D / ν',
    notes:
      'Laminar below Re = 2300, turbulent from 4000, transition between; the result says which.',
    reference: `${F2021}, ch. 3 "Fluid flow"`,
  },
  {
    id: 'frictionFactor',
    title: 'Darcy friction factor (Colebrook)',
    formula:
      'Laminar: f = 64 / Re; turbulent: 1/√f = −2 log10(ε/(3.7 D) + 2.51/(Re √f)), solved to machine precision; transition: linear in Re between f(2300) and f(4000)',
    notes:
      'Colebrook is solved, not read from a chart. Roughness ε: commercial steel 0.046 mm (0.00015 ft); drawn copper and plastic 0.0015 mm (0.000005 ft). In the transition the factor is uncertain and the result carries a warning.',
    reference: `Colebrook, C. F. (1939), J. Inst. Civil Eng. 11; Moody (1944); ${F2021}, ch. 3, table 1 (roughness) and ch. 22`,
  },
  {
    id: 'darcyWeisbach',
    title: 'Friction rate (Darcy–Weisbach, default)',
    formula:
      'Δp/L = f · (1/D) · ρV²/2 (Pa/m); head h = Δp / (ρw g), ft of water with ρw = 1000 kg/m³',
    notes:
      'Valid for any liquid and temperature: the liquid’s own density and viscosity enter through ρ and Re. Friction rates and head losses are shown as conventional ft of water (1 ft of water = 2989.07 Pa) or kPa.',
    reference: `${F2021}, ch. 3 (Darcy–Weisbach) and ch. 22 "Pipe design"`,
  },
  {
    id: 'hazenWilliams',
    title: 'Friction rate (Hazen–Williams, alternative)',
    formula: 'V = 0.849 · C · R^0.63 · S^0.54 (SI; 1.318 in US units), R = D/4; Δp/L = S · ρ g',
    notes: `An empirical formula for water near 60 °F (15.6 °C) in turbulent flow; it has no viscosity term, so it is refused for glycol (warning) and warned about for hot or cold water. C by material: steel ${HAZEN_WILLIAMS_C_STEEL}, copper ${HAZEN_WILLIAMS_C_COPPER}, plastic ${HAZEN_WILLIAMS_C_PLASTIC}.`,
    reference:
      'Williams, G. S. and Hazen, A. (1920), Hydraulic Tables, 3rd ed.; NFPA 13 (2019), ch. 28 (C values)',
  },
  {
    id: 'sizeSelection',
    title: 'Size selection',
    formula:
      'The smallest standard size with Δp/L ≤ target and V ≤ V_max (4 ft/s, 1.22 m/s for 2 in. and smaller; 10 ft/s, 3.05 m/s above, or the user’s maximum)',
    notes:
      'If no size meets both limits the largest size is shown with a warning. The next smaller and larger sizes are shown for comparison.',
    reference: `${F2021}, ch. 22: velocity and pressure-drop limits for water piping; table "Maximum water velocity to minimize erosion"`,
  },
  {
    id: 'fittings',
    title: 'Fittings and valves (Crane K = n · fT)',
    formula:
      'K = n · fT, fT = friction factor of clean commercial steel pipe of the nominal size in complete turbulence; Δp = Σ N · K · ρV²/2; equivalent length Le = K · D / f',
    notes:
      'n from Crane: 90° standard elbow 30, long-radius elbow 14, 45° elbow 16, tee through run 20, through branch 60, gate valve 8, globe 340, ball 3, butterfly 45/35/25, swing check 100. fT from 0.027 (1/2 in) to 0.012 (18–24 in). A user K or equivalent length replaces the built-in value; strainers need the manufacturer’s data.',
    reference: `${CRANE}, pp. A-26 to A-29 ("Representative resistance coefficients K") and ch. 2`,
  },
  {
    id: 'totalHeadLoss',
    title: 'Total head loss of the run',
    formula: 'H = (Δp/L) · L + Σ fitting losses + Σ equipment pressure drops',
    notes:
      'Equipment pressure drops (coils, chillers, boilers) are taken as entered, at the design flow, from the manufacturer’s data.',
    reference: `${F2021}, ch. 22`,
  },
];
