import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { ddyDesignConditions, parseDdy } from './ddy.js';
import type { DdyFile } from './ddy.js';
import { damagedText, linesOf } from './_testing/damage.js';
import { WEATHER_FIXTURES, readWeatherFixture } from './_testing/fixtures.js';

function load(name: string): DdyFile {
  const result = parseDdy(readWeatherFixture(name), name);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('parseDdy on the published EnergyPlus design-day files', () => {
  // Site:Location is lines 6–11 of each file (name, latitude, longitude, time zone, elevation).
  test.each([
    [WEATHER_FIXTURES.chicagoDdy, 41.98, -87.92, -6, 201],
    [WEATHER_FIXTURES.phoenixDdy, 33.45, -111.98, -7, 337],
    [WEATHER_FIXTURES.miamiDdy, 25.82, -80.3, -5, 11],
    [WEATHER_FIXTURES.goldenDdy, 39.74, -105.18, -7, 1829],
  ])('%s: Site:Location lines 6–11 give %d, %d, GMT %d, %d m', (file, lat, lon, tz, elevation) => {
    const { location } = load(file);
    expect(location.latitudeDeg).toBe(lat);
    expect(location.longitudeDeg).toBe(lon);
    expect(location.timeZoneHours).toBe(tz);
    expect(location.elevationM).toBe(elevation);
    expect(location.source).toEqual({ file, line: 6, field: 'Site:Location' });
  });

  it('keeps the runs of spaces in the Golden station name', () => {
    expect(load(WEATHER_FIXTURES.goldenDdy).location.name).toBe(
      'Denver Centennial  Golden   N_CO_USA Design_Conditions',
    );
  });

  it('reads all 18 design days of each file', () => {
    for (const file of [
      WEATHER_FIXTURES.chicagoDdy,
      WEATHER_FIXTURES.phoenixDdy,
      WEATHER_FIXTURES.miamiDdy,
      WEATHER_FIXTURES.goldenDdy,
    ]) {
      expect(load(file).designDays).toHaveLength(18);
    }
  });

  // The "Ann Clg .4% Condns DB=>MWB" object: maximum dry bulb, wet bulb at maximum dry bulb, daily
  // range, barometric pressure, taub, taud (Chicago lines 202–227; the other files likewise).
  test.each([
    [WEATHER_FIXTURES.chicagoDdy, 202, 33.3, 23.7, 10.5, 98934, 0.455, 2.05],
    [WEATHER_FIXTURES.phoenixDdy, 199, 43.4, 21.1, 12, 97342, 0.588, 1.653],
    [WEATHER_FIXTURES.miamiDdy, 202, 33.2, 25.3, 6.7, 101193, 0.528, 1.905],
    [WEATHER_FIXTURES.goldenDdy, 202, 33, 15.7, 15.2, 81198, 0.424, 2.025],
  ])(
    '%s: the 0.4 %% cooling day on line %d is %d °C DB / %d °C MWB, range %d K, %d Pa, taub %d, taud %d',
    (file, line, dryBulb, wetBulb, range, pressure, taub, taud) => {
      const day = load(file).designDays.find((d) => d.name.includes('Clg .4% Condns DB=>MWB'));
      expect(day).toMatchObject({
        month: 7,
        dayOfMonth: 21,
        dayType: 'SummerDesignDay',
        maxDryBulbC: dryBulb,
        dailyRangeK: range,
        humidity: { type: 'wetBulb', wetBulbC: wetBulb },
        pressurePa: pressure,
        solarModel: 'ASHRAETau',
        taub,
        taud,
        condition: 'cooling-db',
        annualPercent: 0.4,
        source: { file, line, field: 'SizingPeriod:DesignDay' },
      });
    },
  );

  // Heating and cooling design conditions, each from the named design day of the .ddy; the same
  // numbers are the Heating/Cooling rows (line 18 and 22) of the matching .stat file.
  test.each([
    [
      WEATHER_FIXTURES.chicagoDdy,
      [-20, -16.6],
      [
        [33.3, 23.7],
        [31.6, 23],
        [30.1, 22.1],
      ],
    ],
    [
      WEATHER_FIXTURES.phoenixDdy,
      [3.7, 5.2],
      [
        [43.4, 21.1],
        [42.3, 21],
        [41.2, 20.9],
      ],
    ],
    [
      WEATHER_FIXTURES.miamiDdy,
      [8.7, 10.9],
      [
        [33.2, 25.3],
        [32.6, 25.3],
        [32.1, 25.2],
      ],
    ],
    [
      WEATHER_FIXTURES.goldenDdy,
      [-18.8, -15.5],
      [
        [33, 15.7],
        [32, 15.5],
        [30.2, 15.3],
      ],
    ],
  ])(
    '%s: heating 99.6/99 %% and cooling 0.4/1/2 %% design conditions',
    (file, heating, cooling) => {
      const conditions = ddyDesignConditions(load(file));
      expect(conditions.heating.map((c) => [c.annualPercent, c.dryBulbC])).toEqual([
        [99.6, heating[0]],
        [99, heating[1]],
      ]);
      expect(
        conditions.cooling.map((c) => [c.annualPercent, c.dryBulbC, c.meanCoincidentWetBulbC]),
      ).toEqual([
        [0.4, ...(cooling[0] ?? [])],
        [1, ...(cooling[1] ?? [])],
        [2, ...(cooling[2] ?? [])],
      ]);
    },
  );

  it('reads the dew-point and enthalpy design days (Chicago lines 426–436 and 453–465)', () => {
    const days = load(WEATHER_FIXTURES.chicagoDdy).designDays;
    expect(days.find((d) => d.name.includes('Clg 2% Condns DP=>MDB'))).toMatchObject({
      maxDryBulbC: 26.5,
      humidity: { type: 'dewPoint', dewPointC: 21.9 },
      condition: 'cooling-dp',
    });
    expect(days.find((d) => d.name.includes('Clg .4% Condns Enth=>MDB'))).toMatchObject({
      maxDryBulbC: 31.4,
      humidity: { type: 'enthalpy', enthalpyJKg: 79200 },
      condition: 'cooling-enthalpy',
    });
    expect(days.find((d) => d.name.includes('Htg 99.6% Condns DB'))).toMatchObject({
      taub: null,
      taud: null,
      solarModel: 'ASHRAEClearSky',
    });
  });
});

describe('parseDdy on damaged files', () => {
  const chicago = readWeatherFixture(WEATHER_FIXTURES.chicagoDdy);

  it('names the line and field of a bad number, and returns nothing', () => {
    const lines = chicago.split('\n');
    lines[206] = '       33.3x,      !- Maximum Dry-Bulb Temperature {C}';
    const result = parseDdy(lines.join('\n'), 'bad.ddy');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        line: 207,
        field: 'Maximum Dry-Bulb Temperature',
        message: 'Maximum Dry-Bulb Temperature on line 207 is "33.3x", not a number.',
      },
    ]);
  });

  it('says which object is cut short when the file ends inside it', () => {
    const cut = chicago.split('\n').slice(0, 215).join('\n');
    const result = parseDdy(cut, 'cut.ddy');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 202, field: 'SizingPeriod:DesignDay' }],
    });
  });

  it('reports a missing Site:Location', () => {
    const withoutLocation = chicago.replace(/ Site:Location,[\s\S]*?;/, '');
    const result = parseDdy(withoutLocation, 'no-site.ddy');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual(['Site:Location']);
    expect(result.errors[0]?.message).toMatch(/no Site:Location/);
  });

  it('reports a latitude out of range on its line', () => {
    const result = parseDdy(chicago.replace('      41.98,', '      141.98,'), 'lat.ddy');
    expect(result).toMatchObject({ ok: false, errors: [{ line: 8, field: 'Latitude' }] });
  });

  it('rejects a file with no design day', () => {
    const result = parseDdy('Site:Location, X, 40, -80, -5, 100; ! nothing else\n', 'empty.ddy');
    expect(result).toMatchObject({ ok: false, errors: [{ field: 'SizingPeriod:DesignDay' }] });
  });
});

describe('parseDdy range-checks what it imports (issue 44)', () => {
  const chicago = readWeatherFixture(WEATHER_FIXTURES.chicagoDdy);

  // Chicago's Site:Location is on lines 6–11, its first design day's dry bulb on line 207.
  test.each([
    ['a latitude of 1e999', '      41.98,', '      1e999,', 8, 'Latitude'],
    ['a 400-digit elevation', '     201.00;', `     ${'2'.repeat(400)};`, 11, 'Elevation'],
    ['a NaN longitude', '     -87.92,', '     NaN,', 9, 'Longitude'],
    ['an empty time zone', '      -6.00,', '      ,', 10, 'Time Zone'],
  ])('refuses %s, naming its line and field', (_what, from, to, line, field) => {
    const result = parseDdy(chicago.replace(from, to), 'damaged.ddy');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(expect.objectContaining({ line, field }));
  });

  it('reads a file that starts with a UTF-8 byte-order mark, as decoded or as Latin-1 bytes, alike', () => {
    const plain = parseDdy(chicago, 'chicago.ddy');
    for (const bom of ['\uFEFF', '\u00EF\u00BB\u00BF']) {
      expect(parseDdy(bom + chicago, 'chicago.ddy')).toEqual(plain);
    }
  });

  it('never names a line past the end of the file (a final line end adds no line)', () => {
    const onlyLocation = 'Site:Location, X, 40, -80, -5, 100;\n';
    expect(parseDdy(onlyLocation, 'empty.ddy')).toMatchObject({
      ok: false,
      errors: [{ line: 1, field: 'SizingPeriod:DesignDay' }],
    });
    const open = 'Site:Location, X, 40,\n';
    expect(parseDdy(open, 'open.ddy')).toMatchObject({
      ok: false,
      errors: [{ line: 1, message: expect.stringContaining('(line 1)') }],
    });
  });

  it('property: a damaged file never throws; it reads, or every error names a line of the file and a field', () => {
    fc.assert(
      fc.property(damagedText(chicago), (text) => {
        const result = parseDdy(text, 'damaged.ddy');
        if (result.ok) {
          expect(Math.abs(result.value.location.latitudeDeg)).toBeLessThanOrEqual(90);
          for (const day of result.value.designDays) {
            expect(Number.isFinite(day.maxDryBulbC)).toBe(true);
            expect(Number.isFinite(day.pressurePa)).toBe(true);
          }
          return;
        }
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
