import {
  WEATHER_RANGES,
  lineCount,
  readWeatherNumber,
  splitLines,
  withoutByteOrderMark,
} from './import-result.js';
import type {
  ImportIssue,
  ImportResult,
  SourcedValue,
  ValueRange,
  ValueSource,
} from './import-result.js';

/** Twelve monthly values, January first, with the line they were read from. */
export interface MonthlyRow {
  readonly values: readonly number[];
  readonly source: ValueSource;
}

/** A parsed EnergyPlus statistics report (`.stat`). */
export interface StatFile {
  readonly fileName: string;
  readonly location: {
    readonly name: string;
    readonly latitudeDeg: number;
    readonly longitudeDeg: number;
    readonly timeZoneHours: number;
    readonly elevationM: number;
    readonly standardPressurePa: number | null;
    readonly wmoStation: string | null;
    readonly source: ValueSource;
  };
  /** The Handbook edition the design conditions are from (2009, 2013, …), or null if not stated. */
  readonly designConditionsEdition: number | null;
  readonly heating: {
    readonly coldestMonth: SourcedValue;
    /** 99.6 % and 99 % annual heating dry bulbs, °C. */
    readonly dryBulb996C: SourcedValue;
    readonly dryBulb990C: SourcedValue;
  };
  readonly cooling: {
    readonly hottestMonth: SourcedValue;
    /** Mean daily dry-bulb range of the hottest month, K. */
    readonly dailyRangeK: SourcedValue;
    /** 0.4 %, 1 % and 2 % dry bulbs with their mean coincident wet bulbs, °C. */
    readonly conditions: readonly {
      readonly annualPercent: 0.4 | 1 | 2;
      readonly dryBulbC: SourcedValue;
      readonly meanCoincidentWetBulbC: SourcedValue;
    }[];
  };
  /** Every column of the design-condition rows (Heating, Cooling, Extremes) by its code. */
  readonly designConditionColumns: Readonly<Record<string, SourcedValue>>;
  readonly monthlyTaub: MonthlyRow;
  readonly monthlyTaud: MonthlyRow;
  /** Clear-sky noon beam normal and diffuse horizontal irradiance on the 21st, W/m², if printed. */
  readonly monthlyNoonBeamWm2: MonthlyRow | null;
  readonly monthlyNoonDiffuseWm2: MonthlyRow | null;
  /** Monthly 0.4 %, 2 % and 5 % design dry bulbs and their mean coincident wet bulbs, °C, if printed. */
  readonly monthlyDryBulb04C: MonthlyRow | null;
  readonly monthlyCoincidentWetBulb04C: MonthlyRow | null;
  readonly monthlyDryBulb2C: MonthlyRow | null;
  readonly monthlyCoincidentWetBulb2C: MonthlyRow | null;
  readonly monthlyDryBulb5C: MonthlyRow | null;
  readonly monthlyCoincidentWetBulb5C: MonthlyRow | null;
  /** Mean daily dry-bulb range per month, K, if printed. */
  readonly monthlyDailyRangeK: MonthlyRow | null;
  /** Monthly mean dry bulb of the hourly file ("Daily Avg"), °C, if printed. */
  readonly monthlyMeanDryBulbC: MonthlyRow | null;
}

interface Row {
  readonly line: number;
  readonly cells: readonly string[];
}

function rowsOf(text: string): Row[] {
  return splitLines(text).map((content, index) => ({
    line: index + 1,
    cells: content.split('\t').map((cell) => cell.trim()),
  }));
}

/** The range of a monthly row's values, by its label. */
function monthlyRange(label: string): ValueRange {
  if (label.startsWith('tau')) return WEATHER_RANGES.opticalDepth;
  if (label.startsWith('ib') || label.startsWith('id')) return WEATHER_RANGES.irradianceWm2;
  if (label === 'Drybulb') return WEATHER_RANGES.temperatureDifferenceK; // the daily ranges
  return WEATHER_RANGES.temperatureC;
}

/**
 * The range of a design-condition column, by its code: months, daily ranges and standard
 * deviations, humidity ratios (g/kg), wind speeds, directions, enthalpies (kJ/kg), hours
 * (`#Hrs_8-4_&_DB-12.8/20.6`), temperatures (DB…, WB…, DP…), and any other column a later edition
 * adds within ±10⁶.
 */
export function designColumnRange(code: string): ValueRange {
  if (code.endsWith('Month')) return WEATHER_RANGES.month;
  if (code === 'DBR' || code.endsWith('_stddev')) return WEATHER_RANGES.temperatureDifferenceK;
  if (code.startsWith('HR_')) return WEATHER_RANGES.humidityRatioGkg;
  if (code.startsWith('WS')) return WEATHER_RANGES.windSpeedMS;
  if (code.startsWith('WD')) return WEATHER_RANGES.directionDeg;
  if (code.startsWith('EN')) return WEATHER_RANGES.enthalpyKjKg;
  if (code.includes('Hrs')) return WEATHER_RANGES.hoursPerYear;
  if (/^(DB|WB|DP)/.test(code)) return WEATHER_RANGES.temperatureC;
  return [-1e6, 1e6];
}

function monthly(
  rows: readonly Row[],
  label: string,
  fileName: string,
  errors: ImportIssue[],
  after = 0,
): MonthlyRow | null {
  const row = rows.find((candidate) => candidate.line > after && candidate.cells[1] === label);
  if (row === undefined) return null;
  const cells = row.cells.slice(2, 14);
  if (cells.length < 12) {
    errors.push({
      line: row.line,
      field: label,
      message: `The "${label}" row on line ${row.line} has ${cells.length} monthly values, not 12.`,
    });
    return null;
  }
  const values: number[] = [];
  for (const [m, cell] of cells.entries()) {
    const read = readWeatherNumber(cell, monthlyRange(label));
    if ('problem' in read) {
      errors.push({
        line: row.line,
        field: label,
        message: `The "${label}" row on line ${row.line}: month ${m + 1} ${read.problem}.`,
      });
      return null;
    }
    values.push(read.value);
  }
  return { values, source: { file: fileName, line: row.line, field: label } };
}

function degreesMinutes(hemisphere: string, degrees: number, minutes: number): number {
  const value = degrees + minutes / 60;
  return hemisphere === 'S' || hemisphere === 'W' ? -value : value;
}

/**
 * Reads an EnergyPlus statistics report (`.stat`): the location, the ASHRAE design conditions
 * (heating 99.6/99 %, cooling 0.4/1/2 % dry bulb with mean coincident wet bulb, daily range), the
 * monthly clear-sky optical depths taub and taud, and, where printed, the monthly clear-sky noon
 * irradiances, the monthly 0.4/2/5 % design dry bulbs with their mean coincident wet bulbs, daily
 * ranges and mean dry bulbs. A missing section or a bad number is an error naming
 * its line and column, and nothing is returned then.
 *
 * @param text - The file's text (the published files are ISO-8859-1; only units use non-ASCII).
 * @param fileName - The file's name, kept as the source of every value.
 * @returns The statistics, or the problems found.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 (the design conditions and taub/taud)
 */
export function parseStat(fileText: string, fileName: string): ImportResult<StatFile> {
  const text = withoutByteOrderMark(fileText);
  const rows = rowsOf(text);
  const lines = splitLines(text);
  const lastLine = lineCount(text);
  const errors: ImportIssue[] = [];
  const missing = (field: string, what: string): void => {
    if (errors.some((error) => error.field === field)) return;
    errors.push({
      line: lastLine,
      field,
      message: `${fileName} has no ${what} (read to line ${lastLine}).`,
    });
  };
  const findLine = (pattern: RegExp): { line: number; match: RegExpExecArray } | null => {
    for (let i = 0; i < lines.length; i++) {
      const match = pattern.exec(lines[i] ?? '');
      if (match !== null) return { line: i + 1, match };
    }
    return null;
  };

  const name = findLine(/^\s*Location --\s*(.*?)\s*$/);
  const coordinates = findLine(
    /\{([NS])\s*(\d+)\D+?(\d+)'\}\s*\{([EW])\s*(\d+)\D+?(\d+)'\}\s*\{GMT\s*([+-]?\d+(?:\.\d+)?)\s*Hours\}/,
  );
  const elevation = findLine(/Elevation --\s*([+-]?[\d.eE+-]+)m\s+(above|below) sea level/);
  const pressure = findLine(/Standard Pressure at Elevation --\s*([\d.eE+-]+)Pa/);
  const wmo = findLine(/WMO Station\s+(\S+)/);
  const edition = findLine(/Design Conditions from "Climate Design Data (\d{4}) ASHRAE Handbook"/);
  if (name === null) missing('Location', '"Location --" line');
  if (coordinates === null)
    missing('Location', 'latitude/longitude/time-zone line ({N …} {W …} {GMT …})');
  if (elevation === null) missing('Elevation', '"Elevation --" line');
  /** A number of a header line, range-checked; NaN (with an error naming the line) if bad. */
  const headerNumber = (
    found: { line: number },
    cell: string,
    field: string,
    what: string,
    range: ValueRange,
  ): number => {
    const read = readWeatherNumber(cell, range);
    if ('value' in read) return read.value;
    errors.push({
      line: found.line,
      field,
      message: `${what} on line ${found.line} ${read.problem}.`,
    });
    return Number.NaN;
  };
  let latitudeDeg = Number.NaN;
  let longitudeDeg = Number.NaN;
  let timeZoneHours = Number.NaN;
  if (coordinates !== null) {
    const [, ns = 'N', latD = '', latM = '', ew = 'E', lonD = '', lonM = '', gmt = ''] =
      coordinates.match;
    const angle = (
      hemisphere: string,
      degrees: string,
      minutes: string,
      field: 'Latitude' | 'Longitude',
    ): number => {
      const limit = field === 'Latitude' ? 90 : 180;
      const d = headerNumber(coordinates, degrees, field, `${field} (degrees)`, [0, limit]);
      const m = headerNumber(
        coordinates,
        minutes,
        field,
        `${field} (minutes)`,
        WEATHER_RANGES.arcMinutes,
      );
      const value = degreesMinutes(hemisphere, d, m);
      if (Math.abs(value) > limit) {
        errors.push({
          line: coordinates.line,
          field,
          message: `${field} on line ${coordinates.line} is ${d}° ${m}', beyond ${limit}°.`,
        });
        return Number.NaN;
      }
      return value;
    };
    latitudeDeg = angle(ns, latD, latM, 'Latitude');
    longitudeDeg = angle(ew, lonD, lonM, 'Longitude');
    timeZoneHours = headerNumber(
      coordinates,
      gmt,
      'Time Zone',
      'Time zone (GMT hours)',
      WEATHER_RANGES.timeZoneHours,
    );
  }
  const elevationM =
    elevation === null
      ? Number.NaN
      : headerNumber(
          elevation,
          `${elevation.match[2] === 'below' ? '-' : ''}${elevation.match[1] ?? ''}`.replace(
            '--',
            '',
          ),
          'Elevation',
          'Elevation (m)',
          WEATHER_RANGES.elevationM,
        );
  const standardPressurePa =
    pressure === null
      ? null
      : headerNumber(
          pressure,
          pressure.match[1] ?? '',
          'Standard Pressure',
          'Standard pressure at elevation (Pa)',
          WEATHER_RANGES.pressurePa,
        );
  const editionYear = edition === null ? null : Number(edition.match[1]);
  // The 2005 and earlier Handbooks printed no clear-sky optical depths: taub and taud first appear
  // in the 2009 edition (ch. 14), so such a file has none to give a building site.
  const beforeTaus = edition !== null && editionYear !== null && editionYear < 2009;
  if (beforeTaus) {
    errors.push({
      line: edition.line,
      field: 'Design Conditions',
      message: `The design conditions on line ${edition.line} are from the ${editionYear} ASHRAE Handbook, which prints no clear-sky optical depths (taub and taud first appear in the 2009 edition); a .stat file with the 2009 or a later edition's design conditions was expected.`,
    });
  }

  const columns: Record<string, SourcedValue> = {};
  for (const header of rows.filter((row) => row.cells[1] === 'Design Stat')) {
    const data = rows.find(
      (row) =>
        row.line > header.line &&
        row.line <= header.line + 3 &&
        ['Heating', 'Cooling', 'Extremes'].includes(row.cells[1] ?? ''),
    );
    if (data === undefined) {
      errors.push({
        line: header.line,
        field: 'Design Stat',
        message: `The design-condition header on line ${header.line} has no Heating, Cooling or Extremes row under it.`,
      });
      continue;
    }
    header.cells.slice(2).forEach((code, offset) => {
      const cell = data.cells[offset + 2];
      if (code === '' || cell === undefined) return;
      const read = readWeatherNumber(cell, designColumnRange(code));
      if ('problem' in read) {
        errors.push({
          line: data.line,
          field: code,
          message: `${code} on line ${data.line} ${read.problem}.`,
        });
        return;
      }
      columns[code] = {
        value: read.value,
        source: { file: fileName, line: data.line, field: code },
      };
    });
  }
  const column = (code: string): SourcedValue => {
    const found = columns[code];
    if (found === undefined) {
      missing(code, `design-condition column ${code}`);
      return { value: Number.NaN, source: { file: fileName, line: lastLine, field: code } };
    }
    return found;
  };
  const heating = {
    coldestMonth: column('ColdestMonth'),
    dryBulb996C: column('DB996'),
    dryBulb990C: column('DB990'),
  };
  const cooling = {
    hottestMonth: column('HottestMonth'),
    dailyRangeK: column('DBR'),
    conditions: (
      [
        [0.4, '004'],
        [1, '010'],
        [2, '020'],
      ] as const
    ).map(([annualPercent, code]) => ({
      annualPercent,
      dryBulbC: column(`DB${code}`),
      meanCoincidentWetBulbC: column(`WB_DB${code}`),
    })),
  };

  const monthlyTaub = monthly(rows, 'taub (beam)', fileName, errors);
  const monthlyTaud = monthly(rows, 'taud (diffuse)', fileName, errors);
  if (monthlyTaub === null && !beforeTaus) missing('taub (beam)', 'monthly taub row');
  if (monthlyTaud === null && !beforeTaus) missing('taud (diffuse)', 'monthly taud row');
  const rangeHeading = findLine(/Monthly Drybulb and Wetbulb Daily Ranges/);
  const dryBulbHeading = findLine(/Monthly Statistics for Dry Bulb temperatures/);
  const monthlyDailyRangeK =
    rangeHeading === null ? null : monthly(rows, 'Drybulb', fileName, errors, rangeHeading.line);
  const monthlyMeanDryBulbC =
    dryBulbHeading === null
      ? null
      : monthly(rows, 'Daily Avg', fileName, errors, dryBulbHeading.line);
  const monthlyNoonBeamWm2 = monthly(rows, 'ib (beam)', fileName, errors);
  const monthlyDryBulb04C = monthly(rows, 'Drybulb 0.4%', fileName, errors);
  const monthlyCoincidentWetBulb04C = monthly(rows, 'Coincident Wetbulb 0.4%', fileName, errors);
  const monthlyDryBulb2C = monthly(rows, 'Drybulb 2.0%', fileName, errors);
  const monthlyCoincidentWetBulb2C = monthly(rows, 'Coincident Wetbulb 2.0%', fileName, errors);
  const monthlyDryBulb5C = monthly(rows, 'Drybulb 5.0%', fileName, errors);
  const monthlyCoincidentWetBulb5C = monthly(rows, 'Coincident Wetbulb 5.0%', fileName, errors);
  const monthlyNoonDiffuseWm2 = monthly(rows, 'id (diffuse)', fileName, errors);

  if (
    errors.length > 0 ||
    name === null ||
    coordinates === null ||
    elevation === null ||
    monthlyTaub === null ||
    monthlyTaud === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      fileName,
      location: {
        name: name.match[1] ?? '',
        latitudeDeg,
        longitudeDeg,
        timeZoneHours,
        elevationM,
        standardPressurePa,
        wmoStation: wmo?.match[1] ?? null,
        source: { file: fileName, line: name.line, field: 'Location' },
      },
      designConditionsEdition: editionYear,
      heating,
      cooling,
      designConditionColumns: columns,
      monthlyTaub,
      monthlyTaud,
      monthlyNoonBeamWm2,
      monthlyNoonDiffuseWm2,
      monthlyDryBulb04C,
      monthlyCoincidentWetBulb04C,
      monthlyDryBulb2C,
      monthlyCoincidentWetBulb2C,
      monthlyDryBulb5C,
      monthlyCoincidentWetBulb5C,
      monthlyDailyRangeK,
      monthlyMeanDryBulbC,
    },
  };
}
