import type { EnergyOptionResult, PriceUnit } from '@org/hvac-core/energy';
import { formatNumber } from '@org/ui';

const FUEL_UNITS: Record<PriceUnit | 'kWh', string> = {
  therm: 'therm',
  m3: 'm³',
  kWh: 'kWh',
  gallon: 'gal',
  litre: 'L',
};

/** The label of a priced fuel unit: 'm3' → 'm³'. */
export function fuelUnitLabel(unit: PriceUnit | 'kWh'): string {
  return FUEL_UNITS[unit];
}

/** An option's simple payback in words: "3.2 years", "immediate", "never", "baseline". */
export function describePayback(option: EnergyOptionResult, index: number): string {
  if (index === 0) return 'baseline';
  if (option.simplePaybackYears === null) return 'never (costs more to run)';
  if (option.simplePaybackYears === 0) return 'immediate';
  return `${formatNumber(option.simplePaybackYears, { maximumFractionDigits: 1 })} years`;
}
