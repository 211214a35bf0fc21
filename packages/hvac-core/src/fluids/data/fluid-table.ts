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
