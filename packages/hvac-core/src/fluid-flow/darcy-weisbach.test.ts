import { describe, expect, it, test } from 'vitest';
import { PASCALS_PER_INCH_OF_WATER } from '../units/index.js';
import {
  darcyFrictionRatePaPerM,
  darcyPressureDropPa,
  fittingPressureLossPa,
  velocityPressurePa,
} from './darcy-weisbach.js';

describe('velocityPressurePa', () => {
  // Standard air (1.204 kg/m³): pv = (V/4005)² in. wg with V in fpm, ASHRAE F 2021 ch. 21.
  test.each<[number, number]>([
    [4005, 1],
    [1000, (1000 / 4005) ** 2],
    [2000, (2000 / 4005) ** 2],
  ])('matches (V/4005)² in. wg for standard air at %d fpm', (velocityFpm, expectedInWg) => {
    const velocityMS = (velocityFpm * 0.3048) / 60;
    expect(velocityPressurePa(1.204, velocityMS) / PASCALS_PER_INCH_OF_WATER).toBeCloseTo(
      expectedInWg,
      3,
    );
  });

  it('is ρV²/2', () => {
    expect(velocityPressurePa(1.2, 10)).toBeCloseTo(60, 12);
    expect(velocityPressurePa(1.2, -10)).toBeCloseTo(60, 12);
  });

  it('rejects a non-positive density', () => {
    expect(() => velocityPressurePa(0, 5)).toThrow(RangeError);
  });
});

describe('darcyPressureDropPa', () => {
  it('matches the ASHRAE duct-design worked numbers (f = 0.0191, pv = 31 Pa, Dh = 254.5 mm → 2.3 Pa/m)', () => {
    // ASHRAE Duct Design (eq. 18 of F 2021 ch. 21): Δp/L = f/Dh · pv = 0.0191 / 0.2545 × 31 = 2.33 Pa/m.
    const velocityMS = Math.sqrt((2 * 31) / 1.2);
    expect(darcyFrictionRatePaPerM(0.0191, 0.2545, 1.2, velocityMS)).toBeCloseTo(2.33, 2);
  });

  it('is the friction rate times the length', () => {
    const rate = darcyFrictionRatePaPerM(0.02, 0.3, 1.2, 6);
    expect(darcyPressureDropPa(0.02, 25, 0.3, 1.2, 6)).toBeCloseTo(rate * 25, 12);
    expect(darcyPressureDropPa(0.02, 0, 0.3, 1.2, 6)).toBe(0);
  });

  it('recovers the friction factor when inverted (round trip)', () => {
    const lossPa = darcyPressureDropPa(0.0185, 12, 0.35, 1.19, 7.5);
    const f = (lossPa * 0.35) / (12 * velocityPressurePa(1.19, 7.5));
    expect(f).toBeCloseTo(0.0185, 14);
  });

  test.each<[number, number, number, number, number]>([
    [0, 1, 0.3, 1.2, 5],
    [0.02, -1, 0.3, 1.2, 5],
    [0.02, 1, 0, 1.2, 5],
    [0.02, 1, 0.3, 0, 5],
    [0.02, 1, 0.3, 1.2, Number.NaN],
  ])('rejects bad arguments (%d, %d, %d, %d, %d)', (f, length, diameter, density, velocity) => {
    expect(() => darcyPressureDropPa(f, length, diameter, density, velocity)).toThrow(RangeError);
  });
});

describe('fittingPressureLossPa', () => {
  it('is C × pv', () => {
    expect(fittingPressureLossPa(0.3, 15)).toBeCloseTo(4.5, 12);
  });
  it('rejects a negative coefficient', () => {
    expect(() => fittingPressureLossPa(-0.1, 15)).toThrow(RangeError);
  });
});
