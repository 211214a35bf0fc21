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
  item: NewBoqItemPlace,
): BoqItemDraft {
  return suggestedItem(suggestion, item, {
    rate: item.rate ?? 0,
    notes: `From "${suggestion.source.name}": ${suggestion.basis}`,
  });
}

/** Where an accepted suggestion goes: the new item's id, and optionally its section and rate. */
export interface NewBoqItemPlace {
  readonly id: string;
  readonly sectionId?: string;
  readonly rate?: number;
}

/**
 * The item any accepted suggestion (built in or from a model) becomes: its description, quantity
 * and unit, with the rate and notes its kind decides.
 */
export function suggestedItem(
  suggestion: { readonly description: string; readonly quantity: number; readonly unit: string },
  item: NewBoqItemPlace,
  priced: { readonly rate: number; readonly notes: string },
): BoqItemDraft {
  return {
    id: item.id,
    description: suggestion.description,
    quantity: suggestion.quantity,
    unit: suggestion.unit,
    rate: priced.rate,
    notes: priced.notes,
    ...(item.sectionId === undefined ? {} : { sectionId: item.sectionId }),
  };
}
