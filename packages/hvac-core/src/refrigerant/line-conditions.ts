import { KELVIN_OFFSET } from '../constants.js';
import { assertFinite, assertNonNegative } from '../_lib/assert.js';
import { saturationProperties, saturationTemperatureC } from './saturation.js';
import type { RefrigerantId } from './refrigerants.js';
import type { LineType } from './schema.js';
import { superheatedVapourState } from './superheated.js';
import type { SuperheatedVapourTable } from './superheated.js';

/** The operating point of the circuit, SI. Temperatures of blends are dew points unless named bubble. */
export interface CycleInput {
  readonly refrigerant: RefrigerantId;
  /** Saturated suction temperature: dew point at the evaporator outlet pressure, °C. */
  readonly evaporatingC: number;
  /** Condensing temperature: dew point at the condenser inlet pressure, °C. */
  readonly condensingC: number;
  readonly superheatK: number;
  readonly subcoolingK: number;
  readonly dischargeSuperheatK: number;
}

/** The fluid a line carries, at the line's conditions. */
export interface LineFluid {
  readonly phase: 'vapour' | 'liquid';
  readonly temperatureC: number;
  /** Absolute pressure at the line's inlet end used for the penalty, Pa. */
  readonly pressurePa: number;
  readonly densityKgM3: number;
  readonly viscosityPaS: number;
  readonly viscosityEstimated: boolean;
}

/** State points of the cycle the line sizer needs. */
export interface CycleConditions {
  readonly evaporatorPressurePa: number;
  readonly condenserPressurePa: number;
  /** Bubble temperature at the condenser pressure, °C (equals condensingC for a pure fluid). */
  readonly liquidBubbleC: number;
  /** Liquid leaving the condenser, °C: liquidBubbleC − subcooling. */
  readonly liquidTemperatureC: number;
  readonly suctionGasC: number;
  readonly dischargeGasC: number;
  /** Enthalpy of the gas leaving the evaporator, J/kg. */
  readonly suctionEnthalpyJKg: number;
  /** Enthalpy of the liquid entering the expansion device, J/kg. */
  readonly liquidEnthalpyJKg: number;
  /** Refrigerating effect h_suction − h_liquid, J/kg. */
  readonly refrigeratingEffectJKg: number;
}

/**
 * Density of a superheated vapour from the saturated vapour density at the same pressure, by the
 * ideal-gas temperature ratio ρ = ρ_g·T_sat/T (K). It ignores the change of the compressibility
 * factor with superheat, so near condensing pressure with a hot discharge it is 15–20 % high (R-22 at
 * 52 °C dew, 40 K superheat: about 80 kg/m³ against CoolProp's 69.36).
 *
 * @deprecated The line sizer no longer uses it: use {@link superheatedVapourState} with the
 *   refrigerant's CoolProp table. Kept for comparison.
 *
 * @param saturatedDensityKgM3 - Saturated vapour density at the line pressure, kg/m³. Must be ≥ 0.
 * @param saturationC - Dew temperature at the line pressure, °C.
 * @param gasC - Actual gas temperature, °C (≥ saturationC).
 * @returns Density, kg/m³.
 * @throws {RangeError} If an argument is not finite or negative.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 2 "Thermodynamics and refrigeration cycles"
 *   (ideal-gas relation pv = RT)
 * @example superheatedVapourDensityKgM3(30, 5, 15) //=> 28.96
 */
export function superheatedVapourDensityKgM3(
  saturatedDensityKgM3: number,
  saturationC: number,
  gasC: number,
): number {
  assertNonNegative(saturatedDensityKgM3, 'saturatedDensityKgM3');
  assertFinite(saturationC, 'saturationC');
  assertFinite(gasC, 'gasC');
  return (saturatedDensityKgM3 * (saturationC + KELVIN_OFFSET)) / (gasC + KELVIN_OFFSET);
}

/**
 * The cycle's state points: evaporator pressure (dew pressure at the evaporating temperature),
 * condenser pressure (dew pressure at the condensing temperature), liquid at the bubble point of the
 * condenser pressure less the subcooling, gas leaving the evaporator at the evaporating temperature
 * plus the superheat. Enthalpies: h_suction = h_g(t_e) + c_p,g·ΔT_sh; h_liquid = h_f(t_liquid)
 * (the pressure effect on liquid enthalpy is negligible).
 *
 * Blends are rated at dew points (AHRI 540 rates compressors at dew-point suction and discharge
 * temperatures), so the glide of a zeotrope appears in the liquid's bubble temperature.
 *
 * @param cycle - The operating point, SI.
 * @returns The state points.
 * @throws {RangeError} If a temperature falls outside the refrigerant's table.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 2 (refrigeration cycle, q = m·(h₁ − h₄));
 *   AHRI Standard 540-2020 (dew-point rating temperatures for zeotropic blends)
 * @example cycleConditions({ refrigerant: 'R134a', evaporatingC: 5, condensingC: 40, superheatK: 5, subcoolingK: 5, dischargeSuperheatK: 25 }).refrigeratingEffectJKg //=> 157 089
 */
export function cycleConditions(cycle: CycleInput): CycleConditions {
  const { refrigerant } = cycle;
  assertNonNegative(cycle.superheatK, 'superheatK');
  assertNonNegative(cycle.subcoolingK, 'subcoolingK');
  assertNonNegative(cycle.dischargeSuperheatK, 'dischargeSuperheatK');
  const evaporator = saturationProperties(refrigerant, cycle.evaporatingC);
  const condenser = saturationProperties(refrigerant, cycle.condensingC);
  const liquidBubbleC = saturationTemperatureC(refrigerant, condenser.dewPressurePa, 'bubble');
  const liquidTemperatureC = liquidBubbleC - cycle.subcoolingK;
  const liquid = saturationProperties(refrigerant, liquidTemperatureC);
  const suctionEnthalpyJKg =
    evaporator.vapourEnthalpyJKg + evaporator.vapourSpecificHeatJKgK * cycle.superheatK;
  return {
    evaporatorPressurePa: evaporator.dewPressurePa,
    condenserPressurePa: condenser.dewPressurePa,
    liquidBubbleC,
    liquidTemperatureC,
    suctionGasC: cycle.evaporatingC + cycle.superheatK,
    dischargeGasC: cycle.condensingC + cycle.dischargeSuperheatK,
    suctionEnthalpyJKg,
    liquidEnthalpyJKg: liquid.liquidEnthalpyJKg,
    refrigeratingEffectJKg: suctionEnthalpyJKg - liquid.liquidEnthalpyJKg,
  };
}

/**
 * The fluid in a line: suction gas at the evaporator pressure and the suction gas temperature,
 * discharge gas at the condenser pressure and the discharge temperature (density and viscosity of
 * the superheated vapour interpolated in the refrigerant's CoolProp table, {@link superheatedVapourState}),
 * or liquid at its subcooled temperature (saturated liquid properties at that temperature).
 *
 * @param cycle - The operating point, SI.
 * @param conditions - Its state points from {@link cycleConditions}.
 * @param lineType - 'suction', 'discharge' or 'liquid'.
 * @param vapour - The refrigerant's superheated-vapour table (`loadSuperheatedVapourTable` or
 *   `superheatedVapourTable`); unused for a liquid line.
 * @returns The line's fluid.
 * @throws {RangeError} If a temperature falls outside the refrigerant's tables, or the vapour table
 *   is another refrigerant's.
 * @see ASHRAE Handbook—Refrigeration (2018), ch. 1, "Refrigerant line sizing"; CoolProp 8.0.0
 *   superheated-vapour tables (shared/data/refrigerants-superheated)
 * @example lineFluid(cycle, cycleConditions(cycle), 'liquid', superheatedVapourTable('R22')).phase //=> 'liquid'
 */
export function lineFluid(
  cycle: CycleInput,
  conditions: CycleConditions,
  lineType: LineType,
  vapour: SuperheatedVapourTable,
): LineFluid {
  const { refrigerant } = cycle;
  if (lineType === 'liquid') {
    const liquid = saturationProperties(refrigerant, conditions.liquidTemperatureC);
    return {
      phase: 'liquid',
      temperatureC: conditions.liquidTemperatureC,
      pressurePa: conditions.condenserPressurePa,
      densityKgM3: liquid.liquidDensityKgM3,
      viscosityPaS: liquid.liquidViscosityPaS,
      viscosityEstimated: liquid.viscosityEstimated,
    };
  }
  if (vapour.refrigerant !== refrigerant) {
    throw new RangeError(
      `The superheated-vapour table is for ${vapour.refrigerant}, not ${refrigerant}.`,
    );
  }
  const suction = lineType === 'suction';
  const saturationC = suction ? cycle.evaporatingC : cycle.condensingC;
  const superheatK = suction ? cycle.superheatK : cycle.dischargeSuperheatK;
  const saturated = saturationProperties(refrigerant, saturationC);
  const gas = superheatedVapourState(vapour, saturationC, superheatK);
  return {
    phase: 'vapour',
    temperatureC: suction ? conditions.suctionGasC : conditions.dischargeGasC,
    pressurePa: saturated.dewPressurePa,
    densityKgM3: gas.densityKgM3,
    viscosityPaS: gas.viscosityPaS,
    viscosityEstimated: gas.viscosityEstimated,
  };
}
