import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTANT_SERIES, applyTimeSeries, assertTimeSeries } from './time-series.js';

const hourly = (values: Record<number, number>): number[] =>
  Array.from({ length: 24 }, (_, i) => values[i] ?? 0);

/** 24 non-negative terms scaled to sum to 1. */
const seriesArb = fc
  .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 })
  .filter((terms) => terms.reduce((a, b) => a + b, 0) > 1e-6)
  .map((terms) => {
    const sum = terms.reduce((a, b) => a + b, 0);
    return terms.map((t) => t / sum);
  });
const gainsArb = fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), {
  minLength: 24,
  maxLength: 24,
});

describe('applyTimeSeries', () => {
  it('spreads a single gain over the following hours, wrapping past midnight', () => {
    const series = [0.5, 0.3, 0.2, ...new Array<number>(21).fill(0)];
    expect(applyTimeSeries(hourly({ 22: 100 }), series)).toEqual(hourly({ 22: 50, 23: 30, 0: 20 }));
  });

  it('leaves the gains as they are with the instant series', () => {
    const gains = hourly({ 3: 7, 9: -2 });
    expect(applyTimeSeries(gains, INSTANT_SERIES)).toEqual(gains);
  });

  it('turns a day’s gains into loads that sum to the same energy (any series that sums to 1)', () => {
    fc.assert(
      fc.property(gainsArb, seriesArb, (gains, series) => {
        const loads = applyTimeSeries(gains, series);
        const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
        expect(sum(loads)).toBeCloseTo(sum(gains), 6);
      }),
    );
  });

  it('gives a constant gain back unchanged', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), seriesArb, (gain, series) => {
        for (const load of applyTimeSeries(new Array<number>(24).fill(gain), series)) {
          expect(load).toBeCloseTo(gain, 6);
        }
      }),
    );
  });
});

describe('assertTimeSeries', () => {
  it('rejects a series that does not sum to 1, is negative or is not 24 long', () => {
    expect(() => assertTimeSeries(new Array<number>(24).fill(0.05), 'RTS')).toThrow(/sum to 1/);
    expect(() => assertTimeSeries([1.5, -0.5, ...new Array<number>(22).fill(0)], 'RTS')).toThrow(
      /0 or more/,
    );
    expect(() => assertTimeSeries([1], 'RTS')).toThrow(/24 terms/);
  });
});
