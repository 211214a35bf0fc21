import { BOQ_LIMITS, type BoqDraft } from './schema.js';
import type { BoqSuggestion } from './suggestions/types.js';
import { suggestedItem, type NewBoqItemPlace } from './suggestions/to-item.js';

/**
 * AI suggestions in the review list beside the built-in ones: their shape, how to tell them apart,
 * and the bill item one becomes when accepted. (The prompt, the answer's schema and its mapping are
 * in ai-suggestions.ts, loaded on demand.)
 */

/** Where an AI suggestion came from: the model that proposed it. */
export interface BoqAiSuggestionSource {
  readonly type: 'AI';
  /** The model's name, e.g. "gemini-2.5-flash". */
  readonly model: string;
  /** As shown to the user: "AI (gemini-2.5-flash)". */
  readonly name: string;
}

/**
 * A bill item proposed by the model, in the shape of the built-in `BoqSuggestion` (id, description,
 * quantity, unit, basis) with its source marked "AI", the model's reason, and the rate and section
 * it gave, if any.
 */
export interface BoqAiSuggestion extends Omit<BoqSuggestion, 'source' | 'category'> {
  readonly category: 'ai';
  readonly source: BoqAiSuggestionSource;
  /** Why the model proposes it, as it said it. */
  readonly reason: string;
  /** Unit price the model gave, in the bill's currency; absent when it gave none. */
  readonly rate?: number;
  /** Name of the bill section the model would put it in; absent when it gave none. */
  readonly section?: string;
}

/** A suggestion of the review list: built in (from a calculation) or from the model. */
export type BoqReviewSuggestion = BoqSuggestion | BoqAiSuggestion;

/** Whether a review-list suggestion came from the model. */
export function isBoqAiSuggestion(suggestion: BoqReviewSuggestion): suggestion is BoqAiSuggestion {
  return suggestion.source.type === 'AI';
}

type BoqItemDraft = NonNullable<BoqDraft['items']>[number];

/**
 * The bill item an AI suggestion becomes when the user accepts it: the model's rate unless another
 * is given (0 when it gave none), and notes naming the model and its reason.
 *
 * @param suggestion - A suggestion from `boqSuggestionsFromAi`.
 * @param item - The new item's id, and optionally its section and rate.
 * @returns A bill item draft, ready to insert into `items`.
 * @example boqItemFromAiSuggestion(suggestion, { id: 'item-8' })
 */
export function boqItemFromAiSuggestion(
  suggestion: BoqAiSuggestion,
  item: NewBoqItemPlace,
): BoqItemDraft {
  return suggestedItem(suggestion, item, {
    rate: item.rate ?? suggestion.rate ?? 0,
    notes: suggestion.basis.slice(0, BOQ_LIMITS.maxNotesLength),
  });
}

/**
 * The AI side of bill suggestions, loaded on demand so that code which never asks a model does not
 * carry it: `boqAiPromptSummary`, `BoqAiSuggestionsSchema`, `boqSuggestionsFromAi`,
 * `BOQ_AI_INSTRUCTIONS` and `BOQ_AI_LIMITS` (ai-suggestions.ts).
 *
 * @returns The module with those exports.
 * @example const { boqAiPromptSummary } = await loadBoqAiSuggestions();
 */
export function loadBoqAiSuggestions() {
  return import('./ai-suggestions.js');
}
