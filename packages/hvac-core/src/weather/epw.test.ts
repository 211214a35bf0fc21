import { describe, expect, it } from 'vitest';
import { monthlyDryBulbStatistics } from './climate-statistics.js';
import { parseEpw } from './epw.js';
import type { EpwFile } from './epw.js';
import { WEATHER_FIXTURES, readWeatherFixture } from './_testing/fixtures.js';

const chicagoText = readWeatherFixture(WEATHER_FIXTURES.chicagoEpw);
const denverText = readWeatherFixture(WEATHER_FIXTURES.denverEpw);

function load(text: string, name: string): EpwFile {
  const result = parseEpw(text, name);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const chicago = load(chicagoText, WEATHER_FIXTURES.chicagoEpw);
const denver = load(denverText, WEATHER_FIXTURES.denverEpw);

describe('parseEpw on the published weather files', () => {
  it('reads the LOCATION line (line 1) of both files', () => {
    // "LOCATION,Chicago Ohare Intl Ap,IL,USA,TMY3,725300,41.98,-87.92,-6.0,201.0"
    expect(chicago.location).toMatchObject({
      city: 'Chicago Ohare Intl Ap',
      stateProvince: 'IL',
      wmoStation: '725300',
      latitudeDeg: 41.98,
      longitudeDeg: -87.92,
      timeZoneHours: -6,
      elevationM: 201,
      source: { file: WEATHER_FIXTURES.chicagoEpw, line: 1, field: 'LOCATION' },
    });
    // "LOCATION,DENVER INTL AP,CO,USA,TMY3,725650,39.83,-104.65,-7.0,1650.0" (CRLF line ends)
    expect(denver.location).toMatchObject({
      city: 'DENVER INTL AP',
      latitudeDeg: 39.83,
      longitudeDeg: -104.65,
      timeZoneHours: -7,
      elevationM: 1650,
    });
  });

  it('reads the DESIGN CONDITIONS line (line 2) with the .stat column codes', () => {
    // Chicago: "Climate Design Data 2009 ASHRAE Handbook", Heating 1,-20,-16.6,…, Cooling 7,10.5,33.3,23.7,…
    expect(chicago.designConditions?.title).toBe('Climate Design Data 2009 ASHRAE Handbook');
    const c = chicago.designConditions?.columns ?? {};
    expect([
      c.DB996?.value,
      c.DB990?.value,
      c.DBR?.value,
      c.DB004?.value,
      c.WB_DB004?.value,
    ]).toEqual([-20, -16.6, 10.5, 33.3, 23.7]);
    expect(c.DBmax50years?.value).toBe(40.9);
    // Denver: "Climate Design Data 2013 ASHRAE Handbook", Heating 12,-17.5,-14.1,…, Cooling 7,15.3,34.6,15.5,33.2,15.5,31.8,15.4,…
    expect(denver.designConditions?.title).toBe('Climate Design Data 2013 ASHRAE Handbook');
    const d = denver.designConditions?.columns ?? {};
    expect([
      d.ColdestMonth?.value,
      d.DB996?.value,
      d.DB990?.value,
      d.DBR?.value,
      d.DB004?.value,
      d.WB_DB004?.value,
      d.DB010?.value,
      d.WB_DB010?.value,
      d.DB020?.value,
      d.WB_DB020?.value,
    ]).toEqual([12, -17.5, -14.1, 15.3, 34.6, 15.5, 33.2, 15.5, 31.8, 15.4]);
    expect(d.DB996?.source).toEqual({ file: WEATHER_FIXTURES.denverEpw, line: 2, field: 'DB996' });
  });

  it('reads 8760 hours, first and last row as printed (lines 9 and 8768)', () => {
    expect(chicago.hours.dryBulbC).toHaveLength(8760);
    // Line 9: "1986,1,1,1,0,…,-12.2,-16.1,73,99500,…"; line 8768: "1981,12,31,24,0,…,-6.1,-8.9,81,…"
    expect([chicago.hours.month[0], chicago.hours.dayOfMonth[0], chicago.hours.hour[0]]).toEqual([
      1, 1, 1,
    ]);
    expect(chicago.hours.dryBulbC[0]).toBe(-12.2);
    expect(chicago.hours.dewPointC[0]).toBe(-16.1);
    expect(chicago.hours.pressurePa[0]).toBe(99500);
    expect(chicago.hours.dryBulbC[8759]).toBe(-6.1);
    expect([
      chicago.hours.month[8759],
      chicago.hours.dayOfMonth[8759],
      chicago.hours.hour[8759],
    ]).toEqual([12, 31, 24]);
    // Line 9 of the Denver file: "1995,1,1,1,0,…,-18.0,-19.7,85,83700,…"
    expect(denver.hours.dryBulbC[0]).toBe(-18);
    expect(denver.hours.pressurePa[0]).toBe(83700);
  });

  it('gives the monthly mean, highest and lowest dry bulbs the Chicago .stat prints (lines 94, 97, 100)', () => {
    // The .stat's "Monthly Statistics for Dry Bulb temperatures" are computed from this hourly file.
    const stats = monthlyDryBulbStatistics(chicago.hours);
    const round1 = (x: number): number => Math.round(x * 10) / 10;
    expect(stats.map((m) => round1(m.meanC))).toEqual([
      -4.6, -2.5, 3.8, 10, 15.3, 21.1, 24.1, 21.8, 18.1, 11, 4.7, -3.7,
    ]);
    expect(stats.map((m) => m.maxC)).toEqual([
      12.2, 14.4, 21.1, 31.1, 30.6, 33.3, 35, 31.7, 31.7, 26.1, 21.7, 11.1,
    ]);
    expect(stats.map((m) => m.minC)).toEqual([
      -22.8, -21.7, -7.8, -3.9, 1.7, 6.7, 11.7, 11.7, 6.7, -0.6, -16.1, -18.3,
    ]);
    expect(stats.reduce((sum, m) => sum + m.hours, 0)).toBe(8760);
  });
});

describe('parseEpw on damaged files', () => {
  it('says a truncated file is short, naming the cut row and the hour count', () => {
    const cut = chicagoText.slice(0, chicagoText.indexOf('\n', 200_000) + 40);
    const result = parseEpw(cut, 'cut.epw');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lastLine = cut.split('\n').length;
    expect(result.errors[0]).toMatchObject({ line: lastLine, field: 'row' });
    expect(result.errors[0]?.message).toMatch(/has \d+ fields; an EPW hour has 35/);
    expect(result.errors[1]).toMatchObject({ field: 'hours', line: lastLine });
    expect(result.errors[1]?.message).toMatch(/a year has 8760/);
  });

  it('names the line and field of a dry bulb that is not a number', () => {
    const lines = chicagoText.split('\n');
    lines[100] = (lines[100] ?? '').replace(/^((?:[^,]*,){6})[^,]*/, '$1abc');
    const result = parseEpw(lines.join('\n'), 'bad.epw');
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          line: 101,
          field: 'Dry Bulb Temperature',
          message:
            'Dry Bulb Temperature on line 101 is "abc"; expected a temperature in °C (99.9 marks it missing).',
        },
      ],
    });
  });

  it('rejects a missing dry bulb (99.9) and hours out of order', () => {
    const lines = denverText.split('\n');
    lines[20] = (lines[20] ?? '').replace(/^((?:[^,]*,){6})[^,]*/, '$199.9');
    lines[30] = (lines[30] ?? '').replace(/^((?:[^,]*,){3})[^,]*/, '$17');
    const result = parseEpw(lines.join('\n'), 'gaps.epw');
    expect(result).toMatchObject({
      ok: false,
      errors: [
        { line: 21, field: 'Dry Bulb Temperature' },
        { line: 31, field: 'Hour', message: expect.stringContaining('23 was expected') },
      ],
    });
  });

  it('rejects a file without the EPW header', () => {
    const result = parseEpw(chicagoText.split('\n').slice(1).join('\n'), 'headless.epw');
    expect(result).toMatchObject({ ok: false, errors: [{ line: 1, field: 'LOCATION' }] });
  });
});
