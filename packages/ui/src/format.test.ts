import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber, formatResultValue, withUnit } from './format';

describe('formatNumber', () => {
  it.each([
    [12345.6, '12,346'],
    [1234.5, '1,235'],
    [99.94, '99.9'],
    [3.14159, '3.14'],
    [0.81234, '0.812'],
    [-2500.4, '-2,500'],
    [0, '0'],
  ])('formats %d as %s from its magnitude', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('honours maximumFractionDigits', () => {
    expect(formatNumber(2.34567, { maximumFractionDigits: 2 })).toBe('2.35');
    expect(formatNumber(12000.4, { maximumFractionDigits: 0 })).toBe('12,000');
    expect(formatNumber(1.5, { maximumFractionDigits: 2, minimumFractionDigits: 2 })).toBe('1.50');
  });

  it('never shows negative zero or NaN', () => {
    expect(formatNumber(-0.0001, { maximumFractionDigits: 0 })).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatFixed', () => {
  it('keeps exactly the digits asked for, trailing zeros too', () => {
    expect(formatFixed(0.5, 2)).toBe('0.50');
    expect(formatFixed(85, 1)).toBe('85.0');
    expect(formatFixed(1234.567, 0)).toBe('1,235');
    expect(formatFixed(-0.004, 2)).toBe('0.00');
    expect(formatFixed(Number.NaN, 2)).toBe('—');
  });
});

describe('withUnit', () => {
  it('writes a word unit in the singular after exactly 1, and symbols as they are', () => {
    expect(withUnit('1', 'tons')).toBe('1 ton');
    expect(withUnit('0.94', 'tons')).toBe('0.94 tons');
    expect(withUnit('1.5', 'tons')).toBe('1.5 tons');
    expect(withUnit('1', 'Btu/h')).toBe('1 Btu/h');
    expect(withUnit('12,345', 'Btu/h')).toBe('12,345 Btu/h');
    expect(withUnit('3', '')).toBe('3');
  });

  it('is what formatResultValue writes: 1.00 tons of refrigeration read "1 ton"', () => {
    expect(formatResultValue(1.001, 'tons', 2)).toBe('1 ton');
    expect(formatResultValue(0.94, 'tons', 2)).toBe('0.94 tons');
  });
});
