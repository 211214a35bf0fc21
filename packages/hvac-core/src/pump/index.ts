/**
 * Pump head of hydronic systems: index-circuit head, powers, standard motor ratings, NPSH available,
 * system and pump curves, operating point and affinity laws.
 */
export * from './affinity.js';
export * from './calculate-pump-head.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './fields.js';
export * from './method.js';
export * from './motor-ratings.js';
export * from './npsh.js';
export * from './power.js';
export * from './pump-curve.js';
export * from './schema.js';
export * from './system-curve.js';
