import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber } from '@org/ui';
import {
  cardRows,
  lineMeasure,
  lineValue,
  measuredDecimals,
  reportLine,
  type ResultLine,
} from './result-lines';

const line = (value: number | null, decimals: number | undefined, extra = {}): ResultLine => ({
  key: 'pressureDrop',
  label: 'Pressure drop',
  value,
  unit: 'kPa',
  decimals,
  ...extra,
});

describe('measuredDecimals', () => {
  it('keeps a field’s decimals while the number has four significant digits or fewer', () => {
    expect(measuredDecimals(1.2549, 2)).toBe(2);
    expect(measuredDecimals(0.0753, 4)).toBe(4);
    expect(measuredDecimals(23.94, 2)).toBe(2);
  });

  it('cuts the fraction of larger numbers, never the whole part', () => {
    expect(measuredDecimals(141.47, 2)).toBe(1);
    expect(measuredDecimals(2418.6, 1)).toBe(0);
    expect(measuredDecimals(-110.77, 2)).toBe(1);
    expect(measuredDecimals(123456.7, 3)).toBe(0);
  });

  it('never asks for more decimals than the field has, nor fewer than none', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, digits) => {
        const decimals = measuredDecimals(value, digits);
        expect(decimals).toBeGreaterThanOrEqual(0);
        expect(decimals).toBeLessThanOrEqual(digits);
      }),
    );
  });
});

describe('the card and the report read a line alike', () => {
  it('rounds 141.47 kPa at 2 decimals to 141.5 in both', () => {
    const pressure = line(141.47, 2);
    expect(reportLine(pressure)).toEqual({ label: 'Pressure drop', value: '141.5', unit: 'kPa' });
    expect(cardRows([pressure])[0]).toMatchObject({ value: 141.47, maximumFractionDigits: 1 });
  });

  it('gives the same digits on the card as in the report for any value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const measured = line(value, decimals);
          const card = cardRows([measured])[0];
          const onCard = formatNumber(value, {
            maximumFractionDigits: card?.maximumFractionDigits,
          });
          expect(reportLine(measured).value).toBe(onCard);
        },
      ),
    );
  });

  it('keeps trailing zeros of a fixed line only up to its measured decimals', () => {
    expect(reportLine(line(2.5, 2, { fixed: true })).value).toBe('2.50');
    expect(reportLine(line(250, 2, { fixed: true })).value).toBe('250.0');
  });

  it('prints a line that does not apply as its blank text, without a unit', () => {
    expect(reportLine(line(null, 2, { blank: 'off the table' }))).toEqual({
      label: 'Pressure drop',
      value: 'off the table',
      unit: '',
    });
  });

  it('indents a part of the line above in the report as on the card, and bolds a total in both', () => {
    const part = line(1200, 0, { indent: true });
    expect(reportLine(part)).toEqual({
      label: 'Pressure drop',
      value: '1,200',
      unit: 'kPa',
      indent: true,
    });
    expect(cardRows([part])[0]).toMatchObject({ indent: true });
    expect(reportLine(line(3, 0, { emphasis: 'subtotal' }))).toMatchObject({ emphasis: true });
    expect(reportLine(line(3, 0))).not.toHaveProperty('indent');
  });
});

describe('a line in a sentence', () => {
  it('reads its number, then with its unit, as the report prints them', () => {
    expect(lineValue(line(141.47, 2))).toBe('141.5');
    expect(lineMeasure(line(141.47, 2))).toBe('141.5 kPa');
    expect(lineMeasure(line(0.4, 2, { unit: '' }))).toBe('0.4');
    expect(lineMeasure(line(null, 2, { blank: 'off the table' }))).toBe('off the table');
  });
});
