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
export * from './idf.js';
export * from './ddy.js';
export * from './stat.js';
export * from './epw.js';
export * from './climate-statistics.js';
export * from './design-day.js';
export * from './sun-position.js';
export * from './clear-sky.js';
export {
  COMPASS_SURFACE_AZIMUTHS_DEG,
  cosIncidence,
  diffuseVerticalRatio,
  surfaceIrradiance,
} from './surface-irradiance.js';
export type { SurfaceIrradiance, SurfaceOrientation } from './surface-irradiance.js';
export * from './epw-design.js';
export * from './months.js';
