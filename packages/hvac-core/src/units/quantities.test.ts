import { describe, expect, it, test } from 'vitest';
import { QUANTITIES, convertValue, unitLabel, type Quantity } from './quantities.js';

describe('convertValue', () => {
  // Published conversions: ASHRAE Handbook—Fundamentals (2021), ch. 38, table 2; NIST SP 811 (2008), B.9.
  test.each<[Quantity, number, number, number]>([
    ['length', 1, 0.3048, 1e-12],
    ['area', 1, 0.09290304, 1e-12],
    ['airflow', 1000, 471.947443, 1e-6],
    ['waterFlow', 1, 0.0630901964, 1e-9],
    ['heatRate', 12_000, 3516.852842, 1e-6],
    ['uValue', 1, 5.678263, 1e-6],
    ['airVelocity', 1000, 5.08, 1e-12],
    ['ductPressureLoss', 1, 249.0889, 1e-4],
    ['ductFrictionRate', 0.1, 0.817221, 1e-6],
    ['pipeHeadLoss', 1, 2.989067, 1e-6],
    ['temperatureDifference', 18, 10, 1e-12],
    ['shaftPower', 1, 0.7456999, 1e-7],
  ])('converts %s: %d Imperial is %d Metric', (quantity, imperial, metric, tolerance) => {
    expect(convertValue(imperial, quantity, 'Imperial', 'Metric')).toBeCloseTo(
      metric,
      -Math.log10(tolerance),
    );
  });

  it('converts temperatures with their offset', () => {
    expect(convertValue(32, 'temperature', 'Imperial', 'Metric')).toBeCloseTo(0, 12);
    expect(convertValue(-40, 'temperature', 'Imperial', 'Metric')).toBeCloseTo(-40, 12);
    expect(convertValue(100, 'temperature', 'Metric', 'Imperial')).toBeCloseTo(212, 12);
  });

  it('round-trips every quantity', () => {
    for (const quantity of Object.keys(QUANTITIES) as Quantity[]) {
      const back = convertValue(
        convertValue(123.456, quantity, 'Imperial', 'Metric'),
        quantity,
        'Metric',
        'Imperial',
      );
      expect(back).toBeCloseTo(123.456, 9);
    }
  });

  it('returns the value unchanged within one system', () => {
    expect(convertValue(7, 'temperature', 'Metric', 'Metric')).toBe(7);
  });
});

describe('unitLabel', () => {
  it('labels each system', () => {
    expect(unitLabel('airflow', 'Imperial')).toBe('cfm');
    expect(unitLabel('airflow', 'Metric')).toBe('L/s');
    expect(unitLabel('ductFrictionRate', 'Imperial')).toBe('in. wg/100 ft');
  });
});
