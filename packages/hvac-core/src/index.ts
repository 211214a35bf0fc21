/**
 * @org/hvac-core: framework-free HVAC engineering formulas, zod schemas and reference data, each
 * cited to its source. Every domain is also its own subpath (`@org/hvac-core/heat-load`,
 * `@org/hvac-core/duct`, ...); import from the subpath to keep bundles small.
 */
export * from './units/index.js';
export * from './heat-load/index.js';
export * from './psychrometrics/index.js';
export * from './fluid-flow/index.js';
export * from './duct/index.js';
export * from './fluids/index.js';
export * from './pipe/index.js';
export * from './pump/index.js';
export * from './ventilation/index.js';
export * from './boq/index.js';
export * from './refrigerant/index.js';
export * from './acoustics/index.js';
export * from './energy/index.js';
export * from './schedule/index.js';
export * from './fan/index.js';
export * from './weather/index.js';
export * from './building-load/index.js';
export * from './duct-system/index.js';
export * from './hydronic-system/index.js';
export * from './version.js';
