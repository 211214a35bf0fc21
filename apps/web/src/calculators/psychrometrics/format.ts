import type { MoistAirState, PsychrometricChartResult } from '@org/hvac-core/psychrometrics';
import { formatNumber } from '@org/ui';

/** A property of a state as the tables, readout and report show it. */
export interface StateColumn {
  readonly key: string;
  readonly label: string;
  unit(units: PsychrometricChartResult['units']): string;
  value(state: MoistAirState): string;
}

const n = (value: number, digits: number) =>
  formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A number of a moist-air state. */
type StateNumber = {
  [K in keyof MoistAirState]: MoistAirState[K] extends number ? K : never;
}[keyof MoistAirState];

/**
 * A column of a state's property: its unit (a unit of the result, or a fixed '%' or ''), its
 * decimals (one for both systems, or [Imperial, Metric]) and the state's number it shows (default
 * the column's key).
 */
function column(
  key: string,
  label: string,
  unit: keyof PsychrometricChartResult['units'] | '%' | '',
  decimals: number | readonly [imperial: number, metric: number],
  property: StateNumber = key as StateNumber,
): StateColumn {
  const digits = (state: MoistAirState) =>
    typeof decimals === 'number' ? decimals : decimals[state.unitSystem === 'Imperial' ? 0 : 1];
  return {
    key,
    label,
    unit: (units) => (unit === '%' || unit === '' ? unit : units[unit]),
    value: (state) => n(state[property], digits(state)),
  };
}

/** Every property of a state, in table order. */
export const STATE_COLUMNS: readonly StateColumn[] = [
  column('dryBulb', 'Dry bulb', 'temperature', 1),
  column('wetBulb', 'Wet bulb', 'temperature', 1),
  column('dewPoint', 'Dew point', 'temperature', 1),
  column('relativeHumidity', 'Relative humidity', '%', 1, 'relativeHumidityPercent'),
  column('humidityRatio', 'Humidity ratio', 'humidityRatioDisplay', [1, 2], 'humidityRatioDisplay'),
  column('humidityRatioMass', 'Humidity ratio', 'humidityRatio', 5, 'humidityRatio'),
  column('enthalpy', 'Enthalpy', 'enthalpy', 2),
  column('specificVolume', 'Specific volume', 'specificVolume', [2, 3]),
  column('density', 'Density', 'density', 4),
  column('vaporPressure', 'Vapour pressure', 'pressure', [4, 3]),
  column('degreeOfSaturation', 'Degree of saturation', '', 3),
];

/** A heat rate, whole Btu/h or W with separators. */
export function formatHeatRate(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 0 });
}

/** Process type names for tables and menus. */
export const PROCESS_TYPE_LABELS = {
  mixing: 'Mixing',
  sensible: 'Sensible heating or cooling',
  coolingCoil: 'Cooling coil',
  steamHumidification: 'Steam humidifier',
  adiabaticHumidification: 'Adiabatic humidifier',
} as const;
