/**
 * Heat-transfer liquids: properties of water and aqueous ethylene and propylene glycol (CoolProp
 * 8.0.0 tables) and the vapour pressure of water (IAPWS-IF97).
 */
export {
  FLUIDS,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidLabel,
  fluidProperties,
  fluidTemperatureRangeC,
} from './fluid-properties.js';
export type {
  FluidName,
  FluidProperties,
  FluidPropertiesInput,
  FluidTemperatureRange,
  GlycolConcentrationPercent,
} from './fluid-properties.js';
export { FluidNameSchema, GlycolConcentrationSchema } from './schema.js';
export {
  WATER_CRITICAL_TEMPERATURE_C,
  WATER_TRIPLE_POINT_C,
  waterVapourPressurePa,
} from './vapour-pressure.js';
