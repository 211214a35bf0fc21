import { oneKelvinRowsMinC, rowColumn } from '../../_lib/row-table.js';

/** Glycol concentrations tabulated, % by mass. */
export type GlycolConcentrationPercent = 20 | 30 | 40 | 50;

/**
 * Thermophysical properties of one liquid at 1 K steps from `temperatureMinC`, as numeric arrays
 * (row i is at temperatureMinC + i·temperatureStepC). Every array has the same length.
 */
export interface FluidTable {
  /** The property model the numbers come from, for citation. */
  readonly fluidModel: string;
  /** Freezing point, °C. */
  readonly freezingPointC: number;
  /** Temperature of the first row, °C. */
  readonly temperatureMinC: number;
  /** Spacing of the rows, K. */
  readonly temperatureStepC: number;
  readonly densityKgM3: readonly number[];
  readonly dynamicViscosityPaS: readonly number[];
  readonly specificHeatJKgK: readonly number[];
  readonly thermalConductivityWMK: readonly number[];
}

/**
 * One row of a generated liquid table, in the order of the source CSV's columns: temperature °C,
 * density kg/m³, dynamic viscosity Pa·s, specific heat J/(kg·K), thermal conductivity W/(m·K).
 */
export type FluidRow = readonly [
  temperatureC: number,
  densityKgM3: number,
  dynamicViscosityPaS: number,
  specificHeatJKgK: number,
  thermalConductivityWMK: number,
];

/**
 * Builds a {@link FluidTable} from the rows a generated module stores (one row a temperature, 1 K
 * steps from the first row's temperature).
 *
 * @throws Error when the rows are not in 1 K steps.
 */
export function fluidTableFromRows(
  fluidModel: string,
  freezingPointC: number,
  rows: readonly FluidRow[],
): FluidTable {
  return {
    fluidModel,
    freezingPointC,
    temperatureMinC: oneKelvinRowsMinC(fluidModel, rows),
    temperatureStepC: 1,
    densityKgM3: rowColumn(rows, 1),
    dynamicViscosityPaS: rowColumn(rows, 2),
    specificHeatJKgK: rowColumn(rows, 3),
    thermalConductivityWMK: rowColumn(rows, 4),
  };
}
