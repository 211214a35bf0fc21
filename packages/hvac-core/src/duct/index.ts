/**
 * Duct sizing, after ASHRAE Handbook—Fundamentals (2021), ch. 21: friction (equal-friction) and
 * velocity methods for round and rectangular ducts, Darcy–Weisbach with the solved Colebrook friction
 * factor, Huebscher equivalent diameters, standard sizes, a cited fitting library and warnings.
 * Inputs and results are in the unit system the input names.
 */
export { calculateDuct, calculateDuctInput, describeDuctSize } from './calculate-duct.js';
export type { DuctAirResult, DuctMaterialResult, DuctResult } from './calculate-duct.js';
export * from './check-duct-size.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './method.js';
export * from './equal-friction.js';
export type { DuctFittingLoss, DuctResultText, DuctSizeResult, DuctWarning } from './evaluate.js';
export {
  ComponentLossInputSchema,
  FRICTION_RATE_DESIGN_FIELD_LABELS,
  FRICTION_RATE_DESIGN_FIELD_QUANTITIES,
  FRICTION_RATE_DESIGN_FIELD_SPECS,
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
export * from './schema.js';
export {
  DUCT_FIELD_LABELS,
  DUCT_FIELD_SPECS,
  DUCT_FIELD_QUANTITIES,
  DUCT_NUMERIC_FIELDS,
  ductFieldRange,
  ductFieldUnitLabel,
} from './fields.js';
export type { DuctNumericField } from './fields.js';
export * from './fittings.js';
export * from './materials.js';
export * from './velocity-limits.js';
export * from './air-properties.js';
export * from './duct-flow.js';
export * from './equivalent-diameter.js';
export * from './sizing.js';
export * from './standard-sizes.js';
