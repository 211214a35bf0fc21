import type { RefrigerantId } from '../../refrigerants.js';

/**
 * Superheats of the grid, K: every 1 K to 9 K, then every 5 K to 100 K (the columns of each row).
 * @see shared/data/README.md, "refrigerants-superheated/".
 */
export const SUPERHEAT_GRID_K: readonly number[] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90,
  95, 100,
];

/**
 * One refrigerant's superheated-vapour table as a generated module stores it (compact; decoded by
 * `decodeSuperheatedTable`). Rows are dew temperatures from `dewTemperatureMinC` in 1 K steps, columns
 * the superheats of {@link SUPERHEAT_GRID_K}. Each property is stored as q = round(10⁴·ln x), x in
 * kg/m³ (density) or µPa·s (viscosity), row-major as second differences: q[0][0]; q[0][j] − q[0][j−1]
 * on the first row; q[i][0] − q[i−1][0] in the first column; q[i][j] − q[i−1][j] − q[i][j−1] +
 * q[i−1][j−1] elsewhere.
 */
export interface EncodedSuperheatedTable {
  readonly refrigerant: RefrigerantId;
  readonly fluidModel: string;
  readonly dewTemperatureMinC: number;
  readonly dewTemperatureCount: number;
  /** True when the viscosity is estimated by a mixing rule, not tabulated (R-454B). */
  readonly viscosityEstimated: boolean;
  readonly density: readonly number[];
  readonly viscosity: readonly number[];
}
