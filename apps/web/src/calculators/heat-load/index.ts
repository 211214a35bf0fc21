export { HeatLoadCalculator } from './HeatLoadCalculator';
export type { HeatLoadCalculatorProps } from './HeatLoadCalculator';
export { heatLoadEngine } from './engine';
export { heatLoadSummary } from './summary';
