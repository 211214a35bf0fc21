/**
 * Constants of the heat-load method, each with its source. Physical constants shared by every domain
 * (standard pressure, gravity) are in `../constants.ts`; unit factors are in `../units/factors.ts`.
 */
import { METRES_PER_FOOT, WATTS_PER_BTU_PER_HOUR, W_M2K_PER_BTU_HFT2F } from '../units/index.js';

/** One cfm in m³/s (ft³/min × 0.3048³ / 60). */
const M3S_PER_CFM = METRES_PER_FOOT ** 3 / 60;
/** One ft² in m². */
const M2_PER_FT2 = METRES_PER_FOOT ** 2;
/** One °F temperature difference in K. */
const K_PER_DELTA_F = 1 / 1.8;

// ---------------------------------------------------------------------------------------------
// Air: sensible and latent heat of an outdoor airflow (ventilation, infiltration)
// ---------------------------------------------------------------------------------------------

/**
 * Sensible heat factor of standard air, Btu/h per cfm·°F: 60 min/h × 0.075 lb/ft³ × 0.24 Btu/lb·°F
 * = 1.08. The customary inch-pound value (standard air of 0.075 lb/ft³, dry-air specific heat).
 * ASHRAE's load chapter uses 1.10 (moist-air cp 0.244); the two differ by 1.8 %.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Infiltration and Ventilation Heat Gain",
 *   q_s = C_s·Q·Δt (standard-air sensible heat); ch. 1 (standard air 0.075 lb/ft³, 1.204 kg/m³;
 *   cp of dry air 1.006 kJ/kg·K = 0.240 Btu/lb·°F).
 */
export const AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F = 1.08;

/**
 * Latent heat factor of standard air, Btu/h per cfm per (lb water/lb dry air): 60 min/h × 0.075 lb/ft³
 * × 1076 Btu/lb (enthalpy of vapour at room conditions less that of liquid water) = 4842, rounded
 * to 4840.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Infiltration and Ventilation Heat Gain",
 *   q_l = C_l·Q·ΔW with C_l = 4840 Btu/h·cfm (3010 W/(L/s) in the SI edition).
 */
export const AIR_LATENT_FACTOR_BTUH_PER_CFM = 4840;

/**
 * The sensible factor in SI, W per (m³/s)·K, derived from the inch-pound 1.08 with exact unit factors
 * (≈ 1207.19, i.e. 1.2072 W per L/s·K) so that a room gives the same watts in either unit system.
 * ρ·cp of standard air computed in SI (1.204 kg/m³ × 1006 J/kg·K = 1211 J/m³·K) is 0.3 % higher:
 * 0.075 lb/ft³ and 0.24 Btu/lb·°F are themselves rounded.
 */
export const AIR_SENSIBLE_FACTOR_W_PER_M3S_K =
  (AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F * WATTS_PER_BTU_PER_HOUR) / (M3S_PER_CFM * K_PER_DELTA_F);

/**
 * The latent factor in SI, W per (m³/s) per (kg/kg), derived from the inch-pound 4840 (≈ 3.0056e6,
 * i.e. 3005.6 W per L/s per kg/kg; the SI edition of ASHRAE rounds it to 3010).
 */
export const AIR_LATENT_FACTOR_W_PER_M3S =
  (AIR_LATENT_FACTOR_BTUH_PER_CFM * WATTS_PER_BTU_PER_HOUR) / M3S_PER_CFM;

/** Seconds per hour: converts air changes per hour into a volumetric flow. */
export const SECONDS_PER_HOUR = 3600;

// ---------------------------------------------------------------------------------------------
// People: ASHRAE Handbook—Fundamentals (2021), ch. 18, table 1
// ---------------------------------------------------------------------------------------------

/** Source of the people heat gains. */
export const PEOPLE_HEAT_GAIN_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 18, table 1 "Representative Rates at Which Heat and Moisture Are Given Off by Human Beings in Different States of Activity" (adjusted values; room at 75 °F / 24 °C)';

/** Identifiers of the activity levels, in the table's order. */
export const ACTIVITY_LEVEL_IDS = [
  'seatedAtTheater',
  'seatedAtTheaterNight',
  'seatedVeryLightWork',
  'moderatelyActiveOfficeWork',
  'standingLightWorkWalking',
  'walkingStanding',
  'sedentaryWorkRestaurant',
  'lightBenchWork',
  'moderateDancing',
  'walking3MphLightMachineWork',
  'bowling',
  'heavyWork',
  'heavyMachineWorkLifting',
  'athletics',
] as const;

export type ActivityLevelId = (typeof ACTIVITY_LEVEL_IDS)[number];

/** One row of ASHRAE F ch. 18 table 1. */
export interface ActivityLevel {
  readonly id: ActivityLevelId;
  /** Degree of activity and typical application, as the table words them. */
  readonly label: string;
  /** Typical application (the table's "Location" column). */
  readonly location: string;
  /** Adjusted sensible heat gain per person, Btu/h (I-P edition of the table). */
  readonly sensibleBtuPerHour: number;
  /** Adjusted latent heat gain per person, Btu/h (I-P edition of the table). */
  readonly latentBtuPerHour: number;
  /** Sensible heat gain per person, W: the I-P value converted exactly. This is what the engine uses. */
  readonly sensibleW: number;
  /** Latent heat gain per person, W: the I-P value converted exactly. This is what the engine uses. */
  readonly latentW: number;
  /** Sensible heat gain as printed in the SI edition, W (rounded there to 5 W), for reference. */
  readonly siEditionSensibleW: number;
  /** Latent heat gain as printed in the SI edition, W (rounded there to 5 W), for reference. */
  readonly siEditionLatentW: number;
  /** Table note that applies to this row, if any. */
  readonly note?: string;
  readonly source: string;
}

interface ActivityRow {
  readonly id: ActivityLevelId;
  readonly label: string;
  readonly location: string;
  /** [sensible, latent] Btu/h, I-P edition. */
  readonly btuPerHour: readonly [number, number];
  /** [sensible, latent] W, SI edition. */
  readonly siEditionW: readonly [number, number];
  readonly note?: string;
}

const ACTIVITY_ROWS: readonly ActivityRow[] = [
  {
    id: 'seatedAtTheater',
    label: 'Seated at theater (matinee)',
    location: 'Theater, matinee',
    btuPerHour: [225, 105],
    siEditionW: [65, 30],
  },
  {
    id: 'seatedAtTheaterNight',
    label: 'Seated at theater (night)',
    location: 'Theater, night',
    btuPerHour: [245, 105],
    siEditionW: [70, 35],
  },
  {
    id: 'seatedVeryLightWork',
    label: 'Seated, very light work',
    location: 'Offices, hotels, apartments',
    btuPerHour: [245, 155],
    siEditionW: [70, 45],
  },
  {
    id: 'moderatelyActiveOfficeWork',
    label: 'Moderately active office work',
    location: 'Offices, hotels, apartments',
    btuPerHour: [250, 200],
    siEditionW: [75, 55],
  },
  {
    id: 'standingLightWorkWalking',
    label: 'Standing, light work; walking',
    location: 'Department store; retail store',
    btuPerHour: [250, 200],
    siEditionW: [75, 55],
  },
  {
    id: 'walkingStanding',
    label: 'Walking, standing',
    location: 'Drug store, bank',
    btuPerHour: [250, 250],
    siEditionW: [75, 70],
  },
  {
    id: 'sedentaryWorkRestaurant',
    label: 'Sedentary work (restaurant)',
    location: 'Restaurant',
    btuPerHour: [275, 275],
    siEditionW: [80, 80],
    note: 'Includes 60 Btu/h (18 W) for food per individual: 30 Btu/h (9 W) sensible and 30 Btu/h (9 W) latent.',
  },
  {
    id: 'lightBenchWork',
    label: 'Light bench work',
    location: 'Factory',
    btuPerHour: [275, 475],
    siEditionW: [80, 140],
  },
  {
    id: 'moderateDancing',
    label: 'Moderate dancing',
    location: 'Dance hall',
    btuPerHour: [305, 545],
    siEditionW: [90, 160],
  },
  {
    id: 'walking3MphLightMachineWork',
    label: 'Walking 3 mph (4.8 km/h); light machine work',
    location: 'Factory',
    btuPerHour: [375, 625],
    siEditionW: [110, 185],
  },
  {
    id: 'bowling',
    label: 'Bowling',
    location: 'Bowling alley',
    btuPerHour: [580, 870],
    siEditionW: [170, 255],
    note: 'Figure one person per alley actually bowling, and all others as sitting or standing and walking slowly.',
  },
  {
    id: 'heavyWork',
    label: 'Heavy work',
    location: 'Factory',
    btuPerHour: [580, 870],
    siEditionW: [170, 255],
  },
  {
    id: 'heavyMachineWorkLifting',
    label: 'Heavy machine work; lifting',
    location: 'Factory',
    btuPerHour: [635, 965],
    siEditionW: [185, 285],
  },
  {
    id: 'athletics',
    label: 'Athletics',
    location: 'Gymnasium',
    btuPerHour: [710, 1090],
    siEditionW: [210, 315],
  },
];

/**
 * The selectable people activity levels: ASHRAE Handbook—Fundamentals (2021), ch. 18, table 1,
 * adjusted heat gains (normal mix of men, women and children for the application) at a room
 * dry bulb of 75 °F (24 °C). The engine uses the I-P edition's Btu/h values, converted exactly to W,
 * so that Imperial and Metric give the same physical answer; the SI edition's values, rounded to
 * 5 W, are kept beside them for checking (e.g. office work 250/200 Btu/h = 73.3/58.6 W, printed as
 * 75/55 W in the SI edition). At 80 °F (27 °C) the table notes that the sensible gain falls by
 * about 20 % and the latent rises to keep the same total.
 */
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = ACTIVITY_ROWS.map((row) => ({
  id: row.id,
  label: row.label,
  location: row.location,
  sensibleBtuPerHour: row.btuPerHour[0],
  latentBtuPerHour: row.btuPerHour[1],
  sensibleW: row.btuPerHour[0] * WATTS_PER_BTU_PER_HOUR,
  latentW: row.btuPerHour[1] * WATTS_PER_BTU_PER_HOUR,
  siEditionSensibleW: row.siEditionW[0],
  siEditionLatentW: row.siEditionW[1],
  ...(row.note === undefined ? {} : { note: row.note }),
  source: PEOPLE_HEAT_GAIN_SOURCE,
}));

/** The activity level used when none is given. */
export const DEFAULT_ACTIVITY_LEVEL: ActivityLevelId = 'moderatelyActiveOfficeWork';

// ---------------------------------------------------------------------------------------------
// Window solar gain: peak solar heat gain factors
// ---------------------------------------------------------------------------------------------

/**
 * Source and assumptions of the peak solar heat gain factors.
 */
export const SOLAR_HEAT_GAIN_FACTOR_SOURCE =
  'ASHRAE Handbook—Fundamentals (1997), ch. 28, maximum solar heat gain factors (SHGF) for sunlit glass, 40° N latitude, July, clear day; shading coefficient SC = SHGC/0.87 (ASHRAE Handbook—Fundamentals (1997), ch. 29)';

/** The latitude and month the solar table stands for. */
export const SOLAR_DESIGN_ASSUMPTION =
  '40° N latitude, July 21, clear sky, sunlit glass, no interior or exterior shading';

/**
 * Solar heat gain coefficient of the SHGF reference glass (3 mm / 1/8 in. clear double-strength
 * sheet): SC = SHGC / 0.87.
 *
 * @see ASHRAE Handbook—Fundamentals (1997), ch. 29 "Fenestration" (shading coefficient).
 */
export const REFERENCE_GLASS_SHGC = 0.87;

/** Identifiers of the window orientations (the direction the glass faces); "Horizontal" is a skylight. */
export const WINDOW_ORIENTATION_IDS = [
  'N',
  'NE',
  'E',
  'SE',
  'S',
  'SW',
  'W',
  'NW',
  'Horizontal',
] as const;

export type WindowOrientationId = (typeof WINDOW_ORIENTATION_IDS)[number];

/** A window orientation with its peak solar heat gain factor. */
export interface WindowOrientation {
  readonly id: WindowOrientationId;
  readonly label: string;
  /** Maximum SHGF for the orientation, Btu/h·ft² (as published). */
  readonly peakSolarHeatGainFactorBtuPerHourFt2: number;
  /** The same in SI, W/m² (exact conversion). */
  readonly peakSolarHeatGainFactorWm2: number;
}

const ORIENTATION_ROWS: readonly (readonly [WindowOrientationId, string, number])[] = [
  ['N', 'North', 38],
  ['NE', 'Northeast', 163],
  ['E', 'East', 216],
  ['SE', 'Southeast', 170],
  ['S', 'South', 109],
  ['SW', 'Southwest', 170],
  ['W', 'West', 216],
  ['NW', 'Northwest', 163],
  ['Horizontal', 'Horizontal (skylight)', 262],
];

/** W/m² per Btu/h·ft². */
const WM2_PER_BTUH_FT2 = WATTS_PER_BTU_PER_HOUR / M2_PER_FT2;

/**
 * Window orientations with the peak (maximum) solar heat gain factor for 40° N latitude in July,
 * Btu/h·ft² (N 38, NE/NW 163, E/W 216, SE/SW 170, S 109, horizontal 262).
 * South glass peaks in winter at this latitude (about 254 Btu/h·ft² in December): the July
 * value is the one that coincides with the summer cooling design day.
 *
 * @see ASHRAE Handbook—Fundamentals (1997), ch. 28, maximum SHGF for sunlit glass, 40° N, July.
 */
export const WINDOW_ORIENTATIONS: readonly WindowOrientation[] = ORIENTATION_ROWS.map(
  ([id, label, shgf]) => ({
    id,
    label,
    peakSolarHeatGainFactorBtuPerHourFt2: shgf,
    peakSolarHeatGainFactorWm2: shgf * WM2_PER_BTUH_FT2,
  }),
);

/** The orientation used when none is given. */
export const DEFAULT_WINDOW_ORIENTATION: WindowOrientationId = 'S';

// ---------------------------------------------------------------------------------------------
// Plausibility checks (warnings, not errors)
// ---------------------------------------------------------------------------------------------

/**
 * U-factors above which a surface is flagged as unusual, W/m²·K (from Btu/h·ft²·°F): 0.5 for walls
 * and roofs (uninsulated masonry and frame constructions fall below it) and 1.3 for windows (single
 * glazing in an aluminium frame without a thermal break is about 1.2–1.3).
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 15, table 4 (fenestration U-factors) and ch. 27
 *   (U-factors of typical wall and roof assemblies).
 */
export const HIGH_U_VALUE_W_M2K = {
  wall: 0.5 * W_M2K_PER_BTU_HFT2F,
  window: 1.3 * W_M2K_PER_BTU_HFT2F,
  roof: 0.5 * W_M2K_PER_BTU_HFT2F,
} as const;

/**
 * Outdoor air rates for office space in the breathing zone, as each edition of the standard prints
 * them (the SI values are rounded, not converted): Rp per person and Ra per floor area, for a rough
 * check of the ventilation rate, Vbz = Rp·Pz + Ra·Az. Units: cfm and cfm/ft² (Imperial), L/s and
 * L/s·m² (Metric).
 *
 * @see ANSI/ASHRAE Standard 62.1-2019, section 6.2.2.1 (eq. 6.2.2.1) and table 6.2.2.1, "Office
 *   space": Rp = 5 cfm/person (2.5 L/s·person), Ra = 0.06 cfm/ft² (0.3 L/s·m²).
 * @deprecated The heat load checks ventilation with `occupancyCategory` of
 *   `@org/hvac-core/ventilation` (the one 62.1 table, SI converted from I-P, not the rounded SI
 *   edition, so both unit systems agree); kept for callers of earlier versions.
 */
export const OFFICE_OUTDOOR_AIR_RATES = {
  Imperial: { perPerson: 5, perFloorArea: 0.06 },
  Metric: { perPerson: 2.5, perFloorArea: 0.3 },
} as const;
