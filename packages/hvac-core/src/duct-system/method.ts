import type { DomainMethodStep } from '../_lib/method-step.js';
import { CRANE, IDELCHIK } from './fitting-correlations.js';

/** One step of the duct system method, for the report and the reference library. */
export type DuctSystemMethodStep = DomainMethodStep;

const F21 = 'ASHRAE Handbook—Fundamentals (2021), ch. 21 "Duct design"';

/** The duct system method, step by step in the order `calculateDuctSystem` applies it. */
export const DUCT_SYSTEM_METHOD: readonly DuctSystemMethodStep[] = [
  {
    id: 'air',
    title: 'Air density and viscosity at the site',
    formula: 'p = standard atmosphere at the altitude; ρ = p/(R_da T); μ by Sutherland’s law',
    notes: 'Dry air at the entered air temperature (20 °C / 68 °F when blank).',
    reference: `${F21}, "Nonstandard conditions"; ch. 1, eq. 3 (standard atmosphere)`,
  },
  {
    id: 'network',
    title: 'Network and airflows',
    formula: 'Q_section = Σ Q_terminal below it (continuity at every junction)',
    notes:
      'A tree of sections from the fan to each terminal (supply) or from each inlet to the fan (return, exhaust); a section at the end of a run carries a terminal.',
    reference: `${F21}, "HVAC duct design procedures"`,
  },
  {
    id: 'sizing',
    title: 'Sizing',
    formula:
      'Equal friction: D with Δp/L = f/D·ρV²/2 = target (Colebrook); constant velocity: A = Q/V; static regain: pv_up − pv = Δp_friction + Δp_fittings of the section, solved for D (Brent)',
    notes:
      'Rectangular and flat oval at the aspect ratio with the same equivalent diameter (Huebscher; Heyt–Diaz); rounded up to standard sizes (aspect-ratio limit kept); enlarged to the velocity limit of the section’s application; fixed sections kept. Static regain sizes the supply side from the entered first-section velocity; the return or exhaust side by equal friction.',
    reference: `${F21}, "Equal-friction method", "Static regain method", eq. 25–28; ASHRAE Handbook—HVAC Applications (2015), ch. 48, table 8 (velocities)`,
  },
  {
    id: 'friction',
    title: 'Friction loss',
    formula: 'Δp_f = f · L/D_e · ρV_e²/2, 1/√f = −2 log(ε/(3.7 D) + 2.51/(Re √f))',
    notes: 'On the equivalent round duct at the same airflow; roughness of the section’s material.',
    reference: `${F21}, eq. 18–19 and table 1`,
  },
  {
    id: 'fittings',
    title: 'Fitting losses',
    formula: 'Δp = C · pv_ref; C_section = C_ref · pv_ref / pv_section',
    notes: `Coefficients from the cited fitting library (ASHRAE Duct Fitting Database, SMACNA), correlations (elbows, tees by flow and area ratio, entries: ${IDELCHIK}; transitions: ${CRANE}), a typed coefficient with its source, or a manufacturer’s pressure drop scaled by (Q/Qr)². Each coefficient in the results names its source and the velocity pressure it refers to.`,
    reference: `${F21}, eq. 30–31`,
  },
  {
    id: 'criticalPath',
    title: 'Paths and critical path',
    formula: 'Δp_path = Σ_sections (Δp_f + Δp_fittings) + Δp_terminal; critical = max over paths',
    notes: 'Supply: fan to each terminal; return and exhaust: each inlet to the fan.',
    reference: `${F21}, "HVAC duct design procedures"`,
  },
  {
    id: 'fan',
    title: 'Fan total and external static pressure',
    formula:
      'p_fan = (Δp_supply,crit + Δp_return,crit + Δp_components)(1 + SF); ESP = (Δp_supply,crit + Δp_return,crit)(1 + SF) − pv_supply + pv_return',
    notes: 'Components in the fan unit (coil, filter) at their published drop scaled by (Q/Qr)².',
    reference: `${F21}, eq. 7–9 (pt = ps + pv) and "Fan–system interface"`,
  },
  {
    id: 'balancing',
    title: 'Balancing dampers',
    formula: 'Δp_excess = Δp_crit − Δp_path; C_damper = Δp_excess / pv of the path’s last section',
    notes: 'The damper in each non-critical path takes its excess at the design airflow.',
    reference: `${F21}, "HVAC duct design procedures" (balancing)`,
  },
  {
    id: 'analysis',
    title: 'Analysis of an existing system',
    formula:
      'R = Δp/Q² per section and terminal; series ΣR, parallel (ΣR^−½)^−2; fan: p_fan(Q) = R_sys Q²; split ∝ R^−½; repeat to convergence',
    notes:
      'Every path from the fan takes the same total pressure; the friction factor and the junction coefficients are re-evaluated at each pass, until no airflow moves by 1e-10 of the fan’s (under-relaxed on overshoot, Aitken Δ² extrapolation of steady creep). A solution that has not settled says how far it still moved.',
    reference: `${F21}, "System analysis"; Cross (1936), Univ. of Illinois Eng. Exp. Station Bull. 286`,
  },
];
