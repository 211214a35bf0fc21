export { HeatLoadCalculator } from './HeatLoadCalculator';
export type { HeatLoadCalculatorProps } from './HeatLoadCalculator';
export { heatLoadEngine } from './engine';
