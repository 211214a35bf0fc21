export { HeatLoadCalculator } from './HeatLoadCalculator';
export type { HeatLoadCalculatorProps } from './HeatLoadCalculator';
export { HeatLoadMethod } from './HeatLoadMethod';
export { heatLoadEngine } from './engine';
