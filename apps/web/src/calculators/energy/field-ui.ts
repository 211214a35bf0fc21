/** The id of a field's input from its path: 'heating.designHeatLoss' → 'energy-heating-designHeatLoss'. */
export function energyFieldId(path: string): string {
  return `energy-${path.replace(/\./g, '-')}`;
}

/** Month names, January first, for tables and the chart: the engine's one list. */
export { MONTH_ABBREVIATIONS as MONTH_NAMES } from '@org/hvac-core/weather';

/** An amount of money with its currency label: "$1,632". */
export function money(value: number, currency: string, digits = 0): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}${currency}${Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}`;
}
