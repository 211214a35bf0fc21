export { VentilationCalculator } from './VentilationCalculator';
export type { VentilationCalculatorProps } from './VentilationCalculator';
export { VentilationMethod } from './VentilationMethod';
