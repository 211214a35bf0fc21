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
export * from './fitting-losses.js';
export * from './fittings.js';
export * from './flow-from-load.js';
export * from './hazen-williams.js';
export type { DisplayRange } from '../_lib/display-range.js';
export * from './materials.js';
export * from './pipe-flow.js';
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
export * from './size-selection.js';
export * from './velocity-limits.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './fields.js';
export * from './method.js';
