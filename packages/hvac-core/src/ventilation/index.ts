/**
 * Room ventilation: airflow from air changes per hour (the spec's calculator), its inverse, and the
 * ASHRAE Standard 62.1-2022 Ventilation Rate Procedure for a zone, with recommended air-change ranges
 * as guidance. Inputs and results are in the unit system the input names; the method is in
 * `VENTILATION_METHOD`.
 */
export * from './calculate-ventilation.js';
export * from './schema.js';
export {
  VENTILATION_FIELDS,
  VENTILATION_FIELD_SPECS,
  VENTILATION_RESULT_SPECS,
  VENTILATION_FIELD_LABELS,
  VENTILATION_FIELD_QUANTITIES,
  VENTILATION_NUMERIC_FIELDS,
  ventilationFieldRange,
  ventilationFieldUnitLabel,
} from './fields.js';
export type { VentilationField, VentilationNumericField } from './fields.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './method.js';
export * from './occupancy-categories.js';
export * from './air-distribution.js';
export * from './air-change-guidance.js';
export * from './air-changes.js';
export * from './ventilation-rate-procedure.js';
export * from './kitchen-hood.js';
