/**
 * Built-in, offline bill-of-quantities suggestions from a project's saved calculations (duct,
 * pipe, heat load, ventilation, pump head, refrigerant line), with the SMACNA gauge and galvanized sheet tables and
 * the nominal capacity series they use.
 */
export { deriveBoqSuggestions } from './derive-suggestions.js';
export { boqItemFromSuggestion } from './to-item.js';
export { ductSuggestions } from './duct-suggestions.js';
export { pipeSuggestions } from './pipe-suggestions.js';
export { refrigerantSuggestions } from './refrigerant-suggestions.js';
export {
  heatLoadSuggestions,
  pumpSuggestions,
  ventilationSuggestions,
} from './equipment-suggestions.js';
export {
  GALVANIZED_GAUGES,
  GALVANIZED_SHEETS,
  GALVANIZED_SHEET_SOURCE,
  MAX_TABULATED_PRESSURE_CLASS_IN_WG,
  SMACNA_GAUGE_SOURCE,
  SMACNA_MINIMUM_GAUGE_STEPS,
  ductSurfaceAreaM2,
  galvanizedSheet,
  smacnaMinimumGauge,
} from './sheet-metal.js';
export type { GalvanizedGauge, GalvanizedSheet, GaugeStep } from './sheet-metal.js';
export {
  NOMINAL_CAPACITIES_KW,
  NOMINAL_CAPACITIES_TONS,
  NOMINAL_CAPACITY_SOURCE,
  nextStandardCapacity,
} from './standard-capacities.js';
export type { CapacitySelection } from './standard-capacities.js';
export { SUGGESTION_SOURCE_TYPES } from './types.js';
export type {
  BoqSuggestion,
  BoqSuggestionCategory,
  BoqSuggestionOptions,
  BoqSuggestionsResult,
  SavedCalculation,
  SkippedCalculation,
  SuggestionSourceRef,
  SuggestionSourceType,
} from './types.js';
