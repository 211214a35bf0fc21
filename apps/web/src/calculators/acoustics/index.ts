export { AcousticCalculator } from './AcousticCalculator';
export type { AcousticCalculatorProps } from './AcousticCalculator';
export { AcousticMethod } from './AcousticMethod';
