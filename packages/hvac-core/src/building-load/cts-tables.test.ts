import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  CTS_LIBRARY,
  conductionTimeSeries,
  ctsConstruction,
  ctsConstructionLabel,
} from './cts-tables.js';
import { roomLoads } from './room-loads.js';
import { nonsolarRts, solarRts } from './rts-tables.js';
import type { RtsConstructionClass, RtsGlassPercent } from './rts-tables.js';
import { siteDesignHours } from './site-hours.js';
import { assertTimeSeries } from './time-series.js';
import { CHICAGO_JULY_SITE, testOffice } from './_testing/rooms.js';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const peakHour = (xs: readonly number[]): number => xs.indexOf(Math.max(...xs));

const libraryArb = fc.constantFrom(...CTS_LIBRARY);
const rtsClassArb = fc.record({
  construction: fc.constantFrom<RtsConstructionClass>('light', 'medium', 'heavy'),
  carpet: fc.boolean(),
  glassPercent: fc.constantFrom<RtsGlassPercent>(10, 50, 90),
  interior: fc.boolean(),
});

describe('CTS library (ASHRAE F 2021, ch. 18, tables 16 and 17, as transcribed)', () => {
  it('holds walls 1–35 and roofs 1–19, each once', () => {
    expect(CTS_LIBRARY.filter((c) => c.kind === 'wall').map((c) => c.number)).toEqual(
      Array.from({ length: 35 }, (_, i) => i + 1),
    );
    expect(CTS_LIBRARY.filter((c) => c.kind === 'roof').map((c) => c.number)).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
  });

  it('every CTS of the library sums to 1 (100 %) with 24 terms ≥ 0', () => {
    fc.assert(
      fc.property(libraryArb, (row) => {
        assertTimeSeries(conductionTimeSeries(row.id), row.id);
        expect(sum(row.ctsPercent)).toBe(100);
      }),
    );
  });

  it('every representative RTS (tables 19 and 20) sums to 1', () => {
    fc.assert(
      fc.property(rtsClassArb, (room) => {
        expect(sum(nonsolarRts(room))).toBeCloseTo(1, 9);
        expect(sum(solarRts(room))).toBeCloseTo(1, 9);
      }),
    );
  });

  // Layers, U-factor (W/m²·K) and the first terms (%) of the CTS. Source of each row: ASHRAE
  // Handbook—Fundamentals (2021), ch. 18, table 16 (walls) or table 17 (roofs), the construction
  // of that number, as transcribed (CTS: stored file 36942419120; layers and U: 15382950326).
  test.each([
    ['wall-1', 'Spandrel glass, insulation board, gyp board', 0.428, [18, 58, 20, 4, 0]],
    [
      'wall-4',
      'Metal wall panel, sheathing, batt insulation, gyp board',
      0.419,
      [19, 59, 18, 3, 1],
    ],
    ['wall-12', 'Brick, sheathing, batt insulation, gyp board', 0.377, [0, 4, 13, 17, 15]],
    ['wall-19', 'Brick, insulation board, 300 mm HW concrete, gyp board', 0.581, [4, 4, 4, 4, 4]],
    ['wall-35', '300 mm HW concrete', 3.122, [1, 2, 4, 7, 8]],
    ['roof-1', 'Metal roof, batt insulation, gyp board', 0.249, [6, 45, 33, 11, 3]],
    ['roof-3', 'Metal roof, batt insulation', 0.255, [27, 62, 10, 1, 0]],
    [
      'roof-16',
      'Membrane, sheathing, insulation board, 150 mm HW concrete',
      0.288,
      [2, 2, 3, 4, 5],
    ],
  ] as const)('%s: %s, U = %d W/m²·K, CTS begins %j', (id, layers, u, first) => {
    const row = ctsConstruction(id);
    expect(row?.layers).toBe(layers);
    expect(row?.uWm2K).toBe(u);
    expect(row?.ctsPercent.slice(0, 5)).toEqual(first);
  });

  it('labels a construction by its table number and layers', () => {
    const row = ctsConstruction('roof-9');
    expect(row && ctsConstructionLabel(row)).toBe(
      'Roof 9: Membrane, sheathing, insulation board, metal deck',
    );
  });

  it('refuses an id outside the library', () => {
    expect(() => conductionTimeSeries('wall-36')).toThrow(/No conduction time series/);
    expect(ctsConstruction('roof-20')).toBeUndefined();
  });

  it('delays the peak of a heavy wall behind that of a curtain wall', () => {
    const heavy = ctsConstruction('wall-19')?.ctsPercent ?? [];
    const light = ctsConstruction('wall-1')?.ctsPercent ?? [];
    expect(peakHour(heavy)).toBeGreaterThan(peakHour(light));
  });

  it('with any library CTS and any representative RTS, the 24 hourly cooling loads sum to the 24 hourly heat gains', () => {
    const site = siteDesignHours(CHICAGO_JULY_SITE);
    fc.assert(
      fc.property(libraryArb, libraryArb, rtsClassArb, (wall, roof, rtsClass) => {
        const room = testOffice({
          rts: { nonsolar: nonsolarRts(rtsClass), solar: solarRts(rtsClass) },
          opaqueSurfaces: testOffice().opaqueSurfaces.map((s) => ({
            ...s,
            cts: conductionTimeSeries(s.tiltDeg < 45 ? roof.id : wall.id),
          })),
        });
        const month = roomLoads(room, site).months[0];
        expect(sum(month?.sensibleW ?? [])).toBeCloseTo(sum(month?.sensibleGainW ?? []), 6);
      }),
      { numRuns: 40 },
    );
  });
});
