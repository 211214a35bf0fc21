import psychrolib from 'psychrolib';
import { describe, expect, it, test } from 'vitest';
import {
  moistAirDensityKgM3,
  moistAirDensityLbFt3,
  moistAirSpecificVolumeFt3Lb,
  moistAirSpecificVolumeM3Kg,
} from './specific-volume.js';

describe('moistAirSpecificVolumeM3Kg', () => {
  test.each([
    [25, 0, 101_325, 0.8443, 1e-3, 'ASHRAE F 2017 ch. 1 table 2, dry air va at 25 °C'],
    [30, 0.02, 95_461, 0.940855374352943, 1e-9, 'PsychroLib test suite (eq. 28)'],
    [40, 0.0065, 101_325, 0.896, 2e-3, 'ASHRAE F 2017 ch. 1 example 1 (40 °C db, 20 °C wb)'],
  ])('at %d °C, W = %d, p = %d Pa is %d m³/kg within %d (%s)', (t, w, p, v, relative) => {
    expect(Math.abs(moistAirSpecificVolumeM3Kg(t, w, p) / v - 1)).toBeLessThan(relative);
  });

  it('rejects a negative humidity ratio and a zero pressure', () => {
    expect(() => moistAirSpecificVolumeM3Kg(20, -0.001, 101_325)).toThrow(/Humidity ratio/);
    expect(() => moistAirSpecificVolumeM3Kg(20, 0.01, 0)).toThrow(/pressurePa/);
  });
});

describe('moistAirDensityKgM3', () => {
  test.each([
    [20, 0, 101_325, 1.204, 1e-3, 'ASHRAE F 2021 ch. 21, standard air 1.204 kg/m³'],
    [30, 0.02, 95_461, 1.08411986348219, 1e-9, 'PsychroLib test suite (eq. 11)'],
  ])('at %d °C, W = %d, p = %d Pa is %d kg/m³ within %d (%s)', (t, w, p, rho, relative) => {
    expect(Math.abs(moistAirDensityKgM3(t, w, p) / rho - 1)).toBeLessThan(relative);
  });

  it('agrees with PsychroLib to 1e-12 over a grid, and falls as humidity rises at fixed p and t', () => {
    psychrolib.SetUnitSystem(psychrolib.SI);
    for (const w of [1e-6, 0.005, 0.02, 0.1]) {
      expect(
        moistAirDensityKgM3(35, w, 80_000) / psychrolib.GetMoistAirDensity(35, w, 80_000) - 1,
      ).toBeCloseTo(0, 12);
    }
    expect(moistAirDensityKgM3(35, 0.02, 80_000)).toBeLessThan(
      moistAirDensityKgM3(35, 0.01, 80_000),
    );
  });
});

describe('I-P specific volume and density', () => {
  test.each([
    [77, 0, 14.696, 13.5251, 1e-3, 'ASHRAE F 2017 I-P ch. 1 table 2, dry air va at 77 °F'],
    [86, 0.02, 14.175, 14.7205749002918, 1e-9, 'PsychroLib I-P test suite (eq. 28)'],
    [100, 0.00523, 14.696, 14.22, 1e-3, 'ASHRAE F 2017 I-P ch. 1 example 1 (100 °F db, 65 °F wb)'],
  ])('at %d °F, W = %d, p = %d psia v is %d ft³/lb within %d (%s)', (t, w, p, v, relative) => {
    expect(Math.abs(moistAirSpecificVolumeFt3Lb(t, w, p) / v - 1)).toBeLessThan(relative);
  });

  it('gives the density of PsychroLib I-P', () => {
    expect(moistAirDensityLbFt3(86, 0.02, 14.175)).toBeCloseTo(0.0692907720594378, 12);
  });

  it('agrees with SI after conversion within 0.01 % (Rda 53.350 vs 287.042 rounding)', () => {
    const si = moistAirSpecificVolumeM3Kg(25, 0.01, 101_325);
    const ip =
      (moistAirSpecificVolumeFt3Lb(77, 0.01, 101_325 / 6894.757293) * 0.3048 ** 3) / 0.45359237;
    expect(Math.abs(ip / si - 1)).toBeLessThan(1e-4);
  });
});
