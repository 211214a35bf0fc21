/**
 * Room heat load, cooling or heating: conduction, window solar gain, people, lighting, equipment,
 * ventilation and infiltration, after ASHRAE Handbook—Fundamentals (2021), ch. 18. Inputs and results
 * are in the unit system the input names; the method is in `HEAT_LOAD_METHOD`.
 */
export { calculateHeatLoad, calculateHeatLoadInput } from './calculate-heat-load.js';
export type { HeatLoadNote, HeatLoadResult, HeatLoadWarning } from './calculate-heat-load.js';
export {
  ActivityLevelSchema,
  CalculationModeSchema,
  HeatLoadInputSchema,
  ROOM_NAME_MAX_LENGTH,
  WindowOrientationSchema,
  VentilationSpaceTypeSchema,
  AdditionalWindowSchema,
  MAX_ADDITIONAL_WINDOWS,
} from './schema.js';
export type {
  AdditionalWindow,
  CalculationMode,
  HeatLoadInput,
  HeatLoadInputDraft,
  VentilationSpaceType,
} from './schema.js';
export {
  HEAT_LOAD_FIELDS,
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_FIELD_QUANTITIES,
  HEAT_LOAD_NUMERIC_FIELDS,
  heatLoadFieldRange,
  heatLoadFieldUnitLabel,
} from './fields.js';
export type { HeatLoadField, HeatLoadNumericField } from './fields.js';
export { convertHeatLoadInput } from './convert-input.js';
export { defaultHeatLoadInput } from './default-input.js';
export { HEAT_LOAD_METHOD, HEAT_LOAD_METHOD_LIMITS } from './method.js';
export type { HeatLoadMethodStep } from './method.js';
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
export { airLatentHeatRateW, airSensibleHeatRateW } from './air-heat-transfer.js';
export { conductionHeatRateW } from './conduction.js';
export { infiltrationAirflowM3s } from './infiltration.js';
export { activityLevel, peopleHeatGainW } from './people.js';
export type { PeopleHeatGain } from './people.js';
export { windowOrientation, windowSolarHeatGainW } from './window-solar.js';
