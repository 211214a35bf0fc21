import { describe, expect, it } from 'vitest';
import { formatMeasure } from './precision';

describe('formatMeasure', () => {
  it.each([
    // The unrounded conversions issue 22 found in reports.
    [471.9474, '472'],
    [23.888889, '23.9'],
    [392.266, '392'],
    [1132.6739, '1,133'],
    [-12.2222, '-12.2'],
    [3.6576, '3.66'],
    [0.6532, '0.653'],
    [0.00472904, '0.00473'],
    [14.696, '14.7'],
    [0, '0'],
    [0.08, '0.08'],
    [Number.NaN, '—'],
  ])('prints %s as %s', (value, text) => {
    expect(formatMeasure(value)).toBe(text);
  });

  it('never prints more than four significant digits after a decimal point', () => {
    // Every decade from 1e-5 to 1e6, 200 values in each, both signs.
    for (let exponent = -5; exponent < 6; exponent += 1) {
      for (let step = 0; step < 200; step += 1) {
        for (const sign of [1, -1]) {
          const value = sign * (1 + step * 0.04537) * 10 ** exponent;
          const text = formatMeasure(value);
          if (!text.includes('.')) continue;
          const digits = text.replace(/[-,.]/g, '').replace(/^0+/, '');
          expect(digits.length, `${value} → ${text}`).toBeLessThanOrEqual(4);
        }
      }
    }
  });
});
