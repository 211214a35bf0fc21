import type { Boq, BoqResult } from '@org/hvac-core/boq';

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180), quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Text a spreadsheet could run as a formula (=, +, -, @ first) is prefixed with an apostrophe, so
 * a description like "=HYPERLINK(…)" opens as text (OWASP, CSV injection).
 */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The items of a bill as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark so that
 * spreadsheets read m² and € correctly): section, id, description, quantity, unit, rate, total,
 * notes. Totals are the engine's exact decimals (`BoqResult.items[].totalText`). When a section has
 * a waste allowance, two columns after the unit give each item's allowance (%) and the quantity the
 * total prices (quantity × (1 + waste %), to 12 significant digits, without binary noise).
 */
export function boqToCsv(boq: Boq, result: BoqResult): string {
  const currency = result.currency.code ?? result.currency.symbol;
  const sectionNames = new Map(boq.sections.map((section) => [section.id, section.name]));
  const totals = new Map(result.items.map((item) => [item.id, item.totalText]));
  const priced = new Map(result.items.map((item) => [item.id, item]));
  const withWaste = result.sections.some((section) => section.wastePercent > 0);
  const header = [
    'Section',
    'Id',
    'Description',
    'Quantity',
    'Unit',
    ...(withWaste ? ['Waste (%)', 'Priced quantity'] : []),
    `Rate (${currency})`,
    `Total (${currency})`,
    'Notes',
  ];
  const rows = boq.items.map((item) => [
    safeText(item.sectionId ? (sectionNames.get(item.sectionId) ?? '') : ''),
    safeText(item.id),
    safeText(item.description),
    String(item.quantity),
    safeText(item.unit),
    ...(withWaste
      ? [
          String(priced.get(item.id)?.wastePercent ?? 0),
          String(Number((priced.get(item.id)?.pricedQuantity ?? item.quantity).toPrecision(12))),
        ]
      : []),
    String(item.rate),
    totals.get(item.id) ?? '',
    safeText(item.notes),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
