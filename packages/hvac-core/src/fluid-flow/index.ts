/**
 * Shared fluid-flow primitives (SI): Reynolds number, Darcy friction factor (laminar, transition,
 * solved Colebrook–White), Darcy–Weisbach pressure drop, velocity pressure and fitting losses. Used
 * by the duct and pipe engines.
 */
export * from './darcy-weisbach.js';
export * from './friction-factor.js';
export * from './reynolds-number.js';
