import type { UnitSystem } from '../units/index.js';
import type { BuildingLoadInput } from './building-file.js';

/** Where the example site's values come from, kept as their source until the engineer replaces them. */
export const EXAMPLE_SITE_SOURCE =
  'Example: USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.ddy (import your own file or type your values)';

/**
 * A new building file, for a form's initial values: one perimeter office (a west wall, a roof and a
 * west window) in one zone served by one air system, on the site of Chicago O'Hare's EnergyPlus
 * `.ddy` (Site:Location; 0.4 % cooling design day of July: 33.3 °C, daily range 10.5 K, MCWB
 * 23.7 °C, taub 0.455, taud 2.050; 99.6 % heating −20.0 °C), marked as an example to replace. The
 * Metric values are round numbers of their own, not conversions of the Imperial ones (apart from the
 * site's, which are the file's converted).
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 */
export function defaultBuildingLoadInput(unitSystem: UnitSystem): BuildingLoadInput {
  const metric = unitSystem === 'Metric';
  const sources = {
    location: EXAMPLE_SITE_SOURCE,
    elevation: EXAMPLE_SITE_SOURCE,
    heatingDryBulb: EXAMPLE_SITE_SOURCE,
    coolingDesignDays: EXAMPLE_SITE_SOURCE,
  };
  return {
    calculationName: '',
    unitSystem,
    site: {
      name: 'Chicago Ohare Intl Ap_IL_USA',
      latitudeDeg: 41.98,
      longitudeDeg: -87.92,
      timeZoneHours: -6,
      elevation: metric ? 201 : 659.4,
      heatingDryBulb: metric ? -20 : -4,
      groundReflectance: 0.2,
      clearSkyModel: 'ashrae-2009',
      months: [
        {
          month: 7,
          maxDryBulb: metric ? 33.3 : 91.94,
          dailyRange: metric ? 10.5 : 18.9,
          coincidentWetBulb: metric ? 23.7 : 74.66,
          taub: 0.455,
          taud: 2.05,
        },
      ],
      sources,
    },
    constructions: [
      { id: 'c1', name: 'Exterior wall', uFactor: metric ? 0.45 : 0.08, absorptance: 'dark' },
      { id: 'c2', name: 'Roof', uFactor: metric ? 0.25 : 0.045, absorptance: 'light' },
    ],
    rooms: [
      {
        id: 'r1',
        name: 'Office 101',
        zoneId: 'z1',
        floorArea: metric ? 20 : 215,
        indoorTemp: metric ? 24 : 75,
        indoorRhPercent: 50,
        heatingIndoorTemp: metric ? 21 : 70,
        people: 2,
        activity: 'moderatelyActiveOfficeWork',
        lightingDensity: metric ? 9 : 0.85,
        lightingRadiantFraction: 0.57,
        equipmentDensity: metric ? 10 : 1,
        equipmentRadiantFraction: 0.3,
        scheduleStartHour: 8,
        scheduleEndHour: 18,
        unoccupiedPercent: 10,
        infiltration: metric ? 10 : 20,
        ventilation: metric ? 20 : 40,
        rtsConstruction: 'medium',
        carpet: true,
        glassPercent: 50,
        surfaces: [
          { id: 's1', orientation: 'W', area: metric ? 12 : 130, constructionId: 'c1' },
          { id: 's2', orientation: 'roof', area: metric ? 20 : 215, constructionId: 'c2' },
        ],
        windows: [
          {
            id: 'w1',
            orientation: 'W',
            width: metric ? 2 : 6.5,
            height: metric ? 1.5 : 5,
            count: 1,
            uFactor: metric ? 2.8 : 0.49,
            shgc: 0.4,
            iac: 1,
            shadeRadiantFraction: 0.5,
            overhangProjection: 0,
            overhangGap: 0,
            finProjection: 0,
            finGap: 0,
          },
        ],
      },
    ],
    zones: [{ id: 'z1', name: 'Zone 1', systemId: 'a1' }],
    systems: [{ id: 'a1', name: 'AHU-1', supplyAirTemp: metric ? 13 : 55, fanHeat: 0 }],
  };
}
