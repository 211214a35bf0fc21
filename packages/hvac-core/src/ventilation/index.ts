/**
 * Room ventilation: airflow from air changes per hour (the spec's calculator), its inverse, and the
 * ASHRAE Standard 62.1-2022 Ventilation Rate Procedure for a zone, with recommended air-change ranges
 * as guidance. Inputs and results are in the unit system the input names; the method is in
 * `VENTILATION_METHOD`.
 */
export { calculateVentilation, calculateVentilationInput } from './calculate-ventilation.js';
export type {
  KitchenHoodResult,
  VentilationNote,
  VentilationRateProcedureResult,
  VentilationResult,
  VentilationWarning,
} from './calculate-ventilation.js';
export {
  AirDistributionConfigurationSchema,
  ApplianceDutySchema,
  KitchenHoodStyleSchema,
  VENTILATION_NAME_MAX_LENGTH,
  OccupancyCategorySchema,
  SpaceTypeSchema,
  VENTILATION_MODES,
  VentilationInputSchema,
  VentilationModeSchema,
} from './schema.js';
export type { VentilationInput, VentilationInputDraft, VentilationMode } from './schema.js';
export {
  VENTILATION_FIELDS,
  VENTILATION_FIELD_LABELS,
  VENTILATION_FIELD_QUANTITIES,
  VENTILATION_NUMERIC_FIELDS,
  ventilationFieldRange,
  ventilationFieldUnitLabel,
} from './fields.js';
export type { VentilationField, VentilationNumericField } from './fields.js';
export { convertVentilationInput } from './convert-input.js';
export { defaultVentilationInput } from './default-input.js';
export { VENTILATION_METHOD } from './method.js';
export type { VentilationMethodStep } from './method.js';
export {
  DEFAULT_OCCUPANCY_CATEGORY,
  OCCUPANCY_CATEGORIES,
  OCCUPANCY_CATEGORY_IDS,
  VENTILATION_RATE_TABLE_SOURCE,
  occupancyCategory,
} from './occupancy-categories.js';
export type { OccupancyCategory, OccupancyCategoryId } from './occupancy-categories.js';
export {
  AIR_DISTRIBUTION_CONFIGURATIONS,
  AIR_DISTRIBUTION_CONFIGURATION_IDS,
  AIR_DISTRIBUTION_EFFECTIVENESS_SOURCE,
  DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
  airDistributionConfiguration,
} from './air-distribution.js';
export type {
  AirDistributionConfiguration,
  AirDistributionConfigurationId,
} from './air-distribution.js';
export {
  AIR_CHANGE_GUIDANCE,
  AIR_CHANGE_GUIDANCE_SOURCE,
  SPACE_TYPE_IDS,
  airChangeGuidance,
} from './air-change-guidance.js';
export type { AirChangeGuidance, SpaceTypeId } from './air-change-guidance.js';
export { airChangesFromAirflow, airflowFromAirChangesM3s } from './air-changes.js';
export {
  breathingZoneOutdoorAirflowM3s,
  defaultZonePopulation,
  zoneOutdoorAirflowM3s,
} from './ventilation-rate-procedure.js';
export {
  APPLIANCE_DUTY_IDS,
  APPLIANCE_DUTY_LABELS,
  KITCHEN_HOOD_EXHAUST_CFM_PER_FT,
  KITCHEN_HOOD_RATE_SOURCE,
  KITCHEN_HOOD_STYLE_IDS,
  KITCHEN_HOOD_STYLE_LABELS,
  kitchenHoodExhaustCfmPerFt,
  kitchenHoodExhaustM3s,
  kitchenHoodExhaustM3sPerM,
} from './kitchen-hood.js';
export type { ApplianceDutyId, KitchenHoodStyleId } from './kitchen-hood.js';
