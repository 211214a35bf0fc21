import { calculateBoqInput, type BoqItemResult } from './calculate-boq.js';
import type { BoqCurrency } from './currencies.js';
import { isRecord } from '../_lib/draft-convert.js';
import { BoqSchema, type BoqItem, type BoqSection } from './schema.js';

/** The items of a bill that can be priced while another part of it is being corrected. */
export interface BoqValidItems {
  /** The bill's currency, as its totals are written in. */
  readonly currency: BoqCurrency;
  /** The priced items, in the bill's order; an item that is invalid, or in an invalid section, is left out. */
  readonly items: readonly BoqItemResult[];
}

/** Fields whose issues leave the items' totals to be known from the bill without them. */
const LEFT_TO_THE_PARTIAL_BILL = new Set([
  'items',
  'sections',
  'contingencyPercent',
  'discountPercent',
  'taxPercent',
  'notes',
]);

/** The index in the list `key` of an issue at `[key, index, …]`, else undefined. */
function indexIn(path: readonly PropertyKey[], key: string): number | undefined {
  return path[0] === key && typeof path[1] === 'number' ? path[1] : undefined;
}

/**
 * Each item's total while the bill as a whole does not parse (one quantity being corrected): the
 * bill without its invalid items, without the items of its invalid sections and without its
 * percentages is priced exactly as `calculateBoq` prices it, since an item's total depends only on
 * its quantity, its rate, its section's waste and the currency. Null when that is not known: the
 * currency or the bill's shape is invalid, or the items cannot be told apart (repeated ids). A
 * valid bill gives its own item totals.
 */
export function priceValidBoqItems(draft: unknown): BoqValidItems | null {
  const parsed = BoqSchema.safeParse(draft);
  if (parsed.success) {
    const result = calculateBoqInput(parsed.data);
    return { currency: result.currency, items: result.items };
  }
  if (!isRecord(draft)) return null;
  const draftItems: unknown = draft['items'];
  const draftSections: unknown = draft['sections'] ?? [];
  if (!Array.isArray(draftItems) || !Array.isArray(draftSections)) return null;
  const badItems = new Set<number>();
  const badSections = new Set<number>();
  for (const { path } of parsed.error.issues) {
    const item = indexIn(path, 'items');
    const section = indexIn(path, 'sections');
    if (item !== undefined && path[2] !== 'id') badItems.add(item);
    else if (section !== undefined && path[2] !== 'id') badSections.add(section);
    // What is left is parsed again below (the sum of the items, their number); a percentage of the
    // whole bill does not change an item's total.
    else if (path.length !== 1 || !LEFT_TO_THE_PARTIAL_BILL.has(String(path[0]))) return null;
  }
  // What is left parsed as the whole draft did, but for issues of its own: each is a record.
  const sections = (draftSections as BoqSection[]).filter((_, index) => !badSections.has(index));
  const sectionIds = new Set(sections.map((section) => String(section.id).trim()));
  const items = (draftItems as BoqItem[]).filter(
    (item, index) =>
      !badItems.has(index) &&
      (item.sectionId === undefined || sectionIds.has(String(item.sectionId).trim())),
  );
  const partial = BoqSchema.safeParse({ currency: draft['currency'], sections, items });
  if (!partial.success) return null;
  const result = calculateBoqInput(partial.data);
  return { currency: result.currency, items: result.items };
}
