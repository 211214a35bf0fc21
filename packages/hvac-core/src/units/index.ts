export * from './factors.js';
export { QUANTITIES, convertValue, fromSi, toSi, unitLabel } from './quantities.js';
export type { Quantity } from './quantities.js';
export { UnitSystemSchema, otherUnitSystem } from './unit-system.js';
export type { UnitSystem } from './unit-system.js';
