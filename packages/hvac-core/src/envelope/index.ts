/**
 * Envelope and lighting reference data: typical U-factors of walls, roofs, floors, doors and glazing,
 * and lighting power densities by building type and by space type, each cited to its source.
 */
export {
  ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS,
  CENTER_OF_GLASS_U_FACTORS,
  CENTER_OF_GLASS_U_FACTOR_SOURCE,
  OPAQUE_U_FACTOR_SOURCE,
  uFactorSiFromInchPound,
} from './u-values.js';
export type { EnvelopeElement, GlazingUFactor, OpaqueAssemblyUFactor } from './u-values.js';
export {
  ASHRAE_90_1_2007_BUILDING_AREA_LPD,
  ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD,
  BUILDING_AREA_LPD_SOURCE,
  SPACE_BY_SPACE_LPD_SOURCE,
  W_PER_M2_PER_W_PER_FT2,
  lightingPowerAllowanceW,
  lpdWPerFt2FromWPerM2,
  lpdWPerM2FromWPerFt2,
} from './lighting-power-density.js';
export type { BuildingAreaLpd, SpaceTypeLpd, SpaceTypeKind } from './lighting-power-density.js';
