import { formatBoqAmount, formatBoqQuantity, type Boq, type BoqResult } from '@org/hvac-core/boq';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportTable, ReportTableColumn } from '../../report/types';
import { boqTotalRows } from './total-rows';

const percent = (value: number) => formatNumber(value, { maximumFractionDigits: 3 });

/** The columns of a section's table, as a bill of quantities prints them. */
const ITEM_COLUMNS: readonly ReportTableColumn[] = [
  { header: 'No.', width: 'auto' },
  { header: 'Description' },
  { header: 'Qty', align: 'right', width: 'auto' },
  { header: 'Unit', width: 'auto' },
  { header: 'Rate', align: 'right', width: 'auto' },
  { header: 'Amount', align: 'right', width: 'auto' },
];

/**
 * The bill of quantities report: the bill's settings, one table per section (number, description,
 * quantity, unit, rate and amount of each item, with its headers repeated on every page, and the
 * section subtotal), then the totals, the engine's warnings, the notes of the bill, its sections
 * and items, and the method of the totals.
 */
export function boqReport(input: Boq, result: BoqResult): ReportBody {
  const money = (amount: number) => formatBoqAmount(amount, result.currency);
  const totals = new Map(result.items.map((item) => [item.id, item.total]));
  const numbers = new Map<string, number>();

  const priced = new Map(result.items.map((item) => [item.id, item.pricedQuantity]));
  const byId = new Map(input.items.map((item) => [item.id, item]));
  const groups: {
    title: string;
    itemIds: readonly string[];
    subtotal: number;
    wastePercent: number;
  }[] = [
    ...result.sections.map((section, index) => ({
      title: section.name || `Section ${index + 1}`,
      itemIds: section.itemIds,
      subtotal: section.subtotal,
      wastePercent: section.wastePercent,
    })),
  ];
  if (result.unsectionedItemIds.length > 0 || groups.length === 0) {
    groups.push({
      title: groups.length === 0 ? 'Items' : 'Items without a section',
      itemIds: result.unsectionedItemIds,
      subtotal: result.unsectionedSubtotal,
      wastePercent: 0,
    });
  }
  let counter = 0;
  for (const group of groups) for (const id of group.itemIds) numbers.set(id, ++counter);

  // A section with a waste allowance prints the quantity priced beside the net one.
  const itemTables: ReportTable[] = groups.map((group) => {
    const waste = group.wastePercent > 0;
    return {
      title: waste
        ? `${group.title} (waste allowance ${percent(group.wastePercent)}%)`
        : group.title,
      columns: waste
        ? [
            ...ITEM_COLUMNS.slice(0, 3),
            { header: `Qty + ${percent(group.wastePercent)}%`, align: 'right', width: 'auto' },
            ...ITEM_COLUMNS.slice(3),
          ]
        : ITEM_COLUMNS,
      rows: group.itemIds.flatMap((id) => {
        const item = byId.get(id);
        if (!item) return [];
        return [
          [
            String(numbers.get(item.id) ?? ''),
            item.description || 'Item',
            formatBoqQuantity(item.quantity),
            ...(waste ? [formatBoqQuantity(priced.get(id) ?? 0)] : []),
            item.unit,
            money(item.rate),
            money(totals.get(item.id) ?? 0),
          ],
        ];
      }),
      totalRows: [
        ['', `Subtotal, ${group.title}`, '', '', '', ...(waste ? [''] : []), money(group.subtotal)],
      ],
    };
  });

  const currencyText = result.currency.code
    ? `${result.currency.name} (${result.currency.code})`
    : result.currency.symbol;

  const notes: string[] = [];
  if (input.notes) notes.push(input.notes);
  input.sections.forEach((section, index) => {
    if (section.notes) notes.push(`${section.name || `Section ${index + 1}`}: ${section.notes}`);
  });
  for (const item of input.items) {
    if (item.notes)
      notes.push(
        `Item ${numbers.get(item.id) ?? ''} (${item.description || item.id}): ${item.notes}`,
      );
  }
  notes.push(
    `Amounts in ${currencyText}, exact to ${result.currency.minorUnitDigits} decimal places (ISO 4217 minor unit).`,
  );

  return {
    unitSystem: input.unitSystem ?? 'Imperial',
    inputs: [
      {
        title: 'Bill',
        rows: [
          { label: 'Currency', value: currencyText, unit: '' },
          { label: 'Items', value: String(input.items.length), unit: '' },
          { label: 'Contingency', value: percent(input.contingencyPercent), unit: '%' },
          { label: 'Discount', value: percent(input.discountPercent), unit: '%' },
          { label: 'Tax', value: percent(input.taxPercent), unit: '%' },
          ...result.sections
            .filter((section) => section.wastePercent > 0)
            .map((section) => ({
              label: `Waste allowance, ${section.name || `section ${result.sections.indexOf(section) + 1}`}`,
              value: percent(section.wastePercent),
              unit: '%',
            })),
        ],
      },
    ],
    tables: itemTables,
    tablesHeading: 'Items',
    tablesPosition: 'beforeResults',
    results: [
      {
        title: 'Totals',
        rows: [
          ...boqTotalRows(result, {
            contingency: input.contingencyPercent,
            discount: input.discountPercent,
            tax: input.taxPercent,
          }).map(({ label, value, emphasis }) => ({
            label,
            value,
            unit: '',
            ...(emphasis ? { emphasis } : {}),
          })),
        ],
      },
    ],
    warnings: result.warnings.map((warning) => warning.message),
    notes,
  };
}
