import { AIR_CHANGE_GUIDANCE_SOURCE } from './air-change-guidance.js';
import { AIR_DISTRIBUTION_EFFECTIVENESS_SOURCE } from './air-distribution.js';
import { KITCHEN_HOOD_RATE_SOURCE } from './kitchen-hood.js';
import { VENTILATION_RATE_TABLE_SOURCE } from './occupancy-categories.js';

/** One step of the ventilation method, for the report and the reference library. */
export interface VentilationMethodStep {
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

const F2021_CH16 = 'ASHRAE Handbook—Fundamentals (2021), ch. 16 "Ventilation and Infiltration"';
const STD62_1 = 'ANSI/ASHRAE Standard 62.1-2022';

/** The ventilation method, step by step in the order `calculateVentilation` applies it. */
export const VENTILATION_METHOD: readonly VentilationMethodStep[] = [
  {
    id: 'roomVolume',
    title: 'Room volume',
    formula: 'V = W × L × H (ft³ from ft; m³ from m)',
    notes:
      'The room is taken as a rectangular box; its floor area W × L is also the default zone area.',
    reference: 'Geometry',
  },
  {
    id: 'airflowFromAirChanges',
    title: 'Airflow from air changes per hour',
    formula: 'Q = ACH × V / 60 (cfm, ft³); Q = ACH × V / 3.6 (L/s, m³); Q = ACH × V (m³/h)',
    notes: 'One air change is one room volume of air per hour. Exact conversions: 1 ft = 0.3048 m.',
    reference: `${F2021_CH16}, air change rate (I = Q/V); NIST SP 811 (2008)`,
  },
  {
    id: 'airChangesFromAirflow',
    title: 'Air changes per hour from airflow (inverse)',
    formula: 'ACH = 60 × Q / V (cfm, ft³); ACH = 3.6 × Q / V (L/s, m³)',
    notes: 'The same relation solved for ACH; the room volume must be above 0.',
    reference: `${F2021_CH16}, air change rate`,
  },
  {
    id: 'breathingZoneOutdoorAirflow',
    title: 'Breathing-zone outdoor airflow (ASHRAE 62.1 Ventilation Rate Procedure)',
    formula: 'Vbz = Rp × Pz + Ra × Az',
    notes:
      'Rp and Ra from the occupancy category. Pz is the design population or, when not known, the default occupant density × Az. The I-P rates are used in both systems (converted exactly), so Imperial and Metric agree; the SI edition prints rounded values.',
    reference: `${STD62_1}, section 6.2.1.1, eq. 6-1; ${VENTILATION_RATE_TABLE_SOURCE}`,
  },
  {
    id: 'zoneOutdoorAirflow',
    title: 'Zone outdoor airflow',
    formula: 'Voz = Vbz / Ez',
    notes:
      'Ez from the air distribution configuration (1.0 for well-mixed ceiling supply of cool air; 0.8 for warm air from the ceiling 15 °F (8 °C) or more above the space; 1.2 for displacement ventilation). Zone level only: system intake Vot for multiple-zone systems is not computed.',
    reference: `${STD62_1}, section 6.2.1.3, eq. 6-2; ${AIR_DISTRIBUTION_EFFECTIVENESS_SOURCE}`,
  },
  {
    id: 'kitchenHoodExhaust',
    title: 'Commercial kitchen hood exhaust',
    formula:
      'Q = q × L, q from the hood style and the heaviest appliance duty under the hood (cfm per ft of hood; L/s per m = cfm/ft × 1.548)',
    notes:
      'Minimum exhaust of an unlisted Type I hood. Light/medium/heavy/extra-heavy duty as classified by ASHRAE 154 and the IMC; eyebrow hoods are not allowed over heavy or extra-heavy duty, nor backshelf/pass-over hoods over extra-heavy duty. A listed hood is exhausted at its label rate. The room air changes the exhaust makes are reported, not judged against general-ventilation guidance.',
    reference: KITCHEN_HOOD_RATE_SOURCE,
  },
  {
    id: 'airChangeGuidance',
    title: 'Recommended air changes (guidance)',
    formula: 'ACH_min ≤ ACH ≤ ACH_max for the chosen space type',
    notes:
      'Rule-of-thumb ranges for a first check; outside them the result carries a warning, never an error. Codes (ASHRAE 62.1 outdoor air and exhaust, local regulations) govern.',
    reference: AIR_CHANGE_GUIDANCE_SOURCE,
  },
];
