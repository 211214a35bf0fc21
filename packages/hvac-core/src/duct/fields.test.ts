import { describe, expect, it, test } from 'vitest';
import {
  DUCT_NUMERIC_FIELDS,
  ductFieldRange,
  ductFieldUnitLabel,
  ductRangeMessage,
  isWithinDuctFieldRange,
} from './fields.js';

describe('ductFieldRange', () => {
  test.each<[Parameters<typeof ductFieldRange>[0], number, number]>([
    ['airflow', 1, 200_000],
    ['targetVelocity', 100, 6000],
    ['targetFriction', 0.01, 2],
    ['aspectRatio', 1, 8],
  ])('gives %s from %d to %d in Imperial units', (field, min, max) => {
    const range = ductFieldRange(field, 'Imperial');
    expect(range.min).toBeCloseTo(min, 9);
    expect(range.max).toBeCloseTo(max, 9);
  });

  it('converts the ranges to Metric units', () => {
    expect(ductFieldRange('targetVelocity', 'Metric').max).toBeCloseTo(30.48, 9);
    expect(ductFieldRange('airTemperature', 'Metric').min).toBeCloseTo(-40, 9);
  });

  it('accepts each limit in both systems after conversion', () => {
    for (const field of DUCT_NUMERIC_FIELDS) {
      for (const system of ['Imperial', 'Metric'] as const) {
        const { min, max } = ductFieldRange(field, system);
        expect(isWithinDuctFieldRange(field, min, system)).toBe(true);
        expect(isWithinDuctFieldRange(field, max, system)).toBe(true);
      }
    }
  });

  it('labels units and writes range messages', () => {
    expect(ductFieldUnitLabel('targetFriction', 'Imperial')).toBe('in. wg/100 ft');
    expect(ductFieldUnitLabel('aspectRatio', 'Metric')).toBe('');
    expect(ductRangeMessage('ductLength', 'Metric')).toBe(
      'Duct length must be between 0 and 3,048 m.',
    );
  });
});
