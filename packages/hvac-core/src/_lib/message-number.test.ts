import { describe, expect, it } from 'vitest';
import { formatNumberForMessage, roundForMessage, roundToDecimals } from './message-number.js';

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

describe('roundForMessage', () => {
  it('gives the number the message prints, so a check on it agrees with the text', () => {
    for (const value of [5.996, 12.345, 0.4123, 1234.56, -2291.4, 99.995, 0]) {
      expect(formatNumberForMessage(roundForMessage(value))).toBe(formatNumberForMessage(value));
    }
    expect(roundForMessage(5.996)).toBe(6);
    expect(roundForMessage(0.4123)).toBe(0.412);
  });
});

describe('roundToDecimals', () => {
  it.each([
    [74.5, 0, 75],
    [74.49, 0, 74],
    [-74.5, 0, -75],
    [0.1285, 3, 0.129],
  ])('%s to %s decimals is %s', (value, decimals, expected) => {
    expect(roundToDecimals(value, decimals)).toBe(expected);
  });
});
