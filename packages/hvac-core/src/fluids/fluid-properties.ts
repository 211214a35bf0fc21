import { assertFinite } from '../_lib/assert.js';
import { ETHYLENE_GLYCOL_TABLES } from './data/ethylene-glycol.js';
import type { FluidTable, GlycolConcentrationPercent } from './data/fluid-table.js';
import { PROPYLENE_GLYCOL_TABLES } from './data/propylene-glycol.js';
import { WATER_TABLE } from './data/water.js';

export type { GlycolConcentrationPercent } from './data/fluid-table.js';

/** The heat-transfer liquids the engine has property data for. */
export const FLUIDS = ['water', 'ethyleneGlycol', 'propyleneGlycol'] as const;
export type FluidName = (typeof FLUIDS)[number];

/**
 * Glycol concentrations with property tables, % by mass. Other concentrations are refused rather
 * than interpolated: viscosity and the freezing point are strongly non-linear in concentration,
 * and the tables for neighbouring concentrations start at different temperatures.
 */
export const GLYCOL_CONCENTRATIONS_PERCENT = [
  20, 30, 40, 50,
] as const satisfies readonly GlycolConcentrationPercent[];

/** Which liquid, at which concentration and temperature. */
export interface FluidPropertiesInput {
  readonly fluid: FluidName;
  /** Glycol concentration, % by mass: 20, 30, 40 or 50. Ignored for water. */
  readonly concentrationPercent?: number | undefined;
  /** Liquid temperature, °C. */
  readonly temperatureC: number;
}

/** Thermophysical properties of the liquid at one temperature (SI). */
export interface FluidProperties {
  readonly fluid: FluidName;
  /** Glycol concentration, % by mass (0 for water). */
  readonly concentrationPercent: number;
  readonly temperatureC: number;
  readonly densityKgM3: number;
  readonly dynamicViscosityPaS: number;
  /** ν = μ/ρ from the interpolated μ and ρ, m²/s. */
  readonly kinematicViscosityM2S: number;
  readonly specificHeatJKgK: number;
  readonly thermalConductivityWMK: number;
  readonly freezingPointC: number;
  /** Where the numbers come from (CoolProp 8.0.0 and the fluid model). */
  readonly source: string;
}

/** Temperatures a fluid's table covers, °C. */
export interface FluidTemperatureRange {
  readonly minC: number;
  readonly maxC: number;
  readonly freezingPointC: number;
}

const FLUID_NAMES: Readonly<Record<FluidName, string>> = {
  water: 'water',
  ethyleneGlycol: 'ethylene glycol',
  propyleneGlycol: 'propylene glycol',
};

function isGlycolConcentration(value: number | undefined): value is GlycolConcentrationPercent {
  return GLYCOL_CONCENTRATIONS_PERCENT.some((percent) => percent === value);
}

/**
 * A short human-readable name of the liquid, e.g. "ethylene glycol 30 %".
 *
 * @example fluidLabel('propyleneGlycol', 40) //=> 'propylene glycol 40 %'
 * @example fluidLabel('ethyleneGlycol') //=> 'ethylene glycol' (a list of fluids, no concentration yet)
 */
export function fluidLabel(fluid: FluidName, concentrationPercent?: number): string {
  if (fluid === 'water' || concentrationPercent === undefined) return FLUID_NAMES[fluid];
  return `${FLUID_NAMES[fluid]} ${String(concentrationPercent)} %`;
}

function tableFor(fluid: FluidName, concentrationPercent: number | undefined): FluidTable {
  if (fluid === 'water') return WATER_TABLE;
  if (!isGlycolConcentration(concentrationPercent)) {
    throw new RangeError(
      `concentrationPercent must be 20, 30, 40 or 50 (% by mass) for ${FLUID_NAMES[fluid]}, got ${String(concentrationPercent)}.`,
    );
  }
  return fluid === 'ethyleneGlycol'
    ? ETHYLENE_GLYCOL_TABLES[concentrationPercent]
    : PROPYLENE_GLYCOL_TABLES[concentrationPercent];
}

function tableMaxC(table: FluidTable): number {
  return table.temperatureMinC + (table.densityKgM3.length - 1) * table.temperatureStepC;
}

/**
 * The temperatures the property table of a liquid covers: water 1–150 °C (liquid at 1 atm to
 * 99 °C, saturated liquid above); glycols from the first whole degree above their freezing point
 * to 100 °C.
 *
 * @param fluid - The liquid.
 * @param concentrationPercent - Glycol concentration, % by mass (20, 30, 40, 50); ignored for water.
 * @returns The lowest and highest tabulated temperature and the freezing point, °C.
 * @throws {RangeError} If a glycol concentration is not one of the tabulated ones.
 * @see CoolProp 8.0.0 property tables (shared/data/README.md for the freezing points)
 * @example fluidTemperatureRangeC('ethyleneGlycol', 30) //=> { minC: -14, maxC: 100, freezingPointC: -14.6 }
 */
export function fluidTemperatureRangeC(
  fluid: FluidName,
  concentrationPercent?: number,
): FluidTemperatureRange {
  const table = tableFor(fluid, concentrationPercent);
  return {
    minC: table.temperatureMinC,
    maxC: tableMaxC(table),
    freezingPointC: table.freezingPointC,
  };
}

/**
 * Density, viscosity, specific heat, conductivity and freezing point of water or an aqueous glycol
 * solution, by linear interpolation in temperature between 1 K rows of CoolProp 8.0.0 tables.
 *
 * @param input - `fluid`, `concentrationPercent` (glycols: 20, 30, 40 or 50 % by mass) and
 *   `temperatureC`.
 * @returns The properties at that temperature (SI units, see {@link FluidProperties}).
 * @throws {RangeError} If the temperature is outside the table (below the first whole degree above
 *   freezing, above 100 °C for a glycol, outside 1–150 °C for water), or the concentration is not
 *   tabulated. The message names the field and the valid range.
 * @see CoolProp 8.0.0 (Bell et al. 2014): water HEOS::Water (IAPWS-95); glycols INCOMP::MEG and
 *   INCOMP::MPG at the given mass fraction
 * @example fluidProperties({ fluid: 'water', temperatureC: 20 }).densityKgM3 //=> 998.2072
 * @example fluidProperties({ fluid: 'ethyleneGlycol', concentrationPercent: 30, temperatureC: 20 }).dynamicViscosityPaS //=> 0.002166450
 */
export function fluidProperties(input: FluidPropertiesInput): FluidProperties {
  const { fluid, temperatureC } = input;
  if (!FLUIDS.includes(fluid)) {
    throw new RangeError(`fluid must be one of ${FLUIDS.join(', ')}, got ${String(fluid)}.`);
  }
  const table = tableFor(fluid, input.concentrationPercent);
  assertFinite(temperatureC, 'temperatureC');
  const maxC = tableMaxC(table);
  if (temperatureC < table.temperatureMinC || temperatureC > maxC) {
    const concentrationPercent = fluid === 'water' ? 0 : input.concentrationPercent;
    throw new RangeError(
      `temperatureC must be between ${table.temperatureMinC} and ${maxC} °C for ` +
        `${fluidLabel(fluid, concentrationPercent)} (freezing point ${table.freezingPointC} °C), got ${temperatureC}.`,
    );
  }
  const position = (temperatureC - table.temperatureMinC) / table.temperatureStepC;
  const lower = Math.min(Math.floor(position), table.densityKgM3.length - 2);
  const fraction = position - lower;
  const at = (values: readonly number[]): number => {
    const a = values[lower];
    const b = values[lower + 1];
    if (a === undefined || b === undefined)
      throw new RangeError(`No table row at ${temperatureC} °C.`);
    return a + fraction * (b - a);
  };
  const densityKgM3 = at(table.densityKgM3);
  const dynamicViscosityPaS = at(table.dynamicViscosityPaS);
  return {
    fluid,
    concentrationPercent: fluid === 'water' ? 0 : (input.concentrationPercent ?? 0),
    temperatureC,
    densityKgM3,
    dynamicViscosityPaS,
    kinematicViscosityM2S: dynamicViscosityPaS / densityKgM3,
    specificHeatJKgK: at(table.specificHeatJKgK),
    thermalConductivityWMK: at(table.thermalConductivityWMK),
    freezingPointC: table.freezingPointC,
    source: table.fluidModel,
  };
}
