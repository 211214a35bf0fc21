import { formatFixed } from '@org/ui';
import { describe, expect, it } from 'vitest';
import { sig3 } from './format';

describe('result formatting', () => {
  it('keeps three significant figures for flow coefficients', () => {
    expect(sig3(0.012345)).toBe('0.0123');
    expect(sig3(4.0)).toBe('4.00');
    expect(sig3(123.4)).toBe('123');
    expect(sig3(2512)).toBe('2,512');
  });

  it('never shows NaN or Infinity', () => {
    expect(sig3(Number.NaN)).toBe('—');
    expect(formatFixed(Number.POSITIVE_INFINITY, 2)).toBe('—');
  });
});
