export {
  CHART_PROCESS_TYPES,
  ChartProcessSchema,
  ChartStateSchema,
  PSYCHROMETRIC_CHART_FIELDS,
  PSYCHROMETRIC_CHART_LABEL_MAX_LENGTH,
  PSYCHROMETRIC_CHART_MAX_PROCESSES,
  PSYCHROMETRIC_CHART_MAX_STATES,
  PSYCHROMETRIC_CHART_NAME_MAX_LENGTH,
  PsychrometricChartInputSchema,
} from './schema.js';
export type {
  ChartProcess,
  ChartProcessDraft,
  ChartProcessType,
  ChartState,
  ChartStateDraft,
  DraftOf,
  PsychrometricChartDraft,
  PsychrometricChartInput,
} from './schema.js';
export * from './calculate-chart.js';
export * from './default-input.js';
export * from './convert-input.js';
export * from './method.js';
export * from './geometry.js';
export * from './comfort-zone.js';
export * from './fields.js';
export * from './draft-edits.js';
export * from './geometry-for-draft.js';
export * from './valid-part.js';
