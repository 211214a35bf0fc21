import { assertPositive } from '../_lib/assert.js';
import { STANDARD_ATMOSPHERE_PA } from '../constants.js';
import {
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
} from '../heat-load/constants.js';
import { moistAirDensityKgM3 } from '../psychrometrics/specific-volume.js';
import { standardAtmosphericPressurePa } from '../psychrometrics/standard-atmosphere.js';

/**
 * Dry bulb of standard air, °C: dry air at 20 °C and 101.325 kPa is 1.204 kg/m³. The factors scale
 * with the ratio of two densities at this one temperature, so the choice of it does not change them.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21 ("standard air", 1.204 kg/m³ at 20 °C, 101.325 kPa)
 */
const STANDARD_AIR_DRY_BULB_C = 20;

/** Air's heat-transfer factors for volume flows measured at one site's pressure. */
export interface AirFactors {
  /** Barometric pressure of the site, Pa. */
  readonly pressurePa: number;
  /** Density of dry standard-temperature air at that pressure, kg/m³ (1.204 at sea level). */
  readonly densityKgM3: number;
  /** ρ_site / ρ_sea level (1 at sea level, 0.8243 at 1,600 m). */
  readonly densityRatio: number;
  /** C_s: sensible heat per volume flow and kelvin, W per (m³/s)·K. */
  readonly sensibleWPerM3sK: number;
  /** C_l: latent heat per volume flow and humidity-ratio difference, W per (m³/s)·(kg/kg). */
  readonly latentWPerM3s: number;
}

/**
 * The sensible and latent factors of air whose volume flow is measured at a site's barometric
 * pressure: C_s = C_s,std·ρ/ρ_std and C_l = C_l,std·ρ/ρ_std, with the standard-air factors of the
 * heat-load engine (1.08 Btu/h·cfm·°F and 4840 Btu/h·cfm, that is 1.2072 W per L/s·K and 3005.6 W
 * per L/s) and ρ the density of moist air of the psychrometrics engine, dry, at the standard-air
 * temperature, at the site's pressure and at 101.325 kPa. A load in W is a mass flow times a change
 * of enthalpy, so the same volume carries less heat where the air is thinner: at 1,600 m (83.52 kPa)
 * ρ/ρ_std = 0.8243, and a room needs 1/0.8243 = 1.213 times the supply volume it needs at sea level.
 *
 * @param pressurePa - Barometric pressure of the site, Pa. Must be > 0.
 * @returns The pressure, the density, its ratio to sea level and the two factors.
 * @throws {RangeError} If the pressure is not a positive finite number.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11, "Infiltration and Ventilation Heat
 *   Gain" (q_s = C_s·Q·Δt, q_l = C_l·Q·ΔW; the constants are for standard air and are adjusted by
 *   density at other altitudes); ch. 1, eqs. 11 and 28 (density of moist air at a pressure)
 * @example airFactorsAtPressure(83_523).densityRatio //=> 0.8243 (1,600 m)
 */
export function airFactorsAtPressure(pressurePa: number): AirFactors {
  assertPositive(pressurePa, 'pressurePa');
  const densityKgM3 = moistAirDensityKgM3(STANDARD_AIR_DRY_BULB_C, 0, pressurePa);
  const densityRatio =
    densityKgM3 / moistAirDensityKgM3(STANDARD_AIR_DRY_BULB_C, 0, STANDARD_ATMOSPHERE_PA);
  return {
    pressurePa,
    densityKgM3,
    densityRatio,
    sensibleWPerM3sK: AIR_SENSIBLE_FACTOR_W_PER_M3S_K * densityRatio,
    latentWPerM3s: AIR_LATENT_FACTOR_W_PER_M3S * densityRatio,
  };
}

/**
 * The air factors at an elevation, its pressure that of the standard atmosphere.
 *
 * @param elevationM - Elevation of the site above sea level, m.
 * @returns The air factors at the standard pressure of the elevation.
 * @throws {RangeError} If the elevation is not finite or beyond the standard atmosphere.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 3: p = 101.325 (1 − 2.25577e-5 Z)^5.2559 kPa
 * @example airFactorsAtElevation(1600).sensibleWPerM3sK //=> 995.1 (83,523 Pa; 1207.19 at sea level)
 */
export function airFactorsAtElevation(elevationM: number): AirFactors {
  return airFactorsAtPressure(standardAtmosphericPressurePa(elevationM));
}

/** The factors of standard air at sea level (101.325 kPa): the heat-load engine's constants. */
export const SEA_LEVEL_AIR_FACTORS: AirFactors = airFactorsAtPressure(STANDARD_ATMOSPHERE_PA);
