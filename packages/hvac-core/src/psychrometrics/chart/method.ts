import type { DomainMethodStep } from '../../_lib/method-step.js';

/** One step of the psychrometric method, for the report and the reference library. */
export type PsychrometricMethodStep = DomainMethodStep;

const F2017 = 'ASHRAE Handbook—Fundamentals (2017), ch. 1 "Psychrometrics"';

/** The psychrometric chart's method, step by step in the order the engine applies it. */
export const PSYCHROMETRIC_CHART_METHOD: readonly PsychrometricMethodStep[] = [
  {
    id: 'pressure',
    title: 'Barometric pressure from altitude',
    formula:
      'p = 101.325 (1 − 2.25577×10⁻⁵ Z)^5.2559 kPa (Z in m); p = 14.696 (1 − 6.8754×10⁻⁶ Z)^5.2559 psia (Z in ft)',
    notes: 'U.S. Standard Atmosphere; a pressure typed directly is used as is (60–110 kPa).',
    reference: `${F2017}, eq. 3`,
  },
  {
    id: 'saturationPressure',
    title: 'Saturation vapour pressure (Hyland–Wexler)',
    formula:
      'ln pws = C1/T + C2 + C3 T + C4 T² + C5 T³ + C6 T⁴ + C7 ln T (over ice); C8/T + C9 + C10 T + C11 T² + C12 T³ + C13 ln T (over water)',
    notes: 'Over ice below the triple point (0.01 °C), over liquid water above it; T absolute.',
    reference: `${F2017}, eq. 5 and 6`,
  },
  {
    id: 'humidityRatio',
    title: 'Humidity ratio, saturation and relative humidity',
    formula: 'W = 0.621945 pw / (p − pw); Ws = 0.621945 pws / (p − pws); φ = pw / pws; μ = W / Ws',
    notes:
      'Moist air as an ideal-gas mixture (the enhancement factor is taken as 1, as PsychroLib does).',
    reference: `${F2017}, eq. 20, 21 and 22; μ: ASHRAE Handbook—Fundamentals (2009), ch. 1, eq. 12`,
  },
  {
    id: 'enthalpyVolume',
    title: 'Enthalpy, specific volume and density',
    formula:
      'h = 1.006 t + W (2501 + 1.86 t) kJ/kg; h = 0.240 t + W (1061 + 0.444 t) Btu/lb; v = Rda T (1 + 1.607858 W) / p; ρ = (1 + W) / v',
    notes: 'Enthalpy datum: dry air and liquid water at 0 °C (SI), dry air at 0 °F (I-P).',
    reference: `${F2017}, eq. 26, 28, 30 and 11`,
  },
  {
    id: 'wetBulbDewPoint',
    title: 'Thermodynamic wet bulb and dew point',
    formula:
      'W = [(2501 − 2.326 t*) Ws* − 1.006 (t − t*)] / (2501 + 1.86 t − 4.186 t*) (over ice: eq. 35); td: pws(td) = pw',
    notes:
      'The wet bulb is solved by bracketed root finding (converges near saturation, below freezing and in very dry air); the dew point inverts eq. 5–6 (a frost point below 0 °C).',
    reference: `${F2017}, eq. 33, 35 and 36`,
  },
  {
    id: 'mixing',
    title: 'Adiabatic mixing of two streams',
    formula:
      'mda3 = mda1 + mda2; W3 = (mda1 W1 + mda2 W2)/mda3; h3 = (mda1 h1 + mda2 h2)/mda3; mda = Q / v',
    notes:
      'Each airflow is measured at its own state. A mix beyond saturation forms fog: the point is then the saturated air left.',
    reference: `${F2017}, eq. 43–45 and example 4`,
  },
  {
    id: 'sensible',
    title: 'Sensible heating and cooling',
    formula: 'q = mda (h2 − h1), W2 = W1',
    notes: 'The leaving dry bulb may not fall below the entering dew point (that is a wet coil).',
    reference: `${F2017}, "Moist air sensible heating or cooling" and example 2`,
  },
  {
    id: 'coolingCoil',
    title: 'Cooling and dehumidifying coil',
    formula:
      't2 = ADP + BF (t1 − ADP); W2 = W_ADP + BF (W1 − W_ADP); q_coil = mda [(h1 − h2) − (W1 − W2) hw2]; condensate = mda (W1 − W2)',
    notes:
      'By apparent dew point (ADP) and bypass factor (BF), or from a leaving state, whose ADP is where the process line meets the saturation curve.',
    reference: `${F2017}, "Moist air cooling and dehumidification" and example 3; ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 23`,
  },
  {
    id: 'humidification',
    title: 'Steam and adiabatic humidification',
    formula:
      'h2 = h1 + (W2 − W1) hg (steam, hg = 2501 + 1.86 ts kJ/kg); adiabatic: t* constant, h2 = h1 + (W2 − W1) hw(t*)',
    notes:
      'Water added = mda (W2 − W1). The evaporative humidifier follows its entering wet-bulb line.',
    reference: `${F2017}, "Adiabatic mixing of water injected into moist air" and example 5; ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 41`,
  },
  {
    id: 'loads',
    title: 'Sensible, latent and total loads, sensible heat ratio',
    formula:
      'qs = mda [h(t2, W2) − h(t1, W2)]; ql = mda [h(t1, W2) − h(t1, W1)]; qt = qs + ql = mda (h2 − h1); SHR = qs / qt',
    notes:
      'Heat added to the air is positive; a cooling coil has negative air-side loads and a positive coil load.',
    reference: `${F2017}, eq. 30 and the steady-flow energy balances of "Typical air-conditioning processes"`,
  },
  {
    id: 'comfortZone',
    title: 'Comfort zone (simplified, optional)',
    formula:
      'Summer (0.5 clo): 23.6–26.8 °C at W = 0.012, 25.1–28.3 °C at W = 0; winter (1.0 clo): 19.6–23.9 °C at W = 0.012, 21.7–26.3 °C at W = 0',
    notes:
      'The simplified graphical zones of ASHRAE 55-2004 fig. 5.2.1.1 as tabulated by EnergyPlus (operative temperature taken as the dry bulb; 1.0–1.3 met, air speed below 0.2 m/s). A guide only: use the PMV method of ASHRAE 55 for compliance.',
    reference:
      'ANSI/ASHRAE Standard 55-2004, fig. 5.2.1.1; EnergyPlus Engineering Reference, "Simple ASHRAE 55 Comfort Model"',
  },
];
