import { describe, expect, it, test } from 'vitest';
import {
  linedRectangularDuctInsertionLossDbPerFt,
  linedRoundDuctInsertionLossDbPerFt,
  straightDuctAttenuationPerLength,
  unlinedRectangularDuctAttenuationDbPerFt,
} from './duct-attenuation.js';

const BANDS = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;
const FT = 0.3048;
const IN = 0.0254;

/**
 * Every band of a row agrees with a table printed to 0.01 dB/ft. The rectangular rows are keyed by
 * P/A printed to 0.01 ft⁻¹ (so 2.70 may be 2.7 ± 0.005): 0.015 dB/ft covers both roundings.
 */
function expectRow(
  actual: readonly number[],
  published: readonly number[],
  tolerance = 0.0051,
): void {
  actual.forEach((value, band) => {
    expect(Math.abs(value - (published[band] ?? NaN)), `${BANDS[band]} Hz`).toBeLessThanOrEqual(
      tolerance,
    );
  });
}

describe('lined rectangular duct = unlined attenuation + lining insertion loss, 1 in lining', () => {
  // Siemens Building Technologies, Application Guide 125-1929 Rev. 4 (2009), lined rectangular duct
  // attenuation per foot by P/A (ft⁻¹), reproduced at
  // https://www.manualshelf.com/manual/siemens/lab-controls/3-2-1-basic-documentation-english/page-67.html
  // and page-68.html (63–8000 Hz, dB/ft). The guide prints the same numbers under its 1 in and 2 in
  // titles; they agree with Reynolds and Bledsoe's equations at t = 1 in (checked here).
  test.each([
    [12.0, [2.0, 2.06, 2.18, 3.66, 10.1, 10.36, 4.8, 2.87]],
    [8.0, [1.08, 1.24, 1.6, 2.98, 7.62, 7.48, 3.98, 2.6]],
    [4.0, [0.56, 0.6, 0.96, 2.09, 4.7, 4.29, 2.9, 2.2]],
    [3.0, [0.5, 0.48, 0.79, 1.81, 3.85, 3.41, 2.54, 2.06]],
    [2.7, [0.4, 0.44, 0.75, 1.71, 3.57, 3.12, 2.42, 2.01]],
    [1.5, [0.23, 0.24, 0.47, 1.27, 2.37, 1.95, 1.85, 1.76]],
    [1.0, [0.16, 0.16, 0.34, 1.03, 1.79, 1.41, 1.54, 1.6]],
    [0.86, [0.14, 0.14, 0.3, 0.96, 1.61, 1.25, 1.43, 1.55]],
  ] as const)('P/A = %f ft⁻¹ matches the published row', (pa, published) => {
    const total = BANDS.map(
      (hz) =>
        unlinedRectangularDuctAttenuationDbPerFt(pa, hz) +
        linedRectangularDuctInsertionLossDbPerFt(pa, 1, hz),
    );
    expectRow(total, published, 0.015);
  });

  it('switches the low-frequency unlined form at P/A = 3 ft⁻¹ (the 3.00 and 2.70 rows above)', () => {
    // 17.0·3^−0.25·63^−0.85 = 0.382; 1.64·2.7^0.73·63^−0.58 = 0.306 dB/ft.
    expect(unlinedRectangularDuctAttenuationDbPerFt(3, 63)).toBeCloseTo(0.382, 3);
    expect(unlinedRectangularDuctAttenuationDbPerFt(2.7, 63)).toBeCloseTo(0.306, 3);
  });
});

describe('lined round duct insertion loss', () => {
  // 2 in: Siemens Application Guide 125-1929 (2009), table 21 "Two-Inch Thick Fiberglass Lined Round
  // Duct Attenuation Per Foot of Length", https://www.manualshelf.com/manual/siemens/lab-controls/3-2-1-basic-documentation-english/page-71.html
  // 1 in: same guide, 1 in lined round duct (the table continued on page-70.html).
  test.each([
    [2, 6, [0.56, 0.8, 1.37, 2.25, 2.17, 2.31, 2.04, 1.26]],
    [2, 12, [0.42, 0.67, 1.25, 2.18, 2.18, 1.91, 1.48, 1.05]],
    [2, 24, [0.25, 0.46, 1.01, 2.0, 1.71, 1.24, 0.85, 0.8]],
    [2, 36, [0.18, 0.29, 0.79, 1.74, 0.93, 0.71, 0.6, 0.64]],
    [2, 48, [0.11, 0.15, 0.62, 1.36, 0.26, 0.34, 0.45, 0.44]],
    [2, 60, [0, 0, 0.53, 0.79, 0.1, 0.14, 0.09, 0.07]],
    [1, 12, [0.23, 0.46, 0.81, 1.45, 2.18, 1.91, 1.48, 1.05]],
    [1, 20, [0.11, 0.31, 0.65, 1.34, 1.92, 1.45, 1.0, 0.87]],
    [1, 34, [0, 0.11, 0.38, 1.07, 1.07, 0.79, 0.63, 0.66]],
    [1, 50, [0, 0, 0.15, 0.55, 0.19, 0.29, 0.41, 0.4]],
  ] as const)('%d in lining, %d in diameter', (lining, d, published) => {
    expectRow(
      BANDS.map((hz) => linedRoundDuctInsertionLossDbPerFt(d, lining, hz)),
      published,
    );
  });

  it('refuses diameters outside 6–60 in', () => {
    expect(() => linedRoundDuctInsertionLossDbPerFt(4, 1, 500)).toThrow(RangeError);
  });
});

describe('straightDuctAttenuationPerLength', () => {
  it('gives the same rates in SI: a 12 × 12 in duct with 1 in lining (P/A = 4 ft⁻¹)', () => {
    const r = straightDuctAttenuationPerLength({
      shape: 'rectangular',
      widthM: 12 * IN,
      heightM: 12 * IN,
      lining: 'lined1in',
    });
    // Siemens row P/A 4.00: 0.56 … 4.70 dB/ft; 4.70 dB/ft = 4.70/0.3048 = 15.42 dB/m.
    expectRow(
      r.dbPerMetre.map((rate) => rate * FT),
      [0.56, 0.6, 0.96, 2.09, 4.7, 4.29, 2.9, 2.2],
    );
    expect(r.dbPerMetre[4]).toBeCloseTo(4.7 / FT, 1);
    expect(r.perimeterOverAreaPerM).toBeCloseTo(4 / FT, 9);
    expect(r.warnings).toEqual([]);
  });

  it('adds the lining to the unlined duct, so 2 in gives more than 1 in below 1 kHz', () => {
    const size = { shape: 'rectangular', widthM: 0.6, heightM: 0.3 } as const;
    const unlined = straightDuctAttenuationPerLength({ ...size, lining: 'unlined' }).dbPerMetre;
    const one = straightDuctAttenuationPerLength({ ...size, lining: 'lined1in' }).dbPerMetre;
    const two = straightDuctAttenuationPerLength({ ...size, lining: 'lined2in' }).dbPerMetre;
    for (let band = 0; band < 8; band += 1) {
      expect(one[band]).toBeGreaterThan(unlined[band] ?? Infinity);
      if (band < 4) expect(two[band]).toBeGreaterThan(one[band] ?? Infinity);
      else expect(two[band]).toBeCloseTo(one[band] ?? NaN, 12);
    }
  });

  it('uses the unlined round duct table (Engineering ToolBox, dB/m)', () => {
    // https://www.engineeringtoolbox.com/sound-attenuation-ducts-d_74.html: round 100–300 mm
    // 0.1 dB/m at 63–250 Hz and 0 above; over 300 mm 0 in every band.
    const small = straightDuctAttenuationPerLength({
      shape: 'round',
      widthM: 0.25,
      lining: 'unlined',
    });
    expect(small.dbPerMetre).toEqual([0.1, 0.1, 0.1, 0, 0, 0, 0, 0]);
    const large = straightDuctAttenuationPerLength({
      shape: 'round',
      widthM: 0.5,
      lining: 'unlined',
    });
    expect(large.dbPerMetre).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('clamps sizes outside the published data and says so', () => {
    const tiny = straightDuctAttenuationPerLength({
      shape: 'rectangular',
      widthM: 3 * IN,
      heightM: 3 * IN,
      lining: 'lined1in',
    });
    // P/A of 3 × 3 in = 16 ft⁻¹ > 12: the 12.00 row is used.
    expect(tiny.warnings[0]).toMatch(/outside the published 0.83–12 ft⁻¹/);
    expect((tiny.dbPerMetre[4] ?? 0) * FT).toBeCloseTo(10.1, 1);
    const big = straightDuctAttenuationPerLength({
      shape: 'round',
      widthM: 72 * IN,
      lining: 'lined2in',
    });
    expect(big.warnings[0]).toMatch(/outside the published 6–60 in/);
    const small = straightDuctAttenuationPerLength({
      shape: 'round',
      widthM: 0.08,
      lining: 'unlined',
    });
    expect(small.warnings[0]).toMatch(/below the published 100 mm/);
  });

  it('refuses a rectangular duct without a height', () => {
    expect(() =>
      straightDuctAttenuationPerLength({ shape: 'rectangular', widthM: 0.3, lining: 'unlined' }),
    ).toThrow(RangeError);
  });
});
