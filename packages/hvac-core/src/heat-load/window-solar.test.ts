import { describe, expect, it, test } from 'vitest';
import { toSi } from '../units/index.js';
import { WINDOW_ORIENTATIONS, WINDOW_ORIENTATION_IDS } from './constants.js';
import type { WindowOrientationId } from './constants.js';
import { windowOrientation, windowSolarHeatGainW } from './window-solar.js';

const WATTS_PER_BTUH = toSi(1, 'heatRate', 'Imperial');
const ft2 = (value: number): number => toSi(value, 'area', 'Imperial');

describe('WINDOW_ORIENTATIONS', () => {
  // Maximum solar heat gain factors, Btu/h·ft², sunlit glass, 40° N latitude, July:
  // ASHRAE Handbook—Fundamentals (1997), ch. 28.
  test.each<[WindowOrientationId, number]>([
    ['N', 38],
    ['NE', 163],
    ['E', 216],
    ['SE', 170],
    ['S', 109],
    ['SW', 170],
    ['W', 216],
    ['NW', 163],
    ['Horizontal', 262],
  ])('%s: %d Btu/h·ft²', (id, shgf) => {
    expect(windowOrientation(id).peakSolarHeatGainFactorBtuPerHourFt2).toBe(shgf);
    expect(windowOrientation(id).peakSolarHeatGainFactorWm2).toBeCloseTo(shgf * 3.154591, 3);
  });

  it('lists every orientation once, in order', () => {
    expect(WINDOW_ORIENTATIONS.map((orientation) => orientation.id)).toEqual([
      ...WINDOW_ORIENTATION_IDS,
    ]);
  });

  it('is symmetric about the north-south axis, as the sun path is', () => {
    const shgf = (id: WindowOrientationId): number =>
      windowOrientation(id).peakSolarHeatGainFactorBtuPerHourFt2;
    expect(shgf('E')).toBe(shgf('W'));
    expect(shgf('NE')).toBe(shgf('NW'));
    expect(shgf('SE')).toBe(shgf('SW'));
  });
});

describe('windowSolarHeatGainW', () => {
  // q = A × SHGF × SHGC / 0.87 (ASHRAE F 1997, ch. 28 and ch. 29).
  test.each<[number, number, WindowOrientationId, number, string]>([
    [100, 0.87, 'W', 21_600, '100 × 216 × 0.87/0.87'],
    [80, 0.4, 'S', 4009.195, '80 × 109 × 0.4/0.87 = 3488/0.87'],
    [50, 0.25, 'Horizontal', 3764.37, '50 × 262 × 0.25/0.87'],
    [10, 0, 'E', 0, 'opaque'],
  ])('%d ft² at SHGC %d facing %s gains %d Btu/h (%s)', (area, shgc, orientation, expected) => {
    expect(windowSolarHeatGainW(ft2(area), shgc, orientation) / WATTS_PER_BTUH).toBeCloseTo(
      expected,
      2,
    );
  });

  it('rejects an SHGC outside 0…1 and a negative area', () => {
    expect(() => windowSolarHeatGainW(1, 1.2, 'S')).toThrow(RangeError);
    expect(() => windowSolarHeatGainW(-1, 0.5, 'S')).toThrow(RangeError);
  });
});
