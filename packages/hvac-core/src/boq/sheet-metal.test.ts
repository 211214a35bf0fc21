import { describe, expect, it, test } from 'vitest';
import {
  GALVANIZED_COATING,
  MSG_LB_PER_FT2_PER_INCH,
  ductSheetMetal,
  galvanizedSheet,
  residentialMinimumSheet,
  sheetMassPerAreaKgM2,
} from './sheet-metal.js';

const LB = 0.45359237;
const FT = 0.3048;
const IN = 0.0254;

describe('galvanizedSheet', () => {
  test.each([
    // Roof Online "Weight of sheet steel": MSG 41.82 lb/ft²/in, galvanized adds 0.00375 in and
    // 0.156 lb/ft². AISI average 26 gauge 0.0217 in (hansenpolebuildings.com "Let's talk steel
    // thickness"); 24 gauge galvanized 0.0276 in (Steel Market Update, "Steel buyers basics").
    { gauge: 26, thicknessIn: 0.0217, weightLbPerFt2: 0.906 },
    { gauge: 24, thicknessIn: 0.0276, weightLbPerFt2: 1.156 },
    { gauge: 28, thicknessIn: 0.0187, weightLbPerFt2: 0.781 },
  ])(
    '$gauge gauge: $thicknessIn in, $weightLbPerFt2 lb/ft²',
    ({ gauge, thicknessIn, weightLbPerFt2 }) => {
      const sheet = galvanizedSheet(gauge);
      expect(sheet.thicknessIn).toBeCloseTo(thicknessIn, 3);
      expect(sheet.weightLbPerFt2).toBeCloseTo(weightLbPerFt2, 3);
      expect(sheet.massKgPerM2).toBeCloseTo((weightLbPerFt2 * LB) / FT ** 2, 3);
    },
  );

  it('keeps the MSG rule: the uncoated 10 gauge sheet is 0.1345 in and 5.625 lb/ft² (offroaders.com)', () => {
    const ten = galvanizedSheet(10);
    expect(ten.weightLbPerFt2 - GALVANIZED_COATING.weightLbPerFt2).toBe(5.625);
    expect(ten.thicknessIn - GALVANIZED_COATING.thicknessIn).toBeCloseTo(0.1345, 4);
    expect(5.625 / MSG_LB_PER_FT2_PER_INCH).toBeCloseTo(0.1345, 4);
  });

  it('refuses a gauge it does not tabulate', () => {
    expect(() => galvanizedSheet(25)).toThrow(/gauge must be one of/);
  });
});

describe('ductSheetMetal', () => {
  it('weighs a 12 in round, 10 ft, 26 gauge duct at π × 1 ft × 10 ft × 0.906 lb/ft² = 28.46 lb', () => {
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
    expect(r.netMassKg).toBeCloseTo(20 * galvanizedSheet(24).massKgPerM2, 9);
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

  it('refuses a missing size or gauge', () => {
    expect(() =>
      ductSheetMetal({
        shape: 'round',
        lengthM: 1,
        material: 'galvanizedSteel',
        gauge: 26,
        wastePercent: 0,
      }),
    ).toThrow(/diameterM/);
    expect(() =>
      ductSheetMetal({
        shape: 'round',
        diameterM: 0.3,
        lengthM: 1,
        material: 'galvanizedSteel',
        wastePercent: 0,
      }),
    ).toThrow(/gauge/);
    expect(() =>
      ductSheetMetal({
        shape: 'round',
        diameterM: 0.3,
        lengthM: 1,
        material: 'aluminium',
        wastePercent: 0,
      }),
    ).toThrow(/thicknessM/);
  });

  it('gives the same mass for the same duct in Imperial or Metric sizes', () => {
    const a = ductSheetMetal({
      shape: 'round',
      diameterM: 14 * IN,
      lengthM: 25 * FT,
      material: 'galvanizedSteel',
      gauge: 26,
      wastePercent: 10,
    });
    expect(a.massKg / LB).toBeCloseTo(Math.PI * (14 / 12) * 25 * 0.906 * 1.1, 6);
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
    // Rectangular 11–12 in, ½ in. wg → 0.016 / 0.023; 19–20 in → 0.024 / 0.034.
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

  it('names the gauges the Minnesota amendment prints (0.013 → 30, 0.016 → 28, 0.019 → 26), and 24 for 0.024', () => {
    expect(residentialMinimumSheet('round', 10, 0.5, 'galvanizedSteel')?.gauge).toBe(30);
    expect(residentialMinimumSheet('round', 13, 1, 'galvanizedSteel')?.gauge).toBe(28);
    expect(residentialMinimumSheet('round', 16, 1, 'galvanizedSteel')?.gauge).toBe(26);
    expect(residentialMinimumSheet('rectangular', 20, 1, 'galvanizedSteel')?.gauge).toBe(24);
    expect(residentialMinimumSheet('round', 12, 0.5, 'galvanizedSteel')?.gauge).toBe(30);
  });

  it('leaves larger ducts and stainless steel to the SMACNA standards', () => {
    expect(residentialMinimumSheet('round', 22, 0.5, 'galvanizedSteel')).toBeNull();
    expect(residentialMinimumSheet('rectangular', 10, 0.5, 'stainlessSteel')).toBeNull();
  });
});
