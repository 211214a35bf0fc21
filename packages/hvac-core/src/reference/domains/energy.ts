import {
  BTU_PER_WATT_HOUR,
  DEFAULT_EMISSION_FACTORS_KG_PER_KWH,
  ENERGY_SOURCES,
  PRICE_UNITS,
  kwhPerPriceUnit,
  type EnergySource,
  type PriceUnit,
} from '../../energy/index.js';
import { numberColumn, row, textColumn } from '../build.js';
import type { ReferenceDomain, ReferenceFormula, ReferenceTable } from '../types.js';

const ENERGY = ['/calculators/energy-analysis'] as const;
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

const heatingValues: ReferenceTable = {
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
  usedBy: ENERGY,
};

const emissions: ReferenceTable = {
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
  usedBy: ENERGY,
};

const formulas: readonly ReferenceFormula[] = [
  {
    id: 'degree-day-heating-energy',
    title: 'Annual heating energy by degree-days',
    tex: 'E = 24 \\, \\mathrm{DD} \\, \\frac{q_{\\mathrm{design}}}{\\Delta t_{\\mathrm{design}}} \\, C_D',
    symbols: [
      {
        tex: 'E',
        meaning: 'Annual heat delivered to the building',
        unit: { Imperial: 'kWh', Metric: 'kWh' },
      },
      {
        tex: '\\mathrm{DD}',
        meaning: 'Heating degree-days',
        unit: { Imperial: '°F·day', Metric: 'K·day' },
      },
      {
        tex: 'q_{\\mathrm{design}}',
        meaning: 'Design heat loss',
        unit: { Imperial: 'Btu/h', Metric: 'W' },
      },
      {
        tex: '\\Delta t_{\\mathrm{design}}',
        meaning: 'Indoor − outdoor design temperature',
        unit: { Imperial: '°F', Metric: 'K' },
      },
      {
        tex: 'C_D',
        meaning: 'Correction for degree-days at a base other than the balance point, 0.1 to 2',
      },
    ],
    validRange:
      'Degree-days at base 65 °F (18.3 °C) with C_D; purchased energy divides E by the seasonal efficiency.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods", "Degree-day and bin methods" (variable-base degree-day method, E = 24·DD·q/Δt·C_D/η); the C_D correction of ASHRAE Handbook—Fundamentals (1989), ch. 28, fig. 1',
    implementation: { file: 'energy/annual-energy.ts', exportName: 'degreeDayHeatingEnergyKwh' },
    usedBy: ENERGY,
  },
  {
    id: 'full-load-hours-energy',
    title: 'Annual energy by equivalent full-load hours',
    tex: 'E = q \\, \\mathrm{EFLH}',
    symbols: [
      { tex: 'E', meaning: 'Annual energy', unit: { Imperial: 'kWh', Metric: 'kWh' } },
      { tex: 'q', meaning: 'Design load or capacity', unit: { Imperial: 'Btu/h', Metric: 'W' } },
      {
        tex: '\\mathrm{EFLH}',
        meaning: 'Equivalent full-load hours per year',
        unit: { Imperial: 'h', Metric: 'h' },
      },
    ],
    validRange: '0 to 8760 h.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 19 (equivalent full-load hours); AHRI 210/240 (cooling hours behind the SEER rating)',
    implementation: { file: 'energy/annual-energy.ts', exportName: 'fullLoadHoursEnergyKwh' },
    usedBy: ENERGY,
  },
];

/** Energy: fuel energy contents, emission factors and the annual-energy methods. */
export const energyReference: ReferenceDomain = {
  id: 'energy',
  title: 'Energy',
  tables: [heatingValues, emissions],
  formulas,
};
