/**
 * Exact or conventional SI factors for the inch-pound units the product shows.
 *
 * @see NIST Special Publication 811 (2008), Guide for the Use of the International System of Units,
 *   appendix B.8 and B.9. "Water column" units use the conventional density 1000 kg/m³ and standard
 *   gravity (NIST SP 811 B.8, "conventional"), as ASHRAE Handbook—Fundamentals (2021) ch. 38 does for
 *   in. of water within 0.1 %.
 */
export const METRES_PER_FOOT = 0.3048;
export const METRES_PER_INCH = 0.0254;
/** International Table British thermal unit, J. */
export const JOULES_PER_BTU = 1055.05585262;
export const WATTS_PER_BTU_PER_HOUR = JOULES_PER_BTU / 3600;
/** One ton of refrigeration is 12 000 Btu/h. @see ASHRAE Handbook—Fundamentals (2021), ch. 38. */
export const BTU_PER_HOUR_PER_TON = 12_000;
export const WATTS_PER_TON = BTU_PER_HOUR_PER_TON * WATTS_PER_BTU_PER_HOUR;
export const CUBIC_METRES_PER_US_GALLON = 3.785411784e-3;
/** Mechanical horsepower (550 ft·lbf/s), W. */
export const WATTS_PER_HORSEPOWER = 745.6998716;
/** Inch of water, conventional (1000 kg/m³ × g × 0.0254 m), Pa. */
export const PASCALS_PER_INCH_OF_WATER = 1000 * 9.80665 * METRES_PER_INCH;
/** Foot of water, conventional (1000 kg/m³ × g × 0.3048 m), Pa. */
export const PASCALS_PER_FOOT_OF_WATER = 1000 * 9.80665 * METRES_PER_FOOT;
/** Pound-force per square inch, Pa. */
export const PASCALS_PER_PSI = 6894.757293;
/** U-factor: 1 Btu/(h·ft²·°F) in W/(m²·K). */
export const W_M2K_PER_BTU_HFT2F =
  (WATTS_PER_BTU_PER_HOUR / (METRES_PER_FOOT * METRES_PER_FOOT)) * 1.8;
/** Pound mass, kg. */
export const KILOGRAMS_PER_POUND = 0.45359237;
/** Thermal conductivity: 1 Btu·in/(h·ft²·°F) in W/(m·K). */
export const W_MK_PER_BTU_IN_HFT2F =
  (JOULES_PER_BTU / 3600) * (METRES_PER_INCH / (METRES_PER_FOOT * METRES_PER_FOOT)) * 1.8;
/** Density: 1 lb/ft³ in kg/m³. */
export const KG_M3_PER_LB_FT3 = KILOGRAMS_PER_POUND / METRES_PER_FOOT ** 3;
/** Specific heat: 1 Btu/(lb·°F) in J/(kg·K). */
export const J_KGK_PER_BTU_LBF = (JOULES_PER_BTU / KILOGRAMS_PER_POUND) * 1.8;
