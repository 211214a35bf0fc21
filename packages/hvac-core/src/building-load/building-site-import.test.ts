import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BuildingLoadInputSchema } from './building-file.js';
import { buildingSiteFromDdy, buildingSiteFromStat } from './building-site-import.js';
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
});
