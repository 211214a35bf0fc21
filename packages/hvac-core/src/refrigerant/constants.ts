/**
 * Constants of the refrigerant line sizer, each with its source. Shared physical constants live in
 * ../constants.ts; tube roughness is the pipe engine's drawn-tubing value.
 */
import { METRES_PER_FOOT } from '../units/factors.js';

const FPM = METRES_PER_FOOT / 60;

/**
 * Recommended gas velocities, m/s: suction 900–4000 fpm (4.5–20 m/s), discharge 2000–3500 fpm
 * (10–18 m/s). The upper ends are noise limits; results above them are flagged.
 * @see ASHRAE Handbook—Refrigeration (2010 and later editions), ch. 1 "Halocarbon refrigeration
 *   systems", table 1 "Recommended gas line velocities".
 */
export const RECOMMENDED_GAS_VELOCITY_M_S = {
  suction: { min: 900 * FPM, max: 4000 * FPM },
  discharge: { min: 2000 * FPM, max: 3500 * FPM },
} as const;

/**
 * Minimum gas velocity for oil return, m/s: 500 fpm (2.54 m/s) in horizontal suction and discharge
 * lines pitched in the direction of flow, 1000 fpm (5.08 m/s) in risers with upward flow. Oil
 * entrainment depends on the gas density and the tube diameter (ASHRAE's minimum-capacity tables for
 * risers); these round figures are the design rule most manufacturers print.
 * @see ACHR News, "Refrigeration piping on the rise" (achrnews.com/articles/83900): "minimum gas velocities of 500 fpm in
 *   horizontal runs and 1,000 fpm in vertical runs with upward gas flow ... maximum acceptable gas
 *   velocity, based on noise considerations, 4,000 fpm"; ASHRAE Handbook—Refrigeration (2018), ch. 1,
 *   "Oil management in refrigerant lines".
 */
export const OIL_RETURN_MIN_VELOCITY_M_S = { horizontal: 500 * FPM, riser: 1000 * FPM } as const;

/**
 * Largest liquid-line velocity, m/s (300 fpm): above it, a quick-closing solenoid valve causes liquid
 * hammer.
 * @see ASHRAE Handbook—Refrigeration (2018), ch. 1, "Liquid lines" (velocities of 300 fpm or less
 *   minimize or prevent liquid hammer when solenoid valves are used).
 */
export const LIQUID_HAMMER_MAX_VELOCITY_M_S = 300 * FPM;

/**
 * Liquid subcooling margin below which flashing at the expansion device is a risk, K (1 °F ≈ 0.56 K
 * is too little to absorb a transient): 1 K (1.8 °F).
 * @see ASHRAE Handbook—Refrigeration (2018), ch. 1, "Liquid lines" (pressure drop and liquid lift
 *   must not exceed the subcooling, or flash gas forms).
 */
export const MIN_SUBCOOLING_MARGIN_K = 1;

/**
 * Default allowed saturation-temperature penalty, K: about 1 K (2 °F) for suction and discharge
 * lines, 0.5 K (1 °F) for liquid lines. Imperial inputs default to the round °F values.
 * @see ASHRAE Handbook—Refrigeration (2018), ch. 1, "Refrigerant line sizing" (lines are usually
 *   sized for a pressure drop equal to about 1 K (2 °F) of saturation temperature change; the
 *   line-capacity tables use 2 °F for suction and discharge, 1 °F for liquid lines).
 */
export const DEFAULT_TEMPERATURE_PENALTY = {
  suction: { Imperial: 2, Metric: 1 },
  discharge: { Imperial: 2, Metric: 1 },
  liquid: { Imperial: 1, Metric: 0.5 },
} as const;

/**
 * Default superheat of the discharge gas above the condensing (dew) temperature when none is given:
 * 45 °F (Imperial) or 25 K (Metric), a typical compressor discharge for air conditioning. It sets the
 * discharge gas density (lower when hotter, so a higher pressure drop).
 */
export const DEFAULT_DISCHARGE_SUPERHEAT = { Imperial: 45, Metric: 25 } as const;

/** Friction-penalty slack so that a tube exactly at the allowed penalty passes in both unit systems. */
export const LIMIT_SLACK = 1e-9;

/**
 * Dew temperature up to which bilinear interpolation in the superheated-vapour tables is within
 * 0.25 % of CoolProp's density, °C (R-744: 0.3 % up to 25 °C); above it, nearer the critical point,
 * within 1.4 %, and the sizer warns.
 * @see shared/data/README.md, "refrigerants-superheated/" (CoolProp 8.0.0 tables).
 */
export const SUPERHEATED_ACCURATE_TO_C = { other: 60, R744: 25 } as const;
