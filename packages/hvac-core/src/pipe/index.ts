/**
 * Hydronic pipe sizing: standard pipe and tube sizes (steel, copper, PEX, PVC, HDPE), friction by
 * Darcy–Weisbach or Hazen–Williams, fittings by Crane TP-410, the sizer, and flow from a heat load.
 */
export { calculatePipe, fittingRowsToSi } from './calculate-pipe.js';
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
export type { EquipmentInput, PipeFittingInput, PipeInput, PipeInputDraft } from './schema.js';
export { recommendedMaxVelocityMS } from './velocity-limits.js';
