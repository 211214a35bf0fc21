/** Month abbreviations, January first, as design-day tables and reports print them. */
export const MONTH_ABBREVIATIONS = [
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

/** A month's abbreviation (1 = Jan), or its number when outside 1–12. */
export function monthAbbreviation(month: number): string {
  return MONTH_ABBREVIATIONS[month - 1] ?? String(month);
}
