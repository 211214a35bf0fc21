import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { parseStat } from './stat.js';
import type { StatFile } from './stat.js';
import { damagedText, linesOf } from './_testing/damage.js';
import { WEATHER_FIXTURES, readWeatherFixture } from './_testing/fixtures.js';

function load(name: string): StatFile {
  const result = parseStat(readWeatherFixture(name), name);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('parseStat on the published EnergyPlus statistics files', () => {
  // Header lines 3–9: "Location --", "{N 41° 58'} {W  87° 55'} {GMT -6.0 Hours}", "Elevation --",
  // "Standard Pressure at Elevation --", "WMO Station".
  test.each([
    [
      WEATHER_FIXTURES.chicagoStat,
      'Chicago Ohare Intl Ap IL USA',
      41 + 58 / 60,
      -(87 + 55 / 60),
      -6,
      201,
      98934,
      '725300',
    ],
    [
      WEATHER_FIXTURES.phoenixStat,
      'Phoenix Sky Harbor Intl Ap AZ USA',
      33 + 27 / 60,
      -(111 + 58 / 60),
      -7,
      337,
      97342,
      '722780',
    ],
    [
      WEATHER_FIXTURES.miamiStat,
      'Miami Intl Ap FL USA',
      25 + 49 / 60,
      -(80 + 18 / 60),
      -5,
      11,
      101193,
      '722020',
    ],
    [
      WEATHER_FIXTURES.goldenStat,
      'Denver Centennial  Golden   Nr CO USA',
      39 + 44 / 60,
      -(105 + 10 / 60),
      -7,
      1829,
      81198,
      '724666',
    ],
  ])('%s: location lines 3–9', (file, name, lat, lon, tz, elevation, pressure, wmo) => {
    const { location, designConditionsEdition } = load(file);
    expect(location.name).toBe(name);
    expect(location.latitudeDeg).toBeCloseTo(lat, 10);
    expect(location.longitudeDeg).toBeCloseTo(lon, 10);
    expect(location.timeZoneHours).toBe(tz);
    expect(location.elevationM).toBe(elevation);
    expect(location.standardPressurePa).toBe(pressure);
    expect(location.wmoStation).toBe(wmo);
    expect(location.source).toEqual({ file, line: 3, field: 'Location' });
    // Line 11: 'Displaying Design Conditions from "Climate Design Data 2009 ASHRAE Handbook"'.
    expect(designConditionsEdition).toBe(2009);
  });

  // The Heating row (line 18: ColdestMonth, DB996, DB990) and the Cooling row (line 22:
  // HottestMonth, DBR, DB004, WB_DB004, DB010, WB_DB010, DB020, WB_DB020).
  test.each([
    [WEATHER_FIXTURES.chicagoStat, [1, -20, -16.6], [7, 10.5, 33.3, 23.7, 31.6, 23, 30.1, 22.1]],
    [WEATHER_FIXTURES.phoenixStat, [12, 3.7, 5.2], [7, 12, 43.4, 21.1, 42.3, 21, 41.2, 20.9]],
    [WEATHER_FIXTURES.miamiStat, [1, 8.7, 10.9], [7, 6.7, 33.2, 25.3, 32.6, 25.3, 32.1, 25.2]],
    [WEATHER_FIXTURES.goldenStat, [12, -18.8, -15.5], [7, 15.2, 33, 15.7, 32, 15.5, 30.2, 15.3]],
  ])('%s: design conditions of lines 18 and 22', (file, heating, cooling) => {
    const stat = load(file);
    expect([
      stat.heating.coldestMonth.value,
      stat.heating.dryBulb996C.value,
      stat.heating.dryBulb990C.value,
    ]).toEqual(heating);
    expect([
      stat.cooling.hottestMonth.value,
      stat.cooling.dailyRangeK.value,
      ...stat.cooling.conditions.flatMap((c) => [c.dryBulbC.value, c.meanCoincidentWetBulbC.value]),
    ]).toEqual(cooling);
    expect(stat.heating.dryBulb996C.source).toEqual({ file, line: 18, field: 'DB996' });
    expect(stat.cooling.conditions[0]?.dryBulbC.source).toEqual({ file, line: 22, field: 'DB004' });
  });

  // Lines 31 and 32: "taub (beam)" and "taud (diffuse)", January to December.
  test.each([
    [
      WEATHER_FIXTURES.chicagoStat,
      [0.302, 0.343, 0.39, 0.417, 0.438, 0.458, 0.455, 0.452, 0.412, 0.365, 0.337, 0.307],
      [2.364, 2.149, 2.03, 1.998, 1.999, 2.001, 2.05, 2.048, 2.146, 2.259, 2.303, 2.388],
    ],
    [
      WEATHER_FIXTURES.phoenixStat,
      [0.306, 0.317, 0.339, 0.366, 0.419, 0.465, 0.588, 0.547, 0.456, 0.393, 0.318, 0.298],
      [2.534, 2.463, 2.351, 2.229, 2.044, 1.91, 1.653, 1.763, 1.978, 2.116, 2.487, 2.592],
    ],
    [
      WEATHER_FIXTURES.miamiStat,
      [0.368, 0.388, 0.418, 0.433, 0.501, 0.52, 0.528, 0.505, 0.473, 0.425, 0.389, 0.37],
      [2.439, 2.306, 2.19, 2.16, 1.945, 1.929, 1.905, 1.987, 2.095, 2.257, 2.362, 2.4],
    ],
    [
      WEATHER_FIXTURES.goldenStat,
      [0.252, 0.282, 0.304, 0.369, 0.383, 0.397, 0.424, 0.401, 0.34, 0.302, 0.268, 0.25],
      [2.55, 2.318, 2.284, 2.037, 2.077, 2.088, 2.025, 2.124, 2.342, 2.434, 2.515, 2.586],
    ],
  ])('%s: monthly taub and taud of lines 31–32', (file, taub, taud) => {
    const stat = load(file);
    expect(stat.monthlyTaub.values).toEqual(taub);
    expect(stat.monthlyTaud.values).toEqual(taud);
    expect(stat.monthlyTaub.source.line).toBe(31);
    expect(stat.monthlyTaud.source.line).toBe(32);
  });

  it('reads Chicago’s monthly rows: noon irradiance (38–39), design dry bulbs (46–49), daily range (66), mean dry bulb (100)', () => {
    const stat = load(WEATHER_FIXTURES.chicagoStat);
    expect(stat.monthlyNoonBeamWm2?.values).toEqual([
      843, 849, 847, 851, 841, 822, 820, 810, 817, 817, 787, 803,
    ]);
    expect(stat.monthlyNoonDiffuseWm2?.values).toEqual([
      92, 127, 156, 171, 174, 174, 164, 160, 137, 112, 96, 85,
    ]);
    expect(stat.monthlyDryBulb04C?.values).toEqual([
      12.9, 15.3, 23.2, 28.6, 31.1, 34.3, 35.9, 35, 32.4, 27.7, 20.4, 16.6,
    ]);
    expect(stat.monthlyCoincidentWetBulb04C?.values).toEqual([
      10.8, 10.3, 16.1, 18.5, 21, 22.5, 24.6, 25, 22.7, 19.3, 14.4, 14.7,
    ]);
    expect(stat.monthlyDryBulb2C?.source.line).toBe(48);
    expect(stat.monthlyDailyRangeK?.values).toEqual([
      7.6, 7.9, 9, 10.4, 11.3, 11.4, 10.5, 9.9, 10.8, 10.2, 8.1, 7.3,
    ]);
    expect(stat.monthlyDailyRangeK?.source.line).toBe(66);
    expect(stat.monthlyMeanDryBulbC?.values).toEqual([
      -4.6, -2.5, 3.8, 10, 15.3, 21.1, 24.1, 21.8, 18.1, 11, 4.7, -3.7,
    ]);
    expect(stat.monthlyMeanDryBulbC?.source.line).toBe(100);
  });

  it('reads Chicago’s monthly 5 % design dry bulbs (line 50) and their mean coincident wet bulbs (line 51)', () => {
    const stat = load(WEATHER_FIXTURES.chicagoStat);
    expect(stat.monthlyDryBulb5C?.values).toEqual([
      5.6, 7.8, 15.8, 21.6, 26.5, 30.4, 31.7, 30.3, 27.8, 21.9, 15.5, 8.7,
    ]);
    expect(stat.monthlyDryBulb5C?.source).toEqual({
      file: WEATHER_FIXTURES.chicagoStat,
      line: 50,
      field: 'Drybulb 5.0%',
    });
    expect(stat.monthlyCoincidentWetBulb5C?.values).toEqual([
      3.9, 4.8, 11.2, 14.6, 18.6, 21.6, 23.6, 23.1, 20.2, 15.8, 12.6, 6.4,
    ]);
    expect(stat.monthlyCoincidentWetBulb5C?.source.line).toBe(51);
  });
});

describe('parseStat on damaged files', () => {
  const chicago = readWeatherFixture(WEATHER_FIXTURES.chicagoStat);

  it('names the line and column of a bad design value', () => {
    const result = parseStat(
      chicago.replace('\tHeating\t1\t-20\t', '\tHeating\t1\t-2O\t'),
      'bad.stat',
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ line: 18, field: 'DB996', message: 'DB996 on line 18 is "-2O", not a number.' }],
    });
  });

  it('names a monthly taub that is not a number', () => {
    const result = parseStat(chicago.replace('0.438\t', 'n/a\t'), 'taub.stat');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 31, field: 'taub (beam)', message: expect.stringContaining('month 5') }],
    });
  });

  it('reports a missing taub/taud table when the file is cut before it', () => {
    const cut = chicago.split('\n').slice(0, 27).join('\n');
    const result = parseStat(cut, 'cut.stat');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual(['taub (beam)', 'taud (diffuse)']);
  });
});

describe('parseStat range-checks what it imports (issue 44)', () => {
  const chicago = readWeatherFixture(WEATHER_FIXTURES.chicagoStat);
  const lines = chicago.split('\n');
  const withLine = (index: number, text: string): string =>
    lines.map((line, i) => (i === index ? text : line)).join('\n');

  // Each row: what was done to the Chicago .stat, and the line and field the error must name.
  test.each([
    [
      'a dry bulb of 1e999 (Infinity)',
      chicago.replace('\tHeating\t1\t-20\t', '\tHeating\t1\t1e999\t'),
      18,
      'DB996',
    ],
    [
      'a 400-digit dry bulb',
      chicago.replace('\tHeating\t1\t-20\t', `\tHeating\t1\t${'9'.repeat(400)}\t`),
      18,
      'DB996',
    ],
    [
      'a design dry bulb of 200 °C',
      chicago.replace('\tHeating\t1\t-20\t', '\tHeating\t1\t200\t'),
      18,
      'DB996',
    ],
    [
      'a coldest month of 13',
      chicago.replace('\tHeating\t1\t-20\t', '\tHeating\t13\t-20\t'),
      18,
      'ColdestMonth',
    ],
    [
      'an empty design value',
      chicago.replace('\tHeating\t1\t-20\t', '\tHeating\t\t-20\t'),
      18,
      'ColdestMonth',
    ],
    ['a NaN taub', chicago.replace('0.438\t', 'NaN\t'), 31, 'taub (beam)'],
    ['a taub of 1e999', chicago.replace('0.438\t', '1e999\t'), 31, 'taub (beam)'],
    ['a taud of 50', chicago.replace('1.999\t', '50\t'), 32, 'taud (diffuse)'],
    ['an empty monthly value', chicago.replace('0.438\t', '\t'), 31, 'taub (beam)'],
    [
      '400-digit latitude degrees',
      withLine(3, `      {N ${'4'.repeat(400)}° 58'} {W  87° 55'} {GMT -6.0 Hours}`),
      4,
      'Latitude',
    ],
    [
      'a latitude of 95°',
      withLine(3, "      {N 95° 58'} {W  87° 55'} {GMT -6.0 Hours}"),
      4,
      'Latitude',
    ],
    [
      'a longitude of 187°',
      withLine(3, "      {N 41° 58'} {W 187° 55'} {GMT -6.0 Hours}"),
      4,
      'Longitude',
    ],
    [
      '75 minutes of latitude',
      withLine(3, "      {N 41° 75'} {W  87° 55'} {GMT -6.0 Hours}"),
      4,
      'Latitude',
    ],
    [
      'a time zone of GMT +30',
      withLine(3, "      {N 41° 58'} {W  87° 55'} {GMT +30.0 Hours}"),
      4,
      'Time Zone',
    ],
    [
      'a 400-digit elevation',
      withLine(4, ` Elevation --   ${'2'.repeat(400)}m above sea level`),
      5,
      'Elevation',
    ],
    [
      'an elevation of 12 000 m',
      withLine(4, ' Elevation --   12000m above sea level'),
      5,
      'Elevation',
    ],
    [
      'a standard pressure of 1e999 Pa',
      withLine(5, ' Standard Pressure at Elevation --  1e999Pa'),
      6,
      'Standard Pressure',
    ],
    [
      'a standard pressure of 5 Pa',
      withLine(5, ' Standard Pressure at Elevation --  5Pa'),
      6,
      'Standard Pressure',
    ],
  ])('refuses %s, naming its line and field', (_what, text, line, field) => {
    const result = parseStat(text, 'damaged.stat');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(expect.objectContaining({ line, field }));
  });

  it('reads a file that starts with a UTF-8 byte-order mark, as decoded or as Latin-1 bytes, alike', () => {
    const plain = parseStat(chicago, 'chicago.stat');
    for (const bom of ['\uFEFF', '\u00EF\u00BB\u00BF']) {
      expect(parseStat(bom + chicago, 'chicago.stat')).toEqual(plain);
    }
  });

  it('names lines within the file when it is cut (a final line end adds no line)', () => {
    const cut = `${lines.slice(0, 27).join('\n')}\n`;
    const result = parseStat(cut, 'cut.stat');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const error of result.errors) expect(error.line).toBeLessThanOrEqual(27);
  });

  // The 2005 Handbook printed no clear-sky optical depths (taub and taud first appear in 2009, ch.
  // 14), so a .stat whose design conditions are "Climate Design Data 2005 ASHRAE Handbook" has none
  // to give a building site: the reader refuses it on the line that names the edition.
  it('refuses design conditions from the 2005 Handbook on the line that names the edition', () => {
    const text = chicago.replaceAll(
      'Climate Design Data 2009 ASHRAE Handbook',
      'Climate Design Data 2005 ASHRAE Handbook',
    );
    const result = parseStat(text, 'old.stat');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 11, field: 'Design Conditions', message: expect.stringContaining('2009') }],
    });
  });

  it('refuses a 2005-Handbook .stat without taub and taud rows on the edition line, not as a missing row', () => {
    // The structure the reader expects, with the 2005 wording and no monthly optical depths.
    const text = chicago
      .replaceAll(
        'Climate Design Data 2009 ASHRAE Handbook',
        'Climate Design Data 2005 ASHRAE Handbook',
      )
      .split('\n')
      .filter((line) => !/taub|taud|Optical Sky Depth/.test(line))
      .join('\n');
    const result = parseStat(text, 'old.stat');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 11, field: 'Design Conditions', message: expect.stringContaining('2005') }],
    });
  });

  it('property: a damaged file never throws; it reads, or every error names a line of the file and a field', () => {
    fc.assert(
      fc.property(damagedText(chicago), (text) => {
        const result = parseStat(text, 'damaged.stat');
        if (result.ok) {
          const { latitudeDeg, longitudeDeg, elevationM } = result.value.location;
          expect(Math.abs(latitudeDeg)).toBeLessThanOrEqual(90);
          expect(Math.abs(longitudeDeg)).toBeLessThanOrEqual(180);
          expect(Number.isFinite(elevationM)).toBe(true);
          for (const { value } of Object.values(result.value.designConditionColumns))
            expect(Number.isFinite(value)).toBe(true);
          return;
        }
        expect(result.errors.length).toBeGreaterThan(0);
        for (const error of result.errors) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(linesOf(text));
          expect(error.field).not.toBe('');
        }
      }),
      { numRuns: 200 },
    );
  });
});
