import { describe, expect, it, test } from 'vitest';
import {
  ductSheetMetal,
  residentialMinimumSheet,
  sheetMassPerAreaKgM2,
  type DuctSheetMetalInput,
} from './sheet-metal.js';
import { galvanizedSheet } from './suggestions/sheet-metal.js';

const LB = 0.45359237;
const FT = 0.3048;
const IN = 0.0254;

describe('ductSheetMetal', () => {
  it('weighs a 12 in round, 10 ft, 26 gauge duct at π × 1 ft × 10 ft × 0.906 lb/ft² = 28.46 lb', () => {
    // SMACNA appendix A: 26 gauge galvanized 0.906 lb/ft².
    const r = ductSheetMetal({
      shape: 'round',
      diameterM: 12 * IN,
      lengthM: 10 * FT,
      material: 'galvanizedSteel',
      gauge: 26,
      wastePercent: 0,
    });
    expect(r.surfaceAreaM2).toBeCloseTo(Math.PI * 10 * FT * FT, 9);
    expect(r.massKg / LB).toBeCloseTo(Math.PI * 10 * 0.906, 6);
  });

  it('takes 2 (W + H) L for a rectangular duct and adds the waste allowance', () => {
    const r = ductSheetMetal({
      shape: 'rectangular',
      widthM: 0.6,
      heightM: 0.4,
      lengthM: 10,
      material: 'galvanizedSteel',
      gauge: 24,
      wastePercent: 15,
    });
    expect(r.surfaceAreaM2).toBeCloseTo(20, 12);
    expect(r.netMassKg).toBeCloseTo(20 * galvanizedSheet(24).kilogramsPerM2, 9);
    expect(r.massKg).toBeCloseTo(r.netMassKg * 1.15, 9);
  });

  test.each([
    // Aluminium 2.70 g/cm³ (0.0975 lb/in³); stainless 304 7.93 g/cm³ (0.286 lb/in³).
    { material: 'aluminium' as const, lbPerIn3: 0.0975 },
    { material: 'stainlessSteel' as const, lbPerIn3: 0.286 },
  ])('weighs $material by thickness and density ($lbPerIn3 lb/in³)', ({ material, lbPerIn3 }) => {
    const perArea = sheetMassPerAreaKgM2(material, 0.04 * IN);
    // 0.040 in sheet: lb/in³ × 0.040 in × 144 in²/ft² = lb/ft².
    expect(perArea / (LB / FT ** 2)).toBeCloseTo(lbPerIn3 * 0.04 * 144, 1);
  });

  const ROUND_FOOT = { shape: 'round', lengthM: 1, wastePercent: 0 } as const;
  test.each<[string, DuctSheetMetalInput, RegExp]>([
    ['no diameter', { ...ROUND_FOOT, material: 'galvanizedSteel', gauge: 26 }, /diameterM/],
    ['no gauge', { ...ROUND_FOOT, diameterM: 0.3, material: 'galvanizedSteel' }, /gauge/],
    ['no thickness', { ...ROUND_FOOT, diameterM: 0.3, material: 'aluminium' }, /thicknessM/],
    [
      'a waste allowance above 100 %',
      {
        ...ROUND_FOOT,
        diameterM: 0.3,
        material: 'aluminium',
        thicknessM: 0.001,
        wastePercent: 120,
      },
      /wastePercent/,
    ],
  ])('refuses %s', (_case, input, message) => {
    expect(() => ductSheetMetal(input)).toThrow(message);
  });
});

describe('residentialMinimumSheet (IMC Table 603.4)', () => {
  test.each([
    // up.codes, IMC 603.4 table: round < 12 in, ½ in. wg → 0.013 galvanized, 0.018 aluminium.
    {
      shape: 'round' as const,
      size: 10,
      pressure: 0.5 as const,
      galvanized: 0.013,
      aluminium: 0.018,
    },
    // Round 15–17 in, 1 in. wg → 0.019 / 0.027.
    {
      shape: 'round' as const,
      size: 16,
      pressure: 1 as const,
      galvanized: 0.019,
      aluminium: 0.027,
    },
    // Round 19–20 in, ½ in. wg → 0.019 / 0.027.
    {
      shape: 'round' as const,
      size: 20,
      pressure: 0.5 as const,
      galvanized: 0.019,
      aluminium: 0.027,
    },
    // Rectangular 11–12 in, ½ in. wg → 0.016 / 0.023; 19–20 in at 1 in. wg → 0.024 / 0.034.
    {
      shape: 'rectangular' as const,
      size: 12,
      pressure: 0.5 as const,
      galvanized: 0.016,
      aluminium: 0.023,
    },
    {
      shape: 'rectangular' as const,
      size: 20,
      pressure: 1 as const,
      galvanized: 0.024,
      aluminium: 0.034,
    },
  ])(
    '$shape $size in at $pressure in. wg → $galvanized in galvanized, $aluminium in aluminium',
    ({ shape, size, pressure, galvanized, aluminium }) => {
      expect(
        residentialMinimumSheet(shape, size, pressure, 'galvanizedSteel')?.minimumThicknessIn,
      ).toBe(galvanized);
      expect(residentialMinimumSheet(shape, size, pressure, 'aluminium')?.minimumThicknessIn).toBe(
        aluminium,
      );
    },
  );

  it('picks the lightest SMACNA-table gauge that meets the minimum', () => {
    // Minnesota Rules 1346.0603 prints 0.016 in = 28 gauge and 0.019 in = 26 gauge; the SMACNA sheet
    // table starts at 28 gauge, so the 0.013 in (30-gauge) minimum is met by 28 gauge here.
    expect(residentialMinimumSheet('round', 13, 1, 'galvanizedSteel')?.gauge).toBe(28);
    expect(residentialMinimumSheet('round', 16, 1, 'galvanizedSteel')?.gauge).toBe(26);
    expect(residentialMinimumSheet('rectangular', 20, 1, 'galvanizedSteel')?.gauge).toBe(24);
    expect(residentialMinimumSheet('round', 10, 0.5, 'galvanizedSteel')?.gauge).toBe(28);
    expect(residentialMinimumSheet('round', 12, 0.5, 'galvanizedSteel')?.minimumThicknessIn).toBe(
      0.013,
    );
    expect(residentialMinimumSheet('round', 11.5, 1, 'galvanizedSteel')?.minimumThicknessIn).toBe(
      0.013,
    );
  });

  it('leaves larger ducts and stainless steel to the SMACNA standards', () => {
    expect(residentialMinimumSheet('round', 22, 0.5, 'galvanizedSteel')).toBeNull();
    expect(residentialMinimumSheet('rectangular', 10, 0.5, 'stainlessSteel')).toBeNull();
  });
});
