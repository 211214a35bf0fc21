import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { damagedText, linesOf } from '../weather/_testing/damage.js';
import { BuildingLoadInputSchema } from './building-file.js';
import {
  buildingSiteFromDdy,
  buildingSiteFromEpw,
  buildingSiteFromStat,
  daylightSavingMonthsBetween,
} from './building-site-import.js';
import { parseEpw } from '../weather/epw.js';
import { epwDesignConditions } from '../weather/epw-design.js';
import { calculateBuildingLoadInput } from './calculate-building-load.js';
import { defaultBuildingLoadInput } from './default-building-input.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../test-fixtures/weather/${name}`, import.meta.url), 'latin1');

const CHICAGO_DDY = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.ddy';
const CHICAGO_STAT = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.stat';

describe('building site from a weather file', () => {
  it('reads the Chicago .ddy: Site:Location (lines 6–11), 99.6 % heating and 0.4 % cooling days', () => {
    const result = buildingSiteFromDdy(fixture(CHICAGO_DDY), CHICAGO_DDY, 'Metric');
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join(' '));
    const { site } = result;
    expect(site.latitudeDeg).toBe(41.98);
    expect(site.longitudeDeg).toBe(-87.92);
    expect(site.timeZoneHours).toBe(-6);
    expect(site.elevation).toBe(201);
    expect(site.heatingDryBulb).toBe(-20);
    // 0.4 % cooling day, lines 202–227: MaxDB 33.3, range 10.5, MWB 23.7, taub 0.455, taud 2.050.
    expect(site.months).toEqual([
      {
        month: 7,
        maxDryBulb: 33.3,
        dailyRange: 10.5,
        coincidentWetBulb: 23.7,
        taub: 0.455,
        taud: 2.05,
      },
    ]);
    expect(site.sources.coolingDesignDays).toMatch(
      /^USA_IL_Chicago-OHare\.Intl\.AP\.725300_TMY3\.ddy, line \d+/,
    );
  });

  it('gives a site the building file accepts and computes, in Imperial too', () => {
    const result = buildingSiteFromDdy(fixture(CHICAGO_DDY), CHICAGO_DDY, 'Imperial');
    if (!result.ok) throw new Error('import failed');
    expect(result.site.months[0]?.maxDryBulb).toBeCloseTo(91.94, 6);
    const input = BuildingLoadInputSchema.parse({
      ...defaultBuildingLoadInput('Imperial'),
      site: result.site,
    });
    expect(calculateBuildingLoadInput(input).rooms[0]?.peak.month).toBe(7);
  });

  it('reads twelve monthly design days from the Chicago .stat', () => {
    const result = buildingSiteFromStat(fixture(CHICAGO_STAT), CHICAGO_STAT, 'Metric');
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join(' '));
    expect(result.site.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const input = BuildingLoadInputSchema.parse({
      ...defaultBuildingLoadInput('Metric'),
      site: result.site,
    });
    expect(calculateBuildingLoadInput(input).months).toHaveLength(12);
  });

  it('names the line and field of a damaged file and imports nothing', () => {
    const text = fixture(CHICAGO_DDY).replace(
      '      41.98,     !- Latitude',
      '      north,     !- Latitude',
    );
    const result = buildingSiteFromDdy(text, 'broken.ddy', 'Metric');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.line).toBe(8);
    expect(result.errors[0]?.field).toMatch(/Latitude/);
  });

  describe('from an .epw', () => {
    const CHICAGO_EPW = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw';
    const text = fixture(CHICAGO_EPW);
    const julyDepths = {
      clearSkyModel: 'ashrae-2009' as const,
      opticalDepths: [{ month: 7, taub: 0.455, taud: 2.05 }],
    };

    it('reads LOCATION (line 1) and the design conditions derived from the 8,760 hours', () => {
      const result = buildingSiteFromEpw(text, CHICAGO_EPW, 'Metric', julyDepths);
      if (!result.ok) throw new Error(result.errors.map((e) => e.message).join(' '));
      const { site } = result;
      // Line 1: LOCATION,Chicago Ohare Intl Ap,IL,USA,TMY3,725300,41.98,-87.92,-6.0,201.0
      expect([site.latitudeDeg, site.longitudeDeg, site.timeZoneHours, site.elevation]).toEqual([
        41.98, -87.92, -6, 201,
      ]);
      expect(site.name).toBe('Chicago Ohare Intl Ap, IL, USA');
      const parsed = parseEpw(text, CHICAGO_EPW);
      if (!parsed.ok) throw new Error('fixture');
      const design = epwDesignConditions(parsed.value);
      const month = site.months[0];
      expect(site.months).toHaveLength(1);
      expect(month?.month).toBe(7);
      expect(month?.maxDryBulb).toBe(design.cooling[0]?.dryBulbC);
      expect(month?.dailyRange).toBe(design.hottestMonthDailyRangeK);
      expect(month?.coincidentWetBulb).toBe(design.cooling[0]?.meanCoincidentWetBulbC);
      expect(site.heatingDryBulb).toBe(design.heating[0]?.dryBulbC);
      // Within the file's extremes as its .stat prints them (line 94: max 35.0 °C; line 97: min −22.8 °C).
      expect(month?.maxDryBulb).toBeLessThanOrEqual(35);
      expect(site.heatingDryBulb).toBeGreaterThanOrEqual(-22.8);
      expect([month?.taub, month?.taud]).toEqual([0.455, 2.05]);
      expect(site.sources.heatingDryBulb).toBe(
        `${CHICAGO_EPW}, derived from 8,760 hours (99.6 % dry bulb)`,
      );
      expect(site.sources.coolingDesignDays).toMatch(/derived from 8,760 hours \(Jul: 0\.4 %/);
      expect(site.sources.location).toBe(`${CHICAGO_EPW}, line 1 (LOCATION)`);
      const input = BuildingLoadInputSchema.parse({
        ...defaultBuildingLoadInput('Metric'),
        site,
      });
      expect(calculateBuildingLoadInput(input).rooms[0]?.peak.month).toBe(7);
    });

    it('gives the same site in Imperial, converted', () => {
      const metric = buildingSiteFromEpw(text, CHICAGO_EPW, 'Metric', julyDepths);
      const imperial = buildingSiteFromEpw(text, CHICAGO_EPW, 'Imperial', julyDepths);
      if (!metric.ok || !imperial.ok) throw new Error('import failed');
      // 201 m = 659.449 ft (1 ft = 0.3048 m); °F = 1.8 °C + 32.
      expect(imperial.site.elevation).toBeCloseTo(659.449, 3);
      expect(imperial.site.months[0]?.maxDryBulb).toBeCloseTo(
        1.8 * (metric.site.months[0]?.maxDryBulb ?? 0) + 32,
        9,
      );
      expect(imperial.site.months[0]?.dailyRange).toBeCloseTo(
        1.8 * (metric.site.months[0]?.dailyRange ?? 0),
        9,
      );
    });

    it('imports nothing without taub and taud for the hottest month, and says what to do', () => {
      const result = buildingSiteFromEpw(text, CHICAGO_EPW, 'Metric', {
        clearSkyModel: 'ashrae-2013',
        opticalDepths: [{ month: 1, taub: 0.3, taud: 2.4 }],
      });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]?.message).toMatch(/no taub and taud for Jul/);
    });

    it('names the line and field of a damaged hour and imports nothing', () => {
      const lines = text.split('\n');
      // Line 100 is an hour of January 4; drop its last field.
      lines[99] = (lines[99] ?? '').split(',').slice(0, -1).join(',');
      const result = buildingSiteFromEpw(lines.join('\n'), 'damaged.epw', 'Metric', julyDepths);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors[0]).toMatchObject({ line: 100, field: 'row' });
      }
    });
  });
});

describe('building site from any weather file, however damaged (issue 44)', () => {
  const CHICAGO_EPW = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw';
  const carryOver = {
    clearSkyModel: 'ashrae-2009' as const,
    opticalDepths: [{ month: 7, taub: 0.455, taud: 2.05 }],
  };

  it('refuses a .stat with 2005-Handbook design conditions on the edition line, instead of throwing', () => {
    const text = fixture(CHICAGO_STAT).replaceAll(
      'Climate Design Data 2009 ASHRAE Handbook',
      'Climate Design Data 2005 ASHRAE Handbook',
    );
    const result = buildingSiteFromStat(text, 'old.stat', 'Metric');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 11, field: 'Design Conditions', message: expect.stringContaining('2009') }],
    });
  });

  it('refuses an .epw hour with an out-of-range station pressure by its line, instead of throwing in the design step', () => {
    const lines = fixture(CHICAGO_EPW).split('\n');
    // The hottest hour of the file (Chicago TMY3), which the 0.4 % design dry bulb's window holds.
    let hottest = 8;
    for (let i = 8; i < lines.length; i++) {
      const t = Number(lines[i]?.split(',')[6]);
      if (t > Number(lines[hottest]?.split(',')[6])) hottest = i;
    }
    const cells = (lines[hottest] ?? '').split(',');
    cells[9] = '3000';
    lines[hottest] = cells.join(',');
    const text = lines.join('\n');
    const result = buildingSiteFromEpw(text, CHICAGO_EPW, 'Metric', carryOver);
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: hottest + 1, field: 'Atmospheric Station Pressure' }],
    });
  });

  test.each([
    ['.ddy', CHICAGO_DDY],
    ['.stat', CHICAGO_STAT],
  ])(
    'property: a damaged %s never makes the import throw; errors name a line of the file',
    (_kind, name) => {
      const text = fixture(name);
      const importSite = name.endsWith('.ddy') ? buildingSiteFromDdy : buildingSiteFromStat;
      fc.assert(
        fc.property(damagedText(text), (damaged) => {
          const result = importSite(damaged, name, 'Metric');
          if (result.ok) return;
          for (const error of result.errors) {
            expect(error.line).toBeGreaterThanOrEqual(1);
            expect(error.line).toBeLessThanOrEqual(linesOf(damaged));
          }
        }),
        { numRuns: 150 },
      );
    },
  );

  it('property: a damaged .epw never makes the import throw; errors name a line of the file', () => {
    const text = fixture(CHICAGO_EPW);
    fc.assert(
      fc.property(damagedText(text), (damaged) => {
        const result = buildingSiteFromEpw(damaged, CHICAGO_EPW, 'Metric', carryOver);
        if (result.ok) return;
        for (const error of result.errors) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(linesOf(damaged));
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('daylight saving time from a .ddy (issue 40 §1)', () => {
  it('reads Chicago’s RunPeriodControl:DaylightSavingTime (lines 15–17): the 21st of March to October', () => {
    const result = buildingSiteFromDdy(fixture(CHICAGO_DDY), CHICAGO_DDY, 'Metric');
    if (!result.ok) throw new Error('import failed');
    expect(result.site.daylightSaving).toBe(true);
    expect(result.site.daylightSavingMonths).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('finds none in Phoenix’s .ddy (Arizona keeps standard time)', () => {
    const name = 'USA_AZ_Phoenix-Sky.Harbor.Intl.AP.722780_TMY3.ddy';
    const result = buildingSiteFromDdy(fixture(name), name, 'Metric');
    if (!result.ok) throw new Error('import failed');
    expect(result.site.daylightSaving).toBe(false);
    expect(result.site.daylightSavingMonths).toBeUndefined();
  });

  test.each([
    ['2nd Sunday in March', '2nd Sunday in November', [3, 4, 5, 6, 7, 8, 9, 10]],
    ['Last Sunday in March', 'Last Sunday in October', [4, 5, 6, 7, 8, 9, 10]],
    ['1st Sunday in October', '1st Sunday in April', [1, 2, 3, 10, 11, 12]],
    ['4/1', 'September 30', [4, 5, 6, 7, 8, 9]],
    ['21 March', '21 October', [3, 4, 5, 6, 7, 8, 9]],
    ['3rd Sunday in March', '3rd Sunday in October', [3, 4, 5, 6, 7, 8, 9]],
  ] as const)('from %s to %s: months %j', (start, end, months) => {
    expect(daylightSavingMonthsBetween(start, end)).toEqual(months);
  });

  it('reads no months from a date it cannot read', () => {
    expect(daylightSavingMonthsBetween('sometime in spring', '11/1')).toBeNull();
    // Damaged dates: a month or day outside the calendar is unreadable, not a date.
    expect(daylightSavingMonthsBetween('13/45', '11/1')).toBeNull();
    expect(daylightSavingMonthsBetween('4/1', '0 April')).toBeNull();
  });

  it('on any damaged text gives null or whole months 1 to 12, never a throw', () => {
    const dateText = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc
        .tuple(fc.integer({ min: -5, max: 99 }), fc.integer({ min: -5, max: 99 }))
        .map(([m, d]) => `${m}/${d}`),
      fc.constantFrom('2nd Sunday in March', 'Last Sunday in Octember', '9th Monday in May', ''),
    );
    fc.assert(
      fc.property(dateText, dateText, (start, end) => {
        const months = daylightSavingMonthsBetween(start, end);
        if (months === null) return;
        for (const month of months) {
          expect(Number.isInteger(month)).toBe(true);
          expect(month).toBeGreaterThanOrEqual(1);
          expect(month).toBeLessThanOrEqual(12);
        }
      }),
      { numRuns: 200 },
    );
  });
});
