/**
 * Constants of the psychrometric equations, each in the unit system of the ASHRAE edition it comes
 * from. ASHRAE publishes every equation twice (SI and inch-pound editions of Fundamentals ch. 1);
 * the inch-pound coefficients are rounded separately (for example 0.240 Btu/lb·°F for dry air where
 * 1.006 kJ/kg·K converts to 0.24028), so the two sets agree to about 0.1 %, not exactly.
 *
 * @see ASHRAE Handbook—Fundamentals (2017), SI and I-P editions, ch. 1 "Psychrometrics".
 */
import {
  LATENT_HEAT_WATER_0C_J_KG,
  SPECIFIC_HEAT_DRY_AIR_J_KGK,
  SPECIFIC_HEAT_WATER_VAPOUR_J_KGK,
} from '../constants.js';

/** Ratio of the molar masses of water and dry air, Mw/Mda = 18.015268/28.966. @see ASHRAE F (2017) ch. 1, eq. 20. */
export const MOLAR_MASS_RATIO_WATER_DRY_AIR = 0.621945;

/** 1/0.621945, the vapour term of the specific volume. @see ASHRAE F (2017) ch. 1, eq. 26. */
export const SPECIFIC_VOLUME_VAPOUR_FACTOR = 1.607858;

/** Gas constant of dry air in I-P units, ft·lbf/(lb·°R). @see ASHRAE F (2017) I-P ch. 1, eq. 26 (Rda = 53.350). */
export const GAS_CONSTANT_DRY_AIR_FT_LBF_LBR = 53.35;

/** Rankine temperature of 0 °F. */
export const RANKINE_OFFSET = 459.67;

/** Square inches per square foot (psi to lbf/ft² in the I-P specific volume). */
export const SQUARE_INCHES_PER_SQUARE_FOOT = 144;

/** One Btu/lb (International Table) in J/kg, exact: 1055.05585262 J / 0.45359237 kg. */
export const J_KG_PER_BTU_LB = 2326;

/** One grain in pounds: 7000 grains make a pound (avoirdupois). */
export const GRAINS_PER_POUND = 7000;

/**
 * Hyland–Wexler coefficients of ln(pws) over ice (C1..C7) and over liquid water (C8..C13).
 *
 * @see ASHRAE F (2017) ch. 1, eq. 5 (ice, −100 to 0 °C) and eq. 6 (water, 0 to 200 °C);
 *   Hyland, R. W. and A. Wexler (1983), ASHRAE Transactions 89(2A): 500–519.
 */
export interface HylandWexlerCoefficients {
  /** C1..C7 of eq. 5, ln(pws) over ice. */
  readonly ice: readonly [number, number, number, number, number, number, number];
  /** C8..C13 of eq. 6, ln(pws) over water. */
  readonly water: readonly [number, number, number, number, number, number];
}

/** Eq. 5 and 6 in SI: T in K, pws in Pa. */
export const HYLAND_WEXLER_SI: HylandWexlerCoefficients = {
  ice: [
    -5.6745359e3, 6.3925247, -9.677843e-3, 6.2215701e-7, 2.0747825e-9, -9.484024e-13, 4.1635019,
  ],
  water: [-5.8002206e3, 1.3914993, -4.8640239e-2, 4.1764768e-5, -1.4452093e-8, 6.5459673],
};

/** Eq. 5 and 6 in I-P: T in °R, pws in psia. */
export const HYLAND_WEXLER_IP: HylandWexlerCoefficients = {
  ice: [
    -1.0214165e4, -4.8932428, -5.3765794e-3, 1.9202377e-7, 3.5575832e-10, -9.0344688e-14, 4.1635019,
  ],
  water: [-1.0440397e4, -1.129465e1, -2.7022355e-2, 1.289036e-5, -2.4780681e-9, 6.5459673],
};

/**
 * Triple point of water, where the saturation curve switches from ice to liquid water: 0.01 °C
 * (32.018 °F). Eq. 5 is stated for −100 to 0 °C and eq. 6 for 0 to 200 °C; switching at the triple
 * point, as PsychroLib does, keeps pws continuous to 1e-5 relative there.
 */
export const TRIPLE_POINT_WATER_C = 0.01;
export const TRIPLE_POINT_WATER_F = 32.018;

/** Validity of the Hyland–Wexler equations, °C. @see ASHRAE F (2017) ch. 1, eq. 5 and 6. */
export const HYLAND_WEXLER_MIN_C = -100;
export const HYLAND_WEXLER_MAX_C = 200;
export const HYLAND_WEXLER_MIN_F = -148;
export const HYLAND_WEXLER_MAX_F = 392;

/** Range of dry-bulb temperature the calculators accept, °C (ASHRAE F (2017) ch. 1, tables 2 and 3 span −60 to 90 °C and beyond). */
export const DRY_BULB_MIN_C = -60;
export const DRY_BULB_MAX_C = 100;

/** Range of barometric pressure the calculators accept, Pa (about 4400 m above to 700 m below sea level). */
export const PRESSURE_MIN_PA = 60_000;

/**
 * A chart whose pressure differs from the standard sea-level 101.325 kPa by more than this share
 * says so in its warnings (air density, and with it the air and heat each volume of airflow carries,
 * differs by the same share at a given temperature and humidity ratio). A product threshold, not a
 * published one: 1 % is about 280 ft (85 m) of altitude, beyond what a chart is read to.
 */
export const NON_STANDARD_PRESSURE_NOTICE_SHARE = 0.01;
export const PRESSURE_MAX_PA = 110_000;

/** Standard atmosphere, eq. 3 and 4, in SI (Z in m). @see ASHRAE F (2017) ch. 1, eq. 3 and 4. */
export const STANDARD_ATMOSPHERE_SI = {
  seaLevelPressure: 101_325,
  lapseFactor: 2.25577e-5,
  exponent: 5.2559,
  seaLevelTemperature: 15,
  temperatureLapse: 0.0065,
} as const;

/** Standard atmosphere, eq. 3 and 4, in I-P (Z in ft, psia, °F). @see ASHRAE F (2017) I-P ch. 1, eq. 3 and 4. */
export const STANDARD_ATMOSPHERE_IP = {
  seaLevelPressure: 14.696,
  lapseFactor: 6.8754e-6,
  exponent: 5.2559,
  seaLevelTemperature: 59,
  temperatureLapse: 0.0035662,
} as const;

/**
 * Coefficients of the moist-air enthalpy h = cpa·t + W·(hg0 + cpv·t), eq. 30. SI: J/kg with t in
 * °C (datum: dry air and liquid water at 0 °C). I-P: Btu/lb with t in °F (datum: dry air at 0 °F,
 * liquid water at 32 °F).
 */
export interface EnthalpyCoefficients {
  readonly dryAir: number;
  readonly vapourAtDatum: number;
  readonly vapour: number;
}
/** @see ASHRAE F (2017) ch. 1, eq. 30: h = 1.006 t + W (2501 + 1.86 t), kJ/kg (here in J/kg). */
export const ENTHALPY_SI: EnthalpyCoefficients = {
  dryAir: SPECIFIC_HEAT_DRY_AIR_J_KGK,
  vapourAtDatum: LATENT_HEAT_WATER_0C_J_KG,
  vapour: SPECIFIC_HEAT_WATER_VAPOUR_J_KGK,
};
/** @see ASHRAE F (2017) I-P ch. 1, eq. 30: h = 0.240 t + W (1061 + 0.444 t), Btu/lb. */
export const ENTHALPY_IP: EnthalpyCoefficients = {
  dryAir: 0.24,
  vapourAtDatum: 1061,
  vapour: 0.444,
};

/**
 * Coefficients of the wet-bulb relation W = ((a − b t*) Ws* − cpa (t − t*)) / (a + cpv t − c t*),
 * eq. 33 (wetted surface of liquid water, t* at or above freezing) and eq. 35 (ice, t* below).
 */
export interface WetBulbCoefficients {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly dryAir: number;
  readonly vapour: number;
}
/** @see ASHRAE F (2017) ch. 1, eq. 33: W = ((2501 − 2.326 t*) Ws* − 1.006 (t − t*)) / (2501 + 1.86 t − 4.186 t*). */
export const WET_BULB_WATER_SI: WetBulbCoefficients = {
  a: 2501,
  b: 2.326,
  c: 4.186,
  dryAir: 1.006,
  vapour: 1.86,
};
/** @see ASHRAE F (2017) ch. 1, eq. 35: W = ((2830 − 0.24 t*) Ws* − 1.006 (t − t*)) / (2830 + 1.86 t − 2.1 t*). */
export const WET_BULB_ICE_SI: WetBulbCoefficients = {
  a: 2830,
  b: 0.24,
  c: 2.1,
  dryAir: 1.006,
  vapour: 1.86,
};
/** @see ASHRAE F (2017) I-P ch. 1, eq. 33: W = ((1093 − 0.556 t*) Ws* − 0.240 (t − t*)) / (1093 + 0.444 t − t*). */
export const WET_BULB_WATER_IP: WetBulbCoefficients = {
  a: 1093,
  b: 0.556,
  c: 1,
  dryAir: 0.24,
  vapour: 0.444,
};
/** @see ASHRAE F (2017) I-P ch. 1, eq. 35: W = ((1220 − 0.04 t*) Ws* − 0.240 (t − t*)) / (1220 + 0.444 t − 0.48 t*). */
export const WET_BULB_ICE_IP: WetBulbCoefficients = {
  a: 1220,
  b: 0.04,
  c: 0.48,
  dryAir: 0.24,
  vapour: 0.444,
};

/** Freezing point of water, where eq. 33 gives way to eq. 35: 0 °C, 32 °F. */
export const FREEZING_POINT_C = 0;
export const FREEZING_POINT_F = 32;

/**
 * Density of liquid water used to turn condensate and humidifier water mass into volume, kg/m³: the
 * conventional value (NIST SP 811 (2008) B.8), within 0.3 % of water from 0 to 40 °C.
 */
export const WATER_DENSITY_KG_M3 = 1000;

/**
 * Relative slack when testing a humidity ratio against saturation, so that a saturated state
 * computed by another route (enthalpy, PsychroLib) is not rejected for a rounding error.
 */
export const SATURATION_TOLERANCE = 1e-9;

/** Humidity ratios this close below 0, kg/kg, are rounding errors of perfectly dry air (W = 0). */
export const HUMIDITY_RATIO_ROUNDING = 1e-12;
