/**
 * Building loads by the radiant time series (RTS) method of ASHRAE Handbook—Fundamentals (2021),
 * ch. 18: sol-air temperature, conduction time series, fenestration gains with exterior shading
 * (ch. 15), scheduled internal gains split into radiant and convective parts, RTS cooling loads
 * 24 hours × each design month per room, steady-state heating; zones and systems with block peaks,
 * coil loads with outdoor air and fan heat, supply airflow and check figures. SI throughout.
 * The site's design hours come from `@org/hvac-core/weather`.
 */
export { INSTANT_SERIES, applyTimeSeries, assertTimeSeries } from './time-series.js';
export {
  ABSORPTANCE_OVER_HO_M2K_W,
  LONG_WAVE_CORRECTION_K,
  longWaveCorrectionK,
  solAirTemperatureC,
} from './sol-air.js';
export { sunlitFraction } from './exterior-shading.js';
export type { WindowShadingGeometry } from './exterior-shading.js';
export {
  EQUIPMENT_RADIANT_FRACTIONS,
  LUMINAIRE_RADIANT_FRACTIONS,
  RADIANT_FRACTIONS,
  luminaireRadiantFraction,
  windowConductionRadiantFraction,
} from './radiant-fractions.js';
export type { LuminaireRadiantFraction } from './radiant-fractions.js';
export { RTS_TABLES_SOURCE, nonsolarRts, solarRts } from './rts-tables.js';
export {
  CTS_GROUP_LABELS,
  CTS_LIBRARY,
  CTS_LIBRARY_IDS,
  CTS_TABLES_SOURCE,
  conductionTimeSeries,
  ctsConstruction,
  ctsConstructionLabel,
} from './cts-tables.js';
export type { CtsConstruction, CtsWallGroup } from './cts-tables.js';
export { constructionUFactor, periodicResponse } from './periodic-response.js';
export type { PeriodicResponse, PrfConstruction, PrfLayer } from './periodic-response.js';
export {
  LAYER_QUANTITIES,
  SURFACE_FILMS_M2KW,
  TABLE_18_MATERIALS,
  constructionConduction,
  layerUnitLabel,
  layerValueFromSi,
  layerValueToSi,
  layeredConstructionResponse,
  layeredConstructionSi,
} from './construction-layers.js';
export type {
  ConstructionLayerValues,
  LayerQuantity,
  LayeredConstructionValues,
} from './construction-layers.js';
export {
  GLAZING_IDS,
  GLAZING_SHGC_ANGLES_DEG,
  GLAZING_SHGC_SOURCE,
  GLAZING_SHGC_TABLE,
  glazingLabel,
  glazingShgc,
  scaledAngularShgc,
} from './glazing-shgc.js';
export type { GlazingShgc } from './glazing-shgc.js';
export type { RtsConstructionClass, RtsGlassPercent, RtsRoomClass } from './rts-tables.js';
export { siteDesignHours } from './site-hours.js';
export type { MonthDesignInput, MonthHours, SiteDesignInput, SiteHours } from './site-hours.js';
export { findPeak, interpolateShgc, roomLoads } from './room-loads.js';
export type {
  AngularShgc,
  InternalGainInput,
  LoadComponentId,
  LoadComponents,
  LoadPeak,
  MonthLoads,
  OpaqueSurfaceInput,
  RoomInput,
  RoomLoads,
  WindowInput,
} from './room-loads.js';
export { checkFigures, coilLoad, combineLoads, supplyAirflowM3s } from './zone-system.js';
export type { CheckFigures, CoilLoad, GroupLoads, SystemInput } from './zone-system.js';
export { siteDesignFromDdy, siteDesignFromStat } from './site-from-weather.js';
export type { SiteFromWeather } from './site-from-weather.js';
export {
  BUILDING_LOAD_LIMITS,
  BUILDING_ORIENTATIONS,
  BuildingLoadInputSchema,
  SITE_SOURCE_KEYS,
  BUILDING_SURFACE_ORIENTATIONS,
  BUILDING_WINDOW_ORIENTATIONS,
  buildingFieldUnit,
  buildingValueFromSi,
  buildingValueToSi,
  convertBuildingLoadInput,
} from './building-file.js';
export type {
  BuildingConstruction,
  BuildingDesignMonth,
  BuildingLoadInput,
  BuildingLoadInputDraft,
  BuildingRoom,
  BuildingSite,
  BuildingSurface,
  BuildingSystem,
  BuildingWindow,
  BuildingZone,
  SiteSourceKey,
  BuildingSurfaceOrientation,
  BuildingWindowOrientation,
} from './building-file.js';
export {
  BUILDING_LOAD_COMPONENTS,
  calculateBuildingLoad,
  calculateBuildingLoadInput,
  roomSchedule,
} from './calculate-building-load.js';
export type {
  BuildingCoilResult,
  BuildingGroupResult,
  BuildingLoadResult,
  BuildingRoomResult,
  BuildingSystemResult,
  LoadCurves,
} from './calculate-building-load.js';
export {
  DEFAULT_ROOF_CTS_ID,
  DEFAULT_WALL_CTS_ID,
  EXAMPLE_SITE_SOURCE,
  defaultBuildingLoadInput,
} from './default-building-input.js';
export { BUILDING_LOAD_METHOD } from './method.js';
export type { BuildingLoadMethodStep } from './method.js';
export {
  buildingSiteFromDdy,
  buildingSiteFromEpw,
  buildingSiteFromStat,
  describeValueSource,
} from './building-site-import.js';
export type { BuildingSiteImport, EpwSiteCarryOver } from './building-site-import.js';
export { roomFromHeatLoad } from './from-heat-load.js';
export type { RoomFromHeatLoad, RoomFromHeatLoadOptions } from './from-heat-load.js';
export { buildingDesignLoads, energyDesignLoadsFromBuilding } from './design-loads.js';
export type { BuildingDesignLoads, EnergyDesignLoads } from './design-loads.js';
