/**
 * Physical constants shared by every domain of the engine. Domain-specific constants (people heat
 * gains, roughness, fitting coefficients) live in that domain's own `constants.ts`.
 */

/** Standard acceleration of gravity, m/s². @see NIST SP 811 (2008), appendix B.8. */
export const STANDARD_GRAVITY_M_S2 = 9.80665;

/** Standard atmospheric pressure at sea level, Pa. @see ASHRAE Handbook—Fundamentals (2021), ch. 1, table 1. */
export const STANDARD_ATMOSPHERE_PA = 101_325;

/** Absolute zero offset, K = °C + 273.15. @see ASHRAE Handbook—Fundamentals (2021), ch. 1. */
export const KELVIN_OFFSET = 273.15;

/** Gas constant of dry air, J/(kg·K). @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 1 (Rda = 287.042). */
export const GAS_CONSTANT_DRY_AIR_J_KGK = 287.042;

/** Specific heat of dry air at constant pressure, J/(kg·K). @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 30 (1.006 kJ/kg·K). */
export const SPECIFIC_HEAT_DRY_AIR_J_KGK = 1006;

/** Specific heat of water vapour at constant pressure, J/(kg·K). @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 30 (1.86 kJ/kg·K). */
export const SPECIFIC_HEAT_WATER_VAPOUR_J_KGK = 1860;

/** Latent heat of vaporisation of water at 0 °C, J/kg. @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 30 (2501 kJ/kg). */
export const LATENT_HEAT_WATER_0C_J_KG = 2_501_000;

/** Density of standard air, kg/m³ (20 °C, 101.325 kPa, dry). @see ASHRAE Handbook—Fundamentals (2021), ch. 21 ("standard air", 1.204 kg/m³). */
export const STANDARD_AIR_DENSITY_KG_M3 = 1.204;

/** Hours in a day: the periodic design day of the load methods, degree-day energy. */
export const HOURS_PER_DAY = 24;
