/**
 * Room heat load, cooling or heating: conduction, window solar gain, people, lighting, equipment,
 * ventilation and infiltration, after ASHRAE Handbook—Fundamentals (2021), ch. 18. Inputs and results
 * are in the unit system the input names; the method is in `HEAT_LOAD_METHOD`.
 */
export * from './calculate-heat-load.js';
export * from './schema.js';
export {
  HEAT_LOAD_FIELDS,
  HEAT_LOAD_FIELD_SPECS,
  HEAT_LOAD_RESULT_SPECS,
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_FIELD_QUANTITIES,
  HEAT_LOAD_NUMERIC_FIELDS,
  heatLoadFieldRange,
  heatLoadFieldUnitLabel,
} from './fields.js';
export type { HeatLoadField, HeatLoadNumericField } from './fields.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './method.js';
export {
  ACTIVITY_LEVELS,
  ACTIVITY_LEVEL_IDS,
  AIR_LATENT_FACTOR_BTUH_PER_CFM,
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_WINDOW_ORIENTATION,
  OFFICE_OUTDOOR_AIR_RATES,
  REFERENCE_GLASS_SHGC,
  SOLAR_DESIGN_ASSUMPTION,
  WINDOW_ORIENTATIONS,
  WINDOW_ORIENTATION_IDS,
} from './constants.js';
export type {
  ActivityLevel,
  ActivityLevelId,
  WindowOrientation,
  WindowOrientationId,
} from './constants.js';
export * from './air-heat-transfer.js';
export * from './conduction.js';
export * from './infiltration.js';
export * from './people.js';
export * from './window-solar.js';
