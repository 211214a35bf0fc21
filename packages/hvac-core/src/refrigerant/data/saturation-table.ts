import { oneKelvinRowsMinC, rowColumn } from '../../_lib/row-table.js';

/**
 * Saturation properties of one refrigerant at 1 K steps from `temperatureMinC`, as numeric arrays
 * (row i is at temperatureMinC + i·temperatureStepC; every array has the same length). Liquid
 * columns are saturated liquid at the bubble point, vapour columns saturated vapour at the dew point,
 * both at the row's temperature; for a zeotropic blend the two pressures differ (the glide). A
 * column CoolProp has no model for is null.
 */
export interface SaturationTable {
  /** The property model the numbers come from, for citation. */
  readonly fluidModel: string;
  readonly temperatureMinC: number;
  readonly temperatureStepC: number;
  readonly bubblePressurePa: readonly number[];
  readonly dewPressurePa: readonly number[];
  readonly liquidDensityKgM3: readonly number[];
  readonly vapourDensityKgM3: readonly number[];
  readonly liquidEnthalpyJKg: readonly number[];
  readonly vapourEnthalpyJKg: readonly number[];
  readonly liquidSpecificHeatJKgK: readonly number[];
  readonly vapourSpecificHeatJKgK: readonly number[];
  readonly liquidViscosityPaS: readonly number[] | null;
  readonly vapourViscosityPaS: readonly number[] | null;
}

/**
 * One row of a generated saturation table, in the order of the source CSV's columns: temperature °C,
 * bubble and dew pressure Pa, liquid and vapour density kg/m³, liquid and vapour enthalpy J/kg,
 * liquid and vapour specific heat J/(kg·K), liquid and vapour viscosity Pa·s (null where CoolProp
 * has no transport model for the fluid).
 */
export type SaturationRow = readonly [
  temperatureC: number,
  bubblePressurePa: number,
  dewPressurePa: number,
  liquidDensityKgM3: number,
  vapourDensityKgM3: number,
  liquidEnthalpyJKg: number,
  vapourEnthalpyJKg: number,
  liquidSpecificHeatJKgK: number,
  vapourSpecificHeatJKgK: number,
  liquidViscosityPaS: number | null,
  vapourViscosityPaS: number | null,
];

/** Transport column of the rows, or null when the fluid has no model for it (every cell null). */
function transportColumn(
  rows: readonly SaturationRow[],
  index: 9 | 10,
  name: string,
): readonly number[] | null {
  const cells = rowColumn(rows, index);
  if (cells.every((cell) => cell === null)) return null;
  return cells.map((cell) => {
    if (cell === null) throw new Error(`${name}: partly empty column`);
    return cell;
  });
}

/**
 * Builds a {@link SaturationTable} from the rows a generated module stores (one row a temperature,
 * 1 K steps from the first row's temperature), so that the tables are written as compact rows and
 * read as columns.
 *
 * @throws Error when the rows are not in 1 K steps or a viscosity column is only partly empty.
 */
export function saturationTableFromRows(
  fluidModel: string,
  rows: readonly SaturationRow[],
): SaturationTable {
  return {
    fluidModel,
    temperatureMinC: oneKelvinRowsMinC(fluidModel, rows),
    temperatureStepC: 1,
    bubblePressurePa: rowColumn(rows, 1),
    dewPressurePa: rowColumn(rows, 2),
    liquidDensityKgM3: rowColumn(rows, 3),
    vapourDensityKgM3: rowColumn(rows, 4),
    liquidEnthalpyJKg: rowColumn(rows, 5),
    vapourEnthalpyJKg: rowColumn(rows, 6),
    liquidSpecificHeatJKgK: rowColumn(rows, 7),
    vapourSpecificHeatJKgK: rowColumn(rows, 8),
    liquidViscosityPaS: transportColumn(rows, 9, `${fluidModel} liquid viscosity`),
    vapourViscosityPaS: transportColumn(rows, 10, `${fluidModel} vapour viscosity`),
  };
}
