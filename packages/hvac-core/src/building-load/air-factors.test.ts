import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  AIR_LATENT_FACTOR_BTUH_PER_CFM,
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
} from '../heat-load/constants.js';
import { moistAirDensityKgM3 } from '../psychrometrics/specific-volume.js';
import {
  SEA_LEVEL_AIR_FACTORS,
  airFactorsAtElevation,
  airFactorsAtPressure,
} from './air-factors.js';

/** The factors in I-P: Btu/h per cfm·°F and Btu/h per cfm. */
const ipFactors = (elevationM: number) => {
  const air = airFactorsAtElevation(elevationM);
  const ratioToSeaLevel = air.sensibleWPerM3sK / AIR_SENSIBLE_FACTOR_W_PER_M3S_K;
  return {
    sensible: AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F * ratioToSeaLevel,
    latent: (AIR_LATENT_FACTOR_BTUH_PER_CFM * air.latentWPerM3s) / AIR_LATENT_FACTOR_W_PER_M3S,
  };
};

describe('airFactorsAtPressure', () => {
  it('is the standard-air factors at sea level: 1.08 Btu/h·cfm·°F and 4840 Btu/h·cfm', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11 (standard air at sea level).
    expect(SEA_LEVEL_AIR_FACTORS.densityRatio).toBe(1);
    expect(SEA_LEVEL_AIR_FACTORS.sensibleWPerM3sK).toBe(AIR_SENSIBLE_FACTOR_W_PER_M3S_K);
    expect(SEA_LEVEL_AIR_FACTORS.latentWPerM3s).toBe(AIR_LATENT_FACTOR_W_PER_M3S);
    // Dry air at 20 °C and 101.325 kPa, the standard air of ch. 21: 1.204 kg/m³.
    expect(SEA_LEVEL_AIR_FACTORS.densityKgM3).toBeCloseTo(1.204, 3);
  });

  // Pressures of the standard atmosphere, ASHRAE Handbook—Fundamentals (2017), ch. 1, table 1 (SI);
  // the factors are the sea-level ones times p/101.325 (ch. 18, eqs. 9–11, adjusted by density).
  test.each([
    { elevationM: -500, tablePa: 107_478, sensible: 1.1456, latent: 5134 },
    { elevationM: 0, tablePa: 101_325, sensible: 1.08, latent: 4840 },
    { elevationM: 500, tablePa: 95_461, sensible: 1.0175, latent: 4560 },
    { elevationM: 1000, tablePa: 89_875, sensible: 0.958, latent: 4293 },
    { elevationM: 1500, tablePa: 84_556, sensible: 0.9013, latent: 4039 },
    { elevationM: 2000, tablePa: 79_495, sensible: 0.8473, latent: 3797 },
  ])(
    'at $elevationM m ($tablePa Pa, ch. 1 table 1) C_s is $sensible and C_l $latent (I-P)',
    ({ elevationM, tablePa, sensible, latent }) => {
      const air = airFactorsAtElevation(elevationM);
      expect(Math.abs(air.pressurePa - tablePa)).toBeLessThan(1);
      expect(air.densityRatio).toBeCloseTo(tablePa / 101_325, 5);
      const ip = ipFactors(elevationM);
      expect(ip.sensible).toBeCloseTo(sensible, 4);
      expect(Math.round(ip.latent)).toBe(latent);
    },
  );

  it('makes a supply volume at 1,600 m 1/0.8243 = 1.213 times the sea-level one (issue 40 §2)', () => {
    // 1,600 m: p = 101.325 (1 − 2.25577e-5 × 1600)^5.2559 = 83.52 kPa (ch. 1, eq. 3).
    const air = airFactorsAtElevation(1600);
    expect(air.pressurePa).toBeCloseTo(83_523.5, 0);
    expect(air.densityRatio).toBeCloseTo(0.82431, 5);
    expect(SEA_LEVEL_AIR_FACTORS.sensibleWPerM3sK / air.sensibleWPerM3sK).toBeCloseTo(1.21313, 5);
    // 1.08 × 0.82431 = 0.8903 Btu/h·cfm·°F; 1.2072 × 0.82431 = 0.9951 W/(L/s)·K.
    expect(air.sensibleWPerM3sK / 1000).toBeCloseTo(0.9951, 4);
    expect(ipFactors(1600).sensible).toBeCloseTo(0.8903, 4);
  });

  it('scales with the density of the psychrometrics engine at any one temperature (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 60_000, max: 110_000, noNaN: true }),
        fc.double({ min: -20, max: 50, noNaN: true }),
        (pressurePa, dryBulbC) => {
          const air = airFactorsAtPressure(pressurePa);
          const ratio =
            moistAirDensityKgM3(dryBulbC, 0, pressurePa) /
            moistAirDensityKgM3(dryBulbC, 0, 101_325);
          expect(air.densityRatio).toBeCloseTo(ratio, 12);
          expect(air.sensibleWPerM3sK / AIR_SENSIBLE_FACTOR_W_PER_M3S_K).toBeCloseTo(ratio, 12);
          expect(air.latentWPerM3s / AIR_LATENT_FACTOR_W_PER_M3S).toBeCloseTo(ratio, 12);
        },
      ),
    );
  });

  it('falls with elevation', () => {
    for (let z = -500; z < 5000; z += 100) {
      expect(airFactorsAtElevation(z + 100).sensibleWPerM3sK).toBeLessThan(
        airFactorsAtElevation(z).sensibleWPerM3sK,
      );
    }
  });

  it('refuses a pressure that is not a positive number, naming it', () => {
    expect(() => airFactorsAtPressure(0)).toThrow(/pressurePa/);
    expect(() => airFactorsAtPressure(Number.NaN)).toThrow(/pressurePa/);
  });
});
