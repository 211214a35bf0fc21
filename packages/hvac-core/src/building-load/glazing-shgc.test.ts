import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  DEFAULT_GLAZING_ID,
  GLAZING_SHGC_TABLE,
  defaultAngularShgc,
  glazingLabel,
  glazingShgc,
  scaledAngularShgc,
} from './glazing-shgc.js';
import { interpolateShgc } from './room-loads.js';

describe('angle-dependent SHGC (ASHRAE F 2021, ch. 15, table 10, as transcribed)', () => {
  // Center-of-glass SHGC at 0°, 40°, 50°, 60°, 70°, 80° and hemispherical. Source of each row:
  // ASHRAE Handbook—Fundamentals (2021), ch. 15, table 10, the glazing id named, as transcribed
  // (stored file 36942419120).
  test.each([
    ['1a', [0.86, 0.84, 0.82, 0.78, 0.67, 0.42], 0.78],
    ['1b', [0.81, 0.8, 0.78, 0.73, 0.62, 0.39], 0.73],
    ['5a', [0.76, 0.74, 0.71, 0.64, 0.5, 0.26], 0.66],
    ['5d', [0.49, 0.46, 0.44, 0.39, 0.31, 0.17], 0.41],
    ['17c', [0.7, 0.68, 0.65, 0.59, 0.46, 0.24], 0.61],
    ['25a', [0.41, 0.4, 0.38, 0.34, 0.27, 0.14], 0.36],
    ['29a', [0.68, 0.65, 0.62, 0.54, 0.39, 0.18], 0.57],
    ['50', [0.26, 0.25, 0.23, 0.21, 0.16, 0.08], 0.22],
  ] as const)('glazing %s: %j, hemispherical %d', (id, byAngle, hemispherical) => {
    const row = glazingShgc(id);
    expect(row?.shgcByAngle).toEqual(byAngle);
    expect(row?.hemispherical).toBe(hemispherical);
  });

  it('every glazing type transmits less as the angle grows, and less diffuse than normal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GLAZING_SHGC_TABLE), (row) => {
        expect(row.shgcByAngle).toHaveLength(6);
        for (let i = 1; i < row.shgcByAngle.length; i++) {
          expect(row.shgcByAngle[i]).toBeLessThanOrEqual(row.shgcByAngle[i - 1] ?? 0);
        }
        expect(row.hemispherical).toBeLessThanOrEqual(row.shgcByAngle[0] ?? 0);
      }),
    );
  });

  it('scales the curve to the window’s own SHGC at normal incidence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GLAZING_SHGC_TABLE),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (row, shgc, angle) => {
          const { angularShgc, diffuseShgc } = scaledAngularShgc(row.id, shgc);
          expect(interpolateShgc(angularShgc, 0)).toBeCloseTo(shgc, 12);
          expect(interpolateShgc(angularShgc, angle)).toBeLessThanOrEqual(shgc + 1e-12);
          expect(diffuseShgc / shgc).toBeCloseTo(row.hemispherical / (row.shgcByAngle[0] ?? 1), 12);
        },
      ),
    );
  });

  it('interpolates linearly between the table’s angles (1a at 45°: (0.84 + 0.82)/2) and to 0 at grazing incidence', () => {
    const { angularShgc, diffuseShgc } = scaledAngularShgc('1a', 0.86);
    expect(interpolateShgc(angularShgc, 45)).toBeCloseTo(0.83, 12);
    // Past 80° the SHGC falls linearly to 0 at 90° (ch. 18, tables 13 and 30), not the 80° value held.
    expect(interpolateShgc(angularShgc, 85)).toBeCloseTo(0.21, 12);
    expect(interpolateShgc(angularShgc, 90)).toBe(0);
    expect(diffuseShgc).toBeCloseTo(0.78, 12);
  });

  // ASHRAE Handbook—Fundamentals (2021), ch. 18, single-room example part 3 and table 30: the west
  // window of glazing 5d (SHGC 0.49) has SHGC(58.45°) = 0.3978 at hour 15, 0.166 at 80.2° (hour 13),
  // 0.185 at 79.0° (hour 22; the table prints the angle rounded) and ⟨SHGC⟩_D = 0.41.
  test.each([
    [58.45, 0.3978, 4],
    [80.2, 0.166, 2],
    [79.0, 0.185, 2],
  ] as const)('follows the Handbook’s example for glazing 5d at %d°: %d', (angle, shgc, digits) => {
    const { angularShgc, diffuseShgc } = scaledAngularShgc('5d', 0.49);
    expect(interpolateShgc(angularShgc, angle)).toBeCloseTo(shgc, digits);
    expect(diffuseShgc).toBeCloseTo(0.41, 12);
  });

  it('gives a window without a named glazing type the curve of 5b (clear double glazing), diffuse at its hemispherical SHGC', () => {
    expect(DEFAULT_GLAZING_ID).toBe('5b');
    // 5b: 0.70, 0.67, 0.64, 0.58, 0.45, 0.23 at 0°–80°, hemispherical 0.60 (ch. 15, table 10).
    const { angularShgc, diffuseShgc } = defaultAngularShgc(0.4);
    expect(interpolateShgc(angularShgc, 0)).toBeCloseTo(0.4, 12);
    expect(interpolateShgc(angularShgc, 60)).toBeCloseTo((0.4 * 0.58) / 0.7, 12);
    expect(interpolateShgc(angularShgc, 90)).toBe(0);
    expect(diffuseShgc).toBeCloseTo((0.4 * 0.6) / 0.7, 12);
    expect(defaultAngularShgc(0.4)).toEqual(scaledAngularShgc('5b', 0.4));
  });

  it('labels a glazing by its id and refuses an unknown one', () => {
    const row = glazingShgc('5d');
    expect(row && glazingLabel(row)).toBe('5d: Uncoated double glazing, 6 mm bronze / clear');
    expect(() => scaledAngularShgc('99z', 0.5)).toThrow(/No glazing type/);
    expect(() => scaledAngularShgc('1a', 1.5)).toThrow(/between 0 and 1/);
  });
});
