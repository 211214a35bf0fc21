/**
 * Hydronic pipe sizing: standard pipe and tube sizes (steel, copper, PEX, PVC, HDPE), friction by
 * Darcy–Weisbach or Hazen–Williams, fittings by Crane TP-410, the sizer, and flow from a heat load;
 * defaults, unit conversion, field labels and ranges, and the method (`PIPE_METHOD`) for forms.
 */
export { calculatePipe, calculatePipeInput, fittingRowsToSi } from './calculate-pipe.js';
export type {
  PipeFittingResult,
  PipeResult,
  PipeSizeFigures,
  PipeWarning,
} from './calculate-pipe.js';
export * from './constants.js';
export { fittingLosses } from './fitting-losses.js';
export type { FittingRowLoss, FittingRowSi } from './fitting-losses.js';
export {
  CRANE_FRICTION_FACTORS,
  PIPE_FITTINGS,
  PIPE_FITTING_TYPES,
  craneFrictionFactor,
  fittingResistance,
} from './fittings.js';
export type {
  PipeFittingDefinition,
  FittingKBasis,
  FittingPipeContext,
  FittingResistance,
  FittingResistanceInput,
  PipeFittingType,
} from './fittings.js';
export { FLOW_FROM_LOAD_RANGES, FlowFromLoadInputSchema, flowFromLoad } from './flow-from-load.js';
export type { FlowFromLoadInput, FlowFromLoadResult } from './flow-from-load.js';
export { hazenWilliamsHeadGradient } from './hazen-williams.js';
export type { DisplayRange } from './input-checks.js';
export {
  PIPE_MATERIALS,
  nominalSizeInches,
  pipeMaterial,
  pipeSize,
  pipeSizeLabel,
} from './materials.js';
export type { PipeMaterial, PipeMaterialId, PipeSize } from './materials.js';
export { FRICTION_METHODS, pipeFlow } from './pipe-flow.js';
export type { FrictionMethod, PipeFlow, PipeFlowInput } from './pipe-flow.js';
export {
  EquipmentInputSchema,
  PipeFittingInputSchema,
  PIPE_INPUT_RANGES,
  PipeInputSchema,
} from './schema.js';
export type {
  EquipmentFormDraft,
  EquipmentInput,
  PipeFittingInput,
  PipeFormDraft,
  PipeInput,
  PipeInputDraft,
} from './schema.js';
export { recommendedMaxVelocityMS } from './velocity-limits.js';
export { convertFlowFromLoadDraft, convertPipeInput } from './convert-input.js';
export type { FlowFromLoadDraft } from './convert-input.js';
export { defaultPipeInput } from './default-input.js';
export {
  FLUID_LABELS,
  FRICTION_METHOD_LABELS,
  PIPE_FIELDS,
  PIPE_FIELD_LABELS,
  PIPE_FIELD_QUANTITIES,
  PIPE_FITTING_OPTIONS,
  PIPE_FIELD_SPECS,
  PIPE_NUMERIC_FIELDS,
  PIPE_RESULT_SPECS,
  flowFromLoadFieldRange,
  pipeFieldRange,
  pipeFieldUnitLabel,
} from './fields.js';
export type { PipeField, PipeNumericField } from './fields.js';
export { PIPE_METHOD } from './method.js';
export type { PipeMethodStep } from './method.js';
