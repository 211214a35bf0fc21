export { DuctCalculator } from './DuctCalculator';
export type { DuctCalculatorProps } from './DuctCalculator';
export { DuctMethod } from './DuctMethod';
