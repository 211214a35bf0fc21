import { describe, expect, it } from 'vitest';
import { humidityRatioFromWetBulb } from '../psychrometrics/wet-bulb.js';
import { parseDdy } from '../weather/ddy.js';
import { parseStat } from '../weather/stat.js';
import { WEATHER_FIXTURES, readWeatherFixture } from '../weather/_testing/fixtures.js';
import { roomLoads } from './room-loads.js';
import { siteDesignFromDdy, siteDesignFromStat } from './site-from-weather.js';
import { siteDesignHours } from './site-hours.js';
import { testOffice } from './_testing/rooms.js';

function ddy(name: string) {
  const result = parseDdy(readWeatherFixture(name), name);
  if (!result.ok) throw new Error('fixture');
  return result.value;
}

describe('siteDesignFromDdy', () => {
  it('builds Chicago’s July design site from the .ddy (lines 6–11, 26 and 202–227)', () => {
    const { site, sources } = siteDesignFromDdy(ddy(WEATHER_FIXTURES.chicagoDdy));
    expect(site).toMatchObject({
      latitudeDeg: 41.98,
      longitudeDeg: -87.92,
      timeZoneHours: -6,
      clearSkyModel: 'ashrae-2009',
      heatingDryBulbC: -20,
      months: [{ month: 7, maxDryBulbC: 33.3, dailyRangeK: 10.5, taub: 0.455, taud: 2.05 }],
    });
    expect(site.months[0]?.humidityRatio).toBeCloseTo(
      humidityRatioFromWetBulb(33.3, 23.7, 98934),
      12,
    );
    expect(sources['months[0].maxDryBulbC']).toEqual({
      file: WEATHER_FIXTURES.chicagoDdy,
      line: 202,
      field: 'SizingPeriod:DesignDay',
    });
    expect(sources.heatingDryBulbC?.line).toBe(26);
    // The site runs: a room on it has a July afternoon peak.
    const { peak } = roomLoads(testOffice(), siteDesignHours(site));
    expect(peak.month).toBe(7);
  });

  it('takes the 2 % day when asked (Phoenix: 41.2 °C, MCWB 20.9 °C)', () => {
    const { site } = siteDesignFromDdy(ddy(WEATHER_FIXTURES.phoenixDdy), 2);
    expect(site.months[0]?.maxDryBulbC).toBe(41.2);
    expect(site.heatingDryBulbC).toBe(3.7);
  });
});

describe('siteDesignFromStat', () => {
  it('builds twelve design months from the Chicago .stat (lines 31–32, 46–47, 66)', () => {
    const result = parseStat(readWeatherFixture(WEATHER_FIXTURES.chicagoStat), 'chicago.stat');
    if (!result.ok) throw new Error('fixture');
    const { site, sources } = siteDesignFromStat(result.value);
    expect(site.months).toHaveLength(12);
    expect(site.months[0]).toMatchObject({
      month: 1,
      maxDryBulbC: 12.9,
      dailyRangeK: 7.6,
      taub: 0.302,
      taud: 2.364,
    });
    expect(site.months[6]).toMatchObject({
      month: 7,
      maxDryBulbC: 35.9,
      dailyRangeK: 10.5,
      taub: 0.455,
      taud: 2.05,
    });
    expect(site.months[6]?.humidityRatio).toBeCloseTo(
      humidityRatioFromWetBulb(35.9, 24.6, 98934),
      12,
    );
    expect(site.heatingDryBulbC).toBe(-20);
    expect(sources['months[6].maxDryBulbC']?.line).toBe(46);
    expect(sources['months[6].humidityRatio']?.line).toBe(47);
    expect(sources['months[6].taub']?.line).toBe(31);
  });
});
