/**
 * Bill of quantities: items priced as quantity × rate with exact decimal arithmetic in the
 * currency's minor unit, sections with subtotals, contingency, discount and tax, currencies with
 * their ISO 4217 minor units, money formatting with `Intl.NumberFormat`, and the units of
 * measurement offered for items.
 */
export * from './calculate-boq.js';
export * from './valid-items.js';
export * from './schema.js';
export * from './currencies.js';
export * from './units.js';
export * from './format.js';
export * from './method.js';
export * from './sheet-metal.js';
export * from './decimal.js';
export * from './suggestions/index.js';
export * from './ai-review.js';
export type { BoqAiSuggestionItem, BoqAiSuggestions } from './ai-suggestions.js';
