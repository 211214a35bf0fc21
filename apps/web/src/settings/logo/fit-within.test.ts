import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within';

const box = { width: 600, height: 300 };

describe('fitWithin', () => {
  it.each([
    [
      { width: 1200, height: 300 },
      { width: 600, height: 150 },
    ],
    [
      { width: 1000, height: 1000 },
      { width: 300, height: 300 },
    ],
    [
      { width: 4000, height: 3000 },
      { width: 400, height: 300 },
    ],
    [
      { width: 601, height: 1 },
      { width: 600, height: 1 },
    ],
  ])('shrinks %o to %o, keeping its proportions', (size, expected) => {
    expect(fitWithin(size, box)).toEqual(expected);
  });

  it('never enlarges a raster image that already fits', () => {
    expect(fitWithin({ width: 120, height: 40 }, box)).toEqual({ width: 120, height: 40 });
  });

  it('enlarges a vector image to fill the box', () => {
    expect(fitWithin({ width: 120, height: 40 }, box, { enlarge: true })).toEqual({
      width: 600,
      height: 200,
    });
  });

  it('keeps at least one pixel on each side', () => {
    expect(fitWithin({ width: 10_000, height: 1 }, box)).toEqual({ width: 600, height: 1 });
  });
});
