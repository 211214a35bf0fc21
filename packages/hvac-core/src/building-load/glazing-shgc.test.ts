import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  GLAZING_SHGC_TABLE,
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

  it('interpolates linearly between the table’s angles (1a at 45°: (0.84 + 0.82)/2)', () => {
    const { angularShgc, diffuseShgc } = scaledAngularShgc('1a', 0.86);
    expect(interpolateShgc(angularShgc, 45)).toBeCloseTo(0.83, 12);
    expect(interpolateShgc(angularShgc, 85)).toBeCloseTo(0.42, 12);
    expect(diffuseShgc).toBeCloseTo(0.78, 12);
  });

  it('labels a glazing by its id and refuses an unknown one', () => {
    const row = glazingShgc('5d');
    expect(row && glazingLabel(row)).toBe('5d: Uncoated double glazing, 6 mm bronze / clear');
    expect(() => scaledAngularShgc('99z', 0.5)).toThrow(/No glazing type/);
    expect(() => scaledAngularShgc('1a', 1.5)).toThrow(/between 0 and 1/);
  });
});
