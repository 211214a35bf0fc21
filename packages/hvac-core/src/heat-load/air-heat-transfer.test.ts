import { describe, expect, it, test } from 'vitest';
import { airLatentHeatRateW, airSensibleHeatRateW } from './air-heat-transfer.js';
import {
  AIR_LATENT_FACTOR_BTUH_PER_CFM,
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
} from './constants.js';
import { AIR_LATENT_CASES, AIR_SENSIBLE_CASES, HEAT_LOAD_PROPERTIES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('standard-air factors', () => {
  test.each([
    // [name, value, expected, source]
    [
      'sensible 1.08 = 60 × 0.075 × 0.24',
      60 * 0.075 * 0.24,
      AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F,
      'standard air 0.075 lb/ft³, cp 0.24 Btu/lb·°F',
    ],
    [
      'latent 4840 ≈ 60 × 0.075 × 1076',
      60 * 0.075 * 1076,
      AIR_LATENT_FACTOR_BTUH_PER_CFM,
      'ASHRAE F (2021) ch. 18: C_l = 4840 Btu/h·cfm',
    ],
  ])('%s', (_name, derived, factor) => {
    expect(Math.abs(derived - factor) / factor).toBeLessThan(0.001);
  });

  it('is 1.2072 W per L/s·K in SI (from 1.08 Btu/h per cfm·°F)', () => {
    expect(AIR_SENSIBLE_FACTOR_W_PER_M3S_K / 1000).toBeCloseTo(1.20719, 5);
  });

  it('is 3005.6 W per L/s per kg/kg in SI (from 4840; ASHRAE SI edition rounds to 3010)', () => {
    expect(AIR_LATENT_FACTOR_W_PER_M3S / 1000).toBeCloseTo(3005.6, 1);
  });

  it(HEAT_LOAD_PROPERTIES.sensibleFactorNearRhoCp, () => {
    expect(Math.abs(AIR_SENSIBLE_FACTOR_W_PER_M3S_K / (1.204 * 1006) - 1)).toBeLessThan(0.005);
  });
});

describe('airSensibleHeatRateW', () => {
  // q_s = 1.08 × cfm × ΔT °F, ASHRAE Handbook—Fundamentals (2021), ch. 18: validation-cases.ts.
  test.each(AIR_SENSIBLE_CASES.cases)('$title carries the Handbook’s heat rate', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('gives 1207.19 W for 100 L/s over 10 K', () => {
    expect(airSensibleHeatRateW(0.1, 10)).toBeCloseTo(1207.19, 2);
  });

  it('rejects a negative flow', () => {
    expect(() => airSensibleHeatRateW(-0.1, 10)).toThrow(RangeError);
  });
});

describe('airLatentHeatRateW', () => {
  // q_l = 4840 × cfm × ΔW (lb/lb), ASHRAE Handbook—Fundamentals (2021), ch. 18: validation-cases.ts.
  test.each(AIR_LATENT_CASES.cases)('$title carries the Handbook’s heat rate', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('gives 1502.8 W for 100 L/s at ΔW = 5 g/kg', () => {
    expect(airLatentHeatRateW(0.1, 0.005)).toBeCloseTo(1502.8, 1);
  });
});
