export * from './factors.js';
export * from './quantities.js';
export * from './unit-system.js';
