import type { ReportRow } from '../report/types';

/** A report row of words or an already formatted value, without a unit; `emphasis` makes it bold. */
export function textRow(label: string, value: string, emphasis = false): ReportRow {
  return emphasis ? { label, value, unit: '', emphasis } : { label, value, unit: '' };
}
