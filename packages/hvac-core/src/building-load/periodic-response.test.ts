import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { CTS_TABLES_SOURCE, ctsConstruction } from './cts-tables.js';
import { constructionUFactor, periodicResponse } from './periodic-response.js';
import type { PrfConstruction, PrfLayer } from './periodic-response.js';
import { table18Construction, table18Layer } from './_testing/table18-layers.js';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
/** The hour of the CTS's centroid, Σ j·c_j. */
const centroid = (cts: readonly number[]): number => sum(cts.map((c, j) => c * j));

/**
 * Walls and roofs of ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, table 16 (walls) and table 17
 * (roofs): number, layer codes from outdoors to indoors as the table lists them (table 18 for each
 * code), and the largest difference allowed between a computed conduction time factor and the
 * printed one, in fractions (0.01 = one percentage point). The tables print factors to 0.1 %.
 * Heavy constructions agree within 0.01; the light curtain, stud, EIFS and metal-roof constructions,
 * whose series are over in 3–6 h, differ by up to 2.4 points (the computed series is a little
 * sharper at its peak hour); the tolerance says which. Left out: walls 37 and 38, roofs 20 and 31,
 * whose transcribed layer lists do not give the table's total R (U off by 3 … 19 %).
 */
const LIBRARY_ROWS: readonly (readonly [string, string, number])[] = [
  ['wall-1', 'F01 F09 F04 I02 F04 G01 F02', 0.025],
  ['wall-2', 'F01 F09 F04 I02 I02 F04 G01 F02', 0.01],
  ['wall-3', 'F01 F08 F04 I02 F04 G01 F02', 0.01],
  ['wall-4', 'F01 F08 F04 I02 I02 F04 G01 F02', 0.01],
  ['wall-5', 'F01 F10 F04 I02 F04 G01 F02', 0.025],
  ['wall-6', 'F01 F10 F04 I02 I02 F04 G01 F02', 0.025],
  ['wall-7', 'F01 F08 G03 I04 G01 F02', 0.025],
  ['wall-8', 'F01 F08 G03 I04 I04 G01 F02', 0.025],
  ['wall-9', 'F01 F10 G03 I04 G01 F02', 0.025],
  ['wall-10', 'F01 F10 G03 I04 I04 G01 F02', 0.025],
  ['wall-11', 'F01 F11 G02 I04 G01 F02', 0.025],
  ['wall-12', 'F01 F11 G02 I04 I04 G01 F02', 0.01],
  ['wall-13', 'F01 F07 G03 I04 G01 F02', 0.025],
  ['wall-14', 'F01 F07 G03 I04 I04 G01 F02', 0.025],
  ['wall-15', 'F01 F06 I01 G03 F04 G01 F02', 0.025],
  ['wall-16', 'F01 F06 I01 I01 G03 F04 G01 F02', 0.01],
  ['wall-17', 'F01 F06 I01 G03 I04 G01 F02', 0.01],
  ['wall-18', 'F01 F06 I01 G03 I04 I04 G01 F02', 0.01],
  ['wall-19', 'F01 F06 I01 G03 M03 F04 G01 F02', 0.01],
  ['wall-20', 'F01 F06 I01 I01 G03 M03 F04 G01 F02', 0.01],
  ['wall-21', 'F01 M01 F04 I01 G03 F04 G01 F02', 0.01],
  ['wall-22', 'F01 M01 F04 I01 I01 G03 F04 G01 F02', 0.01],
  ['wall-23', 'F01 M01 F04 G03 I04 G01 F02', 0.01],
  ['wall-24', 'F01 M01 F04 G03 I04 I04 G01 F02', 0.01],
  ['wall-25', 'F01 M01 F04 I01 G03 I04 G01 F02', 0.01],
  ['wall-26', 'F01 M01 F04 I01 I01 G03 I04 I04 G01 F02', 0.01],
  ['wall-27', 'F01 M01 F04 I01 M03 F02', 0.01],
  ['wall-28', 'F01 M01 F04 I01 I01 M03 F02', 0.01],
  ['wall-29', 'F01 M01 F04 M03 I04 G01 F02', 0.01],
  ['wall-30', 'F01 M01 F04 M03 I04 I04 G01 F02', 0.01],
  ['wall-31', 'F01 M01 F04 I01 M05 G01 F02', 0.01],
  ['wall-32', 'F01 M01 F04 I01 I01 M05 G01 F02', 0.01],
  ['wall-33', 'F01 M01 F04 I01 M01 F02', 0.01],
  ['wall-34', 'F01 M01 F04 I01 I01 M01 F02', 0.01],
  ['wall-35', 'F01 M01 F04 I01 M13 F04 G01 F02', 0.01],
  ['wall-36', 'F01 M01 F04 I01 I01 M13 F04 G01 F02', 0.01],
  ['roof-1', 'F01 F08 G03 F05 I05 G01 F03', 0.025],
  ['roof-2', 'F01 F08 G03 F05 I05 I05 G01 F03', 0.025],
  ['roof-3', 'F01 F08 G03 F05 I05 F05 F16 F03', 0.025],
  ['roof-4', 'F01 F08 G03 F05 I05 I05 F05 F16 F03', 0.025],
  ['roof-5', 'F01 F08 G03 F05 I05 F03', 0.025],
  ['roof-7', 'F01 F12 G05 F05 I05 F05 G01 F03', 0.01],
  ['roof-8', 'F01 F12 G05 F05 I05 I05 F05 G01 F03', 0.01],
  ['roof-9', 'F01 F14 G05 F05 I05 F05 G01 F03', 0.025],
  ['roof-10', 'F01 F14 G05 F05 I05 I05 F05 G01 F03', 0.025],
  ['roof-11', 'F01 F15 G05 F05 I05 F05 G01 F03', 0.01],
  ['roof-12', 'F01 F15 G05 F05 I05 I05 F05 G01 F03', 0.01],
  ['roof-13', 'F01 F13 G03 I02 G06 F03', 0.01],
  ['roof-14', 'F01 F13 G03 I02 I02 G06 F03', 0.01],
  ['roof-15', 'F01 F13 G03 I02 G06 F05 F16 F03', 0.01],
  ['roof-16', 'F01 F13 G03 I02 I02 G06 F05 F16 F03', 0.01],
  ['roof-17', 'F01 F13 G03 I02 F08 F03', 0.025],
  ['roof-18', 'F01 F13 G03 I02 I02 F08 F03', 0.01],
  ['roof-19', 'F01 F13 G03 I02 F08 F05 F16 F03', 0.025],
  ['roof-21', 'F01 F13 G03 I03 F08 F03', 0.025],
  ['roof-22', 'F01 F13 G03 I03 I03 F08 F03', 0.01],
  ['roof-24', 'F01 M17 F13 G03 I03 F08 F03', 0.01],
  ['roof-25', 'F01 M17 F13 G03 I03 I03 F08 F03', 0.01],
  ['roof-26', 'F01 F13 G03 I03 M11 F03', 0.01],
  ['roof-27', 'F01 F13 G03 I03 I03 M11 F03', 0.01],
  ['roof-28', 'F01 F13 G03 I03 M12 F03', 0.01],
  ['roof-29', 'F01 F13 G03 I03 I03 M12 F03', 0.01],
  ['roof-30', 'F01 F13 G03 I03 M13 F03', 0.01],
  ['roof-32', 'F01 F13 G03 I03 M14 F03', 0.01],
  ['roof-33', 'F01 F13 G03 I03 I03 M14 F03', 0.01],
  ['roof-34', 'F01 F13 G03 I03 M15 F03', 0.01],
  ['roof-35', 'F01 F13 G03 I03 I03 M15 F03', 0.01],
  ['roof-36', 'F01 F13 M14 F05 I05 F16 F03', 0.01],
  ['roof-37', 'F01 F13 M14 F05 I05 I05 F16 F03', 0.01],
];

const layerArb: fc.Arbitrary<PrfLayer> = fc.record({
  thicknessM: fc.double({ min: 0.003, max: 0.3, noNaN: true }),
  conductivityWmK: fc.double({ min: 0.03, max: 3, noNaN: true }),
  densityKgM3: fc.double({ min: 10, max: 2500, noNaN: true }),
  specificHeatJkgK: fc.double({ min: 500, max: 1700, noNaN: true }),
});
const constructionArb: fc.Arbitrary<PrfConstruction> = fc.record({
  layers: fc.array(layerArb, { minLength: 1, maxLength: 5 }),
  outsideFilmM2KW: fc.double({ min: 0.02, max: 0.1, noNaN: true }),
  insideFilmM2KW: fc.double({ min: 0.1, max: 0.2, noNaN: true }),
});

describe('periodicResponse', () => {
  test.each(LIBRARY_ROWS)(
    '%s of ASHRAE F 2021 ch. 18 tables 16–17 from its table 18 layers (%s): U within 0.6 % and each CTS factor within %d',
    (id, codes, tolerance) => {
      const row = ctsConstruction(id);
      expect(row).toBeDefined();
      if (row === undefined) return;
      const result = periodicResponse(table18Construction(codes.split(' ')));
      expect(Math.abs(result.uWm2K / row.uWm2K - 1)).toBeLessThan(0.006);
      result.cts.forEach((c, j) => {
        expect(Math.abs(c - (row.ctsPercent[j] ?? 0) / 100)).toBeLessThanOrEqual(tolerance);
      });
      const peak = (xs: readonly number[]): number => xs.indexOf(Math.max(...xs));
      expect(Math.abs(peak(result.cts) - peak(row.ctsPercent))).toBeLessThanOrEqual(1);
    },
  );

  it('checks exactly the constructions the CTS library says are checked by computation', () => {
    // CTS_TABLES_SOURCE tells the engineer (method, reference, report) which rows were recomputed
    // here: the statement and this table must not drift apart.
    const ids = LIBRARY_ROWS.map(([id]) => id);
    const walls = Array.from({ length: 36 }, (_, i) => `wall-${i + 1}`);
    const roofs = Array.from({ length: 37 }, (_, i) => i + 1)
      .filter((n) => ![6, 20, 23, 31].includes(n))
      .map((n) => `roof-${n}`);
    expect(ids).toEqual([...walls, ...roofs]);
    expect(CTS_TABLES_SOURCE).toContain(
      'walls 1–36 and roofs 1–37 but 20 and 31 recomputed from their table 18 layers',
    );
    expect(CTS_TABLES_SOURCE).toContain(
      'walls 37–57 and roofs 20 and 31 are as transcribed, unchecked',
    );
  });

  it('gives Y_Pj = U·c_j, and the factors sum to U (steady state)', () => {
    const result = periodicResponse(table18Construction('F01 M01 F04 I01 M03 F02'.split(' ')));
    expect(sum(result.prfWm2K)).toBeCloseTo(result.uWm2K, 9);
    result.prfWm2K.forEach((y, j) =>
      expect(y).toBeCloseTo(result.uWm2K * (result.cts[j] ?? 0), 12),
    );
  });

  it('gives a massless construction its whole U in the current hour', () => {
    const result = periodicResponse({
      layers: [table18Layer('F04'), table18Layer('F05')],
      outsideFilmM2KW: 0.04,
      insideFilmM2KW: 0.12,
    });
    expect(result.uWm2K).toBeCloseTo(1 / (0.04 + 0.15 + 0.18 + 0.12), 12);
    expect(result.cts).toEqual([1, ...new Array<number>(23).fill(0)]);
  });

  it('property: factors are ≥ 0 and sum to 1; U is 1/ΣR', () => {
    fc.assert(
      fc.property(constructionArb, (construction) => {
        const result = periodicResponse(construction);
        expect(result.cts).toHaveLength(24);
        expect(Math.abs(sum(result.cts) - 1)).toBeLessThanOrEqual(1e-9);
        for (const c of result.cts) expect(c).toBeGreaterThanOrEqual(0);
        expect(result.uWm2K).toBeCloseTo(constructionUFactor(construction).uWm2K, 12);
      }),
      { numRuns: 60 },
    );
  });

  it('property: a construction with almost no heat capacity conducts in the current hour', () => {
    fc.assert(
      fc.property(constructionArb, (construction) => {
        const light = {
          ...construction,
          layers: construction.layers.map((l) => ({ ...l, densityKgM3: 1e-6 })),
        };
        expect(periodicResponse(light).cts[0]).toBeGreaterThan(0.99);
      }),
      { numRuns: 30 },
    );
  });

  it('property: more mass (a denser layer) moves the centroid of the series later', () => {
    fc.assert(
      fc.property(
        constructionArb,
        fc.double({ min: 1.5, max: 4, noNaN: true }),
        (construction, factor) => {
          const heavier = {
            ...construction,
            layers: construction.layers.map((l) => ({ ...l, densityKgM3: l.densityKgM3 * factor })),
          };
          const before = centroid(periodicResponse(construction).cts);
          const after = centroid(periodicResponse(heavier).cts);
          // Centroids past ~11 h wrap round the 24 h period; compare where they do not.
          fc.pre(after < 11);
          expect(after).toBeGreaterThanOrEqual(before - 0.005);
        },
      ),
      { numRuns: 40 },
    );
  });

  /**
   * Thin, light or slow layers whose series the harmonic-by-harmonic sum (12 000 harmonics, then cut
   * off) left with a small negative term (issue 44, found by fuzzing): its value before the fix.
   */
  test.each([
    ['10 mm, 0.03 W/m·K, 10 kg/m³, 500 J/kg·K, no films', [0.01, 0.03, 10, 500], 0, 0, -1.56e-5],
    [
      '3 mm, 0.002 W/m·K, 30 kg/m³, 100 J/kg·K, films',
      [0.003, 0.002, 30, 100],
      0.04,
      0.12,
      -1.53e-5,
    ],
    [
      '5 mm, 0.03 W/m·K, 30 kg/m³, 1000 J/kg·K, films',
      [0.005, 0.03, 30, 1000],
      0.04,
      0.12,
      -1.35e-6,
    ],
  ] as const)(
    'gives %s a series without a negative term (was %s)',
    (
      _name,
      [thicknessM, conductivityWmK, densityKgM3, specificHeatJkgK],
      outside,
      inside,
      _was,
    ) => {
      const result = periodicResponse({
        layers: [{ thicknessM, conductivityWmK, densityKgM3, specificHeatJkgK }],
        outsideFilmM2KW: outside,
        insideFilmM2KW: inside,
      });
      for (const c of result.cts) expect(c).toBeGreaterThanOrEqual(0);
      expect(Math.abs(sum(result.cts) - 1)).toBeLessThanOrEqual(1e-9);
    },
  );

  it('matches the direct sum over 100 000 harmonics for a slab without films (Y = kγ / sinh γL) within 10⁻⁶', () => {
    // 5 mm of table 18's G01 gypsum: attenuated by e^−22 at the 100 000th harmonic, so the direct
    // sum needs no tail; Fourier coefficients of the triangular pulse c_n = (1/24)(sin(πn/24)/(πn/24))².
    const [k, rho, cp, thicknessM] = [0.16, 800, 1090, 0.005];
    const direct = new Array<number>(24).fill(1 / 24);
    for (let n = 1; n <= 100_000; n++) {
      if (n % 24 === 0) continue;
      const arg = (Math.PI * n) / 24;
      const cn = (Math.sin(arg) / arg) ** 2 / 24;
      const x = thicknessM * Math.sqrt((2 * Math.PI * n) / 86_400 / (2 * (k / (rho * cp))));
      // sinh(x + ix) = sinh x·cos x + i·cosh x·sin x; kγ = (k/L)·x·(1 + i); Y/U = kγ·L/k / sinh.
      const [sr, si] = [Math.sinh(x) * Math.cos(x), Math.cosh(x) * Math.sin(x)];
      const den = sr * sr + si * si;
      const yr = (x * (sr + si)) / den; // x(1 + i)·conj(sinh) / |sinh|², real part
      const yi = (x * (sr - si)) / den;
      for (let j = 0; j < 24; j++) {
        const phase = (2 * Math.PI * n * j) / 24;
        direct[j] = (direct[j] ?? 0) + 2 * cn * (yr * Math.cos(phase) - yi * Math.sin(phase));
      }
    }
    const result = periodicResponse({
      layers: [{ thicknessM, conductivityWmK: k, densityKgM3: rho, specificHeatJkgK: cp }],
      outsideFilmM2KW: 0,
      insideFilmM2KW: 0,
    });
    result.cts.forEach((c, j) =>
      expect(Math.abs(c - Math.max(direct[j] ?? 0, 0))).toBeLessThan(1e-6),
    );
  });

  it.each([
    [
      'a layer of zero thickness',
      { thicknessM: 0, conductivityWmK: 1, densityKgM3: 1, specificHeatJkgK: 1 },
    ],
    [
      'a layer of zero conductivity',
      { thicknessM: 0.1, conductivityWmK: 0, densityKgM3: 1, specificHeatJkgK: 1 },
    ],
    [
      'a conductivity so small that L/k overflows (5e-324 W/m·K)',
      { thicknessM: 0.1, conductivityWmK: 5e-324, densityKgM3: 1, specificHeatJkgK: 1 },
    ],
    [
      'a negative density',
      { thicknessM: 0.1, conductivityWmK: 1, densityKgM3: -1, specificHeatJkgK: 1 },
    ],
  ])('refuses %s', (_name, layer) => {
    expect(() =>
      periodicResponse({ layers: [layer], outsideFilmM2KW: 0.04, insideFilmM2KW: 0.12 }),
    ).toThrow(RangeError);
  });

  it('refuses a construction without layers', () => {
    expect(() =>
      periodicResponse({ layers: [], outsideFilmM2KW: 0.04, insideFilmM2KW: 0.12 }),
    ).toThrow(/at least one layer/);
  });
});
