import { assertFinite, assertPositive } from '../_lib/assert.js';
import type { SaturationTable } from './data/saturation-table.js';
import { R1234YF_TABLE } from './data/r1234yf.js';
import { R32_TABLE } from './data/r32.js';
import { refrigerantInfo, saturationTemperatureRangeC } from './refrigerants.js';
import type { RefrigerantId } from './refrigerants.js';
import {
  MOLAR_MASS_R1234YF_KG_MOL,
  MOLAR_MASS_R32_KG_MOL,
  gasMixtureViscosityPaS,
  liquidMixtureViscosityPaS,
  moleFraction,
} from './transport-estimate.js';

/** Saturation properties of a refrigerant at one temperature (SI). */
export interface SaturationState {
  readonly refrigerant: RefrigerantId;
  readonly temperatureC: number;
  /** Pressure at which liquid at this temperature starts to boil, Pa (absolute). */
  readonly bubblePressurePa: number;
  /** Pressure at which vapour at this temperature starts to condense, Pa (absolute). */
  readonly dewPressurePa: number;
  /** Saturated liquid (bubble point) density, kg/m³. */
  readonly liquidDensityKgM3: number;
  /** Saturated vapour (dew point) density, kg/m³. */
  readonly vapourDensityKgM3: number;
  /** Saturated liquid enthalpy, J/kg (IIR reference; only differences are meaningful). */
  readonly liquidEnthalpyJKg: number;
  readonly vapourEnthalpyJKg: number;
  readonly liquidSpecificHeatJKgK: number;
  readonly vapourSpecificHeatJKgK: number;
  readonly liquidViscosityPaS: number;
  readonly vapourViscosityPaS: number;
  /** True when the viscosities are estimated by mixing rules rather than tabulated (R-454B). */
  readonly viscosityEstimated: boolean;
}

/** R-454B composition, mass fraction of R-32. @see ANSI/ASHRAE Standard 34-2022, table 4-2 (R-32/R-1234yf 68.9/31.1). */
export const R454B_MASS_FRACTION_R32 = 0.689;

interface Bracket {
  readonly index: number;
  readonly fraction: number;
}

function rowCount(table: SaturationTable): number {
  return table.bubblePressurePa.length;
}

function bracketAtTemperature(table: SaturationTable, temperatureC: number): Bracket {
  const position = (temperatureC - table.temperatureMinC) / table.temperatureStepC;
  const index = Math.min(Math.max(Math.floor(position), 0), rowCount(table) - 2);
  return { index, fraction: position - index };
}

function at(values: readonly number[], index: number): number {
  const value = values[index];
  if (value === undefined) throw new RangeError(`Row ${index} is outside the table.`);
  return value;
}

function linear(values: readonly number[], { index, fraction }: Bracket): number {
  const low = at(values, index);
  return low + fraction * (at(values, index + 1) - low);
}

/** ln p is close to linear in T over 1 K (Clausius–Clapeyron), so pressures interpolate in ln p. */
function logLinear(values: readonly number[], { index, fraction }: Bracket): number {
  const low = Math.log(at(values, index));
  return Math.exp(low + fraction * (Math.log(at(values, index + 1)) - low));
}

function assertTemperatureInTable(id: RefrigerantId, temperatureC: number): void {
  assertFinite(temperatureC, 'temperatureC');
  const { minC, maxC } = saturationTemperatureRangeC(id);
  if (temperatureC < minC - 1e-9 || temperatureC > maxC + 1e-9) {
    throw new RangeError(
      `temperatureC must be between ${minC} and ${maxC} °C for ${refrigerantInfo(id).label}, got ${temperatureC}.`,
    );
  }
}

function estimatedR454bViscosities(bracket: Bracket): { liquid: number; vapour: number } {
  const x = moleFraction(R454B_MASS_FRACTION_R32, MOLAR_MASS_R32_KG_MOL, MOLAR_MASS_R1234YF_KG_MOL);
  const column = (
    table: SaturationTable,
    key: 'liquidViscosityPaS' | 'vapourViscosityPaS',
  ): number => {
    const values = table[key];
    if (values === null) throw new RangeError(`The ${key} column is missing.`);
    return linear(values, bracket);
  };
  return {
    liquid: liquidMixtureViscosityPaS(
      x,
      column(R32_TABLE, 'liquidViscosityPaS'),
      column(R1234YF_TABLE, 'liquidViscosityPaS'),
    ),
    vapour: gasMixtureViscosityPaS(
      x,
      column(R32_TABLE, 'vapourViscosityPaS'),
      column(R1234YF_TABLE, 'vapourViscosityPaS'),
      MOLAR_MASS_R32_KG_MOL,
      MOLAR_MASS_R1234YF_KG_MOL,
    ),
  };
}

/**
 * Saturation properties of a refrigerant at a temperature, interpolated in its CoolProp 8.0.0 table
 * (1 K steps): pressures log-linearly (ln p is nearly linear in T), everything else linearly. At a
 * tabulated temperature the table's value is returned exactly. For a zeotropic blend both pressures
 * are at the same temperature: liquid columns are at the bubble point, vapour columns at the dew
 * point. R-454B viscosities, which the table lacks, are estimated from R-32 and R-1234yf at the same
 * temperature (Grunberg–Nissan for the liquid, Wilke for the vapour).
 *
 * @param id - One of {@link REFRIGERANTS}.
 * @param temperatureC - Saturation temperature, °C, within the table (−50…70 °C; R-744 −50…30 °C).
 * @returns The saturation state.
 * @throws {RangeError} If the temperature is not finite or outside the table.
 * @see CoolProp 8.0.0 tables, shared/data/refrigerants (Bell et al. 2014)
 * @example saturationProperties('R134a', 0).bubblePressurePa //=> 292 803
 */
export function saturationProperties(id: RefrigerantId, temperatureC: number): SaturationState {
  const { table } = refrigerantInfo(id);
  assertTemperatureInTable(id, temperatureC);
  const bracket = bracketAtTemperature(table, temperatureC);
  let liquidViscosityPaS: number;
  let vapourViscosityPaS: number;
  const estimated = table.liquidViscosityPaS === null || table.vapourViscosityPaS === null;
  if (table.liquidViscosityPaS !== null && table.vapourViscosityPaS !== null) {
    liquidViscosityPaS = linear(table.liquidViscosityPaS, bracket);
    vapourViscosityPaS = linear(table.vapourViscosityPaS, bracket);
  } else if (id === 'R454B') {
    const viscosities = estimatedR454bViscosities(bracket);
    liquidViscosityPaS = viscosities.liquid;
    vapourViscosityPaS = viscosities.vapour;
  } else {
    throw new RangeError(`${refrigerantInfo(id).label} has no viscosity data.`);
  }
  return {
    refrigerant: id,
    temperatureC,
    bubblePressurePa: logLinear(table.bubblePressurePa, bracket),
    dewPressurePa: logLinear(table.dewPressurePa, bracket),
    liquidDensityKgM3: linear(table.liquidDensityKgM3, bracket),
    vapourDensityKgM3: linear(table.vapourDensityKgM3, bracket),
    liquidEnthalpyJKg: linear(table.liquidEnthalpyJKg, bracket),
    vapourEnthalpyJKg: linear(table.vapourEnthalpyJKg, bracket),
    liquidSpecificHeatJKgK: linear(table.liquidSpecificHeatJKgK, bracket),
    vapourSpecificHeatJKgK: linear(table.vapourSpecificHeatJKgK, bracket),
    liquidViscosityPaS,
    vapourViscosityPaS,
    viscosityEstimated: estimated,
  };
}

/** Which saturation curve: bubble (liquid starts to boil) or dew (vapour starts to condense). */
export type RefrigerantSaturationLine = 'bubble' | 'dew';

/**
 * Saturation temperature at a pressure: the exact inverse of the log-linear interpolation in
 * {@link saturationProperties}, so temperature → pressure → temperature round-trips to round-off.
 *
 * @param id - One of {@link REFRIGERANTS}.
 * @param pressurePa - Absolute pressure, Pa. Must be > 0 and within the table.
 * @param curve - 'bubble' or 'dew' (the same for a pure fluid).
 * @returns Saturation temperature, °C.
 * @throws {RangeError} If the pressure is not positive or outside the table's range.
 * @see CoolProp 8.0.0 tables, shared/data/refrigerants (Bell et al. 2014)
 * @example saturationTemperatureC('R134a', 292_803, 'bubble') //=> 0.0000
 */
export function saturationTemperatureC(
  id: RefrigerantId,
  pressurePa: number,
  curve: RefrigerantSaturationLine,
): number {
  assertPositive(pressurePa, 'pressurePa');
  const { table, label } = refrigerantInfo(id);
  const values = curve === 'bubble' ? table.bubblePressurePa : table.dewPressurePa;
  const last = values.length - 1;
  const lowest = at(values, 0);
  const highest = at(values, last);
  const slack = 1e-9 * highest;
  if (pressurePa < lowest - slack || pressurePa > highest + slack) {
    throw new RangeError(
      `pressurePa must be between ${Math.round(lowest)} and ${Math.round(highest)} Pa on the ${curve} curve of ${label}, got ${pressurePa}.`,
    );
  }
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (at(values, mid) <= pressurePa) lo = mid;
    else hi = mid;
  }
  const lnLow = Math.log(at(values, lo));
  const fraction = (Math.log(pressurePa) - lnLow) / (Math.log(at(values, hi)) - lnLow);
  return table.temperatureMinC + (lo + fraction) * table.temperatureStepC;
}
