/**
 * Building loads by the radiant time series (RTS) method of ASHRAE Handbook—Fundamentals (2021),
 * ch. 18: sol-air temperature, conduction time series, fenestration gains with exterior shading
 * (ch. 15), scheduled internal gains split into radiant and convective parts, RTS cooling loads
 * 24 hours × each design month per room, steady-state heating; zones and systems with block peaks,
 * coil loads with outdoor air and fan heat, supply airflow and check figures. SI throughout.
 * The site's design hours come from `@org/hvac-core/weather`. A radiant time series can also be
 * computed for a room by the heat-balance procedure (`heatBalanceRts`, `representativeRtsZone`);
 * the load calculation does not use it yet (it uses the Handbook's tables 19 and 20).
 */
export { INSTANT_SERIES, applyTimeSeries, assertTimeSeries } from './time-series.js';
export * from './sol-air.js';
export { sunlitFraction } from './exterior-shading.js';
export type { WindowShadingGeometry } from './exterior-shading.js';
export * from './radiant-fractions.js';
export * from './rts-tables.js';
export * from './rts-heat-balance.js';
export * from './rts-representative-zone.js';
export * from './cts-tables.js';
export * from './periodic-response.js';
export * from './construction-layers.js';
export * from './glazing-shgc.js';
export * from './site-hours.js';
export * from './air-factors.js';
export * from './room-loads.js';
export * from './zone-system.js';
export * from './multiple-zone-outdoor-air.js';
export * from './system-coil.js';
export * from './system-air-side.js';
export * from './system-psychrometric-chart.js';
export * from './site-from-weather.js';
export {
  BUILDING_LOAD_LIMITS,
  BUILDING_ORIENTATIONS,
  BuildingLoadInputSchema,
  DesignConditionSchema,
  SITE_SOURCE_KEYS,
  BUILDING_SURFACE_ORIENTATIONS,
  BUILDING_WINDOW_ORIENTATIONS,
  SYSTEM_AIRFLOW_CONTROLS,
  SYSTEM_FAN_HEAT_METHODS,
  SYSTEM_OUTDOOR_AIR_METHODS,
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
  BuildingWindowType,
  BuildingZone,
  DesignCondition,
  SiteSourceKey,
  SystemAirflowControl,
  SystemFanHeatMethod,
  SystemOutdoorAirMethod,
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
export * from './default-building-input.js';
export * from './method.js';
export * from './building-site-import.js';
export * from './design-condition.js';
export * from './from-heat-load.js';
export * from './window-placement.js';
export * from './window-types.js';
export * from './resolved-window.js';
export * from './glass-fraction.js';
export * from './design-loads.js';
export * from './number-fields.js';
export * from './choice-labels.js';
