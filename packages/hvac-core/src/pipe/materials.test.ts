import { describe, expect, it, test } from 'vitest';
import {
  PIPE_MATERIALS,
  nominalSizeInches,
  pipeMaterial,
  pipeSize,
  pipeSizeLabel,
} from './materials.js';
import type { PipeMaterialId } from './materials.js';

describe('pipeSize', () => {
  test.each<[PipeMaterialId, string, number, string]>([
    // ASME B36.10M table 1, Schedule 40 / 80 (ID = OD − 2t)
    ['steelSchedule40', '1/2', 0.622, 'ASME B36.10M Sch 40'],
    ['steelSchedule40', '1', 1.049, 'ASME B36.10M Sch 40'],
    ['steelSchedule40', '2', 2.067, 'ASME B36.10M Sch 40'],
    ['steelSchedule40', '4', 4.026, 'ASME B36.10M Sch 40'],
    ['steelSchedule40', '6', 6.065, 'ASME B36.10M Sch 40'],
    ['steelSchedule40', '12', 11.938, 'ASME B36.10M Sch 40'],
    ['steelSchedule40', '24', 22.624, 'ASME B36.10M Sch 40'],
    ['steelSchedule80', '2', 1.939, 'ASME B36.10M Sch 80'],
    ['steelSchedule80', '4', 3.826, 'ASME B36.10M Sch 80'],
    ['steelSchedule80', '12', 11.374, 'ASME B36.10M Sch 80'],
    // ASTM B88 (CDA Copper Tube Handbook tables 14.3a–c)
    ['copperTypeL', '1/2', 0.545, 'ASTM B88 Type L'],
    ['copperTypeL', '3/4', 0.785, 'ASTM B88 Type L'],
    ['copperTypeL', '1', 1.025, 'ASTM B88 Type L'],
    ['copperTypeL', '2', 1.985, 'ASTM B88 Type L'],
    ['copperTypeL', '4', 3.905, 'ASTM B88 Type L'],
    ['copperTypeL', '8', 7.725, 'ASTM B88 Type L'],
    ['copperTypeK', '1', 0.995, 'ASTM B88 Type K'],
    ['copperTypeK', '2', 1.959, 'ASTM B88 Type K'],
    ['copperTypeM', '1', 1.055, 'ASTM B88 Type M'],
    ['copperTypeM', '2', 2.009, 'ASTM B88 Type M'],
    // PEX average ID (manufacturers' tables, e.g. Uponor: 3/8 0.350, 1/2 0.475, 3/4 0.671, 1 0.862)
    ['pexSdr9', '3/8', 0.35, 'ASTM F876 CTS SDR 9, average ID'],
    ['pexSdr9', '1/2', 0.475, 'ASTM F876 CTS SDR 9, average ID'],
    ['pexSdr9', '3/4', 0.671, 'ASTM F876 CTS SDR 9, average ID'],
    ['pexSdr9', '1', 0.8625, 'ASTM F876 CTS SDR 9, average ID'],
    // PVC average ID (manufacturers' D1785 tables: 1 in 1.029, 2 in 2.047, 4 in 3.998 Sch 40)
    ['pvcSchedule40', '1', 1.029, 'ASTM D1785 Sch 40, average ID'],
    ['pvcSchedule40', '2', 2.047, 'ASTM D1785 Sch 40, average ID'],
    ['pvcSchedule40', '4', 3.998, 'ASTM D1785 Sch 40, average ID'],
    // HDPE DR 11 average ID, PPI Handbook D = OD − 2.12 t (2 in 1.917, 4 in 3.633, 6 in 5.349)
    ['hdpeDr11', '2', 1.917, 'ASTM D3035 DR 11, PPI average ID'],
    ['hdpeDr11', '4', 3.633, 'ASTM D3035 DR 11, PPI average ID'],
    ['hdpeDr11', '6', 5.349, 'ASTM D3035 DR 11, PPI average ID'],
  ])('%s %s in has an inside diameter of %d in (%s)', (material, nominal, insideDiameterIn) => {
    const size = pipeSize(material, nominal);
    expect(size.insideDiameterIn).toBeCloseTo(insideDiameterIn, 3);
    expect(size.insideDiameterM).toBeCloseTo(size.insideDiameterIn * 0.0254, 12);
  });

  it('names the sizes of a material when the size is not made', () => {
    expect(() => pipeSize('copperTypeM', '1/4')).toThrow(
      /nominalSize '1\/4' is not a standard size of Copper, Type M; choose one of 3\/8, 1\/2/,
    );
  });

  describe('invariants', () => {
    test.each(PIPE_MATERIALS.map((id) => [id]))(
      '%s: sizes ascend, ID < OD, ID grows with size',
      (id) => {
        const { sizes } = pipeMaterial(id);
        for (let i = 0; i < sizes.length; i++) {
          const size = sizes[i]!;
          expect(size.insideDiameterIn).toBeGreaterThan(0);
          expect(size.insideDiameterIn).toBeLessThan(size.outsideDiameterIn);
          if (i > 0) {
            expect(size.nominalInches).toBeGreaterThan(sizes[i - 1]!.nominalInches);
            expect(size.insideDiameterIn).toBeGreaterThan(sizes[i - 1]!.insideDiameterIn);
          }
        }
      },
    );

    it('has thicker walls (smaller IDs) in heavier schedules and types', () => {
      for (const nominal of ['1', '2', '4', '8']) {
        expect(pipeSize('steelSchedule80', nominal).insideDiameterIn).toBeLessThan(
          pipeSize('steelSchedule40', nominal).insideDiameterIn,
        );
        expect(pipeSize('pvcSchedule80', nominal).insideDiameterIn).toBeLessThan(
          pipeSize('pvcSchedule40', nominal).insideDiameterIn,
        );
        expect(pipeSize('copperTypeK', nominal).insideDiameterIn).toBeLessThan(
          pipeSize('copperTypeL', nominal).insideDiameterIn,
        );
        expect(pipeSize('copperTypeL', nominal).insideDiameterIn).toBeLessThan(
          pipeSize('copperTypeM', nominal).insideDiameterIn,
        );
      }
    });

    it('gives copper tube and PEX an OD 1/8 in above the nominal size (copper tube size)', () => {
      for (const id of ['copperTypeK', 'copperTypeL', 'copperTypeM', 'pexSdr9'] as const) {
        for (const size of pipeMaterial(id).sizes)
          expect(size.outsideDiameterIn).toBeCloseTo(size.nominalInches + 0.125, 9);
      }
    });

    it('keeps PEX at SDR 9 with a 0.070 in minimum wall and HDPE at DR 11', () => {
      for (const size of pipeMaterial('pexSdr9').sizes) {
        expect(size.wallThicknessIn).toBeCloseTo(Math.max(0.07, size.outsideDiameterIn / 9), 3);
      }
      // Walls are OD/11 rounded to 0.001 in, so the ratio is 11 within that rounding.
      for (const size of pipeMaterial('hdpeDr11').sizes)
        expect(Math.abs(size.outsideDiameterIn / size.wallThicknessIn / 11 - 1)).toBeLessThan(
          0.006,
        );
    });
  });
});

describe('nominalSizeInches', () => {
  test.each([
    ['1/2', 0.5],
    ['1-1/4', 1.25],
    ['2-1/2', 2.5],
    ['24', 24],
  ])('reads %s as %d in', (text, inches) => {
    expect(nominalSizeInches(text)).toBe(inches);
  });
  it('refuses other text', () => {
    expect(() => nominalSizeInches('2 in')).toThrow(RangeError);
  });
});

describe('pipeSizeLabel', () => {
  it('shows DN for iron pipe sizes and the OD for copper tube sizes in Metric', () => {
    const steel = pipeMaterial('steelSchedule40');
    const copper = pipeMaterial('copperTypeL');
    expect(pipeSizeLabel(steel, pipeSize('steelSchedule40', '2'), 'Metric')).toBe('2 in (DN 50)');
    expect(pipeSizeLabel(steel, pipeSize('steelSchedule40', '2-1/2'), 'Imperial')).toBe('2-1/2 in');
    expect(pipeSizeLabel(copper, pipeSize('copperTypeL', '1'), 'Metric')).toBe('1 in (OD 28.6 mm)');
  });
});

describe('pipeMaterial', () => {
  it('ties each material to its standard and roughness source', () => {
    expect(pipeMaterial('steelSchedule40').roughnessM).toBe(0.046e-3);
    expect(pipeMaterial('copperTypeL').roughnessM).toBe(0.0015e-3);
    expect(pipeMaterial('pvcSchedule80').standard).toMatch(/ASTM D1785/);
    expect(pipeMaterial('hdpeDr11').standard).toMatch(/ASTM D3035/);
    expect(pipeMaterial('pexSdr9').standard).toMatch(/ASTM F876/);
  });
});
