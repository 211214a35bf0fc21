import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { TABLE_18_MATERIALS } from './construction-layers.js';
import type { PrfLayer } from './periodic-response.js';
import { heatBalanceRts } from './rts-heat-balance.js';
import type { HeatBalanceSurface, HeatBalanceZone } from './rts-heat-balance.js';
import { representativeRtsZone } from './rts-representative-zone.js';
import { nonsolarRts, solarRts } from './rts-tables.js';
import type { RtsConstructionClass, RtsGlassPercent, RtsRoomClass } from './rts-tables.js';
import { assertTimeSeries } from './time-series.js';
import { RTS_HEAT_BALANCE_CASES } from './validation-cases.js';

const CLASSES: RtsConstructionClass[] = ['light', 'medium', 'heavy'];
const GLASS: RtsGlassPercent[] = [10, 50, 90];

const cumulative = (xs: readonly number[]): number[] => {
  let sum = 0;
  return xs.map((x) => (sum += x));
};
/** Percentage points. */
const pp = (fraction: number): number => fraction * 100;

interface Series {
  readonly title: string;
  readonly table: 'table 19' | 'table 20';
  readonly room: RtsRoomClass;
  readonly gain: 'nonsolar' | 'solar';
}

/** Every series of tables 19 and 20: 18 exterior and 6 interior nonsolar, 18 solar. */
const SERIES: Series[] = CLASSES.flatMap((construction) =>
  [true, false].flatMap((carpet) => [
    ...GLASS.flatMap((glassPercent): Series[] => [
      {
        title: `${construction}, ${carpet ? 'carpet' : 'no carpet'}, ${glassPercent} % glass, nonsolar`,
        table: 'table 19',
        room: { construction, carpet, glassPercent },
        gain: 'nonsolar',
      },
      {
        title: `${construction}, ${carpet ? 'carpet' : 'no carpet'}, ${glassPercent} % glass, solar`,
        table: 'table 20',
        room: { construction, carpet, glassPercent },
        gain: 'solar',
      },
    ]),
    {
      title: `${construction}, ${carpet ? 'carpet' : 'no carpet'}, interior, nonsolar`,
      table: 'table 19',
      room: { construction, carpet, glassPercent: 10, interior: true },
      gain: 'nonsolar',
    },
  ]),
);

const computedCache = new Map<string, readonly number[]>();

/** The heat-balance series of a room (computed once per room and gain). */
function computed(room: RtsRoomClass, gain: 'nonsolar' | 'solar'): readonly number[] {
  const key = JSON.stringify([room, gain]);
  const hit = computedCache.get(key);
  if (hit !== undefined) return hit;
  const rts = heatBalanceRts(representativeRtsZone(room), gain).rts;
  computedCache.set(key, rts);
  return rts;
}

/** The heat-balance series of a table's room and its differences from the table, pp. */
function compare(series: Series): { hour0: number; cumulative: number; rts: readonly number[] } {
  const rts = computed(series.room, series.gain);
  const table = series.gain === 'solar' ? solarRts(series.room) : nonsolarRts(series.room);
  const a = cumulative(rts);
  const b = cumulative(table);
  return {
    hour0: pp((rts[0] ?? 0) - (table[0] ?? 0)),
    cumulative: Math.max(...a.map((v, j) => Math.abs(pp(v - (b[j] ?? 0))))),
    rts,
  };
}

/*
 * The cross-check (issue 40 §5). Tables 19 and 20 (ASHRAE Handbook—Fundamentals 2021, ch. 18, as
 * transcribed in rts-tables.ts) against the RTS computed by heatBalanceRts for the representative
 * rooms of table 21 built by representativeRtsZone (with its stated assumptions: 4.57 × 4.57 × 2.74 m,
 * a mid-floor room among identical rooms, still-air convection coefficients, window U ≈ 2.7).
 * Measured (hourly heat balance), percentage points, computed − table:
 *   table 19 (24 series): hour 0 from −7.6 (light, no carpet, 90 %) to +5.8 (heavy, no carpet,
 *     10 %); cumulative series within 8.8 pp at every hour (light, no carpet, 90 %).
 *   table 20 (18 series): hour 0 from −11.9 (light, no carpet, 90 %) to −1.6 (heavy, no carpet,
 *     10 %), the computed always lower; cumulative within 14.2 pp (light, no carpet, 50 and 90 %).
 * The bounds below are those maxima rounded up to the next 0.5 pp: the check says the computation
 * and the tables agree to that, no better. The table's own rounding to whole percent accounts for
 * ±0.5 pp a term; the rest are modelling differences (room size, convection, solar distribution,
 * window; Hbfort's inputs beyond table 21 are not printed).
 */
const BOUNDS_PP = {
  'table 19': { hour0: 8, cumulative: 9 },
  'table 20': { hour0: 12, cumulative: 14.5 },
} as const;

describe('heatBalanceRts against the representative RTS (ASHRAE F 2021, ch. 18, tables 19 and 20)', () => {
  test.each(SERIES)('$title ($table)', (series) => {
    const { hour0, cumulative: worst, rts } = compare(series);
    assertTimeSeries(rts, series.title);
    expect(Math.abs(hour0)).toBeLessThanOrEqual(BOUNDS_PP[series.table].hour0);
    expect(worst).toBeLessThanOrEqual(BOUNDS_PP[series.table].cumulative);
  });

  // The validation page's table of the same check (one source for the page and this test).
  it('publishes every series of tables 19 and 20 on the validation page', () => {
    expect(RTS_HEAT_BALANCE_CASES.cases).toHaveLength(SERIES.length);
  });
  test.each(RTS_HEAT_BALANCE_CASES.cases)('$title: within the published tolerance', (testCase) => {
    expect(testCase.tolerance.kind).toBe('absolute');
    expect(Math.abs(testCase.compute() - testCase.expected)).toBeLessThanOrEqual(
      testCase.tolerance.value,
    );
  });

  it('orders the rooms as tables 19 and 20 do: hour 0 rises with glass and with carpet, and falls from light to heavy without carpet', () => {
    for (const gain of ['nonsolar', 'solar'] as const) {
      const first = (room: RtsRoomClass): number => computed(room, gain)[0] ?? 0;
      for (const construction of CLASSES) {
        for (const carpet of [true, false]) {
          const byGlass = GLASS.map((glassPercent) =>
            first({ construction, carpet, glassPercent }),
          );
          expect(byGlass[0]).toBeLessThan(byGlass[1] ?? 0);
          expect(byGlass[1]).toBeLessThan(byGlass[2] ?? 0);
        }
        for (const glassPercent of GLASS) {
          expect(first({ construction, carpet: true, glassPercent })).toBeGreaterThan(
            first({ construction, carpet: false, glassPercent }),
          );
        }
      }
      // Tables 19 and 20, no carpet, 50 % glass: light 43 > medium 33 > heavy 25 (nonsolar),
      // light 45 > medium 29 > heavy 27 (solar).
      const noCarpet = CLASSES.map((construction) =>
        first({ construction, carpet: false, glassPercent: 50 }),
      );
      expect(noCarpet[0]).toBeGreaterThan(noCarpet[1] ?? 0);
      expect(noCarpet[1]).toBeGreaterThan(noCarpet[2] ?? 0);
    }
  });
});

/** A material of table 18 as a layer, optionally at another thickness. */
const layerArb: fc.Arbitrary<PrfLayer> = fc
  .record({
    m: fc.constantFrom(...TABLE_18_MATERIALS),
    scale: fc.double({ min: 0.2, max: 3, noNaN: true }),
  })
  .map(({ m, scale }) => ({
    thicknessM: m.thicknessM * scale,
    conductivityWmK: m.conductivityWmK,
    densityKgM3: m.densityKgM3,
    specificHeatJkgK: m.specificHeatJkgK,
  }));

const surfaceArb: fc.Arbitrary<HeatBalanceSurface> = fc.record({
  name: fc.constant('Surface'),
  areaM2: fc.double({ min: 0.5, max: 200, noNaN: true }),
  layers: fc.array(layerArb, { minLength: 1, maxLength: 5 }),
  convectionWm2K: fc.double({ min: 0.5, max: 10, noNaN: true }),
  emissivity: fc.double({ min: 0.1, max: 1, noNaN: true }),
  farSide: fc.oneof(
    fc.constant({ kind: 'adiabatic' as const }),
    fc
      .double({ min: 0, max: 0.2, noNaN: true })
      .map((filmM2KW) => ({ kind: 'outdoors' as const, filmM2KW })),
  ),
  receivesBeamSolar: fc.constant(true),
});

const zoneArb: fc.Arbitrary<HeatBalanceZone> = fc
  .array(surfaceArb, { minLength: 1, maxLength: 6 })
  .map((surfaces) => ({ surfaces }));

/** The same room with every layer's density times `factor`. */
const heavier = (zone: HeatBalanceZone, factor: number): HeatBalanceZone => ({
  surfaces: zone.surfaces.map((s) => ({
    ...s,
    layers: s.layers.map((l) => ({ ...l, densityKgM3: l.densityKgM3 * factor })),
  })),
});

describe('heatBalanceRts physics', () => {
  it('gives 24 finite factors ≥ 0 summing to 1, and a convected fraction in (0, 1], for any room', () => {
    // One run in four in continuous time (a hundred times the harmonics of the hourly balance).
    fc.assert(
      fc.property(
        zoneArb,
        fc.constantFrom(
          'hourly' as const,
          'hourly' as const,
          'hourly' as const,
          'continuous' as const,
        ),
        (zone, timeStep) => {
          const { rts, convectedFraction } = heatBalanceRts(zone, 'nonsolar', timeStep);
          assertTimeSeries(rts, 'rts');
          expect(Math.abs(rts.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
          expect(convectedFraction).toBeGreaterThan(0);
          expect(convectedFraction).toBeLessThanOrEqual(1 + 1e-12);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('returns all radiant heat as load in hour 0 in a massless room', () => {
    fc.assert(
      fc.property(zoneArb, (zone) => {
        const { rts } = heatBalanceRts(heavier(zone, 0), 'nonsolar');
        expect(rts[0]).toBeCloseTo(1, 9);
        expect(rts.slice(1).every((r) => r === 0)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('gives a smaller hour-0 factor to a heavier room (every density times 1.5 to 4)', () => {
    const rooms = CLASSES.flatMap((construction) =>
      [true, false].map((carpet) =>
        representativeRtsZone({ construction, carpet, glassPercent: 50 }),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...rooms),
        fc.double({ min: 1.5, max: 4, noNaN: true }),
        (zone, factor) => {
          const light = heatBalanceRts(zone, 'nonsolar').rts[0] ?? 0;
          expect(heatBalanceRts(heavier(zone, factor), 'nonsolar').rts[0] ?? 0).toBeLessThan(light);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('loses nothing outdoors in an interior room and more with more glass', () => {
    const fraction = (room: RtsRoomClass): number =>
      heatBalanceRts(representativeRtsZone(room), 'nonsolar').convectedFraction;
    expect(
      fraction({ construction: 'medium', carpet: true, glassPercent: 10, interior: true }),
    ).toBeCloseTo(1, 12);
    const byGlass = GLASS.map((glassPercent) =>
      fraction({ construction: 'medium', carpet: true, glassPercent }),
    );
    expect(byGlass[0]).toBeGreaterThan(byGlass[1] ?? 1);
    expect(byGlass[1]).toBeGreaterThan(byGlass[2] ?? 1);
  });

  it('agrees between the hourly and the continuous treatment of time after the first hours', () => {
    // Both solve the same room; they differ in how the pulse and the load meet the hour (see the
    // module comment), which matters in hours 0–2 and little after.
    const zone = representativeRtsZone({ construction: 'heavy', carpet: false, glassPercent: 50 });
    const hourly = heatBalanceRts(zone, 'nonsolar', 'hourly');
    const continuous = heatBalanceRts(zone, 'nonsolar', 'continuous');
    expect(hourly.convectedFraction).toBeCloseTo(continuous.convectedFraction, 12);
    for (let j = 3; j < 24; j++) {
      expect(Math.abs((hourly.rts[j] ?? 0) - (continuous.rts[j] ?? 0))).toBeLessThan(0.005);
    }
  });

  it('names the field of a room it cannot compute', () => {
    const zone = representativeRtsZone({ construction: 'light', carpet: true, glassPercent: 10 });
    const [first, ...rest] = zone.surfaces;
    if (first === undefined) throw new Error('no surfaces');
    expect(() =>
      heatBalanceRts({ surfaces: [{ ...first, areaM2: -1 }, ...rest] }, 'nonsolar'),
    ).toThrow(/Surface 1 \(Floor\) area/);
    expect(() =>
      heatBalanceRts({ surfaces: [{ ...first, convectionWm2K: Number.NaN }, ...rest] }, 'nonsolar'),
    ).toThrow(/convection coefficient/);
    expect(() =>
      heatBalanceRts(
        { surfaces: [{ ...first, farSide: { kind: 'adiabatic' } }, ...rest] },
        'nonsolar',
      ),
    ).toThrow(/Surface 2 \(Ceiling\)/);
    expect(() =>
      heatBalanceRts(
        { surfaces: zone.surfaces.map((s) => ({ ...s, receivesBeamSolar: false })) },
        'solar',
      ),
    ).toThrow(/beam solar/);
  });
});
