import {
  PEOPLE_HEAT_GAIN_SOURCE,
  SOLAR_DESIGN_ASSUMPTION,
  SOLAR_HEAT_GAIN_FACTOR_SOURCE,
} from './constants.js';

/** One step of the heat-load method, for the report and the reference library. */
export interface HeatLoadMethodStep {
  /** Stable identifier. */
  readonly id: string;
  readonly title: string;
  /** The formula, with its symbols and units in both systems. */
  readonly formula: string;
  /** Conditions and simplifications a reviewer should know. */
  readonly notes: string;
  /** Where the formula or data come from. */
  readonly reference: string;
}

const F2021 = 'ASHRAE Handbook—Fundamentals (2021)';

/**
 * What this room method leaves out, said next to its result (issue 22): an engineer reading a
 * cooling load should not have to open the method to learn that the sun on walls and roof is not in
 * it. The full method (radiant time series, sol-air, hour by hour) is the building-load calculation.
 */
export const HEAT_LOAD_METHOD_LIMITS: readonly string[] = [
  'Steady state: no thermal storage or time lag; the peaks of every component are added as if they coincided.',
  'Walls and roof use the indoor–outdoor air temperature difference: no sun on them (no sol-air temperature).',
  'Window solar gain is the instantaneous peak for each window’s orientation, not delayed by the room’s mass.',
];

/**
 * The heat-load method, step by step in the order `calculateHeatLoad` applies it, with formulas and
 * references. Steady state: no thermal storage or time lag.
 */
export const HEAT_LOAD_METHOD: readonly HeatLoadMethodStep[] = [
  {
    id: 'designTemperatureDifference',
    title: 'Design temperature difference',
    formula: 'Cooling: ΔT = t_o − t_i; Heating: ΔT = t_i − t_o (°F or K)',
    notes:
      'Outdoor and indoor design dry-bulb temperatures are inputs. A ΔT of the other sign (e.g. cooling on a day cooler than the room) is kept, not clamped, and flagged with a warning.',
    reference: `${F2021}, ch. 14 (climatic design conditions) and ch. 18`,
  },
  {
    id: 'conduction',
    title: 'Conduction through walls, windows and roof',
    formula: 'q = U × A × ΔT (Btu/h = Btu/h·ft²·°F × ft² × °F; W = W/m²·K × m² × K)',
    notes:
      'Steady state with the air-to-air ΔT. For cooling this leaves out the sol-air temperature and the time lag of heavy constructions that the radiant time series (RTS) method accounts for.',
    reference: `${F2021}, ch. 25 (overall coefficient U, q = U·A·Δt) and ch. 18, "Heating Load Calculations" (transmission loss)`,
  },
  {
    id: 'windowSolar',
    title: 'Window solar heat gain (Cooling)',
    formula: 'q = A × SHGF_max × SC, SC = SHGC / 0.87 (SHGF_max in Btu/h·ft² or W/m²)',
    notes: `Peak solar heat gain factor for the window's orientation at ${SOLAR_DESIGN_ASSUMPTION}. Instantaneous peak gain, not delayed by the room's thermal mass, so it errs high. Computed only when the SHGC is given; not in Heating.`,
    reference: SOLAR_HEAT_GAIN_FACTOR_SOURCE,
  },
  {
    id: 'people',
    title: 'People',
    formula: 'q_s = N × q_s,person; q_l = N × q_l,person',
    notes:
      'Adjusted per-person gains for the chosen activity at a 75 °F (24 °C) room; the I-P values are used in both unit systems (e.g. office work 250 Btu/h = 73.3 W sensible, 200 Btu/h = 58.6 W latent). In Heating only the sensible gain can be credited.',
    reference: PEOPLE_HEAT_GAIN_SOURCE,
  },
  {
    id: 'lighting',
    title: 'Lighting',
    formula: 'q = W × 3.412 Btu/h per W (q_el = W·F_ul·F_sa with F_ul = F_sa = 1)',
    notes: 'The lighting load entered is the wattage in use, all sensible and all to the room.',
    reference: `${F2021}, ch. 18, "Lighting" (eq. 1); 1 W = 3.412 Btu/h, NIST SP 811 (2008), B.9`,
  },
  {
    id: 'equipment',
    title: 'Equipment',
    formula: 'q = W × 3.412 Btu/h per W',
    notes:
      'The equipment load entered is the heat gain to the room (not nameplate power), all sensible.',
    reference: `${F2021}, ch. 18, "Appliances" and "Office Equipment"`,
  },
  {
    id: 'internalGainsHeating',
    title: 'Internal gains in Heating',
    formula: 'Heating: q_internal = 0, or −(q_s,people + q_lighting + q_equipment) when credited',
    notes:
      'Design heating loads are normally computed without internal or solar gains, which may be absent at the design hour; crediting them is an option.',
    reference: `${F2021}, ch. 18, "Heating Load Calculations"`,
  },
  {
    id: 'humidityRatio',
    title: 'Humidity ratios (Cooling)',
    formula: 'W = 0.621945 × φ·p_ws / (p − φ·p_ws), p = 101 325 Pa',
    notes:
      'Outdoor and indoor humidity ratios from their dry-bulb temperatures and relative humidities at standard sea-level pressure; p_ws by Hyland–Wexler.',
    reference:
      'ASHRAE Handbook—Fundamentals (2017), ch. 1, eqs. 5, 6, 20 and 22 (psychrometrics module)',
  },
  {
    id: 'outdoorAirSensible',
    title: 'Ventilation and infiltration, sensible',
    formula: 'q_s = 1.08 × Q × ΔT (Btu/h, cfm, °F); q_s = 1.2072 × Q × ΔT (W, L/s, K)',
    notes:
      '1.08 = 60 min/h × 0.075 lb/ft³ × 0.24 Btu/lb·°F (standard air, dry-air specific heat). The SI factor is derived from it so both systems agree; ch. 18 prints 1.10 (1.23 W per L/s·K) with moist-air specific heat, 1.8 % higher.',
    reference: `${F2021}, ch. 18, "Infiltration and Ventilation Heat Gain"; standard air, ch. 1`,
  },
  {
    id: 'outdoorAirLatent',
    title: 'Ventilation and infiltration, latent (Cooling)',
    formula:
      'q_l = 4840 × Q × (W_o − W_i) (Btu/h, cfm, lb/lb); q_l = 3005.6 × Q × ΔW (W, L/s, kg/kg)',
    notes:
      '4840 = 60 × 0.075 lb/ft³ × 1076 Btu/lb. Only when both relative humidities are given; negative when the outdoor air is drier (warned). Humidification in Heating is not included.',
    reference: `${F2021}, ch. 18, "Infiltration and Ventilation Heat Gain" (C_l = 4840 Btu/h·cfm, 3010 W/(L/s) in SI)`,
  },
  {
    id: 'infiltrationAirflow',
    title: 'Infiltration airflow',
    formula:
      'Q = ACH × V / 60 (cfm, ft³); Q = ACH × V / 3.6 (L/s, m³); V = floor area × ceiling height',
    notes:
      'Air-change method; the infiltration air then carries sensible and latent heat like ventilation air.',
    reference: `${F2021}, ch. 16, "Ventilation and Infiltration" (air change rate)`,
  },
  {
    id: 'safetyFactor',
    title: 'Safety factor',
    formula: 'q_safety = (safety factor / 100) × (Σ sensible + Σ latent), when that sum is > 0',
    notes:
      "The designer's margin, applied once to the sum of every component; not an ASHRAE requirement.",
    reference: 'Design practice',
  },
  {
    id: 'totals',
    title: 'Total and sensible heat ratio',
    formula:
      'q_total = Σ sensible + Σ latent + q_safety; SHR = Σ sensible / (Σ sensible + Σ latent) (Cooling); 1 ton = 12 000 Btu/h',
    notes:
      'SHR is given in Cooling when the sensible and latent sums are both ≥ 0 and their total is positive.',
    reference: `${F2021}, ch. 1 (sensible heat ratio) and ch. 38 (ton of refrigeration)`,
  },
];
