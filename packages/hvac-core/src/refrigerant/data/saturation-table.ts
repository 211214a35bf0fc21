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
