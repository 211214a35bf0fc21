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
  it('holds walls 1–57 and roofs 1–37 but 6 and 23, each once', () => {
    expect(CTS_LIBRARY.filter((c) => c.kind === 'wall').map((c) => c.number)).toEqual(
      Array.from({ length: 57 }, (_, i) => i + 1),
    );
    expect(CTS_LIBRARY.filter((c) => c.kind === 'roof').map((c) => c.number)).toEqual(
      Array.from({ length: 37 }, (_, i) => i + 1).filter((n) => n !== 6 && n !== 23),
    );
  });

  it('every CTS of the library has 24 terms ≥ 0 summing to 100 % as printed (± 0.5 rounding) and to 1 as used', () => {
    fc.assert(
      fc.property(libraryArb, (row) => {
        assertTimeSeries(conductionTimeSeries(row.id), row.id);
        expect(sum(conductionTimeSeries(row.id))).toBeCloseTo(1, 12);
        expect(Math.abs(sum(row.ctsPercent) - 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('every U-factor agrees with its layers’ total R as tabulated (U·R = 1 within 3 %)', () => {
    // Total R (m²·K/W) of table 16 walls 1, 33, 47, 57 and table 17 roofs 1, 17, 37.
    const totalR: Record<string, number> = {
      'wall-1': 2.33,
      'wall-33': 1.42,
      'wall-47': 0.95,
      'wall-57': 2.41,
      'roof-1': 4.02,
      'roof-17': 2.2,
      'roof-37': 7.54,
    };
    for (const [id, r] of Object.entries(totalR)) {
      expect(Math.abs((ctsConstruction(id)?.uWm2K ?? 0) * r - 1)).toBeLessThan(0.03);
    }
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
  // Handbook—Fundamentals (2021, SI), ch. 18, table 16 (walls) or table 17 (roofs), the
  // construction of that number, as transcribed (stored file 70618341067, pp. 501–511).
  test.each([
    [
      'wall-1',
      'Spandrel glass, R-1.8 insulation board, gyp. board',
      0.43,
      [18, 57.1, 19.8, 4, 0.8],
    ],
    [
      'wall-8',
      'Metal wall panel, sheathing, R-3.9 batt insulation, gyp. board',
      0.231,
      [5.6, 45, 34.4, 11.1, 2.9],
    ],
    [
      'wall-23',
      'Brick, sheathing, R-1.9 batt insulation, gyp. board',
      0.376,
      [0.2, 4.1, 13.3, 16.6, 14.8],
    ],
    [
      'wall-37',
      'Brick, R-0.9 insulation board, 300 mm HW concrete, gyp. board',
      0.549,
      [3.8, 3.8, 3.7, 3.7, 3.8],
    ],
    ['wall-47', '200 mm LW CMU with fill insulation', 1.058, [0.7, 10.4, 20.6, 19.5, 14.8]],
    [
      'roof-1',
      'Metal roof, R-3.3 batt insulation, gyp. board',
      0.2485,
      [6.4, 44.2, 32.7, 11.6, 3.6],
    ],
    [
      'roof-17',
      'Membrane, sheathing, R-1.8 insulation board, metal deck',
      0.4539,
      [18, 60, 18.4, 3, 0.5],
    ],
    [
      'roof-37',
      'Membrane, 150 mm HW concrete, R-6.7 batt insulation, suspended acoustical ceiling',
      0.1325,
      [1.6, 1.6, 2.6, 4.8, 6.5],
    ],
  ] as const)('%s: %s, U = %d W/m²·K, CTS begins %j', (id, layers, u, first) => {
    const row = ctsConstruction(id);
    expect(row?.layers).toBe(layers);
    expect(row?.uWm2K).toBe(u);
    expect(row?.ctsPercent.slice(0, 5)).toEqual(first);
  });

  it('labels a construction by its table number and layers', () => {
    const row = ctsConstruction('roof-18');
    expect(row && ctsConstructionLabel(row)).toBe(
      'Roof 18: Membrane, sheathing, R-3.5 insulation board, metal deck',
    );
  });

  it('refuses an id outside the library', () => {
    expect(() => conductionTimeSeries('wall-58')).toThrow(/No conduction time series/);
    expect(ctsConstruction('roof-6')).toBeUndefined();
    expect(ctsConstruction('roof-23')).toBeUndefined();
  });

  it('delays the peak of a heavy wall behind that of a curtain wall', () => {
    const heavy = ctsConstruction('wall-37')?.ctsPercent ?? [];
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
