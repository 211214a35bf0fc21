import { describe, expect, it } from 'vitest';
import { formatNumberForMessage } from './message-number.js';

describe('formatNumberForMessage', () => {
  // Formatting conventions, not engineering values: ECMA-402 en-US grouping (thousands by ",").
  it.each([
    [50_000, '50,000'],
    [200_000, '200,000'],
    [1_000_000, '1,000,000'],
    [1234.56, '1,235'],
    [12.345, '12.35'],
    [0.4123, '0.412'],
    [0.3048, '0.305'],
    [0.0254, '0.0254'],
    [-2291.4, '-2,291'],
    [0, '0'],
  ])('%s reads %s', (value, expected) => {
    expect(formatNumberForMessage(value)).toBe(expected);
  });

  it.each([
    [50_000, 6, '50,000'],
    [100_000.5, 7, '100,000.5'],
    [14.69594877, 4, '14.7'],
    [1e12, 6, '1,000,000,000,000'],
  ])('%s to %s significant figures reads %s', (value, digits, expected) => {
    expect(formatNumberForMessage(value, { significantDigits: digits })).toBe(expected);
  });
});
