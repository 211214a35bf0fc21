import type { MethodStep } from '../refrigerant/method.js';

/** The energy-cost method, step by step, with its sources (for reports). */
export const ENERGY_COST_METHOD: readonly MethodStep[] = [
  {
    step: 'Heating energy (degree-days)',
    formula: 'Q = 24 · DD · (q_design / Δt_design) · C_D',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 19; C_D: ASHRAE Handbook—Fundamentals (1989), ch. 28, fig. 1',
  },
  {
    step: 'Heating energy (full-load hours)',
    formula: 'Q = q_design · FLH',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 19',
  },
  {
    step: 'Heating energy (temperature bins)',
    formula:
      'Q = Σ hours_bin · q_design · (t_balance − t_bin)/(t_balance − t_design), bins above the balance point counting 0',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods", "Degree-day and bin methods" (bin method)',
  },
  {
    step: 'Cooling energy',
    formula:
      'Q = capacity · EFLH; electricity = Q / COP with COP = SEER, SEER2, EER or EER2 ÷ 3.412',
    reference: 'AHRI 210/240-2023 (SEER2, EER2); ASHRAE Handbook—Fundamentals (2021), ch. 19',
  },
  {
    step: 'Purchased energy',
    formula: 'fuel = Q / (AFUE/100); heat pump = Q / (HSPF ÷ 3.412) or Q / COP; resistance = Q',
    reference: '10 CFR 430 subpart B appendix N (AFUE); AHRI 210/240 (HSPF, HSPF2)',
  },
  {
    step: 'Fuel units',
    formula:
      'therm 29.307 kWh; gas 10.72 kWh/m³ (1036 Btu/ft³); oil 40.59 kWh/gal; propane 26.80 kWh/gal',
    reference: 'U.S. EIA, "Energy units and calculators explained"; NIST SP 811 (2008)',
  },
  {
    step: 'Cost',
    formula: 'Σ energy × price + fixed monthly charges × 12 + peak kW × demand charge per month',
    reference: 'Tariff as entered',
  },
  {
    step: 'Peak demand',
    formula:
      'cooling: capacity / EER (EER ≈ −0.02 SEER² + 1.12 SEER); electric heating: q_design / COP',
    reference: 'Cutler et al. (2013), NREL/TP-5500-56354',
  },
  {
    step: 'CO₂',
    formula:
      'Σ energy (kWh) × factor (kg/kWh); defaults gas 0.1810, oil 0.2524, propane 0.2145, electricity 0.3734',
    reference: 'EPA GHG Emission Factors Hub (2024), table 1; EPA eGRID2022 U.S. average',
  },
  {
    step: 'Simple payback',
    formula: '(installed cost − first option’s) / (first option’s annual cost − annual cost)',
    reference: 'Engineering economics (ASHRAE Handbook—HVAC Applications 2019, ch. 38)',
  },
];
