import { describe, expect, it, test } from 'vitest';
import { toSi } from '../units/index.js';
import { airLatentHeatRateW, airSensibleHeatRateW } from './air-heat-transfer.js';
import {
  AIR_LATENT_FACTOR_BTUH_PER_CFM,
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
} from './constants.js';

const WATTS_PER_BTUH = toSi(1, 'heatRate', 'Imperial');
const cfm = (value: number): number => toSi(value, 'airflow', 'Imperial');
const deltaF = (value: number): number => toSi(value, 'temperatureDifference', 'Imperial');

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

  it('is within 0.5 % of ρ·cp of standard air computed in SI (1.204 kg/m³ × 1.006 kJ/kg·K)', () => {
    expect(Math.abs(AIR_SENSIBLE_FACTOR_W_PER_M3S_K / (1.204 * 1006) - 1)).toBeLessThan(0.005);
  });
});

describe('airSensibleHeatRateW', () => {
  // q_s = 1.08 × cfm × ΔT °F, ASHRAE Handbook—Fundamentals (2021), ch. 18.
  test.each([
    // [cfm, ΔT °F, Btu/h, arithmetic]
    [100, 20, 2160, '1.08 × 100 × 20'],
    [35, 20, 756, '1.08 × 35 × 20'],
    [1000, 70, 75_600, '1.08 × 1000 × 70'],
    [250, -10, -2700, '1.08 × 250 × (−10)'],
  ])('%d cfm over %d °F carries %d Btu/h (%s)', (flow, deltaT, expected) => {
    expect(airSensibleHeatRateW(cfm(flow), deltaF(deltaT)) / WATTS_PER_BTUH).toBeCloseTo(
      expected,
      8,
    );
  });

  it('gives 1207.19 W for 100 L/s over 10 K', () => {
    expect(airSensibleHeatRateW(0.1, 10)).toBeCloseTo(1207.19, 2);
  });

  it('rejects a negative flow', () => {
    expect(() => airSensibleHeatRateW(-0.1, 10)).toThrow(RangeError);
  });
});

describe('airLatentHeatRateW', () => {
  // q_l = 4840 × cfm × ΔW (lb/lb), ASHRAE Handbook—Fundamentals (2021), ch. 18.
  test.each([
    // [cfm, ΔW lb/lb, Btu/h, arithmetic]
    [100, 0.005, 2420, '4840 × 100 × 0.005'],
    [1000, 0.0042, 20_328, '4840 × 1000 × 0.0042'],
    [50, -0.002, -484, '4840 × 50 × (−0.002): drier outdoors'],
  ])('%d cfm at ΔW %d carries %d Btu/h (%s)', (flow, deltaW, expected) => {
    expect(airLatentHeatRateW(cfm(flow), deltaW) / WATTS_PER_BTUH).toBeCloseTo(expected, 8);
  });

  it('gives 1502.8 W for 100 L/s at ΔW = 5 g/kg', () => {
    expect(airLatentHeatRateW(0.1, 0.005)).toBeCloseTo(1502.8, 1);
  });
});
