import { describe, expect, it } from 'vitest';
import { calculateDuctNoisePath } from './calculate-duct-noise-path.js';
import { convertDuctNoisePathInput } from './convert-input.js';
import { defaultDuctNoisePathInput, defaultRoomSurface } from './default-input.js';
import type { DuctNoisePathInputDraft } from './schema.js';

const FT = 0.3048;

const withSurfaces: DuctNoisePathInputDraft = {
  ...defaultDuctNoisePathInput('Imperial'),
  elements: [
    ...(defaultDuctNoisePathInput('Imperial').elements ?? []),
    {
      id: 'typed',
      type: 'straightDuct',
      length: 20,
      attenuationPerLength: [0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
    },
  ],
  room: {
    method: 'roomConstant',
    distance: 5,
    directivity: 2,
    volume: 3000,
    roomConstant: 200,
    surfaces: [
      defaultRoomSurface('Imperial', 's1'),
      { ...defaultRoomSurface('Imperial', 's2'), area: 400 },
    ],
  },
  targetNc: 35,
};

describe('convertDuctNoisePathInput', () => {
  it('converts lengths, widths, areas, volume and attenuation rates (NIST SP 811 factors)', () => {
    const metric = convertDuctNoisePathInput(withSurfaces, 'Metric');
    expect(metric.unitSystem).toBe('Metric');
    const [run, elbow, branch, silencer, outlet, duct] = metric.elements ?? [];
    if (run?.type !== 'ductRun') throw new Error('expected a duct run');
    expect(run.length).toBeCloseTo(20 * FT, 12); // 20 ft = 6.096 m
    expect(run.width).toBeCloseTo(609.6, 9); // 24 in = 609.6 mm
    expect(run.height).toBeCloseTo(304.8, 9);
    expect(run).toMatchObject({ shape: 'rectangular', lining: 'unlined' });
    if (duct?.type !== 'straightDuct') throw new Error('expected a duct');
    expect(duct.length).toBeCloseTo(20 * FT, 12);
    expect(duct.attenuationPerLength[0]).toBeCloseTo(0.2 / FT, 12); // 0.2 dB/ft = 0.656 dB/m
    if (elbow?.type !== 'elbow') throw new Error('expected an elbow');
    expect(elbow.width).toBeCloseTo(304.8, 9); // 12 in = 304.8 mm
    expect(elbow.quantity).toBe(2);
    if (branch?.type !== 'branch') throw new Error('expected a branch');
    expect(branch.totalArea).toBeCloseTo(4 * FT ** 2, 12);
    if (silencer?.type !== 'insertionLoss') throw new Error('expected a silencer');
    expect(silencer.insertionLoss).toEqual([4, 6, 10, 18, 22, 20, 15, 12]);
    if (outlet?.type !== 'endReflection') throw new Error('expected an outlet');
    expect(outlet.height).toBeCloseTo(304.8, 9);
    expect(metric.room.distance).toBeCloseTo(5 * FT, 12);
    expect(metric.room.volume).toBeCloseTo(3000 * FT ** 3, 9); // 84.95 m³
    expect(metric.room.roomConstant).toBeCloseTo(200 * FT ** 2, 12);
    expect(metric.room.surfaces?.[1]?.area).toBeCloseTo(400 * FT ** 2, 12);
    expect(metric.room.surfaces?.[1]?.absorptionCoefficients).toEqual(
      withSurfaces.room.surfaces?.[1]?.absorptionCoefficients,
    );
    expect(metric.room.surfaces?.[1]?.materialId).toBe('gypsumBoardOnStuds');
    expect(metric.sourceSoundPower).toEqual(withSurfaces.sourceSoundPower);
    expect(metric.targetNc).toBe(35);
  });

  it('round-trips Imperial → Metric → Imperial', () => {
    const back = convertDuctNoisePathInput(
      convertDuctNoisePathInput(withSurfaces, 'Metric'),
      'Imperial',
    );
    expect(back.room.distance).toBeCloseTo(5, 12);
    expect(back.room.volume).toBeCloseTo(3000, 9);
    const run = back.elements?.[0];
    if (run?.type !== 'ductRun') throw new Error('expected a duct run');
    expect(run.length).toBeCloseTo(20, 12);
    expect(run.width).toBeCloseTo(24, 12);
    const duct = back.elements?.[5];
    if (duct?.type !== 'straightDuct') throw new Error('expected a duct');
    expect(duct.attenuationPerLength[0]).toBeCloseTo(0.2, 12);
  });

  it('gives the same sound pressure, NC and reverberation after conversion', () => {
    for (const method of ['schultz', 'roomConstant', 'givenRoomConstant'] as const) {
      const input = { ...withSurfaces, room: { ...withSurfaces.room, method } };
      const a = calculateDuctNoisePath(input);
      const b = calculateDuctNoisePath(convertDuctNoisePathInput(input, 'Metric'));
      a.soundPressureDb.forEach((level, band) =>
        expect(b.soundPressureDb[band]).toBeCloseTo(level, 9),
      );
      expect(b.nc.nc).toBeCloseTo(a.nc.nc, 9);
      expect(b.reverberation?.sabineS[3]).toBeCloseTo(a.reverberation?.sabineS[3] ?? NaN, 9);
    }
  });

  it('keeps blanks and typed strings as they are, and leaves the same system unchanged', () => {
    const draft = {
      ...withSurfaces,
      room: { ...withSurfaces.room, distance: '10', volume: '' },
    } as DuctNoisePathInputDraft;
    const metric = convertDuctNoisePathInput(draft, 'Metric');
    expect(metric.room.distance).toBe(String(10 * FT));
    expect(metric.room.volume).toBe('');
    expect(convertDuctNoisePathInput(draft, 'Imperial')).toEqual(draft);
  });
});
