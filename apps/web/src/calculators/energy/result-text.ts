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

/** An amount of money with its currency label: "$1,632". */
export function money(value: number, currency: string, digits = 0): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}${currency}${Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}`;
}

/** An option's name, or "Option n" (counted from 1) when it has none. */
export function optionName(option: { readonly name?: unknown }, index: number): string {
  return typeof option.name === 'string' && option.name ? option.name : `Option ${index + 1}`;
}

/** An option's simple payback in words: "3.2 years", "immediate", "never", "baseline". */
export function describePayback(option: EnergyOptionResult, index: number): string {
  if (index === 0) return 'baseline';
  if (option.simplePaybackYears === null) return 'never (costs more to run)';
  if (option.simplePaybackYears === 0) return 'immediate';
  return `${formatNumber(option.simplePaybackYears, { maximumFractionDigits: 1 })} years`;
}
