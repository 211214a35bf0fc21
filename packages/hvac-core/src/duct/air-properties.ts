import { assertFinite, assertPositive } from '../_lib/assert.js';
import { GAS_CONSTANT_DRY_AIR_J_KGK, KELVIN_OFFSET } from '../constants.js';
// The module, not the domain's index: the index carries the whole chart engine into this entry's bundle.
import { standardAtmosphericPressurePa } from '../psychrometrics/standard-atmosphere.js';

/**
 * Reference viscosity of Sutherland's law for air, Pa·s at {@link SUTHERLAND_REFERENCE_K}.
 * @see White, F. M. (2006), Viscous Fluid Flow, 3rd ed., table 1-2 (air: μ0 = 1.716e-5 Pa·s,
 *   T0 = 273 K, S = 111 K); NASA/Sutherland (1893) form with S = 110.4 K.
 */
export const SUTHERLAND_REFERENCE_VISCOSITY_PA_S = 1.716e-5;
/** Reference temperature of Sutherland's law for air, K. @see White (2006), table 1-2. */
export const SUTHERLAND_REFERENCE_K = 273.15;
/** Sutherland constant of air, K. @see White (2006), table 1-2; Sutherland, W. (1893), Phil. Mag. 36:507. */
export const SUTHERLAND_CONSTANT_AIR_K = 110.4;

/**
 * Density of dry air as an ideal gas, ρ = p / (Rda·T).
 *
 * @param dryBulbC - Air temperature, °C. Must be above −273.15.
 * @param pressurePa - Absolute pressure, Pa. Must be > 0.
 * @returns Density, kg/m³.
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 1 and 28 (perfect-gas relation, Rda =
 *   287.042 J/(kg·K)); ch. 21 uses dry standard air, 1.204 kg/m³ at 20 °C and 101.325 kPa.
 * @example dryAirDensityKgM3(20, 101_325) //=> 1.2041
 */
export function dryAirDensityKgM3(dryBulbC: number, pressurePa: number): number {
  assertFinite(dryBulbC, 'dryBulbC');
  assertPositive(pressurePa, 'pressurePa');
  const kelvin = dryBulbC + KELVIN_OFFSET;
  assertPositive(kelvin, 'dryBulbC + 273.15');
  return pressurePa / (GAS_CONSTANT_DRY_AIR_J_KGK * kelvin);
}

/**
 * Dynamic viscosity of air by Sutherland's law, μ = μ0 (T/T0)^1.5 (T0 + S)/(T + S).
 * Within 1 % of tabulated air viscosity from 250 K to 400 K (−23 °C to 127 °C).
 *
 * @param dryBulbC - Air temperature, °C. Must be above −273.15.
 * @returns Dynamic viscosity, Pa·s.
 * @throws {RangeError} If the temperature is not finite or not above absolute zero.
 * @see White, F. M. (2006), Viscous Fluid Flow, 3rd ed., eq. 1-36 and table 1-2
 * @example airDynamicViscosityPaS(20) //=> 1.813e-5
 */
export function airDynamicViscosityPaS(dryBulbC: number): number {
  assertFinite(dryBulbC, 'dryBulbC');
  const kelvin = dryBulbC + KELVIN_OFFSET;
  assertPositive(kelvin, 'dryBulbC + 273.15');
  return (
    SUTHERLAND_REFERENCE_VISCOSITY_PA_S *
    (kelvin / SUTHERLAND_REFERENCE_K) ** 1.5 *
    ((SUTHERLAND_REFERENCE_K + SUTHERLAND_CONSTANT_AIR_K) / (kelvin + SUTHERLAND_CONSTANT_AIR_K))
  );
}

/** Properties of the air in a duct, SI. */
export interface AirProperties {
  /** Air temperature, °C. */
  readonly dryBulbC: number;
  /** Barometric pressure, Pa. */
  readonly pressurePa: number;
  /** Density, kg/m³. */
  readonly densityKgM3: number;
  /** Dynamic viscosity, Pa·s. */
  readonly dynamicViscosityPaS: number;
  /** Kinematic viscosity, m²/s. */
  readonly kinematicViscosityM2S: number;
}

/**
 * Dry-air properties in a duct at a temperature and site altitude: the pressure is the standard
 * atmosphere's at that altitude (duct static pressures are small beside it).
 *
 * @param dryBulbC - Air temperature, °C.
 * @param altitudeM - Site altitude, m.
 * @returns Temperature, pressure, density and viscosities, SI.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 3 (standard atmosphere) and ch. 21
 *   ("Nonstandard conditions": correct density and viscosity rather than using standard air)
 * @example airPropertiesAt(20, 0).densityKgM3 //=> 1.2041
 */
export function airPropertiesAt(dryBulbC: number, altitudeM: number): AirProperties {
  const pressurePa = standardAtmosphericPressurePa(altitudeM);
  const densityKgM3 = dryAirDensityKgM3(dryBulbC, pressurePa);
  const dynamicViscosityPaS = airDynamicViscosityPaS(dryBulbC);
  return {
    dryBulbC,
    pressurePa,
    densityKgM3,
    dynamicViscosityPaS,
    kinematicViscosityM2S: dynamicViscosityPaS / densityKgM3,
  };
}
