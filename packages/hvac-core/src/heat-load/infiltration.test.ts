import { describe, expect, it, test } from 'vitest';
import { fromSi, toSi } from '../units/index.js';
import { infiltrationAirflowM3s } from './infiltration.js';

describe('infiltrationAirflowM3s', () => {
  // Q = ACH × V / 60 (cfm, ft³), ASHRAE Handbook—Fundamentals (2021), ch. 16 (air change rate).
  test.each([
    // [ACH, volume ft³, cfm, arithmetic]
    [0.5, 2700, 22.5, '0.5 × 2700 / 60'],
    [1, 12_000, 200, '1 × 12 000 / 60'],
    [300, 48, 240, '300 × (12 × 4 × 1) / 60: the kitchen-hood template'],
  ])('%d ACH of %d ft³ is %d cfm (%s)', (ach, volumeFt3, expected) => {
    const flow = infiltrationAirflowM3s(ach, toSi(volumeFt3, 'volume', 'Imperial'));
    expect(fromSi(flow, 'airflow', 'Imperial')).toBeCloseTo(expected, 9);
  });

  it('gives 10 L/s for 0.5 ACH of 72 m³', () => {
    expect(infiltrationAirflowM3s(0.5, 72)).toBeCloseTo(0.01, 12);
  });

  it('rejects negative values', () => {
    expect(() => infiltrationAirflowM3s(-1, 10)).toThrow(RangeError);
    expect(() => infiltrationAirflowM3s(1, -10)).toThrow(RangeError);
  });
});
