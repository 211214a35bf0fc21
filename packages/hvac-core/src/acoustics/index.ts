/**
 * HVAC acoustics: decibel arithmetic and A-weighting, room sound (Schultz, room constant, Sabine and
 * Eyring reverberation) with a library of absorption coefficients, duct-borne noise path elements
 * (straight duct by size and lining, elbows, branch division, end reflection, silencers with their
 * self-noise, air terminals with their own noise), fan sources, supply and return paths summed, NC and RC Mark II
 * ratings, and recommended NC ranges by room type.
 */
export {
  ABSORPTION_BANDS_HZ,
  ABSORPTION_MATERIALS,
  ABSORPTION_MATERIAL_IDS,
  absorptionMaterial,
  materialBandCoefficients,
} from './absorption-materials.js';
export type { AbsorptionMaterial, AbsorptionMaterialCategory } from './absorption-materials.js';
export {
  calculateDuctNoisePath,
  calculateDuctNoisePathInput,
  surfaceAbsorptionCoefficients,
} from './calculate-duct-noise-path.js';
export type {
  DuctNoisePathResult,
  DuctPathElementResult,
  NoisePathResult,
  PathSourceResult,
} from './calculate-duct-noise-path.js';
export * from './constants.js';
export { convertDuctNoisePathInput } from './convert-input.js';
export {
  defaultDuctNoisePathInput,
  defaultDuctPathElement,
  defaultNoisePath,
  defaultRoomSurface,
} from './default-input.js';
export {
  DIRECTIVITY_LABELS,
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_NOISE_PATH_FIELDS,
  DUCT_NOISE_PATH_FIELD_LABELS,
  DUCT_LINING_LABELS,
  DUCT_SHAPE_LABELS,
  DUCT_TERMINATION_LABELS,
  ELBOW_KIND_LABELS,
  FAN_NOISE_TYPE_LABELS,
  NOISE_SOURCE_KIND_LABELS,
  ROOM_METHOD_LABELS,
  TERMINAL_SERVICE_LABELS,
  TERMINAL_SHAPE_LABELS,
  acousticUnitLabel,
} from './fields.js';
export type { AcousticQuantity, DuctNoisePathField } from './fields.js';
export { DUCT_NOISE_PATH_METHOD } from './method.js';
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
export {
  DUCT_TERMINATIONS,
  ELBOW_KINDS,
  branchPowerDivisionDb,
  elbowInsertionLossDb,
  endReflectionLossDb,
  straightDuctAttenuationDb,
} from './duct-elements.js';
export type { DuctTermination, ElbowKind } from './duct-elements.js';
export {
  NC_CURVES,
  NC_CURVE_NUMBERS,
  RC_MARK_II_LOWEST_CURVE,
  ncRating,
  rcMark2Rating,
} from './noise-criteria.js';
export type { NcRating, RcQuality, RcRating } from './noise-criteria.js';
export { ROOM_NOISE_GUIDELINES, checkNcTarget, roomNoiseGuideline } from './recommended-nc.js';
export type { NcTargetCheck, RoomNoiseGuideline } from './recommended-nc.js';
export {
  eyringReverberationTimeS,
  roomAbsorption,
  roomConstantM2,
  sabineReverberationTimeS,
  schultzSoundPressureDb,
  soundPressureFromPowerDb,
} from './room.js';
export type { RoomAbsorption, SurfaceAbsorption } from './room.js';
export {
  BranchElementSchema,
  DIRECTIVITY_FACTORS,
  DuctRunElementSchema,
  DuctNoisePathInputSchema,
  DuctPathElementSchema,
  ElbowElementSchema,
  EndReflectionElementSchema,
  InsertionLossElementSchema,
  NOISE_SOURCE_KINDS,
  NoisePathSchema,
  NoiseSourceSchema,
  ROOM_METHODS,
  ReceivingRoomSchema,
  RoomSurfaceSchema,
  SilencerElementSchema,
  StraightDuctElementSchema,
  TERMINAL_SERVICES,
  TERMINAL_SHAPES,
  TerminalElementSchema,
} from './schema.js';
export type {
  DuctNoisePathInput,
  DuctNoisePathInputDraft,
  DuctPathElement,
  NoisePath,
  NoiseSource,
  RoomMethod,
  RoomSurface,
} from './schema.js';
export {
  BLADE_PASS_TONE_DB,
  FAN_NOISE_SPECTRUM_DB,
  FAN_NOISE_TYPES,
  NECK_VELOCITY_LIMITS_M_S,
  NECK_VELOCITY_RC,
  SILENCER_SELF_NOISE_CORRECTION_DB,
  bladePassFrequencyHz,
  fanSoundPower,
  neckVelocityLimit,
  silencerSelfNoiseDb,
  terminalSoundPowerDb,
} from './sources.js';
export type {
  FanNoiseType,
  FanSoundPower,
  NeckVelocityLimit,
  NeckVelocityRc,
  TerminalShape,
} from './sources.js';
