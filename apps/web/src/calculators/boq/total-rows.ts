import { formatBoqAmount, type BoqResult } from '@org/hvac-core/boq';
import { formatNumber } from '@org/ui';

/** A percentage entered on the bill as its totals show it, e.g. "7.5%". */
export const boqPercent = (value: number) =>
  `${formatNumber(value, { maximumFractionDigits: 3 })}%`;

/** One line of the bill's totals. */
export interface BoqTotalRow {
  readonly key: string;
  readonly label: string;
  /** The amount, formatted in the bill's currency. */
  readonly value: string;
  /** Its test id in the totals card. */
  readonly testId: string;
  /** The grand total: emphasized, and announced when it changes. */
  readonly emphasis?: true;
}

/**
 * The bill's totals from the subtotal to the grand total, each percentage beside its amount (the
 * discount is shown taken off): one list, which the totals card and the report both show.
 */
export function boqTotalRows(
  result: BoqResult,
  percents: { contingency: number; discount: number; tax: number },
): BoqTotalRow[] {
  const money = (amount: number) => formatBoqAmount(amount, result.currency);
  const percentRow = (key: keyof typeof percents, label: string, amount: number) => ({
    key,
    label: `${label} (${boqPercent(percents[key])})`,
    value: money(amount),
    testId: `boq-${key}`,
  });
  return [
    { key: 'subtotal', label: 'Subtotal', value: money(result.subtotal), testId: 'boq-subtotal' },
    percentRow('contingency', 'Contingency', result.contingency),
    percentRow('discount', 'Discount', result.discount === 0 ? 0 : -result.discount),
    { key: 'net', label: 'Net total', value: money(result.netTotal), testId: 'boq-net-total' },
    percentRow('tax', 'Tax', result.tax),
    {
      key: 'grand',
      label: 'Grand total',
      value: money(result.grandTotal),
      testId: 'boq-grand-total',
      emphasis: true,
    },
  ];
}
