/**
 * Shared fluid-flow primitives (SI): Reynolds number, Darcy friction factor (laminar, transition,
 * solved Colebrook–White), Darcy–Weisbach pressure drop, velocity pressure and fitting losses. Used
 * by the duct and pipe engines.
 */
export {
  darcyFrictionRatePaPerM,
  darcyPressureDropPa,
  fittingPressureLossPa,
  velocityPressurePa,
} from './darcy-weisbach.js';
export {
  LAMINAR_MAX_REYNOLDS,
  MAX_RELATIVE_ROUGHNESS,
  TURBULENT_MIN_REYNOLDS,
  colebrookFrictionFactor,
  darcyFrictionFactor,
  flowRegime,
  haalandFrictionFactor,
  laminarFrictionFactor,
  swameeJainFrictionFactor,
} from './friction-factor.js';
export type { FlowRegime } from './friction-factor.js';
export {
  hydraulicDiameterM,
  reynoldsNumber,
  reynoldsNumberFromDynamicViscosity,
} from './reynolds-number.js';
