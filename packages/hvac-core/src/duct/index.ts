/**
 * Duct sizing, after ASHRAE Handbook—Fundamentals (2021), ch. 21: friction (equal-friction) and
 * velocity methods for round and rectangular ducts, Darcy–Weisbach with the solved Colebrook friction
 * factor, Huebscher equivalent diameters, standard sizes, a cited fitting library and warnings.
 * Inputs and results are in the unit system the input names.
 */
export { calculateDuct, calculateDuctInput, describeDuctSize } from './calculate-duct.js';
export type { DuctAirResult, DuctMaterialResult, DuctResult } from './calculate-duct.js';
export { checkDuctSize } from './check-duct-size.js';
export { convertDuctInput } from './convert-input.js';
export { DUCT_INPUT_FIELDS, defaultDuctInput } from './default-input.js';
export type { DuctInputField } from './default-input.js';
export { DUCT_METHOD } from './method.js';
export type { DuctMethodStep } from './method.js';
export type { DuctCheckResult } from './check-duct-size.js';
export {
  EqualFrictionScheduleInputSchema,
  MAX_SCHEDULE_SECTIONS,
  equalFrictionSchedule,
} from './equal-friction.js';
export type {
  EqualFrictionSchedule,
  EqualFrictionScheduleInputDraft,
  EqualFrictionSectionResult,
} from './equal-friction.js';
export type { DuctFittingLoss, DuctResultText, DuctSizeResult, DuctWarning } from './evaluate.js';
export {
  ComponentLossInputSchema,
  FRICTION_RATE_DESIGN_FIELD_LABELS,
  FRICTION_RATE_DESIGN_FIELD_QUANTITIES,
  FrictionRateDesignInputSchema,
  MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT,
  MANUAL_D_FRICTION_RATE_SOURCE,
  availableStaticPressurePa,
  designFrictionRatePaPerM,
  frictionRateDesignFieldRange,
} from './friction-rate-design.js';
export type {
  ComponentLossInput,
  FrictionRateDesignInput,
  FrictionRateDesignInputDraft,
  FrictionRateDesignNumericField,
  FrictionRateDesignResult,
} from './friction-rate-design.js';
export {
  CALCULATION_NAME_MAX_LENGTH,
  DuctCheckInputSchema,
  DuctFittingInputSchema,
  DuctInputSchema,
  DuctShapeSchema,
  MAX_FITTING_ROWS,
  RoundingModeSchema,
  SizingMethodSchema,
} from './schema.js';
export type {
  DuctCheckInput,
  DuctCheckInputDraft,
  DuctFittingInput,
  DuctInput,
  DuctInputDraft,
  DuctShape,
  RoundingMode,
  SizingMethod,
} from './schema.js';
export {
  DUCT_FIELD_LABELS,
  DUCT_FIELD_SPECS,
  DUCT_FIELD_QUANTITIES,
  DUCT_NUMERIC_FIELDS,
  ductFieldRange,
  ductFieldUnitLabel,
} from './fields.js';
export type { DuctNumericField } from './fields.js';
export {
  DUCT_FITTINGS,
  FITTINGS_BY_ID,
  FittingTypeSchema,
  REYNOLDS_CORRECTION,
  fittingLossCoefficient,
} from './fittings.js';
export type {
  DuctFitting,
  DuctFittingId,
  FittingCategory,
  FittingContext,
  FittingShape,
  FittingTable,
  FittingType,
} from './fittings.js';
export { DUCT_MATERIALS, DuctMaterialSchema } from './materials.js';
export type { DuctMaterial, DuctMaterialId } from './materials.js';
export {
  DuctApplicationSchema,
  HIGH_ASPECT_RATIO,
  LOW_VELOCITY_MS,
  USUAL_FRICTION_RATE_PA_PER_M,
  VELOCITY_LIMITS,
} from './velocity-limits.js';
export type { DuctApplication, VelocityLimit } from './velocity-limits.js';
export {
  SUTHERLAND_CONSTANT_AIR_K,
  SUTHERLAND_REFERENCE_K,
  SUTHERLAND_REFERENCE_VISCOSITY_PA_S,
  airDynamicViscosityPaS,
  airPropertiesAt,
  dryAirDensityKgM3,
} from './air-properties.js';
export type { AirProperties } from './air-properties.js';
export { ductFlow, ductSectionAreaM2 } from './duct-flow.js';
export type { DuctFlowSi, DuctSection } from './duct-flow.js';
export {
  flatOvalAreaM2,
  flatOvalEquivalentDiameterM,
  rectangularEquivalentDiameterM,
} from './equivalent-diameter.js';
export {
  rectangularForFriction,
  rectangularForVelocity,
  roundDiameterForFrictionM,
  roundDiameterForVelocityM,
} from './sizing.js';
export {
  RECTANGULAR_SIDE_STEP,
  STANDARD_ROUND_DIAMETERS_IN,
  STANDARD_ROUND_DIAMETERS_MM,
  nextStandardRectangularSideM,
  standardRectangularSideM,
  standardRoundDiameterM,
} from './standard-sizes.js';
