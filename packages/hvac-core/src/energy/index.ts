/**
 * Annual energy cost: heating by degree-days or full-load hours, cooling by equivalent full-load
 * hours, seasonal efficiencies (AFUE, COP, HSPF/HSPF2, SEER/SEER2, EER/EER2), tariffs with fixed and
 * demand charges, CO₂, and up to four options side by side with simple payback.
 */
export * from './annual-energy.js';
export * from './bin-method.js';
export * from './calculate-energy-cost.js';
export {
  DEGREE_DAY_BASE_C,
  DEGREE_DAY_BASE_F,
  coolingDegreeDays,
  dailyMeanTemperature,
  heatingDegreeDays,
} from './degree-days.js';
export * from './degree-days-from-temperatures.js';
export * from './epw-import.js';
export * from './constants.js';
export * from './convert-input.js';
export {
  TYPICAL_COOLING_EFFICIENCY,
  TYPICAL_HEATING_EFFICIENCY,
  defaultEnergyCostInput,
  defaultEnergyOption,
  defaultMonthlyDegreeDays,
} from './default-input.js';
export type { EnergyOptionDraft } from './default-input.js';
export * from './method.js';
export * from './efficiency.js';
export * from './fields.js';
export * from './number-fields.js';
export * from './fuel-prices.js';
export {
  CoolingDemandSchema,
  EmissionFactorsSchema,
  EnergyCostInputSchema,
  EnergyOptionSchema,
  HEATING_METHODS,
  HeatingDemandSchema,
  MAX_ENERGY_OPTIONS,
  MAX_TEMPERATURE_BINS,
  TariffSchema,
} from './schema.js';
export type {
  EnergyCostInput,
  EnergyCostInputDraft,
  EnergyOption,
  HeatingMethod,
} from './schema.js';
