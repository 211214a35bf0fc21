import { formatNumber, withUnit } from '@org/ui/format';
import type { AnyCalculatorModule, SummaryItem } from './types';

/** Key results ("Total load 24,310 Btu/h"): the calculator's own summary, else its snapshot's. */
export function summaryItems(
  module: Pick<AnyCalculatorModule, 'snapshot' | 'describeSnapshotKey' | 'summaryKeys' | 'summary'>,
  input: unknown,
  result: unknown,
): readonly SummaryItem[] {
  if (module.summary) return module.summary(input, result);
  const snapshot = module.snapshot(result);
  const keys = module.summaryKeys ?? Object.keys(snapshot).slice(0, 1);
  return keys.flatMap((key) => {
    const value = snapshot[key];
    if (value === undefined || !Number.isFinite(value)) return [];
    const { label, unit } = module.describeSnapshotKey(key, input);
    return [{ key, label, value: withUnit(formatNumber(value), unit) }];
  });
}
