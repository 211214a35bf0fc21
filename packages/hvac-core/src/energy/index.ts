/**
 * Annual energy cost: heating by degree-days or full-load hours, cooling by equivalent full-load
 * hours, seasonal efficiencies (AFUE, COP, HSPF/HSPF2, SEER/SEER2, EER/EER2), tariffs with fixed and
 * demand charges, CO₂, and up to four options side by side with simple payback.
 */
export { degreeDayHeatingEnergyKwh, fullLoadHoursEnergyKwh } from './annual-energy.js';
export { binLoadW, binMethodEnergy, binsFromHourly } from './bin-method.js';
export type {
  BinEquipment,
  BinLoadKind,
  BinMethodResult,
  BinRow,
  LoadLine,
  PerformancePoint,
  TemperatureBin,
} from './bin-method.js';
export { calculateEnergyCost, calculateEnergyCostInput } from './calculate-energy-cost.js';
export {
  DEGREE_DAY_BASE_C,
  DEGREE_DAY_BASE_F,
  coolingDegreeDays,
  dailyMeanTemperature,
  heatingDegreeDays,
} from './degree-days.js';
export {
  DAILY_DEGREE_DAY_METHODS,
  degreeDaysFromDailyExtremes,
  degreeDaysFromHourly,
  monthlyDegreeDaysFromDaily,
  monthlyDegreeDaysFromHourly,
  monthlyDegreeDaysFromMeanAndSd,
  standardNormalCdf,
  ukMetOfficeDegreeDays,
} from './degree-days-from-temperatures.js';
export type {
  DailyDegreeDayMethod,
  DailyExtremes,
  DegreeDays,
  MonthlyDegreeDays,
} from './degree-days-from-temperatures.js';
export type { EnergyCostResult, EnergyMonth, EnergyOptionResult } from './calculate-energy-cost.js';
export * from './constants.js';
export { convertEnergyCostInput } from './convert-input.js';
export {
  TYPICAL_COOLING_EFFICIENCY,
  TYPICAL_HEATING_EFFICIENCY,
  defaultEnergyCostInput,
  defaultEnergyOption,
  defaultMonthlyDegreeDays,
} from './default-input.js';
export type { EnergyOptionDraft } from './default-input.js';
export { ENERGY_COST_METHOD } from './method.js';
export {
  COOLING_RATINGS,
  HEATING_FUELS,
  HEATING_RATINGS,
  coolingCop,
  eerFromSeer,
  seasonalHeatingEfficiency,
} from './efficiency.js';
export type { CoolingRating, HeatingFuel, HeatingRating } from './efficiency.js';
export {
  COOLING_RATING_LABELS,
  ENERGY_DEMAND_FIELDS,
  ENERGY_DEMAND_FIELD_LABELS,
  HEATING_FUEL_LABELS,
  HEATING_METHOD_LABELS,
  HEATING_RATING_LABELS,
  degreeDayUnitLabel,
  energyDemandFieldUnitLabel,
  heatingRatingsFor,
} from './fields.js';
export type { EnergyDemandField } from './fields.js';
export { ENERGY_SOURCES, PRICE_UNITS, kwhPerPriceUnit } from './fuel-prices.js';
export type { EnergySource, LiquidFuelUnit, NaturalGasUnit, PriceUnit } from './fuel-prices.js';
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
