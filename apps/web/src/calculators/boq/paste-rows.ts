import { numericValue } from '@org/hvac-core/fields';
import type { BoqItemDraft } from './boq-draft';

/** One pasted row as an item to add (no id yet), or why a line was left out. */
export interface PastedRows {
  readonly items: Omit<BoqItemDraft, 'id'>[];
  /** Lines left out, 1-based, with the reason. */
  readonly skipped: readonly { readonly line: number; readonly reason: string }[];
}

/**
 * A number as a spreadsheet copies it: "1,250.50", "$ 12.00", "12 %" → 1250.5, 12, 12. Text that
 * holds no single number is kept as typed, so the form names the field that needs correcting.
 */
export function readPastedNumber(text: string): number | string {
  const trimmed = text.trim();
  const bare = trimmed
    .replace(/[\s,\u00a0\u202f]/g, '')
    .replace(/^[^\d\-.]+/, '')
    .replace(/[^\d.]+$/, '');
  if (bare === '') return trimmed;
  // Read as the engine reads a field (decimal numerals only): Number() alone takes "0x10" as 16.
  const value = numericValue(bare);
  return value ?? trimmed;
}

const HEADER = /^(description|item|desc)/i;

/**
 * Rows copied from a spreadsheet (tab-separated, one row a line) read as items, columns in this
 * order: description, quantity, unit, rate. A first line of column titles is skipped, blank lines
 * are ignored, and a row without a description and quantity is left out with the reason.
 */
export function parsePastedRows(text: string): PastedRows {
  const items: Omit<BoqItemDraft, 'id'>[] = [];
  const skipped: { line: number; reason: string }[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split('\t').map((cell) => cell.trim());
    const [description = '', quantity = '', unit = '', rate = ''] = cells;
    if (index === 0 && HEADER.test(description) && typeof readPastedNumber(quantity) === 'string')
      return;
    if (description === '' && quantity === '') {
      skipped.push({ line: index + 1, reason: 'no description or quantity' });
      return;
    }
    items.push({
      description,
      quantity: quantity === '' ? '' : readPastedNumber(quantity),
      unit,
      rate: rate === '' ? '' : readPastedNumber(rate),
      notes: '',
    });
  });
  return { items, skipped };
}
