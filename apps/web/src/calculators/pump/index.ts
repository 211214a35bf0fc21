export { PumpHeadCalculator } from './PumpHeadCalculator';
export type { PumpHeadCalculatorProps } from './PumpHeadCalculator';
export { PumpHeadMethod } from './PumpHeadMethod';
