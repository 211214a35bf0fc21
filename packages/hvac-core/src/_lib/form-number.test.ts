import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numericValue, readNumber, requiredNumber } from './form-number.js';

describe('readNumber', () => {
  it.each([
    ['12', 12],
    [' -0.5 ', -0.5],
    ['.5', 0.5],
    ['+3', 3],
    ['1e3', 1000],
    ['2.5E-4', 0.00025],
    ['7.', 7],
  ])('reads the decimal numeral %j as %d', (text, value) => {
    expect(readNumber(text)).toEqual({ ok: true, value });
  });

  // Issue 44: Number() reads these as 16, 3, 15 and 16: a field took them as a silent other number.
  it.each(['0x10', '0b11', '0o17', '-0x10', '0X1F'])(
    'refuses %j, a number in another base',
    (text) => {
      expect(readNumber(text)).toEqual({ ok: false, empty: false, otherBase: text });
    },
  );

  it.each(['Infinity', '-Infinity', 'NaN', '1,000', '1_000', '12 ft', 'e3', '.', '--1', '1e'])(
    'refuses %j',
    (text) => {
      expect(readNumber(text)).toMatchObject({ ok: false, empty: false });
    },
  );

  it('gives every finite number back from its decimal text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(numericValue(String(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('requiredNumber', () => {
  it('names the field and says why a numeral in another base is refused', () => {
    const result = requiredNumber('Airflow').safeParse('0x10');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Airflow must be written in decimal digits: 0x10 is a number in another base.',
    );
  });
});
