/**
 * Built-in, offline bill-of-quantities suggestions from a project's saved calculations (duct,
 * pipe, heat load, ventilation, pump head, refrigerant line, duct system, hydronic system), with the SMACNA gauge and galvanized sheet tables and
 * the nominal capacity series they use.
 */
export * from './derive-suggestions.js';
export { boqItemFromSuggestion } from './to-item.js';
export * from './duct-suggestions.js';
export * from './duct-system-suggestions.js';
export * from './hydronic-system-suggestions.js';
export * from './pipe-suggestions.js';
export * from './refrigerant-suggestions.js';
export * from './equipment-suggestions.js';
export * from './sheet-metal.js';
export * from './standard-capacities.js';
export * from './types.js';
