import { describe, expect, it } from 'vitest';
import { ABSORPTION_MATERIALS, absorptionMaterial } from './absorption-materials.js';
import {
  calculateDuctNoisePath,
  surfaceAbsorptionCoefficients,
} from './calculate-duct-noise-path.js';
import { convertDuctNoisePathInput } from './convert-input.js';
import { DuctNoisePathInputSchema, type DuctNoisePathInputDraft } from './schema.js';

const FT = 0.3048;

const base: DuctNoisePathInputDraft = {
  unitSystem: 'Imperial',
  sourceSoundPower: [85, 82, 78, 75, 72, 68, 64, 60],
  elements: [],
  room: { method: 'schultz', distance: 5, volume: 3000 },
};

function withElement(element: Record<string, unknown>): DuctNoisePathInputDraft {
  return { ...base, elements: [element] } as DuctNoisePathInputDraft;
}

describe('a straight duct by size in the noise path', () => {
  // 12 × 12 in, 1 in lining: P/A = 4 ft⁻¹. Siemens Application Guide 125-1929 (2009), lined
  // rectangular duct, row P/A 4.00: 0.56, 0.60, 0.96, 2.09, 4.70, 4.29, 2.90, 2.20 dB/ft
  // (https://www.manualshelf.com/manual/siemens/lab-controls/3-2-1-basic-documentation-english/page-68.html);
  // over 5 ft: 2.8, 3.0, 4.8, 10.45, 23.5, 21.45, 14.5, 11.0 dB.
  const imperial = withElement({
    id: 'd',
    type: 'ductRun',
    label: 'Lined main',
    shape: 'rectangular',
    width: 12,
    height: 12,
    lining: 'lined1in',
    length: 5,
  });

  it('computes the published rates and attenuation in Imperial', () => {
    const r = calculateDuctNoisePath(imperial);
    const duct = r.elements[0];
    const published = [0.56, 0.6, 0.96, 2.09, 4.7, 4.29, 2.9, 2.2];
    duct?.attenuationPerLength?.forEach((rate, band) =>
      expect(Math.abs(rate - (published[band] ?? NaN))).toBeLessThan(0.006),
    );
    duct?.attenuationDb.forEach((db, band) =>
      expect(Math.abs(db - 5 * (published[band] ?? NaN))).toBeLessThan(0.03),
    );
    expect(r.notes.join(' ')).toMatch(/Reynolds and Bledsoe/);
  });

  it('gives the same attenuation in Metric (305 × 305 mm, 1.524 m) with rates in dB/m', () => {
    const metric = convertDuctNoisePathInput(imperial, 'Metric');
    const a = calculateDuctNoisePath(imperial).elements[0];
    const b = calculateDuctNoisePath(metric).elements[0];
    b?.attenuationDb.forEach((db, band) => expect(db).toBeCloseTo(a?.attenuationDb[band] ?? 0, 9));
    // 4.70 dB/ft = 4.70 / 0.3048 = 15.42 dB/m at 1 kHz.
    expect(b?.attenuationPerLength?.[4]).toBeCloseTo((a?.attenuationPerLength?.[4] ?? 0) / FT, 9);
    expect(b?.attenuationPerLength?.[4]).toBeCloseTo(15.42, 1);
  });

  it('caps one run at 40 dB and warns', () => {
    const r = calculateDuctNoisePath(
      withElement({
        id: 'd',
        type: 'ductRun',
        label: 'Long lined run',
        shape: 'rectangular',
        width: 12,
        height: 12,
        lining: 'lined1in',
        length: 20,
      }),
    );
    // 1 kHz: 4.70 dB/ft × 20 ft = 94 dB → 40 dB.
    expect(r.elements[0]?.attenuationDb[4]).toBe(40);
    expect(r.warnings.join(' ')).toMatch(/Long lined run: the run would attenuate more than 40 dB/);
  });

  it('names the field and range for a missing height or a size out of range', () => {
    const noHeight = DuctNoisePathInputSchema.safeParse(
      withElement({ id: 'd', type: 'ductRun', shape: 'rectangular', width: 12, length: 5 }),
    );
    expect(noHeight.success).toBe(false);
    expect(noHeight.error?.issues.map((i) => i.message)).toContain(
      'Duct height is required for a rectangular duct.',
    );
    const tooBig = DuctNoisePathInputSchema.safeParse({
      ...withElement({ id: 'd', type: 'ductRun', shape: 'round', width: 6000, length: 2 }),
      unitSystem: 'Metric',
    });
    expect(tooBig.error?.issues[0]?.message).toBe(
      'Duct diameter must be between 50.8 and 5,080 mm.',
    );
    expect(tooBig.error?.issues[0]?.path).toEqual(['elements', 0, 'width']);
  });

  it('still computes a saved typed-rate straight duct exactly as before', () => {
    const r = calculateDuctNoisePath(
      withElement({
        id: 'd',
        type: 'straightDuct',
        length: 20,
        attenuationPerLength: [0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
      }),
    );
    expect(r.elements[0]?.attenuationDb[0]).toBeCloseTo(4, 12);
    expect(r.elements[0]?.attenuationPerLength).toBeNull();
  });
});

describe('absorption coefficient library', () => {
  it('holds the published classic values (sengpielaudio.com/calculator-RT60Coeff.htm)', () => {
    // "Brick: unglazed 0.03 0.03 0.03 0.04 0.05 0.07"; "carpet on concrete 0.02 0.06 0.14 0.37
    // 0.60 0.65"; "Glass: window 0.35 0.25 0.18 0.12 0.07 0.04" (125–4000 Hz).
    expect(absorptionMaterial('brickUnglazed')?.coefficients).toEqual([
      0.03, 0.03, 0.03, 0.04, 0.05, 0.07,
    ]);
    expect(absorptionMaterial('carpetOnConcrete')?.coefficients).toEqual([
      0.02, 0.06, 0.14, 0.37, 0.6, 0.65,
    ]);
    expect(absorptionMaterial('glassWindow')?.coefficients).toEqual([
      0.35, 0.25, 0.18, 0.12, 0.07, 0.04,
    ]);
    const ids = ABSORPTION_MATERIALS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const material of ABSORPTION_MATERIALS) {
      expect(material.source.length).toBeGreaterThan(10);
      for (const alpha of material.coefficients) {
        expect(alpha).toBeGreaterThan(0);
        expect(alpha).toBeLessThan(1);
      }
    }
  });

  const room = (unitSystem: 'Imperial' | 'Metric', area: number): DuctNoisePathInputDraft => ({
    ...base,
    unitSystem,
    room: {
      method: 'roomConstant',
      distance: unitSystem === 'Metric' ? 1.524 : 5,
      volume: unitSystem === 'Metric' ? 3000 * FT ** 3 : 3000,
      surfaces: [{ id: 's', label: 'Carpet', area, materialId: 'carpetOnConcrete' }],
    },
  });

  it('fills a surface from its material, 63 Hz = 125 Hz and 8 kHz = 4 kHz, and says so', () => {
    const r = calculateDuctNoisePath(room('Imperial', 1000));
    // A single carpet surface: ᾱ is the carpet's coefficient in each band.
    const expected = [0.02, 0.02, 0.06, 0.14, 0.37, 0.6, 0.65, 0.65];
    r.reverberation?.meanAbsorptionCoefficient.forEach((alpha, band) =>
      expect(alpha).toBeCloseTo(expected[band] ?? NaN, 12),
    );
    expect(r.notes.join(' ')).toMatch(/Carpet, heavy, on concrete.*63 Hz band takes the 125 Hz/);
  });

  it('gives the same reverberation in both unit systems (Sabine, 500 Hz)', () => {
    const a = calculateDuctNoisePath(room('Imperial', 1000));
    const b = calculateDuctNoisePath(room('Metric', 1000 * FT ** 2));
    // T = 0.161·V/A: V = 84.95 m³, A = 92.90 m² × 0.14 = 13.01 m² → 1.052 s.
    expect(a.reverberation?.sabineS[3]).toBeCloseTo(b.reverberation?.sabineS[3] ?? NaN, 9);
    expect(a.reverberation?.sabineS[3]).toBeCloseTo(1.05, 2);
  });

  it('prefers the material over typed coefficients and keeps typed-only surfaces working', () => {
    const typed = surfaceAbsorptionCoefficients({
      id: 's',
      label: '',
      area: 10,
      absorptionCoefficients: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    });
    expect(typed[3]).toBe(0.5);
    const chosen = surfaceAbsorptionCoefficients({
      id: 's',
      label: '',
      area: 10,
      materialId: 'brickUnglazed',
      absorptionCoefficients: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    });
    expect(chosen).toEqual([0.03, 0.03, 0.03, 0.03, 0.04, 0.05, 0.07, 0.07]);
  });

  it('refuses an unknown material and a surface with neither material nor coefficients', () => {
    const unknown = DuctNoisePathInputSchema.safeParse({
      ...room('Imperial', 100),
      room: {
        method: 'schultz',
        distance: 5,
        volume: 3000,
        surfaces: [{ id: 's', area: 100, materialId: 'cheese' }],
      },
    });
    expect(unknown.error?.issues[0]?.message).toBe(
      'Material must be one of the library’s materials.',
    );
    const neither = DuctNoisePathInputSchema.safeParse({
      ...room('Imperial', 100),
      room: { method: 'schultz', distance: 5, volume: 3000, surfaces: [{ id: 's', area: 100 }] },
    });
    expect(neither.error?.issues[0]?.message).toBe(
      'Absorption coefficients are required unless a material is chosen.',
    );
  });
});
