import { caseId } from '../validation/case-id.js';
import type { ValidationTable } from '../validation/types.js';
import { kwhPerPriceUnit } from './fuel-prices.js';
import type { EnergySource, PriceUnit } from './fuel-prices.js';

/**
 * Published heat contents of the fuels' price units the engine is checked against: its tests run this
 * table and the validation page shows it, so both read one source.
 */

const UNIT_LABELS: Readonly<Record<PriceUnit, string>> = {
  kWh: 'kWh',
  therm: 'therm',
  m3: 'm³',
  gallon: 'US gallon',
  litre: 'litre',
};

const SOURCE_LABELS: Readonly<Record<EnergySource, string>> = {
  electricity: 'Electricity',
  naturalGas: 'Natural gas',
  oil: 'Heating oil',
  propane: 'Propane',
};

const ROWS: readonly (readonly [
  source: EnergySource,
  unit: PriceUnit,
  kwh: number,
  heatContent: string,
])[] = [
  ['naturalGas', 'therm', 29.3071, '100,000 Btu per therm'],
  ['naturalGas', 'm3', 10.7224, '1,036 Btu per ft³'],
  ['oil', 'gallon', 40.5903, '138,500 Btu per gallon'],
  ['oil', 'litre', 10.723, '138,500 Btu per gallon'],
  ['propane', 'gallon', 26.802, '91,452 Btu per gallon'],
  ['electricity', 'kWh', 1, '1 kWh'],
];

export const ENERGY_CONTENT_CASES: ValidationTable = {
  id: 'energy-content-by-price-unit',
  title: 'Energy in a fuel’s price unit',
  quantity: 'kWh of heat content per unit the fuel is priced in',
  implementation: 'energy/fuel-prices.ts#kwhPerPriceUnit',
  reference: { kind: 'table', id: 'energy-content-by-price-unit' },
  cases: ROWS.map(([source, unit, kwh, heatContent]) => ({
    id: caseId(source, unit),
    title: `${SOURCE_LABELS[source]} per ${UNIT_LABELS[unit]}`,
    source: {
      book: 'U.S. Energy Information Administration, “Energy units and calculators explained”',
      edition: 'online, heat contents',
      location: heatContent,
    },
    inputs: [
      { label: 'Fuel', value: SOURCE_LABELS[source] },
      { label: 'Price unit', value: UNIT_LABELS[unit] },
    ],
    expected: kwh,
    unit: 'kWh',
    tolerance: { kind: 'absolute', value: 5e-4 },
    toleranceNote: 'The heat content converted with 1 Btu = 1055.056 J, given to 0.001 kWh.',
    compute: () => kwhPerPriceUnit(source, unit),
  })),
};

/** What the energy property tests hold for every input they try. */
export const ENERGY_PROPERTIES = {
  degreeDayEnergyProportional:
    'Degree-day heating energy is proportional to the degree-days and to the correction factor.',
  degreeDaysInEitherUnit:
    'Degree-days counted in °C from 18.3 °C, times 1.8, are those counted in °F from 65 °F.',
} as const satisfies Record<string, string>;
