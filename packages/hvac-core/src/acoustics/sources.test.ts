import { describe, expect, it, test } from 'vitest';
import {
  FAN_NOISE_SPECTRUM_DB,
  FAN_NOISE_TYPES,
  NECK_VELOCITY_LIMITS_M_S,
  bladePassFrequencyHz,
  fanSoundPower,
  silencerSelfNoiseDb,
  terminalSoundPowerDb,
} from './sources.js';

describe('fanSoundPower (empirical method, Arup Strutt / ASHRAE p. 47.4)', () => {
  test.each([
    // L_W = 20 log p + 10 log Q + 40 (Strutt help "Empirical fan noise prediction").
    { flow: 2, pressure: 500, overall: 20 * Math.log10(500) + 10 * Math.log10(2) + 40 },
    { flow: 1, pressure: 1000, overall: 100 },
    { flow: 10, pressure: 100, overall: 90 },
  ])('$flow m³/s at $pressure Pa → $overall dB', ({ flow, pressure, overall }) => {
    expect(fanSoundPower(flow, pressure, 'axial').overallDb).toBeCloseTo(overall, 9);
  });

  it('spreads the overall level by the fan type’s corrections, 8 kHz left blank', () => {
    for (const type of FAN_NOISE_TYPES) {
      const r = fanSoundPower(1, 1000, type);
      FAN_NOISE_SPECTRUM_DB[type].forEach((correction, i) => {
        expect(r.bandsDb[i]).toBeCloseTo(100 + correction, 9);
      });
      expect(r.bandsDb[7]).toBeNull();
    }
    // Strutt table: forward-curved centrifugal −2 dB at 63 Hz, −31 dB at 4 kHz.
    expect(fanSoundPower(1, 1000, 'forwardCurved').bandsDb[0]).toBeCloseTo(98, 9);
    expect(fanSoundPower(1, 1000, 'forwardCurved').bandsDb[6]).toBeCloseTo(69, 9);
  });

  it('adds 5 dB to the blade-pass band and 3 dB to its first harmonic', () => {
    const bpf = bladePassFrequencyHz(1200, 12);
    expect(bpf).toBe(240);
    const plain = fanSoundPower(2, 500, 'backwardCurved');
    const toned = fanSoundPower(2, 500, 'backwardCurved', bpf);
    expect((toned.bandsDb[2] ?? NaN) - (plain.bandsDb[2] ?? NaN)).toBeCloseTo(5, 12);
    expect((toned.bandsDb[3] ?? NaN) - (plain.bandsDb[3] ?? NaN)).toBeCloseTo(3, 12);
    expect(toned.bandsDb[1]).toBe(plain.bandsDb[1]);
  });
});

describe('silencerSelfNoiseDb (Fry 1988, Long Eq. 14.31, Table 14.8)', () => {
  it('gives the overall level less each band’s correction', () => {
    const overall = 55 * 1 + 10 * Math.log10(4) + 10 * Math.log10(600) - 45;
    const bands = silencerSelfNoiseDb(10, 4, 0.6);
    expect(bands[0]).toBeCloseTo(overall - 4, 9);
    expect(bands[3]).toBeCloseTo(overall - 8, 9);
    expect(bands[7]).toBeCloseTo(overall - 28, 9);
  });

  it('rises about 17 dB when the airway velocity doubles (55 log 2)', () => {
    const slow = silencerSelfNoiseDb(6, 4, 0.6);
    const fast = silencerSelfNoiseDb(12, 4, 0.6);
    expect((fast[4] ?? NaN) - (slow[4] ?? NaN)).toBeCloseTo(55 * Math.log10(2), 9);
    expect((fast[4] ?? NaN) - (slow[4] ?? NaN)).toBeCloseTo(17, 0);
  });
});

describe('terminalSoundPowerDb (Reynolds, Long Eqs. 13.27–13.33)', () => {
  it('rises about 18 dB per doubling of the approach velocity at the same loss coefficient', () => {
    // Same device (ξ fixed, so Δp ∝ U²): 60 log 2 = 18.06 dB.
    const a = terminalSoundPowerDb(0.36, 0.3, 20, 'rectangular');
    const b = terminalSoundPowerDb(0.36, 0.6, 80, 'rectangular');
    const overall = (bands: number[]): number =>
      10 * Math.log10(bands.reduce((s, l) => s + 10 ** (l / 10), 0));
    expect(overall(b) - overall(a)).toBeCloseTo(60 * Math.log10(2), 0);
  });

  it('drops about 15 dB when the face area doubles for the same airflow and loss coefficient', () => {
    // Long: "for a given air volume doubling the face area buys about 15 dB" (10 log 2 − 60 log 2).
    const overall = (bands: number[]): number =>
      10 * Math.log10(bands.reduce((s, l) => s + 10 ** (l / 10), 0));
    const small = overall(terminalSoundPowerDb(0.18, 0.3, 80, 'round'));
    const large = overall(terminalSoundPowerDb(0.36, 0.3, 20, 'round'));
    expect(small - large).toBeCloseTo(15, 0);
  });

  it('is 6 dB higher for a round device of the same duty, and adds 10 log n for n devices', () => {
    const rect = terminalSoundPowerDb(0.36, 0.3, 20, 'rectangular');
    const round = terminalSoundPowerDb(0.36, 0.3, 20, 'round');
    const four = terminalSoundPowerDb(0.36, 0.3, 20, 'rectangular', 4);
    rect.forEach((level, i) => {
      expect((round[i] ?? NaN) - level).toBeCloseTo(6, 9);
      expect((four[i] ?? NaN) - level).toBeCloseTo(10 * Math.log10(4), 9);
    });
  });
});

describe('NECK_VELOCITY_LIMITS_M_S (ASHRAE HVAC Applications 2019, ch. 49, Table 9)', () => {
  it('allows more velocity for a noisier criterion, and more at returns than supplies', () => {
    expect(NECK_VELOCITY_LIMITS_M_S.supply[30]).toBe(2.2);
    expect(NECK_VELOCITY_LIMITS_M_S.return[30]).toBe(2.5);
    const rcs = [25, 30, 35, 40, 45] as const;
    for (let i = 1; i < rcs.length; i += 1) {
      expect(NECK_VELOCITY_LIMITS_M_S.supply[rcs[i]!]).toBeGreaterThan(
        NECK_VELOCITY_LIMITS_M_S.supply[rcs[i - 1]!],
      );
    }
    for (const rc of rcs)
      expect(NECK_VELOCITY_LIMITS_M_S.return[rc]).toBeGreaterThan(
        NECK_VELOCITY_LIMITS_M_S.supply[rc],
      );
  });
});
