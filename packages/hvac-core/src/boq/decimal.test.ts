import { describe, expect, it, test } from 'vitest';
import {
  amountToMinorUnits,
  minorUnitsToAmount,
  minorUnitsToDecimalString,
  percentOfMinorUnits,
  productInMinorUnits,
  productWithAllowanceInMinorUnits,
} from './decimal.js';

describe('productWithAllowanceInMinorUnits', () => {
  // Quantity × (1 + waste %) × rate, rounded once; the last column is the exact decimal product.
  test.each<[string, number, number, number, number, bigint]>([
    ['no allowance is quantity × rate: 3 × 0.1 = 0.30', 3, 0.1, 0, 2, 30n],
    ['616.53 lb × 1.10 × $4.25 = 2,882.27775 → 2,882.28', 616.53, 4.25, 10, 2, 288228n],
    ['10 × 1.1 × 1 = 11.00 (float 10 × 1.1 = 11.000000000000002)', 10, 1, 10, 2, 1100n],
    ['12.5 % of 8 m at 0.5 = 4.50', 8, 0.5, 12.5, 2, 450n],
    ['JPY: 7 × 1.15 × 100 = 805 (0 digits)', 7, 100, 15, 0, 805n],
    ['−0.125 credit with 0 % = −0.13 (half away from zero)', 1, -0.125, 0, 2, -13n],
  ])('%s', (_case, quantity, rate, percent, digits, expected) => {
    expect(productWithAllowanceInMinorUnits(quantity, rate, percent, digits)).toBe(expected);
  });

  it('equals productInMinorUnits when the allowance is 0', () => {
    for (const [q, r] of [
      [1.005, 1],
      [616.53, 4.25],
      [123456789, 1234.56],
    ] as const)
      expect(productWithAllowanceInMinorUnits(q, r, 0, 2)).toBe(productInMinorUnits(q, r, 2));
  });
});

describe('productInMinorUnits', () => {
  // Each row is a case where binary floating point and a naive Math.round(q × r × 100) go wrong.
  test.each<[string, number, number, number, bigint]>([
    ['3 × 0.1 = 0.30 (float: 0.30000000000000004)', 3, 0.1, 2, 30n],
    ['1.005 × 1 = 1.01 half up (float 1.005 × 100 = 100.49999…)', 1.005, 1, 2, 101n],
    ['0.125 × 1 = 0.13 (half away from zero)', 0.125, 1, 2, 13n],
    ['−0.125 × 1 = −0.13 (half away from zero, not toward +∞)', 1, -0.125, 2, -13n],
    ['1.15 × 3 = 3.45 (float 3.4499999999999997)', 1.15, 3, 2, 345n],
    ['JPY: 3 × 333.5 = 1000.5 → ¥1001 (0 digits)', 3, 333.5, 0, 1001n],
    ['KWD: 1.2345 × 1 = 1.235 (3 digits; float 1.2345 is 1.23449999…)', 1.2345, 1, 3, 1235n],
    ['BHD: 2.5 × 0.0005 = 0.00125 → 0.001', 2.5, 0.0005, 3, 1n],
    ['large: 123456789 × 1234.56', 123456789, 1234.56, 2, 15241481342784n],
    ['tiny exponent notation: 1e-7 × 1e7 = 1', 1e-7, 1e7, 2, 100n],
  ])('%s', (_case, quantity, rate, digits, expected) => {
    expect(productInMinorUnits(quantity, rate, digits)).toBe(expected);
  });

  it('rejects non-finite numbers', () => {
    expect(() => productInMinorUnits(Number.NaN, 1, 2)).toThrow(RangeError);
  });
});

describe('percentOfMinorUnits', () => {
  test.each<[string, bigint, number, bigint]>([
    ['7.5 % of 19.99 = 1.49925 → 1.50', 1999n, 7.5, 150n],
    ['10 % of 0.05 = 0.005 → 0.01', 5n, 10, 1n],
    ['0 % → 0', 123456n, 0, 0n],
    ['100 % → the amount', 123456n, 100, 123456n],
    ['8.875 % (NYC sales tax) of 100.00 = 8.875 → 8.88', 10000n, 8.875, 888n],
    ['20 % of −10.00 = −2.00', -1000n, 20, -200n],
  ])('%s', (_case, amount, percent, expected) => {
    expect(percentOfMinorUnits(amount, percent)).toBe(expected);
  });
});

describe('minor units to text and numbers', () => {
  test.each<[bigint, number, string, number]>([
    [30n, 2, '0.30', 0.3],
    [-5n, 3, '-0.005', -0.005],
    [1001n, 0, '1001', 1001],
    [0n, 2, '0.00', 0],
    [123456789012n, 2, '1234567890.12', 1234567890.12],
  ])('%s with %i digits is %s', (minor, digits, text, amount) => {
    expect(minorUnitsToDecimalString(minor, digits)).toBe(text);
    expect(minorUnitsToAmount(minor, digits)).toBe(amount);
  });

  it('round-trips an amount through minor units', () => {
    for (const amount of [0.1, 0.2, 0.3, 19.99, 1234.56, -7.07]) {
      expect(minorUnitsToAmount(amountToMinorUnits(amount, 2), 2)).toBe(amount);
    }
  });
});
