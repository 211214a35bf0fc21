import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { monthlyDryBulbStatistics } from './climate-statistics.js';
import { parseEpw } from './epw.js';
import type { EpwFile } from './epw.js';
import { epwDesignConditions } from './epw-design.js';
import { damagedText, linesOf } from './_testing/damage.js';
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
            'Dry Bulb Temperature on line 101 is "abc"; expected a temperature in °C from -90 to 70 (99.9 marks it missing).',
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

describe('parseEpw range-checks what it imports (issue 44)', () => {
  const lines = chicagoText.split('\n');
  /** Chicago with field `field` (0-based) of line `line` (1-based) set to `value`. */
  const withField = (line: number, field: number, value: string): string =>
    lines
      .map((text, i) => {
        if (i !== line - 1) return text;
        const cells = text.split(',');
        cells[field] = value;
        return cells.join(',');
      })
      .join('\n');

  // EPW fields (EnergyPlus Auxiliary Programs, EPW data dictionary): LOCATION 6 latitude, 7 longitude,
  // 8 time zone, 9 elevation; an hour's 6 dry bulb, 7 dew point, 9 station pressure, 13–15
  // irradiances, 21 wind speed.
  test.each([
    ['a latitude of 1e999', 1, 6, '1e999', 'Latitude'],
    ['a 400-digit longitude', 1, 7, '8'.repeat(400), 'Longitude'],
    ['an empty time zone', 1, 8, '', 'Time Zone'],
    ['an elevation of NaN', 1, 9, 'NaN', 'Elevation'],
    ['a dry bulb of 1e999', 100, 6, '1e999', 'Dry Bulb Temperature'],
    ['an empty dry bulb', 100, 6, '', 'Dry Bulb Temperature'],
    ['a dew point of 80 °C', 100, 7, '80', 'Dew Point Temperature'],
    ['a dew point of -1e999', 100, 7, '-1e999', 'Dew Point Temperature'],
    ['a station pressure of 5000 Pa', 100, 9, '5000', 'Atmospheric Station Pressure'],
    ['a station pressure of 400 digits', 100, 9, '9'.repeat(400), 'Atmospheric Station Pressure'],
    ['an empty station pressure', 100, 9, '', 'Atmospheric Station Pressure'],
    ['a negative global irradiance', 100, 13, '-5', 'Global Horizontal Radiation'],
    ['a wind speed of 1e999', 100, 21, '1e999', 'Wind Speed'],
  ])('refuses %s, naming its line and field', (_what, line, field, value, name) => {
    const result = parseEpw(withField(line, field, value), 'damaged.epw');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(expect.objectContaining({ line, field: name }));
  });

  it('refuses a dew point whose vapour pressure is above the station pressure (a boiling hour)', () => {
    const text = withField(100, 9, '31000').replace(/x^/, '');
    const boiling = text
      .split('\n')
      .map((row, i) => {
        if (i !== 99) return row;
        const cells = row.split(',');
        cells[6] = '69.9';
        cells[7] = '69.9';
        return cells.join(',');
      })
      .join('\n');
    const result = parseEpw(boiling, 'boiling.epw');
    expect(result).toMatchObject({ ok: false, errors: [{ line: 100 }] });
  });

  it('reads a file that starts with a UTF-8 byte-order mark, as decoded or as Latin-1 bytes, alike', () => {
    for (const bom of ['\uFEFF', '\u00EF\u00BB\u00BF']) {
      const result = parseEpw(bom + chicagoText, WEATHER_FIXTURES.chicagoEpw);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value.location).toEqual(chicago.location);
    }
  });

  it('never names a line past the end of a file cut in its header', () => {
    const cut = `${lines.slice(0, 3).join('\n')}\n`;
    const result = parseEpw(cut, 'cut.epw');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 3, field: 'GROUND TEMPERATURES' }],
    });
  });

  it('property: a damaged file never throws, and what it reads the design step takes without throwing', () => {
    fc.assert(
      fc.property(damagedText(chicagoText), (text) => {
        const result = parseEpw(text, 'damaged.epw');
        if (result.ok) {
          expect(() => epwDesignConditions(result.value)).not.toThrow();
          return;
        }
        for (const error of result.errors) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(linesOf(text));
          expect(error.field).not.toBe('');
        }
      }),
      { numRuns: 25 },
    );
  });
});
