export { UnitInput } from './UnitInput';
export type { UnitInputProps } from './UnitInput';
