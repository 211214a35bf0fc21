/**
 * Site weather for load calculations: EnergyPlus weather files read in the browser (`.ddy` design
 * days, `.stat` design conditions and clear-sky optical depths, `.epw` hourly years), statistics of
 * an hourly year (design percentiles, monthly means, temperature bins), the hourly design-day
 * profile, and the sun (position, clear-sky irradiance, irradiance on any surface) after ASHRAE
 * Handbook—Fundamentals (2021), ch. 14.
 *
 * Every import returns `{ ok: true, value }` or `{ ok: false, errors: [{ line, field, message }] }`;
 * nothing is half-imported, and every value keeps its source (file, line, object or column).
 */
export type { ImportIssue, ImportResult, SourcedValue, ValueSource } from './import-result.js';
export { parseIdf } from './idf.js';
export type { IdfField, IdfObject } from './idf.js';
export { ddyDesignConditions, designDayCondition, parseDdy } from './ddy.js';
export type {
  CoolingDesignCondition,
  DdyFile,
  DesignDay,
  DesignDayCondition,
  DesignDayHumidity,
  HeatingDesignCondition,
  SiteLocation,
} from './ddy.js';
export { parseStat } from './stat.js';
export type { MonthlyRow, StatFile } from './stat.js';
export { EPW_FIELDS_PER_ROW, parseEpw } from './epw.js';
export type { EpwFile, EpwHours } from './epw.js';
export {
  exceedanceDryBulbC,
  meanCoincidentWetBulbC,
  monthlyDryBulbStatistics,
  temperatureBins,
} from './climate-statistics.js';
export type { MonthlyDryBulb, DryBulbBin } from './climate-statistics.js';
export { DAILY_RANGE_FRACTIONS, designDayDryBulbsC, monthlyDesignDays } from './design-day.js';
export type { MonthlyDesignDay } from './design-day.js';
export {
  SOLAR_CONSTANT_WM2,
  apparentSolarTimeHours,
  dayOfYear,
  declinationDeg,
  equationOfTimeMinutes,
  extraterrestrialIrradianceWm2,
  sunPosition,
} from './sun-position.js';
export type { DeclinationFormula, SunPosition } from './sun-position.js';
export {
  airMass,
  airMassExponents,
  clearSkyIrradiance,
  clearSkyModelForEdition,
} from './clear-sky.js';
export type { ClearSkyIrradiance, ClearSkyModel } from './clear-sky.js';
export {
  COMPASS_SURFACE_AZIMUTHS_DEG,
  cosIncidence,
  diffuseVerticalRatio,
  surfaceIrradiance,
} from './surface-irradiance.js';
export type { SurfaceIrradiance, SurfaceOrientation } from './surface-irradiance.js';
export { epwDesignConditions } from './epw-design.js';
export type { EpwDesignConditions } from './epw-design.js';
