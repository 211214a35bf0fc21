/** The id of a field's input from its path: 'heating.designHeatLoss' → 'energy-heating-designHeatLoss'. */
export function energyFieldId(path: string): string {
  return `energy-${path.replace(/\./g, '-')}`;
}

/** A draft value as UnitInput shows it: numbers and numeric strings as numbers, the rest empty. */
export function draftNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Month names, January first, for tables and the chart. */
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** An amount of money with its currency label: "$1,632". */
export function money(value: number, currency: string, digits = 0): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}${currency}${Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}`;
}
