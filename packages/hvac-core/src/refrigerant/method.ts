/** One step of a calculation method, for reports: what is computed, how, and from where. */
export interface MethodStep {
  readonly step: string;
  readonly formula: string;
  readonly reference: string;
}

/** The refrigerant line sizing method, step by step, with its sources. */
export const REFRIGERANT_LINE_METHOD: readonly MethodStep[] = [
  {
    step: 'Saturation properties',
    formula:
      'Interpolated in 1 K tables: ln p linear in T; ρ, h, cp, μ linear. Blends: bubble and dew pressures at each T.',
    reference:
      'CoolProp 8.0.0 (Bell et al., Ind. Eng. Chem. Res. 53(6), 2014), saturation tables in 1 K steps',
  },
  {
    step: 'Cycle state points',
    formula:
      'p_e = p_dew(t_e), p_c = p_dew(t_c); t_liquid = t_bubble(p_c) − subcooling; h₁ = h_g(t_e) + c_p,g·superheat; h₄ = h_f(t_liquid)',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 2; AHRI 540-2020 (dew-point rating of blends)',
  },
  {
    step: 'Mass flow',
    formula: 'ṁ = Q / (h₁ − h₄)',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 2',
  },
  {
    step: 'Line fluid',
    formula:
      'Suction/discharge gas: ρ and μ of the superheated vapour at (t_dew, superheat), bilinear in ln ρ and ln μ on a 1 K dew × 1–5 K superheat grid (within 0.25 % of CoolProp to 60 °C dew). Liquid: ρ_f, μ_f at t_liquid.',
    reference:
      'CoolProp 8.0.0 superheated-vapour tables (Bell et al. 2014), 1 K dew × 1–5 K superheat; R-454B μ by Wilke (1950)',
  },
  {
    step: 'Friction',
    formula:
      'V = ṁ/(ρA), Re = ρVD/μ, f by Colebrook (ε = 0.0015 mm drawn copper), Δp = f·(L_e/D)·ρV²/2',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 3, table 1 (roughness); Colebrook (1939)',
  },
  {
    step: 'Equivalent length',
    formula:
      'L_e = straight length + Σ n·K·D/f (Crane K at the CTS nominal size, OD − 1/8 in) + user lengths',
    reference:
      'Crane TP-410, "Representative resistance coefficients"; ASTM B88 (CTS nominal sizes)',
  },
  {
    step: 'Temperature penalty',
    formula:
      'Suction: t_dew(p_e) − t_dew(p_e − Δp); discharge: t_dew(p_c + Δp) − t_c; liquid: t_bubble(p_c) − t_bubble(p_c − Δp)',
    reference: 'ASHRAE Handbook—Refrigeration (2018), ch. 1, "Refrigerant line sizing"',
  },
  {
    step: 'Selection',
    formula:
      'Smallest ASTM B280 tube with penalty ≤ allowed (default 2 °F/1 K suction and discharge, 1 °F/0.5 K liquid)',
    reference: 'ASHRAE Handbook—Refrigeration (2018), ch. 1; ASTM B280-20 (tube dimensions)',
  },
  {
    step: 'Velocity checks',
    formula:
      'Suction 900–4000 fpm, discharge 2000–3500 fpm; oil return ≥ 500 fpm horizontal, ≥ 1000 fpm risers; liquid ≤ 300 fpm',
    reference:
      'ASHRAE Handbook—Refrigeration (2010), ch. 1, table 1; ACHR News, "Refrigeration piping on the rise"; ASHRAE Refrigeration (2018), ch. 1 (liquid lines)',
  },
  {
    step: 'Liquid line subcooling',
    formula:
      'p_valve = p_c − Δp_friction − ρ_f·g·rise; subcooling left = t_bubble(p_valve) − t_liquid (≤ 0: flash gas)',
    reference: 'ASHRAE Handbook—Refrigeration (2018), ch. 1, "Liquid lines"',
  },
  {
    step: 'Capacity loss (suction)',
    formula: '1 − ρ_g(t_e − Δt)/ρ_g(t_e) at constant compressor swept volume',
    reference: 'ASHRAE Handbook—Refrigeration (2018), ch. 1, table 2 (for comparison)',
  },
  {
    step: 'Charge in the line',
    formula: 'm = ρ·(πD²/4)·straight length',
    reference: 'Geometry',
  },
];
