import type { UnitSystem } from '../../units/index.js';
import { equationSetFor } from '../equation-set.js';
import type { ChartPoint } from './geometry.js';

/** One simplified comfort zone of ASHRAE 55, as a polygon on the chart. */
export interface ComfortZone {
  readonly id: 'summer' | 'winter';
  /** e.g. "Summer, 0.5 clo". */
  readonly label: string;
  /** Corners in chart coordinates (°F/°C, gr/lb or g/kg), counter-clockwise from the lower left. */
  readonly polygon: readonly ChartPoint[];
}

/** Source of the zones' corners. */
export const COMFORT_ZONE_SOURCE =
  'ANSI/ASHRAE Standard 55-2004, fig. 5.2.1.1 (simplified graphical comfort zones), corners as tabulated in the EnergyPlus Engineering Reference, "Simple ASHRAE 55 Comfort Model"';

/** Corners of the zones: operative temperature (°C) and humidity ratio (kg/kg), extended to W = 0. */
const ZONES_SI = [
  {
    id: 'summer',
    label: 'Summer, 0.5 clo',
    corners: [
      [25.1, 0],
      [28.3, 0],
      [26.8, 0.012],
      [23.6, 0.012],
    ],
  },
  {
    id: 'winter',
    label: 'Winter, 1.0 clo',
    corners: [
      [21.7, 0],
      [26.3, 0],
      [23.9, 0.012],
      [19.6, 0.012],
    ],
  },
] as const;

/**
 * The simplified ASHRAE 55 comfort zones (summer 0.5 clo, winter 1.0 clo) for the chart overlay,
 * with the operative temperature taken as the dry bulb (air and mean radiant temperatures equal),
 * 1.0–1.3 met and still air. A guide, not a compliance check: that needs the PMV method.
 *
 * @param unitSystem - Unit system of the chart.
 * @returns Both zones as polygons in chart coordinates.
 * @see {@link COMFORT_ZONE_SOURCE}
 * @example ashrae55ComfortZones('Metric')[0].polygon[2] //=> { t: 26.8, w: 12 }
 */
export function ashrae55ComfortZones(unitSystem: UnitSystem): ComfortZone[] {
  const eq = equationSetFor(unitSystem);
  return ZONES_SI.map((zone) => ({
    id: zone.id,
    label: zone.label,
    polygon: zone.corners.map(([tC, w]) => ({
      t: eq.fromSi.temperature(tC),
      w: w * eq.humidityRatioDisplayPerUnit,
    })),
  }));
}
