/**
 * Psychrometrics: properties and processes of moist air, after ASHRAE Handbook—Fundamentals
 * (2017), ch. 1. SI functions carry their units in their names; the I-P twins use the I-P edition's
 * own coefficients.
 */
export { PsychrometricRangeError } from './errors.js';
export { saturationVaporPressurePa, saturationVaporPressurePsi } from './saturation-pressure.js';
export {
  humidityRatioFromRelativeHumidity,
  humidityRatioFromVaporPressurePa,
  saturationHumidityRatio,
  vaporPressureFromHumidityRatioPa,
} from './humidity-ratio.js';
export {
  moistAirDensityKgM3,
  moistAirDensityLbFt3,
  moistAirSpecificVolumeFt3Lb,
  moistAirSpecificVolumeM3Kg,
} from './specific-volume.js';
export {
  standardAtmosphericPressurePa,
  standardAtmosphericPressurePsi,
  standardAtmosphericTemperatureC,
  standardAtmosphericTemperatureF,
} from './standard-atmosphere.js';
export {
  dryBulbFromEnthalpyC,
  dryBulbFromEnthalpyF,
  enthalpyBtuLbFromJKg,
  enthalpyJKgFromBtuLb,
  humidityRatioFromEnthalpy,
  humidityRatioFromEnthalpyIp,
  moistAirEnthalpyBtuLb,
  moistAirEnthalpyJKg,
} from './enthalpy.js';
export {
  degreeOfSaturation,
  degreeOfSaturationIp,
  relativeHumidityFromHumidityRatio,
  relativeHumidityFromHumidityRatioIp,
} from './relative-humidity.js';
export {
  dewPointFromHumidityRatioC,
  dewPointFromVaporPressureC,
  dewPointFromVaporPressureF,
} from './dew-point.js';
export {
  humidityRatioFromWetBulb,
  humidityRatioFromWetBulbIp,
  wetBulbFromHumidityRatioC,
  wetBulbFromHumidityRatioF,
} from './wet-bulb.js';
export type { MoistAirUnits } from './equation-set.js';
export { moistAirState } from './moist-air-state.js';
export type { MoistAirState, MoistAirStateSi } from './moist-air-state.js';
export {
  AirConditionsSchema,
  MOIST_AIR_STATE_BY,
  MoistAirStateInputSchema,
  MoistAirStateSpecSchema,
} from './state-input.js';
export type { AirConditions, MoistAirStateInput, MoistAirStateSpec } from './state-input.js';
export { PROCESS_INPUT_SHAPE } from './process-common.js';
export type { AirFlow, ProcessLoads, WaterFlow } from './process-common.js';
export { AirMixingInputSchema, AirStreamSchema, mixAirStreams } from './mixing.js';
export type { AirMixingInput, AirMixingResult, AirStream } from './mixing.js';
export { SensibleProcessInputSchema, sensibleHeatingCooling } from './sensible-process.js';
export type { SensibleProcessInput, SensibleProcessResult } from './sensible-process.js';
export {
  CoolingCoilInputSchema,
  CoolingCoilPerformanceSchema,
  coolingCoil,
} from './cooling-coil.js';
export type {
  CoolingCoilInput,
  CoolingCoilPerformance,
  CoolingCoilResult,
} from './cooling-coil.js';
export {
  HumidifierTargetSchema,
  SteamHumidificationInputSchema,
  steamHumidification,
} from './steam-humidification.js';
export type {
  HumidifierTarget,
  SteamHumidificationInput,
  SteamHumidificationResult,
} from './steam-humidification.js';
export {
  EvaporativeHumidificationInputSchema,
  EvaporativeTargetSchema,
  evaporativeHumidification,
} from './evaporative-humidification.js';
export type {
  EvaporativeHumidificationInput,
  EvaporativeHumidificationResult,
  EvaporativeTarget,
} from './evaporative-humidification.js';
