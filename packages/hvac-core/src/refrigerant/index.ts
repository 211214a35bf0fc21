/**
 * Refrigerant line sizing: saturation properties of 13 refrigerants (CoolProp 8.0.0 tables), ACR
 * copper tube (ASTM B280), suction, discharge and liquid lines sized by saturation-temperature
 * penalty with Darcy–Weisbach and Colebrook, and checks for oil return, noise, liquid hammer and
 * flash gas.
 */
export {
  calculateRefrigerantLine,
  calculateRefrigerantLineInput,
} from './calculate-refrigerant-line.js';
export { sizeRefrigerantLine } from './size-refrigerant-line.js';
export type {
  RefrigerantFittingResult,
  RefrigerantLineNote,
  RefrigerantLineResult,
  RefrigerantLineWarning,
  RefrigerantTubeFigures,
} from './size-refrigerant-line.js';
export {
  decodeSuperheatedTable,
  loadSuperheatedVapourTable,
  superheatedVapourState,
} from './superheated.js';
export type { SuperheatedVapourState, SuperheatedVapourTable } from './superheated.js';
export { superheatedVapourTable } from './superheated-tables.js';
export { SUPERHEAT_GRID_K } from './data/superheated/encoded-table.js';
export type { EncodedSuperheatedTable } from './data/superheated/encoded-table.js';
export * from './constants.js';
export { convertRefrigerantLineInput } from './convert-input.js';
export { defaultRefrigerantLineInput } from './default-input.js';
export {
  REFRIGERANT_LINE_FIELD_LABELS,
  REFRIGERANT_LINE_FIELD_QUANTITIES,
  REFRIGERANT_LINE_INPUT_FIELDS,
  REFRIGERANT_LINE_NUMERIC_FIELDS,
  refrigerantLineFieldRange,
  refrigerantLineFieldUnitLabel,
} from './fields.js';
export type { RefrigerantLineInputField, RefrigerantLineNumericField } from './fields.js';
export { EXTRA_QUANTITIES, fieldFromSi, fieldToSi, fieldUnitLabel } from './form-input.js';
export type { FieldQuantity } from './form-input.js';
export { cycleConditions, lineFluid, superheatedVapourDensityKgM3 } from './line-conditions.js';
export type { CycleConditions, CycleInput, LineFluid } from './line-conditions.js';
export { refrigerantComposition, refrigerantGwp100 } from './gwp.js';
export { lineFlow } from './line-flow.js';
export type { LineFlow, LineFlowInput } from './line-flow.js';
export { REFRIGERANT_LINE_METHOD } from './method.js';
export type { MethodStep } from './method.js';
export {
  REFRIGERANTS,
  REFRIGERANT_INFO,
  refrigerantInfo,
  saturationTemperatureRangeC,
} from './refrigerants.js';
export type { RefrigerantId, RefrigerantInfo } from './refrigerants.js';
export {
  R454B_MASS_FRACTION_R32,
  saturationProperties,
  saturationTemperatureC,
} from './saturation.js';
export type { SaturationCurve, SaturationState } from './saturation.js';
export {
  LINE_ORIENTATIONS,
  LINE_TYPES,
  REFRIGERANT_FITTING_LABELS,
  REFRIGERANT_FITTING_TYPES,
  RefrigerantFittingInputSchema,
  RefrigerantLineInputSchema,
  TABLE_MARGIN_K,
  refrigerantTemperatureLimitsC,
} from './schema.js';
export type {
  LineOrientation,
  LineType,
  RefrigerantFittingInput,
  RefrigerantFittingType,
  RefrigerantLineInput,
  RefrigerantLineInputDraft,
} from './schema.js';
export { saturationTemperaturePenaltyK } from './temperature-penalty.js';
export {
  gasMixtureViscosityPaS,
  liquidMixtureViscosityPaS,
  moleFraction,
} from './transport-estimate.js';
export { TUBE_SERIES, TUBE_SERIES_INFO, tubeLabel } from './tubes.js';
export type { RefrigerantTube, TubeSeries, TubeSeriesId } from './tubes.js';
export type { SaturationTable } from './data/saturation-table.js';
