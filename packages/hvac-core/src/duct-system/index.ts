/**
 * Duct systems: a whole supply and return (or exhaust) duct network sized together by equal friction,
 * static regain or constant velocity, its losses (Colebrook friction, cited fitting coefficients and
 * correlations), the critical path, the fan total and external static pressure, balancing dampers,
 * and the analysis of an existing system (the airflow each terminal gets from a fan pressure or fan
 * curve). After ASHRAE Handbook—Fundamentals (2021), ch. 21. Inputs and results are in the unit
 * system the input names.
 */
export {
  balancedAnalysisInput,
  calculateDuctSystem,
  calculateDuctSystemInput,
} from './calculate-duct-system.js';
export type {
  DuctSystemAnalysisResult,
  DuctSystemFanResult,
  DuctSystemFittingResult,
  DuctSystemPathResult,
  DuctSystemResult,
  DuctSystemSectionResult,
  DuctSystemWarning,
} from './calculate-duct-system.js';
export * from './schema.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './method.js';
export * from './fields.js';
export * from './fan-input.js';
export * from './fitting-correlations.js';
export { buildNetwork, pathToFan } from './network.js';
export type { DuctGeometry, DuctNetwork, NetworkSection } from './network.js';
export {
  sectionHydraulics,
  sectionLoss,
  sectionFittingLosses,
  terminalPressurePa,
  geometryAreaM2,
} from './losses.js';
export type { SectionHydraulics, SectionLossSi, FittingLossSi } from './losses.js';
export { geometryFor, sizeNetwork, staticRegainRequirement } from './sizing.js';
export type { SizeBasis, SizeRequirement, SizingSettings } from './sizing.js';
export { criticalPaths, evaluateNetwork, networkPaths, sectionPressures } from './critical-path.js';
export type { NetworkEvaluation, PathSi } from './critical-path.js';
export { balancePaths } from './balancing.js';
export type { PathBalanceSi } from './balancing.js';
export { fanCurvePressurePa, solveNetwork } from './analysis.js';
export type { AnalysisFanSi, NetworkSolutionSi } from './analysis.js';
