import { describe, expect, it } from 'vitest';
import {
  formatEngine,
  formatPublished,
  formatSignificant,
  significantDigits,
  withUnit,
} from './validation-format';

describe('validation-page numbers', () => {
  it('counts the significant digits a value is written with', () => {
    expect(significantDigits(476101.4)).toBe(7);
    expect(significantDigits(0.0216)).toBe(3);
    expect(significantDigits(2160)).toBe(3);
    expect(significantDigits(0)).toBe(1);
  });

  it('prints a published value with every digit the source gives', () => {
    expect(formatPublished(476101.4)).toBe('476,101.4');
    expect(formatPublished(0.0000243)).toBe('2.43 × 10⁻⁵');
    expect(formatPublished(-2700)).toBe('−2,700');
  });

  it('prints the engine’s value with two digits more than the published one', () => {
    expect(formatEngine(3169.912345, 3169.7)).toBe('3,169.912');
    expect(formatEngine(0.0411, 0.04)).toBe('0.0411');
    expect(formatEngine(93.0103, 93.01)).toBe('93.0103');
  });

  it('prints tiny magnitudes as powers of ten and keeps zero as zero', () => {
    expect(formatSignificant(5e-9, 2)).toBe('5 × 10⁻⁹');
    expect(formatSignificant(1.5e-11, 2)).toBe('1.5 × 10⁻¹¹');
    expect(formatSignificant(0, 2)).toBe('0');
    expect(formatSignificant(Number.NaN, 2)).toBe('not a number');
  });

  it('adds a unit unless the value is dimensionless', () => {
    expect(withUnit('3.1', 'Pa')).toBe('3.1 Pa');
    expect(withUnit('0.0185', '')).toBe('0.0185');
  });
});
