export { EnergyCalculator } from './EnergyCalculator';
export type { EnergyCalculatorProps } from './EnergyCalculator';
export { EnergyMethod } from './EnergyMethod';
