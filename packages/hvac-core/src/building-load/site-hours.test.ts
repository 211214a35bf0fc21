import { describe, expect, it } from 'vitest';
import { apparentSolarTimeHours, sunPosition } from '../weather/sun-position.js';
import { defaultDaylightSavingMonths, siteDesignHours } from './site-hours.js';
import { CHICAGO_JULY_SITE } from './_testing/rooms.js';
import { BuildingLoadInputSchema } from './building-file.js';
import { calculateBuildingLoad } from './calculate-building-load.js';
import { defaultBuildingLoadInput } from './default-building-input.js';

const HOURS = Array.from({ length: 24 }, (_, i) => i + 1);

describe('siteDesignHours', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 14, eq. 10: on July 21 (n = 202)
  // δ = 23.45 sin[360°(202 + 284)/365] = 23.45 sin 479.3425° = 20.4415°.
  it('places the sun of July 21 with the Handbook’s declination, 20.4415°, at every hour', () => {
    const july = siteDesignHours(CHICAGO_JULY_SITE).months[0];
    HOURS.forEach((hour) => {
      const ast = apparentSolarTimeHours(hour, -87.92, -6, 202);
      const expected = sunPosition(41.98, 20.4415, ast);
      expect(july?.sun[hour - 1]?.altitudeDeg).toBeCloseTo(expected.altitudeDeg, 3);
      expect(july?.sun[hour - 1]?.azimuthDeg).toBeCloseTo(expected.azimuthDeg, 3);
    });
  });

  // ASHRAE Handbook—Fundamentals (2021), ch. 14, table 6: t = t_max − f·DR with Chicago's July
  // 33.3 °C and 10.5 K, f = 0.88 at hour 1, 1.00 at 5, 0.74 at 8, 0.00 at 14 and 15, 0.82 at 24.
  it.each([
    [1, 24.06],
    [5, 22.8],
    [8, 25.53],
    [14, 33.3],
    [15, 33.3],
    [24, 24.69],
  ])('gives hour %d of the July design day %d °C', (hour, dryBulbC) => {
    const july = siteDesignHours(CHICAGO_JULY_SITE).months[0];
    expect(july?.dryBulbC[hour - 1]).toBeCloseTo(dryBulbC, 9);
  });

  // Spencer (1971), Search 2(5), 172: 20.6367° on July 21, the site's named option.
  it('takes Spencer’s declination when the site asks for it', () => {
    const july = siteDesignHours({ ...CHICAGO_JULY_SITE, declinationFormula: 'spencer' }).months[0];
    const ast = apparentSolarTimeHours(12, -87.92, -6, 202);
    expect(july?.sun[11]?.altitudeDeg).toBeCloseTo(sunPosition(41.98, 20.6367, ast).altitudeDeg, 3);
  });
});

describe('siteDesignHours: daylight saving time (issue 40 §1)', () => {
  it('marks the months under daylight saving time and keeps every hour local standard time', () => {
    const site = {
      ...CHICAGO_JULY_SITE,
      months: [1, 7].map((month) => ({ ...CHICAGO_JULY_SITE.months[0]!, month })),
    };
    const saving = siteDesignHours({ ...site, daylightSavingMonths: [3, 4, 5, 6, 7, 8, 9, 10] });
    const standard = siteDesignHours(site);
    expect(saving.months.map((m) => m.daylightSaving)).toEqual([false, true]);
    expect(standard.months.map((m) => m.daylightSaving)).toEqual([false, false]);
    // The sun and the weather are those of standard time either way (ch. 18's example, table 29A).
    expect(saving.months[1]?.sun).toEqual(standard.months[1]?.sun);
    expect(saving.months[1]?.dryBulbC).toEqual(standard.months[1]?.dryBulbC);
  });

  it('defaults to March–October north of the equator and October–March south of it', () => {
    expect(defaultDaylightSavingMonths(41.98)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(defaultDaylightSavingMonths(-33.9)).toEqual([10, 11, 12, 1, 2, 3]);
  });
});

describe('daylight saving months at their range’s ends and the extreme doubles', () => {
  // Accepted months compute finite loads; refused ones come back as an issue naming the field.
  it.each([1, 12, 0, 13, 6.5, 5e-324, Number.MAX_VALUE, -1])('month %s', (month) => {
    const input = defaultBuildingLoadInput('Imperial');
    const draft = {
      ...input,
      site: { ...input.site, daylightSaving: true, daylightSavingMonths: [month] },
    };
    const parsed = BuildingLoadInputSchema.safeParse(draft);
    if (!parsed.success) {
      expect(parsed.error.issues.map((issue) => issue.path.join('.'))).toContain(
        'site.daylightSavingMonths.0',
      );
      return;
    }
    expect([1, 12]).toContain(month);
    const result = calculateBuildingLoad(parsed.data);
    expect(Number.isFinite(result.building.heatingW)).toBe(true);
    for (const room of result.rooms) expect(Number.isFinite(room.peak.totalW)).toBe(true);
  });
});
