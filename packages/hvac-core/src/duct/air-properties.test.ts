import { describe, expect, it, test } from 'vitest';
import { airDynamicViscosityPaS, airPropertiesAt, dryAirDensityKgM3 } from './air-properties.js';

describe('dryAirDensityKgM3', () => {
  it('is 1.204 kg/m³ for standard air (20 °C, 101.325 kPa), ASHRAE F 2021 ch. 21', () => {
    expect(dryAirDensityKgM3(20, 101_325)).toBeCloseTo(1.204, 3);
  });
  it('is 0.075 lb/ft³ (1.2014 kg/m³) at 70 °F, the I-P standard air of ASHRAE F 2021 ch. 21', () => {
    expect(dryAirDensityKgM3((70 - 32) / 1.8, 101_325) / 16.018463).toBeCloseTo(0.075, 3);
  });
  it('falls with temperature and rises with pressure', () => {
    expect(dryAirDensityKgM3(40, 101_325)).toBeLessThan(dryAirDensityKgM3(20, 101_325));
    expect(dryAirDensityKgM3(20, 90_000)).toBeLessThan(dryAirDensityKgM3(20, 101_325));
  });
  it('rejects temperatures at or below absolute zero', () => {
    expect(() => dryAirDensityKgM3(-273.15, 101_325)).toThrow(RangeError);
  });
});

describe('airDynamicViscosityPaS', () => {
  // Incropera, DeWitt et al., Fundamentals of Heat and Mass Transfer (6th ed.), table A.4, air at 1 atm.
  test.each<[number, number]>([
    [250, 159.6e-7],
    [300, 184.6e-7],
    [350, 208.2e-7],
    [400, 230.1e-7],
  ])('matches the tabulated viscosity at %d K within 1 %', (kelvin, expected) => {
    expect(Math.abs(airDynamicViscosityPaS(kelvin - 273.15) / expected - 1)).toBeLessThan(0.01);
  });
  it('is 1.716e-5 Pa·s at 0 °C by construction', () => {
    expect(airDynamicViscosityPaS(0)).toBeCloseTo(1.716e-5, 12);
  });
});

describe('airPropertiesAt', () => {
  it('gives standard air at 20 °C and sea level, ν ≈ 1.51e-5 m²/s (the basis of Re = 66.4 D V in ASHRAE F 2021 ch. 21)', () => {
    const air = airPropertiesAt(20, 0);
    expect(air.pressurePa).toBeCloseTo(101_325, 6);
    expect(air.densityKgM3).toBeCloseTo(1.204, 3);
    expect(air.kinematicViscosityM2S).toBeCloseTo(1.506e-5, 7);
  });
  it('thins with altitude: about 1.06 kg/m³ at 1000 m and 20 °C', () => {
    // p(1000 m) = 89.875 kPa, ASHRAE F 2021 ch. 1, table 1.
    expect(airPropertiesAt(20, 1000).densityKgM3).toBeCloseTo(89_875 / (287.042 * 293.15), 3);
  });
});
