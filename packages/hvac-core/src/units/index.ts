export type { DisplayUnit, QuantityUnits } from './display-unit.js';
export * from './factors.js';
export * from './field-quantities.js';
export * from './quantities.js';
export * from './unit-system.js';
