import { describe, expect, it, test } from 'vitest';
import { CURRENCIES, resolveBoqCurrency } from './currencies.js';
import { formatBoqAmount, formatBoqQuantity } from './format.js';
import { BOQ_UNIT_SYMBOLS } from './units.js';

describe('CURRENCIES', () => {
  // Minor-unit digits from ISO 4217 list one.
  test.each<[string, number]>([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['OMR', 3],
    ['JOD', 3],
  ])('%s has %i minor-unit digits', (code, digits) => {
    expect(resolveBoqCurrency(code).minorUnitDigits).toBe(digits);
  });

  it('lists each code once and agrees with Intl on every code', () => {
    const codes = CURRENCIES.map((currency) => currency.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const currency of CURRENCIES) {
      expect(
        () => new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.code ?? '' }),
      ).not.toThrow();
    }
  });
});

describe('resolveBoqCurrency', () => {
  it('reads a listed symbol, a code in any case, and a custom symbol', () => {
    expect(resolveBoqCurrency('$').code).toBe('USD');
    expect(resolveBoqCurrency('€').code).toBe('EUR');
    expect(resolveBoqCurrency('¥').code).toBe('JPY');
    expect(resolveBoqCurrency('kwd').code).toBe('KWD');
    expect(resolveBoqCurrency('Rs')).toEqual({
      code: null,
      symbol: 'Rs',
      name: 'Rs',
      minorUnitDigits: 2,
    });
  });
});

describe('formatBoqAmount', () => {
  test.each<[number, string, string | undefined, string]>([
    [1234.5, '$', undefined, '$1,234.50'],
    [1234.5, 'JPY', undefined, '¥1,235'],
    [1.25, 'KWD', undefined, 'KWD\u00a01.250'],
    [-3, 'Rs', undefined, '-Rs3.00'],
    [1234.5, 'EUR', 'de-DE', '1.234,50\u00a0€'],
    [0.3, 'GBP', 'en-GB', '£0.30'],
  ])('formats %d in %s (%s) as %s', (amount, currency, locale, expected) => {
    expect(formatBoqAmount(amount, currency, locale)).toBe(expected);
  });

  it('formats each amount in its own currency and locale when they alternate (formatters are reused)', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatBoqAmount(1234.5, 'JPY')).toBe('¥1,235');
      expect(formatBoqAmount(1234.5, '$')).toBe('$1,234.50');
      expect(formatBoqAmount(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
      expect(formatBoqAmount(-3, 'Rs')).toBe('-Rs3.00');
      expect(formatBoqQuantity(1234.5, 'de-DE')).toBe('1.234,5');
      expect(formatBoqQuantity(1234.5)).toBe('1,234.5');
    }
  });
});

describe('formatBoqQuantity', () => {
  it('groups and keeps up to three decimals', () => {
    expect(formatBoqQuantity(1234.5)).toBe('1,234.5');
    expect(formatBoqQuantity(0.12345)).toBe('0.123');
  });
});

describe('BOQ_UNITS', () => {
  it('offers the units engineers expect, each once', () => {
    for (const unit of [
      'm',
      'm²',
      'm³',
      'kg',
      'no.',
      'set',
      'lot',
      'ft',
      'ft²',
      'lb',
      'pair',
      'L',
      'gal',
    ]) {
      expect(BOQ_UNIT_SYMBOLS).toContain(unit);
    }
    expect(new Set(BOQ_UNIT_SYMBOLS).size).toBe(BOQ_UNIT_SYMBOLS.length);
  });
});
