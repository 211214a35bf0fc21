/**
 * Bill of quantities: items priced as quantity × rate with exact decimal arithmetic in the
 * currency's minor unit, sections with subtotals, contingency, discount and tax, currencies with
 * their ISO 4217 minor units, money formatting with `Intl.NumberFormat`, and the units of
 * measurement offered for items.
 */
export { calculateBoq, calculateBoqInput, withBoqTotals } from './calculate-boq.js';
export type { BoqItemResult, BoqResult, BoqSectionResult, BoqWarning } from './calculate-boq.js';
export {
  BOQ_FIELD_LABELS,
  BOQ_LIMITS,
  BoqItemSchema,
  BoqSchema,
  BoqSectionSchema,
} from './schema.js';
export type { Boq, BoqDraft, BoqItem, BoqSection } from './schema.js';
export {
  CURRENCIES,
  CURRENCY_SOURCE,
  DEFAULT_BOQ_CURRENCY,
  resolveBoqCurrency,
} from './currencies.js';
export type { BoqCurrency } from './currencies.js';
export { BOQ_UNITS, BOQ_UNIT_SYMBOLS } from './units.js';
export type { BoqUnit } from './units.js';
export { formatBoqAmount, formatBoqQuantity } from './format.js';
export { BOQ_METHOD } from './method.js';
export {
  IMC_MINIMUM_THICKNESS_IN,
  SHEET_DENSITY_KG_M3,
  SHEET_METAL_MATERIALS,
  ductSheetMetal,
  residentialMinimumSheet,
  sheetMassPerAreaKgM2,
} from './sheet-metal.js';
export type {
  DuctSheetMetal,
  DuctSheetMetalInput,
  MinimumSheet,
  ResidentialPressureClass,
  SheetMetalMaterial,
} from './sheet-metal.js';
export type { BoqMethodStep } from './method.js';
export {
  amountToMinorUnits,
  minorUnitsToAmount,
  minorUnitsToDecimalString,
  percentOfMinorUnits,
  productInMinorUnits,
  productWithAllowanceInMinorUnits,
} from './decimal.js';
export * from './suggestions/index.js';
export * from './ai-review.js';
export type { BoqAiSuggestionItem, BoqAiSuggestions } from './ai-suggestions.js';
