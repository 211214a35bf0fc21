/**
 * Refrigerant line sizing: saturation properties of 13 refrigerants (CoolProp 8.0.0 tables), ACR
 * copper tube (ASTM B280), suction, discharge and liquid lines sized by saturation-temperature
 * penalty with Darcy–Weisbach and Colebrook, and checks for oil return, noise, liquid hammer and
 * flash gas.
 */
export * from './calculate-refrigerant-line.js';
export * from './size-refrigerant-line.js';
export * from './superheated.js';
export * from './superheated-tables.js';
export * from './data/superheated/encoded-table.js';
export * from './constants.js';
export * from './convert-input.js';
export * from './default-input.js';
export {
  REFRIGERANT_LINE_FIELD_LABELS,
  REFRIGERANT_FITTING_FIELD_SPECS,
  REFRIGERANT_LINE_FIELD_QUANTITIES,
  REFRIGERANT_LINE_FIELD_SPECS,
  REFRIGERANT_LINE_INPUT_FIELDS,
  REFRIGERANT_LINE_NUMERIC_FIELDS,
  REFRIGERANT_RESULT_SPECS,
  refrigerantLineFieldRange,
  refrigerantLineFieldUnitLabel,
} from './fields.js';
export type { RefrigerantLineInputField, RefrigerantLineNumericField } from './fields.js';
// Field units moved to the units module; re-exported under the names this entry point had.
export {
  fieldFromSi,
  fieldToSi,
  fieldQuantityUnitLabel as refrigerantFieldUnitLabel,
} from '../units/field-quantities.js';
export type { FieldQuantity } from '../units/field-quantities.js';
export * from './line-conditions.js';
export * from './gwp.js';
export * from './line-flow.js';
export * from './method.js';
export * from './refrigerants.js';
export * from './saturation.js';
export * from './schema.js';
export * from './temperature-penalty.js';
export {
  gasMixtureViscosityPaS,
  liquidMixtureViscosityPaS,
  moleFraction,
} from './transport-estimate.js';
export * from './tubes.js';
export type { SaturationTable } from './data/saturation-table.js';
