import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { calculateDuctNoisePath } from './calculate-duct-noise-path.js';
import { addDecibels } from './decibels.js';
import { defaultDuctNoisePathInput } from './default-input.js';
import type { DuctNoisePathInputDraft } from './schema.js';

const FT = 0.3048;

const imperial: DuctNoisePathInputDraft = {
  unitSystem: 'Imperial',
  sourceSoundPower: [85, 82, 78, 75, 72, 68, 64, 60],
  elements: [
    {
      id: 'd1',
      type: 'straightDuct',
      length: 20,
      attenuationPerLength: [0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
    },
    { id: 'e1', type: 'elbow', elbowKind: 'squareNoVanes', width: 12, quantity: 2 },
    { id: 'b1', type: 'branch', branchArea: 1, totalArea: 4 },
    { id: 's1', type: 'insertionLoss', insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12] },
    { id: 'o1', type: 'endReflection', width: 12, height: 12, termination: 'flush' },
  ],
  room: { method: 'schultz', distance: 6, volume: 3000 },
  roomType: 'privateOffice',
};

function toMetric(input: DuctNoisePathInputDraft): DuctNoisePathInputDraft {
  return {
    ...input,
    unitSystem: 'Metric',
    elements: [
      {
        id: 'd1',
        type: 'straightDuct',
        length: 20 * FT,
        attenuationPerLength: [0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1].map((r) => r / FT),
      },
      { id: 'e1', type: 'elbow', elbowKind: 'squareNoVanes', width: 304.8, quantity: 2 },
      { id: 'b1', type: 'branch', branchArea: FT ** 2, totalArea: 4 * FT ** 2 },
      { id: 's1', type: 'insertionLoss', insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12] },
      { id: 'o1', type: 'endReflection', width: 304.8, height: 304.8, termination: 'flush' },
    ],
    room: { method: 'schultz', distance: 6 * FT, volume: 3000 * FT ** 3 },
  };
}

describe('calculateDuctNoisePath', () => {
  it('subtracts each element band by band and carries the power forward', () => {
    const r = calculateDuctNoisePath(imperial);
    const duct = r.elements[0]!;
    expect(duct.attenuationDb[0]).toBeCloseTo(4, 10); // 0.2 dB/ft × 20 ft
    expect(duct.soundPowerDb[0]).toBeCloseTo(81, 10);
    expect(r.elements[1]?.attenuationDb).toEqual([0, 0, 2, 10, 16, 8, 6, 6]); // 2 elbows, ASHRAE table 22
    expect(r.elements[2]?.attenuationDb[3]).toBeCloseTo(6.02, 2);
    const total = r.elements.reduce((sum, e) => sum + (e.attenuationDb[4] ?? 0), 0);
    expect(r.roomSoundPowerDb[4]).toBeCloseTo(72 - total, 10);
  });

  it('converts room power to pressure by Schultz and rates NC, RC and dBA', () => {
    const r = calculateDuctNoisePath(imperial);
    const v = 3000 * FT ** 3;
    const expected500 =
      (r.roomSoundPowerDb[3] ?? 0) -
      10 * Math.log10(6 * FT) -
      5 * Math.log10(v) -
      3 * Math.log10(500) +
      12;
    expect(r.soundPressureDb[3]).toBeCloseTo(expected500, 10);
    expect(r.nc.nc).toBeGreaterThan(15);
    expect(r.guideline?.maxNc).toBe(35);
    expect(r.target?.target).toBe(35);
    expect(r.target?.pass).toBe(r.nc.ncRounded <= 35);
    expect(Number.isFinite(r.aWeightedDb)).toBe(true);
  });

  it('gives the same sound pressure in Imperial and Metric after conversion', () => {
    const a = calculateDuctNoisePath(imperial);
    const b = calculateDuctNoisePath(toMetric(imperial));
    a.soundPressureDb.forEach((level, band) =>
      expect(b.soundPressureDb[band]).toBeCloseTo(level, 9),
    );
    expect(b.nc.nc).toBeCloseTo(a.nc.nc, 9);
  });

  it('uses the room constant and gives reverberation times when surfaces are given', () => {
    const r = calculateDuctNoisePath({
      ...imperial,
      room: {
        method: 'roomConstant',
        distance: 6,
        directivity: 2,
        volume: 3000,
        surfaces: [
          {
            id: 'ceiling',
            area: 300,
            absorptionCoefficients: [0.3, 0.5, 0.7, 0.8, 0.8, 0.8, 0.8, 0.8],
          },
          {
            id: 'walls-floor',
            area: 780,
            absorptionCoefficients: [0.05, 0.05, 0.06, 0.07, 0.09, 0.1, 0.1, 0.1],
          },
        ],
      },
    });
    expect(r.roomMethod).toBe('roomConstant');
    expect(r.reverberation?.sabineS[4]).toBeGreaterThan(r.reverberation!.eyringS[4]!);
    expect(r.soundPressureDb.every(Number.isFinite)).toBe(true);
  });

  it('combines with a second path by decibel addition', () => {
    const a = calculateDuctNoisePath(imperial);
    const both = a.soundPressureDb.map((level) => addDecibels([level, level]));
    expect(both[0]! - a.soundPressureDb[0]!).toBeCloseTo(3.01, 2);
  });

  it('names the field and range in its messages', () => {
    try {
      calculateDuctNoisePath({ ...imperial, room: { method: 'schultz', distance: 0 } });
      throw new Error('expected a ZodError');
    } catch (error) {
      expect(error).toBeInstanceOf(ZodError);
      const messages = (error as ZodError).issues.map((i) => i.message);
      expect(messages).toContain('Listener distance must be between 1 and 500 ft.');
      expect(messages).toContain('Room volume is required by the Schultz method.');
    }
    expect(() => calculateDuctNoisePath({ ...imperial, sourceSoundPower: [80, 80] })).toThrow(
      /8 octave-band values/,
    );
  });
});

describe('defaultDuctNoisePathInput', () => {
  it('is valid in both unit systems and rates about the same NC', () => {
    const a = calculateDuctNoisePath(defaultDuctNoisePathInput('Imperial'));
    const b = calculateDuctNoisePath(defaultDuctNoisePathInput('Metric'));
    expect(Math.abs(a.nc.nc - b.nc.nc)).toBeLessThan(2);
    expect(a.target?.target).toBe(35);
  });
});

describe('calculateDuctNoisePath with an entered room constant', () => {
  it('gives Lp = Lw + 10 log(Q/4πr² + 4/R): 80 dB, Q 2, 3 m, R 50 m² → 69.90 dB', () => {
    // 2/(4π·3²) = 0.01768; 4/50 = 0.08; 10·log10(0.09768) = −10.10 dB (ASHRAE HVAC Applications
    // 2019, ch. 49, room sound correction, direct and reverberant field).
    const r = calculateDuctNoisePath({
      unitSystem: 'Metric',
      sourceSoundPower: [80, 80, 80, 80, 80, 80, 80, 80],
      room: { method: 'givenRoomConstant', distance: 3, directivity: 2, roomConstant: 50 },
    });
    r.soundPressureDb.forEach((level) => expect(level).toBeCloseTo(69.9, 2));
    expect(r.roomMethod).toBe('givenRoomConstant');
  });

  it('asks for the room constant when it is to be entered', () => {
    expect(() =>
      calculateDuctNoisePath({
        sourceSoundPower: [80, 80, 80, 80, 80, 80, 80, 80],
        room: { method: 'givenRoomConstant', distance: 10 },
      }),
    ).toThrow(/Room constant is required/);
    expect(() =>
      calculateDuctNoisePath({
        sourceSoundPower: [80, 80, 80, 80, 80, 80, 80, 80],
        room: { method: 'givenRoomConstant', distance: 10, roomConstant: 0.5 },
      }),
    ).toThrow(/Room constant must be between 1 and 1,000,000 ft²/);
  });
});

describe('calculateDuctNoisePath warnings', () => {
  it('warns when the rating exceeds the target and names the controlling band', () => {
    const r = calculateDuctNoisePath({ ...imperial, elements: [], targetNc: 25 });
    expect(r.target?.pass).toBe(false);
    expect(
      r.warnings.some((w) => w.startsWith(`NC ${r.nc.ncRounded} exceeds the target NC 25`)),
    ).toBe(true);
  });

  it('has no target warning when the path meets it', () => {
    const r = calculateDuctNoisePath({ ...imperial, targetNc: 70 });
    expect(r.target?.pass).toBe(true);
    expect(r.warnings.some((w) => w.includes('exceeds the target'))).toBe(false);
  });

  it('warns beyond the Schultz range and names the RC quality', () => {
    const r = calculateDuctNoisePath({
      ...imperial,
      sourceSoundPower: [120, 95, 88, 88, 88, 83, 78, 73],
      room: { method: 'schultz', distance: 6, volume: 50_000 },
    });
    expect(r.rc.rc).toBeGreaterThanOrEqual(25);
    expect(r.warnings.some((w) => w.includes('15 000 ft³'))).toBe(true);
    expect(r.rc.quality).toBe('LF');
    expect(r.warnings.some((w) => w.includes('rumble'))).toBe(true);
  });
});

describe('calculateDuctNoisePath: a very quiet room (issue 22)', () => {
  it('rates it below NC 15 and below RC 25, with no rumble warning', () => {
    const r = calculateDuctNoisePath({
      ...imperial,
      sourceSoundPower: [60, 45, 35, 30, 25, 20, 15, 10],
      room: { method: 'schultz', distance: 6, volume: 50_000 },
    });
    expect(r.rc.label).toBe('below RC 25');
    expect(r.nc.label).toBe('below NC 15');
    expect(r.warnings.some((w) => w.includes('rumble'))).toBe(false);
    expect(r.notes.some((note) => note.includes('below NC 15'))).toBe(true);
  });
});

describe('calculateDuctNoisePath: a path that attenuates a band below hearing', () => {
  it('carries the band at −100 dB re 1 pW and still rates the room (found by the contract suite)', () => {
    const draft = defaultDuctNoisePathInput('Metric');
    const silencers = Array.from({ length: 12 }, (_, index) => ({
      id: `s${index}`,
      type: 'insertionLoss' as const,
      label: 'Silencer',
      insertionLoss: [60, 60, 60, 60, 60, 60, 60, 60],
    }));
    const result = calculateDuctNoisePath({ ...draft, elements: silencers });
    expect(result.roomSoundPowerDb.every((level) => level === -100)).toBe(true);
    expect(result.notes.some((note) => note.includes('−100') || note.includes('-100'))).toBe(true);
    expect(Number.isFinite(result.nc.nc)).toBe(true);
  });
});
