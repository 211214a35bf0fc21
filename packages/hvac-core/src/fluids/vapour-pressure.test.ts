import { describe, expect, it, test } from 'vitest';
import { waterVapourPressurePa } from './vapour-pressure.js';

describe('waterVapourPressurePa', () => {
  // IAPWS R7-97(2012), table 35: computer-program verification values for eq. 30.
  test.each([
    [300 - 273.15, 0.353658941e-2 * 1e6],
    [500 - 273.15, 0.263889776e1 * 1e6],
    [600 - 273.15, 0.123443146e2 * 1e6],
  ])('matches the IAPWS-IF97 verification value at %d °C', (temperatureC, pressurePa) => {
    expect(waterVapourPressurePa(temperatureC) / pressurePa - 1).toBeCloseTo(0, 8);
  });

  // Saturated-liquid rows of CoolProp 8.0.0 water.csv (IAPWS-95), p_Pa column.
  test.each([
    [100, 101417.9967],
    [110, 143378.7129],
    [120, 198674.4205],
    [130, 270279.9768],
    [140, 361539.0994],
    [150, 476164.538],
  ])(
    'agrees with IAPWS-95 (CoolProp 8.0.0) within 0.02 %% at %d °C',
    (temperatureC, pressurePa) => {
      expect(Math.abs(waterVapourPressurePa(temperatureC) / pressurePa - 1)).toBeLessThan(2e-4);
    },
  );

  it('gives 2.339 kPa at 20 °C (IAPWS-95 steam tables)', () => {
    expect(waterVapourPressurePa(20)).toBeCloseTo(2339.2, 0);
  });

  it('rises monotonically with temperature', () => {
    let previous = 0;
    for (let t = 0.01; t <= 200; t += 0.5) {
      const p = waterVapourPressurePa(t);
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
  });

  it('refuses temperatures off the saturation line', () => {
    expect(() => waterVapourPressurePa(-5)).toThrow(
      /temperatureC must be between 0.01 and 373.946/,
    );
    expect(() => waterVapourPressurePa(400)).toThrow(RangeError);
  });
});
