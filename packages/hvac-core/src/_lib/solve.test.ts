import { describe, expect, it } from 'vitest';
import { solveBrent } from './solve.js';

describe('solveBrent', () => {
  it('finds the square root of 2', () => {
    expect(solveBrent((x) => x * x - 2, 0, 2)).toBeCloseTo(Math.SQRT2, 12);
  });
  it('finds a root of a steep, flat-tailed function', () => {
    expect(solveBrent((x) => Math.exp(x) - 1e6, 0, 50)).toBeCloseTo(Math.log(1e6), 10);
  });
  it('rejects a bracket without a sign change', () => {
    expect(() => solveBrent((x) => x * x + 1, -1, 1)).toThrow(RangeError);
  });
});
