/**
 * The validation tables: the published cases each calculator is checked against (source, inputs,
 * expected value, tolerance and the engine call), the claims its property tests hold, and its method
 * text. The engine's tests run these same tables, and the public validation page is built from them.
 */
export { VALIDATION_CALCULATORS, validationTables } from './registry.js';
export { caseDeviation, checkCase } from './check.js';
export type { CaseCheck } from './check.js';
export type {
  CalculatorValidation,
  ReferenceEntryLink,
  ValidationCase,
  ValidationInput,
  ValidationMethod,
  ValidationMethodStep,
  ValidationProperties,
  ValidationSource,
  ValidationTable,
  ValidationTolerance,
} from './types.js';
