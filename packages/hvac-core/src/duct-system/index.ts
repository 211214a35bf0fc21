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
export * from './number-fields.js';
export * from './fan-input.js';
export {
  CRANE as CRANE_TP410_SOURCE,
  IDELCHIK as IDELCHIK_HANDBOOK_SOURCE,
  contractionCoefficient as craneContractionCoefficient,
  enlargementCoefficient as craneEnlargementCoefficient,
  convergingBranchCoefficient as idelchikConvergingBranchCoefficient,
  convergingStraightCoefficient as idelchikConvergingStraightCoefficient,
  divergingBranchCoefficient as idelchikDivergingBranchCoefficient,
  divergingStraightCoefficient as idelchikDivergingStraightCoefficient,
  elbowAngleFactor as idelchikElbowAngleFactor,
  elbowCoefficient as idelchikElbowCoefficient,
  entryCoefficient as idelchikEntryCoefficient,
  exitCoefficient as freeDischargeCoefficient,
} from './fitting-correlations.js';
export type { CorrelationCoefficient as DuctCorrelationCoefficient } from './fitting-correlations.js';
// The network's building blocks, for an app that shows one step (names kept apart from other domains').
export { buildNetwork as buildDuctNetwork, pathToFan as ductPathToFan } from './network.js';
export type {
  DuctGeometry,
  DuctNetwork,
  NetworkSection as DuctNetworkSection,
  NetworkFitting as DuctNetworkFitting,
} from './network.js';
export {
  geometryAreaM2 as ductGeometryAreaM2,
  sectionFittingLosses as ductSectionFittingLosses,
  sectionHydraulics as ductSectionHydraulics,
  sectionLoss as ductSectionLoss,
  terminalPressurePa as ductTerminalPressurePa,
} from './losses.js';
export type {
  FittingLossSi as DuctFittingLossSi,
  SectionHydraulics as DuctSectionHydraulics,
  SectionLossSi as DuctSectionLossSi,
} from './losses.js';
export {
  diameterForFrictionM as ductDiameterForFrictionM,
  geometryFor as ductGeometryFor,
  sizeNetwork as sizeDuctNetwork,
  staticRegainRequirement as ductStaticRegainRequirement,
} from './sizing.js';
export type {
  SizeBasis as DuctSizeBasis,
  SizeRequirement as DuctSizeRequirement,
  SizingSettings as DuctSizingSettings,
} from './sizing.js';
export {
  criticalPaths as ductCriticalPaths,
  evaluateNetwork as evaluateDuctNetwork,
  networkPaths as ductNetworkPaths,
  sectionPressures as ductSectionPressures,
} from './critical-path.js';
export type {
  NetworkEvaluation as DuctNetworkEvaluation,
  PathSi as DuctPathSi,
  SectionPressuresSi as DuctSectionPressuresSi,
} from './critical-path.js';
export { balancePaths as balanceDuctPaths } from './balancing.js';
export type { PathBalanceSi as DuctPathBalanceSi } from './balancing.js';
export {
  fanCurvePressurePa as ductFanCurvePressurePa,
  solveNetwork as solveDuctNetwork,
} from './analysis.js';
export type {
  AnalysisFanSi as DuctAnalysisFanSi,
  NetworkSolutionSi as DuctNetworkSolutionSi,
} from './analysis.js';
