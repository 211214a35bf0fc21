import { describe, expect, it, test } from 'vitest';
import {
  GALVANIZED_SHEETS,
  SMACNA_MINIMUM_GAUGE_STEPS,
  ductSurfaceAreaM2,
  galvanizedSheet,
  smacnaMinimumGauge,
} from './sheet-metal.js';
import type { GalvanizedGauge } from './sheet-metal.js';

const IN = 0.0254;
const FT = 0.3048;
const FT2 = FT * FT;

describe('ductSurfaceAreaM2', () => {
  // Sheet-metal area = perimeter × length: 2(W + H)·L rectangular, π·D·L round (worked by hand).
  test.each<[string, Parameters<typeof ductSurfaceAreaM2>[0], number, number]>([
    [
      '24 × 12 in × 50 ft = 2(2 + 1 ft) × 50 = 300 ft²',
      { shape: 'rectangular', widthM: 24 * IN, heightM: 12 * IN },
      50 * FT,
      300 * FT2,
    ],
    [
      '600 × 300 mm × 15 m = 2(0.6 + 0.3) × 15 = 27 m²',
      { shape: 'rectangular', widthM: 0.6, heightM: 0.3 },
      15,
      27,
    ],
    [
      '14 in Ø × 100 ft = π × 14/12 × 100 = 366.519 ft²',
      { shape: 'round', diameterM: 14 * IN },
      100 * FT,
      ((Math.PI * 14) / 12) * 100 * FT2,
    ],
    ['zero length → 0', { shape: 'round', diameterM: 0.2 }, 0, 0],
  ])('%s', (_case, section, lengthM, expectedM2) => {
    expect(ductSurfaceAreaM2(section, lengthM)).toBeCloseTo(expectedM2, 10);
  });

  it('rejects a duct with no size', () => {
    expect(() => ductSurfaceAreaM2({ shape: 'round', diameterM: 0 }, 1)).toThrow(RangeError);
  });
});

describe('smacnaMinimumGauge', () => {
  // SMACNA HVAC Duct Construction Standards, 3rd ed. (2005), ≤ 2 in. wg: rectangular by longest side.
  test.each<[number, GalvanizedGauge | null]>([
    [8, 26],
    [12, 26],
    [13, 24],
    [24, 24],
    [30, 24],
    [31, 22],
    [54, 22],
    [55, 20],
    [84, 20],
    [96, 18],
    [120, 18],
    [121, null],
  ])('rectangular, longest side %d in → %s ga', (sizeIn, gauge) => {
    expect(smacnaMinimumGauge('rectangular', sizeIn * IN, 2)).toBe(gauge);
  });

  // SMACNA 3rd ed. table 3-5, round spiral-seam duct, positive pressure ≤ 2 in. wg.
  test.each<[number, GalvanizedGauge | null]>([
    [6, 28],
    [14, 28],
    [16, 26],
    [26, 26],
    [30, 24],
    [40, 22],
    [56, 20],
    [72, 18],
    [90, null],
  ])('round spiral, %d in Ø → %s ga', (sizeIn, gauge) => {
    expect(smacnaMinimumGauge('round', sizeIn * IN, 1)).toBe(gauge);
  });

  it('reads Metric sizes against the inch table (600 mm = 23.6 in → 24 ga; 300 mm = 11.8 in → 26 ga)', () => {
    expect(smacnaMinimumGauge('rectangular', 0.6, 2)).toBe(24);
    expect(smacnaMinimumGauge('rectangular', 0.3, 2)).toBe(26);
  });

  it('gives no gauge above the tabulated pressure classes', () => {
    expect(smacnaMinimumGauge('rectangular', 24 * IN, 3)).toBeNull();
  });
});

describe('GALVANIZED_SHEETS', () => {
  // SMACNA HVAC Duct Construction Standards, appendix A, "Galvanized Sheet Thickness Tolerances":
  // nominal thickness (in), weight (lb/ft²) and the table's own kg/m². The table's kg/m² were
  // converted with a rounded factor (4.88 rather than 4.8824), so they read up to 0.01 low.
  test.each<[GalvanizedGauge, number, number, number]>([
    [28, 0.0187, 0.781, 3.81],
    [26, 0.0217, 0.906, 4.42],
    [24, 0.0276, 1.156, 5.64],
    [22, 0.0336, 1.406, 6.86],
    [20, 0.0396, 1.656, 8.08],
    [18, 0.0516, 2.156, 10.52],
    [16, 0.0635, 2.656, 12.96],
  ])('%i ga is %d in, %d lb/ft² and %d kg/m²', (gauge, thicknessIn, lbFt2, kgM2) => {
    const sheet = galvanizedSheet(gauge);
    expect(sheet.thicknessIn).toBe(thicknessIn);
    expect(sheet.poundsPerFt2).toBe(lbFt2);
    expect(sheet.kilogramsPerM2).toBeCloseTo((lbFt2 * 0.45359237) / FT2, 12);
    expect(Math.abs(sheet.kilogramsPerM2 - kgM2)).toBeLessThanOrEqual(0.01);
  });

  it('gets heavier as the gauge number falls', () => {
    for (let i = 1; i < GALVANIZED_SHEETS.length; i += 1) {
      expect(GALVANIZED_SHEETS[i]?.poundsPerFt2).toBeGreaterThan(
        GALVANIZED_SHEETS[i - 1]?.poundsPerFt2 ?? 0,
      );
    }
  });

  it('weighs 300 ft² of 24 ga at 346.8 lb (5.644 kg/m²)', () => {
    expect(300 * galvanizedSheet(24).poundsPerFt2).toBeCloseTo(346.8, 10);
    expect(galvanizedSheet(24).kilogramsPerM2).toBeCloseTo(5.644, 3);
  });
});

describe('SMACNA_MINIMUM_GAUGE_STEPS', () => {
  it('is the table smacnaMinimumGauge reads: each row’s largest size takes its gauge, the next inch the next row’s', () => {
    for (const shape of ['rectangular', 'round'] as const) {
      const steps = SMACNA_MINIMUM_GAUGE_STEPS[shape];
      steps.forEach(([upToIn, gauge], index) => {
        expect(smacnaMinimumGauge(shape, upToIn * 0.0254, 2)).toBe(gauge);
        const next = steps[index + 1];
        expect(smacnaMinimumGauge(shape, (upToIn + 1) * 0.0254, 2)).toBe(next?.[1] ?? null);
      });
    }
  });
});
