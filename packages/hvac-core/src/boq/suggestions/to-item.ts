import type { BoqDraft } from '../schema.js';
import type { BoqSuggestion } from './types.js';

type BoqItemDraft = NonNullable<BoqDraft['items']>[number];

/**
 * The bill item a suggestion becomes when the user accepts it: its description, quantity and unit,
 * a rate to price (0 until entered), and notes that say where it came from.
 *
 * @param suggestion - A suggestion from `deriveBoqSuggestions`.
 * @param item - The new item's id, and optionally its section and rate.
 * @returns A bill item draft, ready to insert into `items`.
 * @example boqItemFromSuggestion(suggestion, { id: 'item-7', sectionId: 'duct' })
 */
export function boqItemFromSuggestion(
  suggestion: BoqSuggestion,
  item: { readonly id: string; readonly sectionId?: string; readonly rate?: number },
): BoqItemDraft {
  return {
    id: item.id,
    description: suggestion.description,
    quantity: suggestion.quantity,
    unit: suggestion.unit,
    rate: item.rate ?? 0,
    notes: `From "${suggestion.source.name}": ${suggestion.basis}`,
    ...(item.sectionId === undefined ? {} : { sectionId: item.sectionId }),
  };
}
