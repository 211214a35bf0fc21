import { INSTANT_SERIES } from '../time-series.js';
import type { RoomInput } from '../room-loads.js';
import type { SiteDesignInput } from '../site-hours.js';

/** An office schedule: occupied 8:00–18:00 (hours 9…18), 10 % otherwise. Test data, not a preset. */
export const TEST_OFFICE_SCHEDULE: readonly number[] = Array.from({ length: 24 }, (_, i) =>
  i >= 8 && i < 18 ? 1 : 0.1,
);

/** A flat three-term series used in the tests (sums to 1). */
export const TEST_SERIES: readonly number[] = [0.5, 0.3, 0.2, ...new Array<number>(21).fill(0)];

/** Chicago O'Hare's site from its .ddy (lines 6–11) with a July design day from its 0.4 % cooling day (lines 202–227). */
export const CHICAGO_JULY_SITE: SiteDesignInput = {
  latitudeDeg: 41.98,
  longitudeDeg: -87.92,
  timeZoneHours: -6,
  groundReflectance: 0.2,
  clearSkyModel: 'ashrae-2009',
  heatingDryBulbC: -20,
  months: [
    {
      month: 7,
      maxDryBulbC: 33.3,
      dailyRangeK: 10.5,
      humidityRatio: 0.0157,
      taub: 0.455,
      taud: 2.05,
    },
  ],
};

/** A small perimeter office with a west wall, a roof, a west window, people, lights and equipment. */
export function testOffice(overrides: Partial<RoomInput> = {}): RoomInput {
  return {
    name: 'Office 101',
    floorAreaM2: 20,
    indoorC: 24,
    indoorHumidityRatio: 0.0093,
    heatingIndoorC: 21,
    opaqueSurfaces: [
      {
        name: 'West wall',
        areaM2: 12,
        uWm2K: 0.45,
        tiltDeg: 90,
        azimuthDeg: 90,
        absorptanceOverHoM2KW: 0.052,
        cts: TEST_SERIES,
      },
      {
        name: 'Roof',
        areaM2: 20,
        uWm2K: 0.25,
        tiltDeg: 0,
        azimuthDeg: 0,
        absorptanceOverHoM2KW: 0.026,
        cts: INSTANT_SERIES,
      },
    ],
    windows: [
      {
        name: 'West window',
        areaM2: 4,
        uWm2K: 2.8,
        tiltDeg: 90,
        azimuthDeg: 90,
        shgc: 0.4,
        iac: 1,
      },
    ],
    internalGains: [
      {
        name: 'People',
        kind: 'people',
        sensibleW: 2 * 73.3,
        latentW: 2 * 58.6,
        radiantFraction: 0.6,
        schedule: TEST_OFFICE_SCHEDULE,
      },
      {
        name: 'Lights',
        kind: 'lighting',
        sensibleW: 200,
        latentW: 0,
        radiantFraction: 0.57,
        schedule: TEST_OFFICE_SCHEDULE,
      },
      {
        name: 'Computers',
        kind: 'equipment',
        sensibleW: 300,
        latentW: 0,
        radiantFraction: 0.3,
        schedule: TEST_OFFICE_SCHEDULE,
      },
    ],
    infiltrationM3s: 0.01,
    rts: { nonsolar: TEST_SERIES, solar: TEST_SERIES },
    ...overrides,
  };
}
