/**
 * Constants of the energy-cost engine, each with its source. Heating values are higher heating
 * values (HHV), as fuel is sold and as AFUE is rated.
 */
import { CUBIC_METRES_PER_US_GALLON, JOULES_PER_BTU, METRES_PER_FOOT } from '../units/factors.js';

const KWH_PER_BTU = JOULES_PER_BTU / 3.6e6;

/** Btu per watt-hour (3.41214): converts SEER, EER and HSPF (Btu/Wh) to COP (W/W). @see NIST SP 811 (2008), B.9 (IT Btu). */
export const BTU_PER_WATT_HOUR = 3600 / JOULES_PER_BTU;

/** One therm, 100 000 Btu, in kWh (29.3071). @see NIST SP 811 (2008), B.9 (therm, US). */
export const KWH_PER_THERM = 100_000 * KWH_PER_BTU;

/**
 * Natural gas, kWh per m³ (HHV): the US average 1036 Btu/ft³ (2022), 10.72 kWh/m³. Gas sold by volume
 * varies with its composition; a bill that states kWh or therms is more exact.
 * @see U.S. EIA, "Energy units and calculators explained" (natural gas 1,036 Btu per cubic foot, 2022).
 */
export const KWH_PER_M3_NATURAL_GAS = (1036 * KWH_PER_BTU) / METRES_PER_FOOT ** 3;

/** No. 2 heating oil, kWh per US gallon (138 500 Btu/gal). @see U.S. EIA, "Energy units and calculators explained" (heating oil). */
export const KWH_PER_GALLON_OIL = 138_500 * KWH_PER_BTU;

/** Propane, kWh per US gallon (91 452 Btu/gal). @see U.S. EIA, "Energy units and calculators explained" (propane). */
export const KWH_PER_GALLON_PROPANE = 91_452 * KWH_PER_BTU;

/** Litres per US gallon. @see NIST SP 811 (2008), B.9. */
export const LITRES_PER_US_GALLON = CUBIC_METRES_PER_US_GALLON * 1000;

/**
 * Default CO₂ emission factors, kg CO₂ per kWh of fuel energy (HHV) or of electricity; the user can
 * edit them (local grid factors vary by a factor of ten).
 * - natural gas 53.06 kg/MMBtu → 0.1810 kg/kWh; distillate (No. 2) oil 73.96 kg/MMBtu → 0.2524;
 *   propane 62.87 kg/MMBtu → 0.2145 — EPA GHG Emission Factors Hub (2024), table 1;
 * - electricity 823.1 lb/MWh → 0.3733 kg/kWh — EPA eGRID2022, U.S. average output emission rate.
 */
export const DEFAULT_EMISSION_FACTORS_KG_PER_KWH = {
  electricity: (823.1 * 0.45359237) / 1000,
  naturalGas: 53.06 / (1e6 * KWH_PER_BTU),
  oil: 73.96 / (1e6 * KWH_PER_BTU),
  propane: 62.87 / (1e6 * KWH_PER_BTU),
} as const;

/** Hours in a day, for degree-day energy (the engine's one constant). */
export { HOURS_PER_DAY } from '../constants.js';

/** Months in a year. */
export const MONTHS = 12;

/**
 * Conventional ratio SEER2/SEER for ducted systems, used only to estimate peak demand from a SEER2
 * (through SEER) and to hold a SEER2 to SEER's range.
 * @see U.S. DOE, 10 CFR 430 appendix M1 (2023 transition; ratings fall about 4.5–5 %).
 */
export const SEER2_PER_SEER = 0.95;
