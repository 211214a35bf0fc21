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
export { calculatePsychrometricChart } from './calculate-chart.js';
export type {
  ChartProcessResult,
  ChartStateResult,
  ProcessWater,
  PsychrometricChartResult,
} from './calculate-chart.js';
export { defaultPsychrometricChartInput, examplePsychrometricChartInput } from './default-input.js';
export { convertPsychrometricChartInput } from './convert-input.js';
export { PSYCHROMETRIC_CHART_METHOD } from './method.js';
export type { PsychrometricMethodStep } from './method.js';
export {
  chartPointOf,
  chartPointState,
  chartRangeFor,
  clipPolyline,
  defaultChartRange,
  psychrometricChartGeometry,
  ticks,
} from './geometry.js';
export type {
  ChartGeometry,
  ChartLine,
  ChartLineKind,
  ChartPoint,
  ChartRange,
} from './geometry.js';
export { COMFORT_ZONE_SOURCE, ashrae55ComfortZones } from './comfort-zone.js';
export type { ComfortZone } from './comfort-zone.js';
