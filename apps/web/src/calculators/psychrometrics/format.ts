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

/** Every property of a state, in table order. */
export const STATE_COLUMNS: readonly StateColumn[] = [
  { key: 'dryBulb', label: 'Dry bulb', unit: (u) => u.temperature, value: (s) => n(s.dryBulb, 1) },
  { key: 'wetBulb', label: 'Wet bulb', unit: (u) => u.temperature, value: (s) => n(s.wetBulb, 1) },
  {
    key: 'dewPoint',
    label: 'Dew point',
    unit: (u) => u.temperature,
    value: (s) => n(s.dewPoint, 1),
  },
  {
    key: 'relativeHumidity',
    label: 'Relative humidity',
    unit: () => '%',
    value: (s) => n(s.relativeHumidityPercent, 1),
  },
  {
    key: 'humidityRatio',
    label: 'Humidity ratio',
    unit: (u) => u.humidityRatioDisplay,
    value: (s) => n(s.humidityRatioDisplay, s.unitSystem === 'Imperial' ? 1 : 2),
  },
  {
    key: 'humidityRatioMass',
    label: 'Humidity ratio',
    unit: (u) => u.humidityRatio,
    value: (s) => n(s.humidityRatio, 5),
  },
  { key: 'enthalpy', label: 'Enthalpy', unit: (u) => u.enthalpy, value: (s) => n(s.enthalpy, 2) },
  {
    key: 'specificVolume',
    label: 'Specific volume',
    unit: (u) => u.specificVolume,
    value: (s) => n(s.specificVolume, s.unitSystem === 'Imperial' ? 2 : 3),
  },
  { key: 'density', label: 'Density', unit: (u) => u.density, value: (s) => n(s.density, 4) },
  {
    key: 'vaporPressure',
    label: 'Vapour pressure',
    unit: (u) => u.pressure,
    value: (s) => n(s.vaporPressure, s.unitSystem === 'Imperial' ? 4 : 3),
  },
  {
    key: 'degreeOfSaturation',
    label: 'Degree of saturation',
    unit: () => '',
    value: (s) => n(s.degreeOfSaturation, 3),
  },
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
