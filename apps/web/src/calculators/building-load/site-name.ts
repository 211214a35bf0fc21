import type { BuildingLoadInput } from '@org/hvac-core/building-load';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';

const degrees = (value: number, positive: string, negative: string): string =>
  `${formatNumber(Math.abs(value), { maximumFractionDigits: 2 })}° ${value < 0 ? negative : positive}`;

/**
 * The site as an engineer names it on a load report: the station as the weather file names it, its
 * parts separated by commas rather than EnergyPlus's underscores ("Chicago Ohare Intl Ap_IL_USA" →
 * "Chicago Ohare Intl Ap, IL, USA"), then latitude, longitude (north, west rather than signs) and
 * elevation: "Chicago Ohare Intl Ap, IL, USA; 41.98° N, 87.92° W; 659 ft".
 */
export function siteName(input: BuildingLoadInput): string {
  const site = input.site;
  const name = site.name
    .split('_')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
  const where = `${degrees(site.latitudeDeg, 'N', 'S')}, ${degrees(site.longitudeDeg, 'E', 'W')}`;
  const elevation = `${formatNumber(site.elevation, { maximumFractionDigits: 0 })} ${unitLabel('length', input.unitSystem)}`;
  return `${name === '' ? 'Unnamed site' : name}; ${where}; ${elevation}`;
}
