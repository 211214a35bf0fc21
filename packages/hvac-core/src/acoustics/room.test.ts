import { describe, expect, it } from 'vitest';
import {
  eyringReverberationTimeS,
  roomAbsorption,
  roomConstantM2,
  sabineReverberationTimeS,
  schultzSoundPressureDb,
  soundPressureFromPowerDb,
} from './room.js';

const FT = 0.3048;

describe('reverberation time', () => {
  it('gives 1.61 s by Sabine for 1000 m³ with 100 m² of absorption (T = 0.161 V/A)', () => {
    expect(sabineReverberationTimeS(1000, 100)).toBeCloseTo(1.611, 3);
  });

  it('gives the I-P Sabine value T = 0.049 V/A (V ft³, A ft² sabins) after conversion', () => {
    // 20 000 ft³ with 1000 sabins: 0.049 × 20 = 0.98 s.
    expect(sabineReverberationTimeS(20_000 * FT ** 3, 1000 * FT ** 2)).toBeCloseTo(0.98, 2);
  });

  it('gives Eyring below Sabine, approaching it as ᾱ → 0', () => {
    // V = 1000 m³, S = 600 m², ᾱ = 0.3: Eyring 0.161·1000/(600·0.35667) = 0.7529 s; Sabine 0.8951 s.
    expect(eyringReverberationTimeS(1000, 600, 0.3)).toBeCloseTo(0.7529, 3);
    expect(sabineReverberationTimeS(1000, 180)).toBeCloseTo(0.8951, 3);
    const sabine = sabineReverberationTimeS(1000, 600 * 0.001);
    expect(eyringReverberationTimeS(1000, 600, 0.001) / sabine).toBeCloseTo(1, 2);
  });

  it('refuses ᾱ of 1 or more in Eyring', () => {
    expect(() => eyringReverberationTimeS(100, 100, 1)).toThrow(RangeError);
  });
});

describe('room absorption and room constant', () => {
  it('sums Sα and averages α over the area', () => {
    const r = roomAbsorption([
      { areaM2: 100, absorptionCoefficient: 0.1 },
      { areaM2: 50, absorptionCoefficient: 0.7 },
    ]);
    expect(r.absorptionM2).toBeCloseTo(45, 12);
    expect(r.meanAbsorptionCoefficient).toBeCloseTo(0.3, 12);
  });

  it('gives R = Sᾱ/(1 − ᾱ)', () => {
    expect(roomConstantM2(200, 0.2)).toBeCloseTo(50, 12);
  });
});

describe('soundPressureFromPowerDb', () => {
  it('is the direct field close to the source and the reverberant field far from it', () => {
    // Near: Lp ≈ Lw + 10 log(Q/4πr²); far: Lp → Lw + 10 log(4/R).
    expect(soundPressureFromPowerDb(80, 2, 3, 50)).toBeCloseTo(
      80 + 10 * Math.log10(2 / (4 * Math.PI * 9) + 0.08),
      10,
    );
    expect(soundPressureFromPowerDb(80, 1, 1000, 50)).toBeCloseTo(80 + 10 * Math.log10(0.08), 3);
  });

  it('drops 6 dB per doubling of distance in free field (R very large)', () => {
    const near = soundPressureFromPowerDb(90, 1, 2, 1e12);
    const far = soundPressureFromPowerDb(90, 1, 4, 1e12);
    expect(near - far).toBeCloseTo(6.02, 2);
  });

  it('matches the I-P form Lp = Lw + 10 log(Q/4πr² + 4/R) + 10.5 (r ft, R ft²) within 0.2 dB', () => {
    const rFt = 10;
    const roomConstantFt2 = 500;
    const ip = 75 + 10 * Math.log10(2 / (4 * Math.PI * rFt ** 2) + 4 / roomConstantFt2) + 10.5;
    expect(soundPressureFromPowerDb(75, 2, rFt * FT, roomConstantFt2 * FT ** 2)).toBeCloseTo(ip, 0);
    expect(
      Math.abs(soundPressureFromPowerDb(75, 2, rFt * FT, roomConstantFt2 * FT ** 2) - ip),
    ).toBeLessThan(0.2);
  });
});

describe('schultzSoundPressureDb', () => {
  it('agrees with the I-P form Lp = Lw − 10 log r − 5 log V − 3 log f + 25 (ASHRAE HVAC Applications 2019, ch. 49) within 0.2 dB', () => {
    const rFt = 8;
    const vFt3 = 4000;
    for (const f of [63, 500, 4000]) {
      const ip = 55 - 10 * Math.log10(rFt) - 5 * Math.log10(vFt3) - 3 * Math.log10(f) + 25;
      expect(Math.abs(schultzSoundPressureDb(55, rFt * FT, vFt3 * FT ** 3, f) - ip)).toBeLessThan(
        0.2,
      );
    }
  });

  it('falls 3 dB per doubling of distance (typical furnished rooms)', () => {
    expect(
      schultzSoundPressureDb(60, 1, 100, 500) - schultzSoundPressureDb(60, 2, 100, 500),
    ).toBeCloseTo(3.01, 2);
  });
});
