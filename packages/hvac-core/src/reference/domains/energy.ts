import {
  BTU_PER_WATT_HOUR,
  DEFAULT_EMISSION_FACTORS_KG_PER_KWH,
  ENERGY_SOURCES,
  PRICE_UNITS,
  kwhPerPriceUnit,
  type EnergySource,
  type PriceUnit,
} from '../../energy/index.js';
import { row, units } from '../build.js';
import { numberColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const SOURCE_LABELS: Readonly<Record<EnergySource, string>> = {
  electricity: 'Electricity',
  naturalGas: 'Natural gas',
  oil: 'No. 2 heating oil',
  propane: 'Propane',
};
const UNIT_LABELS: Readonly<Record<PriceUnit | 'kWh', string>> = {
  kWh: 'kWh',
  therm: 'therm',
  m3: 'm³',
  gallon: 'US gallon',
  litre: 'litre',
};

const heatingValues: TableEntry = {
  id: 'energy-content-by-price-unit',
  title: 'Energy content of fuels by price unit',
  description:
    'The energy in one unit of each fuel as it is sold (higher heating value, as fuel is sold and as AFUE is rated), which turns a tariff into a cost per kWh.',
  columns: [
    textColumn('source', 'Energy source'),
    textColumn('unit', 'Price unit'),
    numberColumn('kwh', 'Energy', { unit: 'kWh', significantDigits: 5 }),
    numberColumn('btu', 'Energy', { unit: 'Btu', significantDigits: 5 }),
  ],
  rows: ENERGY_SOURCES.flatMap((source) =>
    (PRICE_UNITS[source] as readonly (PriceUnit | 'kWh')[]).map((unit) => {
      const kwh = kwhPerPriceUnit(source, unit as PriceUnit);
      return row(`${source}-${unit}`, {
        source: SOURCE_LABELS[source],
        unit: UNIT_LABELS[unit],
        kwh,
        btu: kwh * 1000 * BTU_PER_WATT_HOUR,
      });
    }),
  ),
  source:
    'U.S. EIA, "Energy units and calculators explained" (natural gas 1,036 Btu/ft³, 2022; heating oil 138,500 Btu/gal; propane 91,452 Btu/gal); NIST SP 811 (2008), B.9 (therm, gallon)',
};

const emissions: TableEntry = {
  id: 'co2-emission-factors',
  title: 'Default CO₂ emission factors',
  description:
    'The emission factors the energy calculator starts with; the user can edit them (grid factors vary by a factor of ten between regions).',
  columns: [
    textColumn('source', 'Energy source'),
    numberColumn('factor', 'Emission factor', { unit: 'kg CO₂/kWh', significantDigits: 4 }),
  ],
  rows: ENERGY_SOURCES.map((source) =>
    row(source, {
      source: SOURCE_LABELS[source],
      factor: DEFAULT_EMISSION_FACTORS_KG_PER_KWH[source],
    }),
  ),
  source:
    'EPA GHG Emission Factors Hub (2024), table 1 (fuels, HHV); EPA eGRID2022, U.S. average output emission rate (electricity)',
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'degree-day-heating-energy',
    title: 'Annual heating energy by degree-days',
    tex: 'E = 24 \\, \\mathrm{DD} \\, \\frac{q_{\\mathrm{design}}}{\\Delta t_{\\mathrm{design}}} \\, C_D',
    symbols: [
      symbol('E', 'Annual heat delivered to the building', units('kWh')),
      symbol('\\mathrm{DD}', 'Heating degree-days', units('°F·day', 'K·day')),
      symbol('q_{\\mathrm{design}}', 'Design heat loss', units('Btu/h', 'W')),
      symbol(
        '\\Delta t_{\\mathrm{design}}',
        'Indoor − outdoor design temperature',
        units('°F', 'K'),
      ),
      symbol('C_D', 'Correction for degree-days at a base other than the balance point, 0.1 to 2'),
    ],
    validRange:
      'Degree-days at base 65 °F (18.3 °C) with C_D; purchased energy divides E by the seasonal efficiency.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods", "Degree-day and bin methods" (variable-base degree-day method, E = 24·DD·q/Δt·C_D/η); the C_D correction of ASHRAE Handbook—Fundamentals (1989), ch. 28, fig. 1',
    implementation: 'energy/annual-energy.ts#degreeDayHeatingEnergyKwh',
  },
  {
    id: 'full-load-hours-energy',
    title: 'Annual energy by equivalent full-load hours',
    tex: 'E = q \\, \\mathrm{EFLH}',
    symbols: [
      symbol('E', 'Annual energy', units('kWh')),
      symbol('q', 'Design load or capacity', units('Btu/h', 'W')),
      symbol('\\mathrm{EFLH}', 'Equivalent full-load hours per year', units('h')),
    ],
    validRange: '0 to 8760 h.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 19 (equivalent full-load hours); AHRI 210/240 (cooling hours behind the SEER rating)',
    implementation: 'energy/annual-energy.ts#fullLoadHoursEnergyKwh',
  },
  {
    id: 'degree-days-uk-met-office',
    title: 'Degree-days from daily highs and lows (UK Met Office method)',
    tex: '\\mathrm{HDD} = \\begin{cases} 0 & T_{min} \\ge T_b \\\\ \\tfrac{T_b - T_{min}}{4} & \\bar T \\ge T_b \\\\ \\tfrac{T_b - T_{min}}{2} - \\tfrac{T_{max} - T_b}{4} & T_{max} \\ge T_b \\\\ T_b - \\bar T & T_{max} < T_b \\end{cases}, \\qquad \\mathrm{HDD} - \\mathrm{CDD} = T_b - \\bar T',
    symbols: [
      symbol('T_{max}, T_{min}', 'The day’s highest and lowest temperature', units('°F', '°C')),
      symbol('\\bar T', 'Daily mean, (T_max + T_min)/2', units('°F', '°C')),
      symbol('T_b', 'Base temperature', units('°F', '°C')),
      symbol(
        '\\mathrm{HDD}, \\mathrm{CDD}',
        'Heating and cooling degree-days of the day',
        units('°F·day', 'K·day'),
      ),
    ],
    validRange: 'Any base. The mean method (U.S. practice) keeps only the first and last cases.',
    reference:
      'CIBSE TM41 (2006), Degree-days: theory and application, ch. 2 (UK Met Office equations); Met Éireann, "Degree days" (cases I–IV); Degree Days Direct, "How degree days are computed" (maximum–minimum method)',
    implementation: 'energy/degree-days-from-temperatures.ts#ukMetOfficeDegreeDays',
  },
  {
    id: 'degree-days-hourly-integration',
    title: 'Degree-days from hourly temperatures (integration)',
    tex: '\\mathrm{HDD} = \\frac{1}{24} \\sum_h \\max(0, T_b - T_h), \\qquad \\mathrm{CDD} = \\frac{1}{24} \\sum_h \\max(0, T_h - T_b)',
    symbols: [
      symbol('T_h', 'Hourly temperature', units('°F', '°C')),
      symbol('T_b', 'Base temperature', units('°F', '°C')),
    ],
    validRange: 'Any number of hourly readings, e.g. the 8760 hours of a weather file.',
    reference:
      'CIBSE TM41 (2006), Degree-days: theory and application, ch. 2 (degree-days by integration of frequent temperature readings); Degree Days Direct, "How degree days are computed" (continuous integration)',
    implementation: 'energy/degree-days-from-temperatures.ts#degreeDaysFromHourly',
  },
  {
    id: 'degree-days-monthly-mean-sd',
    title: 'Monthly degree-days from the mean and standard deviation',
    tex: '\\mathrm{HDD} = \\sigma N \\left[ Z \\, \\Phi(Z) + \\varphi(Z) \\right], \\quad Z = \\frac{T_b - \\bar T_m}{\\sigma}; \\qquad \\mathrm{CDD}: Z = \\frac{\\bar T_m - T_b}{\\sigma}',
    symbols: [
      symbol('\\bar T_m', 'Monthly mean of the daily mean temperatures', units('°F', '°C')),
      symbol('\\sigma', 'Standard deviation of the daily means', units('°F', 'K')),
      symbol('N', 'Days in the month'),
      symbol('\\Phi, \\varphi', 'Standard normal distribution and density'),
    ],
    validRange: 'Daily means near normally distributed about the monthly mean.',
    reference:
      'Krarti, Energy Audit of Building Systems, 2nd ed. (CRC Press, 2011), ch. 6, eq. 6.32–6.35 (degree-days from monthly mean and standard deviation), worked example for Denver, May, base 60 °F',
    implementation: 'energy/degree-days-from-temperatures.ts#monthlyDegreeDaysFromMeanAndSd',
  },
  {
    id: 'bin-method',
    title: 'Temperature-bin method',
    tex: 'q(t) = q_d \\, \\frac{t_{bal} - t}{t_{bal} - t_d} \\;(t < t_{bal}), \\qquad E = \\sum_{bins} h \\, \\frac{q(t)}{\\eta(t) \\, \\mathrm{PLF}}, \\quad \\mathrm{PLF} = 1 - C_D (1 - \\mathrm{PLR})',
    symbols: [
      symbol('q_d', 'Design load at the outdoor design temperature', units('Btu/h', 'W')),
      symbol(
        't, t_d, t_{bal}',
        'Bin midpoint, outdoor design and balance-point temperatures',
        units('°F', '°C'),
      ),
      symbol('h', 'Hours in the bin'),
      symbol(
        '\\eta(t)',
        'Efficiency or COP at the bin temperature (catalogue points, linear between them)',
      ),
      symbol('C_D, \\mathrm{PLR}', 'Cycling degradation coefficient and part-load ratio'),
    ],
    validRange:
      'Bins from a weather file or entered by hand. Heating load above a heat pump’s capacity goes to backup heat; cooling load above capacity is reported unmet.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods", "Degree-day and bin methods" (bin method); AHRI 210/240 and 10 CFR 430 subpart B appendix M (part-load factor PLF = 1 − C_D (1 − PLR), temperature bins of the HSPF calculation)',
    implementation: 'energy/bin-method.ts#binMethodEnergy',
  },
];

/** Energy: fuel energy contents, emission factors and the annual-energy methods. */
export const energyReference = referenceDomain(
  'energy',
  'Energy',
  ['energy'],
  [heatingValues, emissions],
  formulas,
);
