import { describe, expect, it, test } from 'vitest';
import { nonsolarRts, solarRts } from './rts-tables.js';
import type { RtsConstructionClass, RtsGlassPercent } from './rts-tables.js';
import { assertTimeSeries } from './time-series.js';
import { BUILDING_LOAD_PROPERTIES, RADIANT_TIME_SERIES_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const CLASSES: RtsConstructionClass[] = ['light', 'medium', 'heavy'];
const GLASS: RtsGlassPercent[] = [10, 50, 90];

describe('representative RTS (ASHRAE F 2021, ch. 18, tables 19 and 20, as transcribed)', () => {
  it(BUILDING_LOAD_PROPERTIES.rtsSumsToOne, () => {
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

  // First three terms, %: table 19 (nonsolar) and table 20 (solar), hour 0, 1, 2 (validation-cases.ts).
  test.each(RADIANT_TIME_SERIES_CASES.cases)('$title is the printed percent', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it(BUILDING_LOAD_PROPERTIES.lighterRoomsRespondFaster, () => {
    const first = (construction: RtsConstructionClass): number =>
      nonsolarRts({ construction, carpet: false, glassPercent: 50 })[0] ?? 0;
    expect(first('light')).toBeGreaterThan(first('medium'));
    expect(first('medium')).toBeGreaterThan(first('heavy'));
  });
});
