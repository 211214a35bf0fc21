import type { DomainMethodStep } from '../_lib/method-step.js';

/** One step of the duct-sizing method, for the report and the reference library. */
export type DuctMethodStep = DomainMethodStep;

const F2021_CH21 = 'ASHRAE Handbook—Fundamentals (2021), ch. 21 "Duct design"';
const SMACNA = 'SMACNA HVAC Systems Duct Design, 4th ed. (2006)';

const MANUAL_D = 'ACCA Manual D, Residential Duct Systems (3rd ed.), Friction Rate Worksheet';

/**
 * The duct-sizing method, step by step in the order `calculateDuct` applies it, with formulas and
 * references. Computed in SI; inputs and results are converted at the edges (NIST SP 811).
 */
export const DUCT_METHOD: readonly DuctMethodStep[] = [
  {
    id: 'designFrictionRate',
    title: 'Design friction rate from available static pressure (optional)',
    formula:
      'ASP = ESP − Σ component losses; TEL = (L + ΣLe)_supply + (L + ΣLe)_return; FR = ASP × 100 / TEL (in. wg/100 ft) = ASP / TEL (Pa/m)',
    notes:
      'Only when the friction-rate worksheet is filled in. ESP is the blower’s external static pressure at design airflow; the component losses are coil, filter, supply outlets, return grilles and balancing dampers outside the blower; TEL is the longest supply run plus the longest return run, straight length plus the fittings’ equivalent lengths. With the target friction blank the duct is sized at FR. A rate outside the friction rate chart’s design area, 0.06–0.18 in. wg/100 ft (0.49–1.47 Pa/m), is flagged.',
    reference: MANUAL_D,
  },
  {
    id: 'airProperties',
    title: 'Air density and viscosity',
    formula:
      'p = 101.325 (1 − 2.25577×10⁻⁵ Z)^5.2559 kPa; ρ = p / (Rda T), Rda = 287.042 J/(kg·K); μ = μ0 (T/T0)^1.5 (T0 + S)/(T + S)',
    notes:
      'Dry air at the air temperature and the standard-atmosphere pressure of the altitude Z (m). Default: 20 °C (68 °F) at sea level, ρ = 1.204 kg/m³ (0.075 lb/ft³), standard air. Viscosity by Sutherland’s law (μ0 = 1.716×10⁻⁵ Pa·s, T0 = 273.15 K, S = 110.4 K).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 3 (standard atmosphere) and eq. 28 (perfect gas); White, Viscous Fluid Flow, 3rd ed. (2006), eq. 1-36',
  },
  {
    id: 'velocity',
    title: 'Velocity and velocity pressure',
    formula: 'V = Q / A; pv = ρ V² / 2 (Pa); standard air: pv = (V / 4005)² in. wg, V in fpm',
    notes: 'A is the inside cross-section: πD²/4 for a round duct, W × H for a rectangular one.',
    reference: `${F2021_CH21}, "Bernoulli equation" (velocity pressure)`,
  },
  {
    id: 'equivalentDiameter',
    title: 'Rectangular ducts: Huebscher equivalent diameter',
    formula: 'De = 1.30 (a b)^0.625 / (a + b)^0.25',
    notes:
      'The round duct of equal friction rate at equal airflow. A rectangular duct’s friction is that of its equivalent round duct carrying the same airflow (so at a lower velocity than the rectangle’s own). Examples: 12 × 12 in → 13.1 in; 24 × 12 in → 18.3 in.',
    reference: `${F2021_CH21}, eq. 25 (Huebscher 1948) and table 2`,
  },
  {
    id: 'reynolds',
    title: 'Reynolds number and flow regime',
    formula: 'Re = V D / ν, ν = μ / ρ',
    notes:
      'Laminar below 2,300 (f = 64/Re), turbulent from 4,000 (Colebrook); in between f is interpolated and a warning is given. Comfort ducts run at Re of 10⁴ to 10⁶.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow"; Moody (1944)',
  },
  {
    id: 'colebrook',
    title: 'Friction factor (Colebrook)',
    formula: '1/√f = −2 log10( ε / (3.7 D) + 2.51 / (Re √f) )',
    notes:
      'Solved numerically to machine precision (Newton’s method in 1/√f, safeguarded by bisection), not read from a chart. Absolute roughness ε by material: galvanized steel 0.09 mm (0.0003 ft), aluminium and PVC 0.045 mm, flexible duct fully extended and fibrous glass duct board 0.9 mm.',
    reference: `Colebrook (1939), J. ICE 11(4); ${F2021_CH21}, eq. 19 and table 1 (roughness)`,
  },
  {
    id: 'darcy',
    title: 'Friction rate (Darcy–Weisbach)',
    formula: 'Δp/L = (f / D) × ρ V² / 2 (Pa/m); 1 in. wg/100 ft = 8.172 Pa/m',
    notes:
      'D and V of the round duct, or of the equivalent round duct for a rectangular one. Check: 1000 cfm at 0.10 in. wg/100 ft in galvanized round duct needs about 13.6 in (≈ 980 fpm).',
    reference: `${F2021_CH21}, eq. 18 (Darcy–Weisbach) and fig. 10 (friction chart)`,
  },
  {
    id: 'sizing',
    title: 'Sizing: friction (equal-friction) or velocity method',
    formula:
      'Friction: find D with Δp/L(D) = target (Brent’s method); rectangular: H with W = AR × H. Velocity: A = Q / V_target, D = √(4A/π); H = √(A/AR)',
    notes:
      'The friction rate falls monotonically with size, so the root is unique. The exact size meets the target exactly; it is reported beside the standard size.',
    reference: `${F2021_CH21}, "Duct design methods" (equal friction, velocity); ${SMACNA}, ch. 5`,
  },
  {
    id: 'standardSize',
    title: 'Rounding up to a standard size',
    formula:
      'Round: next standard diameter (3–24 in by 1 in, then by 2 in; EN 1506 sizes in mm). Rectangular: height up to the next 2 in / 50 mm step, then the smallest standard width that still meets the target',
    notes:
      'The chosen size’s actual velocity, friction rate and losses are reported: they are at or below the target.',
    reference: 'EN 1506:2007 (round nominal diameters); North American spiral-duct trade sizes',
  },
  {
    id: 'ductLoss',
    title: 'Straight-duct pressure loss',
    formula: 'Δp_duct = (Δp/L) × L',
    notes: 'L is the duct length of the section.',
    reference: `${F2021_CH21}, eq. 18`,
  },
  {
    id: 'fittingLoss',
    title: 'Fitting losses',
    formula: 'Δp_fittings = Σ n × C × pv; or, for an equivalent length Le, Σ n × Le × (Δp/L)',
    notes:
      'C of each library fitting is its source’s value, interpolated for the duct’s diameter or velocity where the source tabulates it, and corrected for Reynolds number (K_Re) where the source says so. A custom C or equivalent length overrides the library.',
    reference: `${F2021_CH21}, "Dynamic losses" (Δp = C·pv) and "Fitting loss coefficients" (ASHRAE Duct Fitting Database); ${SMACNA}, appendix A, tables A-7 to A-15`,
  },
  {
    id: 'totalLoss',
    title: 'Total pressure loss',
    formula: 'Δp_total = Δp_duct + Δp_fittings',
    notes:
      'The section’s total pressure loss; it does not include terminal devices, coils or filters.',
    reference: `${F2021_CH21}: section loss = friction loss + dynamic (fitting) losses`,
  },
  {
    id: 'warnings',
    title: 'Good-practice checks (warnings)',
    formula:
      'V ≤ V_max(application, shape); 0.05 ≤ Δp/L ≤ 0.2 in. wg/100 ft (0.41–1.63 Pa/m); AR ≤ 4; kitchen grease exhaust V ≥ 500 fpm',
    notes:
      'Velocity limits for main, branch, runout, return and noise-critical ducts above an acoustic ceiling, residential ducts and kitchen exhaust. Warnings never block a result.',
    reference:
      'ASHRAE Handbook—HVAC Applications (2015), ch. 48, table 8; ASHRAE Air-Conditioning Systems Design Manual (1993), table 5-2; NFPA 96 (2021), 8.2.1.1',
  },
];
