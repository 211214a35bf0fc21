/**
 * HVAC acoustics: decibel arithmetic and A-weighting, room sound (Schultz, room constant, Sabine and
 * Eyring reverberation) with a library of absorption coefficients, duct-borne noise path elements
 * (straight duct by size and lining, elbows, branch division, end reflection, silencers with their
 * self-noise, air terminals with their own noise), fan sources, supply and return paths summed, NC and RC Mark II
 * ratings, and recommended NC ranges by room type.
 */
export * from './absorption-materials.js';
export * from './calculate-duct-noise-path.js';
export * from './choices.js';
export * from './constants.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './fields.js';
export * from './method.js';
export * from './number-fields.js';
export {
  addDecibels,
  addSpectraDb,
  aWeightedLevel,
  energyAverageDecibels,
  subtractDecibels,
} from './decibels.js';
export {
  DUCT_LININGS,
  DUCT_LINING_THICKNESS_IN,
  ACOUSTIC_DUCT_SHAPES,
  LINED_RECTANGULAR_DUCT_CONSTANTS,
  LINED_ROUND_DUCT_CONSTANTS,
  LINED_ROUND_DUCT_DIAMETER_RANGE_IN,
  MAX_STRAIGHT_DUCT_ATTENUATION_DB,
  RECTANGULAR_DUCT_PA_RANGE_PER_FT,
  UNLINED_ROUND_DUCT_DB_PER_M,
  linedRectangularDuctInsertionLossDbPerFt,
  linedRoundDuctInsertionLossDbPerFt,
  straightDuctAttenuationPerLength,
  unlinedRectangularDuctAttenuationDbPerFt,
} from './duct-attenuation.js';
export type {
  DuctLining,
  AcousticDuctShape,
  StraightDuctAttenuation,
  StraightDuctSection,
} from './duct-attenuation.js';
export * from './duct-elements.js';
export * from './noise-criteria.js';
export { ROOM_NOISE_GUIDELINES, checkNcTarget, roomNoiseGuideline } from './recommended-nc.js';
export type { NcTargetCheck, RoomNoiseGuideline } from './recommended-nc.js';
export * from './room.js';
export * from './schema.js';
export * from './sources.js';
