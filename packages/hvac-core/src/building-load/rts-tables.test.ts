import { describe, expect, it, test } from 'vitest';
import { nonsolarRts, solarRts } from './rts-tables.js';
import type { RtsConstructionClass, RtsGlassPercent } from './rts-tables.js';
import { assertTimeSeries } from './time-series.js';

const CLASSES: RtsConstructionClass[] = ['light', 'medium', 'heavy'];
const GLASS: RtsGlassPercent[] = [10, 50, 90];

describe('representative RTS (ASHRAE F 2021, ch. 18, tables 19 and 20, as transcribed)', () => {
  it('sums every series to 100 %', () => {
    for (const construction of CLASSES) {
      for (const carpet of [true, false]) {
        for (const glassPercent of GLASS) {
          assertTimeSeries(nonsolarRts({ construction, carpet, glassPercent }), 'nonsolar');
          assertTimeSeries(solarRts({ construction, carpet, glassPercent }), 'solar');
        }
        assertTimeSeries(
          nonsolarRts({ construction, carpet, glassPercent: 10, interior: true }),
          'interior',
        );
      }
    }
  });

  // First three terms, %: table 19 (nonsolar) and table 20 (solar), hour 0, 1, 2.
  test.each([
    ['light', true, 10, [47, 19, 11], [53, 17, 9]],
    ['light', false, 50, [43, 19, 11], [45, 20, 11]],
    ['medium', false, 50, [33, 16, 10], [29, 15, 10]],
    ['heavy', true, 90, [42, 9, 5], [51, 12, 6]],
    ['heavy', false, 10, [22, 10, 6], [26, 12, 7]],
  ] as const)(
    '%s, carpet %s, %d %% glass: nonsolar %j, solar %j',
    (construction, carpet, glassPercent, ns, s) => {
      const room = { construction, carpet, glassPercent };
      expect(
        nonsolarRts(room)
          .slice(0, 3)
          .map((f) => Math.round(f * 100)),
      ).toEqual(ns);
      expect(
        solarRts(room)
          .slice(0, 3)
          .map((f) => Math.round(f * 100)),
      ).toEqual(s);
    },
  );

  it('puts more of the gain into the current hour for lighter rooms', () => {
    const first = (construction: RtsConstructionClass): number =>
      nonsolarRts({ construction, carpet: false, glassPercent: 50 })[0] ?? 0;
    expect(first('light')).toBeGreaterThan(first('medium'));
    expect(first('medium')).toBeGreaterThan(first('heavy'));
  });
});
