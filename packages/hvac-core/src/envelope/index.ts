/**
 * Envelope and lighting reference data: typical U-factors of walls, roofs, floors, doors and glazing,
 * and lighting power densities by building type and by space type, each cited to its source.
 */
export * from './u-values.js';
export * from './lighting-power-density.js';
