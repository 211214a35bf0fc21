import {
  KWH_PER_GALLON_OIL,
  KWH_PER_GALLON_PROPANE,
  KWH_PER_M3_NATURAL_GAS,
  KWH_PER_THERM,
  LITRES_PER_US_GALLON,
} from './constants.js';

/** Energy sources a tariff prices. */
export const ENERGY_SOURCES = ['electricity', 'naturalGas', 'oil', 'propane'] as const;
export type EnergySource = (typeof ENERGY_SOURCES)[number];

/** The unit each source may be priced in. */
export const PRICE_UNITS = {
  electricity: ['kWh'],
  naturalGas: ['therm', 'm3', 'kWh'],
  oil: ['gallon', 'litre'],
  propane: ['gallon', 'litre'],
} as const;
export type NaturalGasUnit = (typeof PRICE_UNITS.naturalGas)[number];
export type LiquidFuelUnit = (typeof PRICE_UNITS.oil)[number];
export type PriceUnit = NaturalGasUnit | LiquidFuelUnit;

/**
 * Energy content of one priced unit of a source, kWh (HHV for fuels): therm 29.307 kWh, m³ of natural
 * gas 10.72 kWh, gallon of No. 2 oil 40.59 kWh (10.72 kWh/L), gallon of propane 26.80 kWh (7.08 kWh/L).
 *
 * @param source - 'electricity', 'naturalGas', 'oil' or 'propane'.
 * @param unit - The price unit ('kWh', 'therm', 'm3', 'gallon', 'litre').
 * @returns kWh per unit.
 * @throws {RangeError} If the unit does not fit the source.
 * @see U.S. EIA, "Energy units and calculators explained" (heat contents); NIST SP 811 (2008)
 * @example kwhPerPriceUnit('naturalGas', 'therm') //=> 29.3071
 */
export function kwhPerPriceUnit(source: EnergySource, unit: PriceUnit): number {
  if (unit === 'kWh') return 1;
  if (source === 'naturalGas' && unit === 'therm') return KWH_PER_THERM;
  if (source === 'naturalGas' && unit === 'm3') return KWH_PER_M3_NATURAL_GAS;
  if (source === 'oil' || source === 'propane') {
    const perGallon = source === 'oil' ? KWH_PER_GALLON_OIL : KWH_PER_GALLON_PROPANE;
    if (unit === 'gallon') return perGallon;
    if (unit === 'litre') return perGallon / LITRES_PER_US_GALLON;
  }
  throw new RangeError(`${source} cannot be priced per ${unit}.`);
}
