/**
 * Psychrometrics: properties and processes of moist air, after ASHRAE Handbook—Fundamentals
 * (2017), ch. 1. SI functions carry their units in their names; the I-P twins use the I-P edition's
 * own coefficients.
 *
 * The psychrometric chart calculator (`chart/`): its saved file (`psychrometricCharts`) is
 * `PsychrometricChartInputSchema`:
 * - `calculationName` (string), `unitSystem` ('Imperial' | 'Metric'), `pressure` (psia or kPa) or
 *   `altitude` (ft or m; sea level if neither), `showComfortZone` (boolean);
 * - `states`: `{ id, label, spec }`, `spec` a defining pair as for `moistAirState` (`by` names it);
 * - `processes`: `{ id, label, type, ... }`, each leaving a state named by its `id` that later
 *   processes may use: `mixing` (`streamA`, `airflowA`, `streamB`, `airflowB`), `sensible` (`from`,
 *   `airflow`, `leavingDryBulb`), `coolingCoil` (`from`, `airflow`, `coil`: apparent dew point and
 *   bypass factor, or leaving state), `steamHumidification` (`from`, `airflow`, `leaving`,
 *   `steamTemperature`), `adiabaticHumidification` (`from`, `airflow`, `leaving`). Airflows in cfm or
 *   L/s at the entering state.
 * `calculatePsychrometricChart` gives every state's properties and every process's loads;
 * `psychrometricChartGeometry` the chart's lines (saturation, RH every 10 %, wet bulb, enthalpy,
 * specific volume, grid and ticks) as pure data; `ashrae55ComfortZones` the simplified comfort
 * zones; `PSYCHROMETRIC_CHART_METHOD` the method with references.
 */
export { PsychrometricRangeError } from './errors.js';
export { saturationVaporPressurePa, saturationVaporPressurePsi } from './saturation-pressure.js';
export {
  humidityRatioFromRelativeHumidity,
  humidityRatioFromVaporPressurePa,
  saturationHumidityRatio,
  vaporPressureFromHumidityRatioPa,
} from './humidity-ratio.js';
export * from './specific-volume.js';
export * from './standard-atmosphere.js';
export * from './enthalpy.js';
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
export type {
  MoistAirState,
  MoistAirStateResult,
  MoistAirStateSi,
  MoistAirStateWarning,
} from './moist-air-state.js';
export {
  AirConditionsSchema,
  MOIST_AIR_STATE_BY,
  MoistAirStateInputSchema,
  MoistAirStateSpecSchema,
} from './state-input.js';
export type { AirConditions, MoistAirStateInput, MoistAirStateSpec } from './state-input.js';
export { PROCESS_INPUT_SHAPE } from './process-common.js';
export type { AirFlow, ProcessLoads, WaterFlow } from './process-common.js';
export * from './mixing.js';
export * from './sensible-process.js';
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
export * from './steam-humidification.js';
export * from './evaporative-humidification.js';
export * from './chart/index.js';
