import { units } from '../build.js';
import { referenceDomain, symbol, type FormulaEntry } from '../formulas.js';

/*
 * The duct system's formulas: what the network calculator adds to a single duct's sizing (the
 * static-regain size, the fitting correlations by flow and area ratio, the critical path, the
 * balancing dampers and the analysis of an existing network). Each reference is its engine
 * function's @see, word for word.
 */

const PV = symbol('p_v', 'Velocity pressure of the section', units('in. wg', 'Pa'));

const formulas: readonly FormulaEntry[] = [
  {
    id: 'duct-system-static-regain',
    title: 'Static regain sizing of a section',
    tex: 'p_{v,up} - p_v(D) = \\Delta p_f(D) + \\Delta p_{fittings}(D)',
    symbols: [
      symbol('p_{v,up}', 'Velocity pressure of the upstream section', units('in. wg', 'Pa')),
      symbol('p_v(D)', 'Velocity pressure of the section at diameter D', units('in. wg', 'Pa')),
      symbol('\\Delta p_f', 'Friction loss of the section', units('in. wg', 'Pa')),
      symbol('\\Delta p_{fittings}', 'Fitting losses of the section', units('in. wg', 'Pa')),
      symbol('D', 'Equivalent diameter sought', units('in', 'mm')),
    ],
    validRange:
      'Supply sections, solved section by section from the fan; a section whose takeoff alone loses more than the upstream velocity pressure has no such size and is sized by equal friction instead (a warning says so).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Static regain method" (Δps = pv_up − pv_down − Δpt = 0 for each section, solved section by section from the fan)',
    implementation: 'duct-system/sizing.ts#staticRegainRequirement',
  },
  {
    id: 'duct-system-diverging-branch',
    title: 'Diverging tee or wye, branch (Idelchik)',
    tex: "C_b = A' \\left[1 + \\left(\\frac{v_b}{v_c}\\right)^2 - 2 \\frac{v_b}{v_c} \\cos\\alpha\\right], \\quad A' = 1.0 \\;(v_b/v_c \\le 0.8),\\; 0.9",
    symbols: [
      symbol('C_b', 'Loss coefficient, referred to the common (upstream) velocity pressure'),
      symbol('v_b, v_c', 'Branch and common velocity', units('fpm', 'm/s')),
      symbol('\\alpha', 'Branch angle', units('°', '°')),
    ],
    validRange: 'Supply junctions with Fs + Fb ≥ Fc, sharp-edged branch, α from 15° to 90°.',
    reference: 'Idelchik (1994), ch. 7, diverging tees and wyes of type Fs + Fb ≥ Fc, branch',
    implementation: 'duct-system/fitting-correlations.ts#divergingBranchCoefficient',
  },
  {
    id: 'duct-system-diverging-straight',
    title: 'Diverging tee, straight-through path',
    tex: 'C_s = 0.4 \\left(1 - \\frac{v_s}{v_c}\\right)^2',
    symbols: [
      symbol('C_s', 'Loss coefficient, referred to the common velocity pressure'),
      symbol('v_s, v_c', 'Straight-path and common velocity', units('fpm', 'm/s')),
    ],
    validRange: 'Straight passage of the same area as the common duct (Fs = Fc).',
    reference:
      'Idelchik (1994), ch. 7, diverging tee, straight passage, Fs = Fc; SMACNA HVAC Systems Duct Design, 4th ed. (2006), table A-11A (main, Cs)',
    implementation: 'duct-system/fitting-correlations.ts#divergingStraightCoefficient',
  },
  {
    id: 'duct-system-converging-branch',
    title: 'Converging tee or wye, branch (Idelchik)',
    tex: 'C_b = A \\left[1 + \\left(q \\frac{F_c}{F_b}\\right)^2 - 2 (1 - q)^2 - 2 \\frac{F_c}{F_b} q^2 \\cos\\alpha\\right], \\quad q = \\frac{Q_b}{Q_c}',
    symbols: [
      symbol('C_b', 'Loss coefficient, referred to the common (downstream) velocity pressure'),
      symbol('Q_b, Q_c', 'Branch and common airflow', units('cfm', 'L/s')),
      symbol('F_b, F_c', 'Branch and common area', units('ft²', 'm²')),
      symbol('A', '1 for Fb/Fc ≤ 0.35; else 0.9(1 − q) for q ≤ 0.4, 0.55 above'),
    ],
    validRange:
      'Return and exhaust junctions with Fs = Fc; C may be negative (the main flow draws the branch in), as Idelchik gives it.',
    reference:
      'Idelchik (1994), ch. 7, converging tees and wyes of type Fs + Fb > Fc, Fs = Fc, side branch',
    implementation: 'duct-system/fitting-correlations.ts#convergingBranchCoefficient',
  },
  {
    id: 'duct-system-smooth-elbow',
    title: 'Smooth-radius elbow by angle and r/D (Idelchik)',
    tex: 'C = A_1 B_1, \\quad B_1 = 0.21 (R/D)^{-2.5} \\;(R/D < 1), \\quad 0.21 (R/D)^{-0.5} \\;(R/D \\ge 1)',
    symbols: [
      symbol('C', 'Local loss coefficient, referred to the duct velocity pressure'),
      symbol('A_1', 'Angle factor: 0.9 sin δ to 70°, 1.0 at 90°, 0.7 + 0.35 δ/90 from 100°'),
      symbol('R/D', 'Centreline radius over diameter'),
    ],
    validRange:
      'Round elbows, R/D ≥ 0.5, δ from 1° to 180°; the friction of the elbow’s length is in the section’s length.',
    reference:
      'Idelchik (1994), ch. 6, diagram 6-1 (smooth bends, R0/D0 ≥ 0.5: ζ_loc = A1·B1·C1, C1 = 1 for a circular section)',
    implementation: 'duct-system/fitting-correlations.ts#elbowCoefficient',
  },
  {
    id: 'duct-system-contraction',
    title: 'Contraction (reducer) (Crane)',
    tex: 'K = 0.8 \\sin\\frac{\\theta}{2} (1 - \\beta^2) \\;(\\theta \\le 45°), \\quad 0.5 \\sqrt{\\sin\\frac{\\theta}{2}} (1 - \\beta^2)',
    symbols: [
      symbol('K', 'Loss coefficient, referred to the smaller duct’s velocity pressure'),
      symbol('\\beta^2', 'Smaller over larger area'),
      symbol('\\theta', 'Included angle', units('°', '°')),
    ],
    validRange: 'Any included angle; an abrupt contraction is θ = 180°.',
    reference:
      'Crane TP-410 (2009), p. A-26, formulas 1 and 2 (sudden and gradual contraction, K1)',
    implementation: 'duct-system/fitting-correlations.ts#contractionCoefficient',
  },
  {
    id: 'duct-system-enlargement',
    title: 'Enlargement (diffuser) (Crane)',
    tex: 'K = 2.6 \\sin\\frac{\\theta}{2} (1 - \\beta^2)^2 \\;(\\theta \\le 45°), \\quad (1 - \\beta^2)^2',
    symbols: [
      symbol('K', 'Loss coefficient, referred to the smaller duct’s velocity pressure'),
      symbol('\\beta^2', 'Smaller over larger area'),
      symbol('\\theta', 'Included angle', units('°', '°')),
    ],
    validRange: 'Any included angle; an abrupt enlargement is θ = 180°.',
    reference:
      'Crane TP-410 (2009), p. A-26, formulas 3 and 4 (sudden and gradual enlargement, K1)',
    implementation: 'duct-system/fitting-correlations.ts#enlargementCoefficient',
  },
  {
    id: 'duct-system-critical-path',
    title: 'Path total and critical path',
    tex: '\\Delta p_{path} = \\sum_{sections} (\\Delta p_f + \\Delta p_{fittings}) + \\Delta p_{terminal}, \\quad \\Delta p_{crit} = \\max_{paths} \\Delta p_{path}',
    symbols: [
      symbol('\\Delta p_{path}', 'Total pressure a path from the fan needs', units('in. wg', 'Pa')),
      symbol('\\Delta p_{terminal}', 'Pressure drop of its terminal', units('in. wg', 'Pa')),
    ],
    validRange:
      'Each side (supply; return or exhaust) separately, over every terminal; the fan’s pressure is the sum of the sides’ critical paths and the fan-unit components.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "HVAC duct design procedures" (the fan total pressure is that of the critical path; the other paths are balanced by dampers)',
    implementation: 'duct-system/critical-path.ts#criticalPaths',
  },
  {
    id: 'duct-system-balancing-damper',
    title: 'Balancing damper of a path',
    tex: '\\Delta p_{excess} = \\Delta p_{crit} - \\Delta p_{path}, \\quad C_{damper} = \\frac{\\Delta p_{excess}}{p_v}',
    symbols: [
      symbol('\\Delta p_{excess}', 'Pressure the damper must take', units('in. wg', 'Pa')),
      symbol('C_{damper}', 'Damper loss coefficient'),
      PV,
    ],
    validRange: 'At the design airflows; the damper sits in the path’s last section (its runout).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "HVAC duct design procedures" (balance the paths to the critical path\'s pressure) and eq. 30 (Δp = C·pv)',
    implementation: 'duct-system/balancing.ts#balancePaths',
  },
  {
    id: 'duct-system-network-analysis',
    title: 'Airflows of an existing network at a fan',
    tex: 'R = \\frac{\\Delta p}{Q^2}, \\quad R_{series} = \\sum R_i, \\quad R_{parallel} = \\left(\\sum R_i^{-1/2}\\right)^{-2}, \\quad Q_i \\propto R_i^{-1/2}',
    symbols: [
      symbol('R', 'Resistance of a section or terminal', units('in. wg/cfm²', 'Pa·s²/m⁶')),
      symbol('\\Delta p', 'Pressure loss at the current airflow', units('in. wg', 'Pa')),
      symbol('Q', 'Airflow', units('cfm', 'L/s')),
    ],
    validRange:
      'A tree of sections; the resistances are evaluated again at each pass until no airflow moves by 1e-10 of the fan’s; the fan at a total pressure or on a curve.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, "System analysis" / "Fan–system interface" (system curve Δp = C·Q², operating point at its intersection with the fan curve); Cross, H. (1936), Univ. of Illinois Bull. 286 (network balancing by successive correction: on a tree the loop equations reduce to equal pressure across parallel branches)',
    implementation: 'duct-system/analysis.ts#solveNetwork',
  },
];

/** Duct systems: the network's sizing, fitting correlations, critical path, balancing and analysis. */
export const ductSystemReference = referenceDomain(
  'duct-system',
  'Duct systems',
  ['duct-system'],
  [],
  formulas,
);
