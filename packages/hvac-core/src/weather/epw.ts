import { saturationVaporPressurePa } from '../psychrometrics/saturation-pressure.js';
import {
  WEATHER_RANGES,
  parseDecimal,
  quoteField,
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
import { designColumnRange } from './stat.js';

/** The hourly series of an EPW year, one element per hour, January 1 hour 1 first. */
export interface EpwHours {
  readonly month: Uint8Array;
  readonly dayOfMonth: Uint8Array;
  /** Hour of the day, 1…24 (the hour ending at that time, local standard time). */
  readonly hour: Uint8Array;
  readonly dryBulbC: Float64Array;
  /** NaN where the file marks the value missing (99.9). */
  readonly dewPointC: Float64Array;
  /** Station pressure, Pa; NaN where missing (999999). */
  readonly pressurePa: Float64Array;
  /** Global horizontal, direct normal and diffuse horizontal irradiance, Wh/m²; NaN where missing. */
  readonly globalHorizontalWhM2: Float64Array;
  readonly directNormalWhM2: Float64Array;
  readonly diffuseHorizontalWhM2: Float64Array;
  /** m/s; NaN where missing (999). */
  readonly windSpeedMS: Float64Array;
}

/** A parsed EnergyPlus weather file (`.epw`). */
export interface EpwFile {
  readonly fileName: string;
  readonly location: {
    readonly city: string;
    readonly stateProvince: string;
    readonly country: string;
    readonly dataSource: string;
    readonly wmoStation: string;
    readonly latitudeDeg: number;
    readonly longitudeDeg: number;
    readonly timeZoneHours: number;
    readonly elevationM: number;
    readonly source: ValueSource;
  };
  /** The DESIGN CONDITIONS header's edition and its columns (same codes as a `.stat` file), if given. */
  readonly designConditions: {
    readonly title: string;
    readonly columns: Readonly<Record<string, SourcedValue>>;
  } | null;
  readonly hours: EpwHours;
}

/** Number of fields of an EPW data row. @see EnergyPlus Auxiliary Programs, "Weather Converter", EPW data dictionary. */
export const EPW_FIELDS_PER_ROW = 35;

const HEADER_LINES = [
  'LOCATION',
  'DESIGN CONDITIONS',
  'TYPICAL/EXTREME PERIODS',
  'GROUND TEMPERATURES',
  'HOLIDAYS/DAYLIGHT SAVINGS',
  'COMMENTS 1',
  'COMMENTS 2',
  'DATA PERIODS',
] as const;

/** Column codes of the EPW DESIGN CONDITIONS header, in order, as the `.stat` files name them. */
const DESIGN_CONDITION_CODES: Readonly<Record<string, readonly string[]>> = {
  Heating: [
    'ColdestMonth',
    'DB996',
    'DB990',
    'DP996',
    'HR_DP996',
    'DB_DP996',
    'DP990',
    'HR_DP990',
    'DB_DP990',
    'WS004c',
    'DB_WS004c',
    'WS010c',
    'DB_WS010c',
    'WS_DB996',
    'WD_DB996',
  ],
  Cooling: [
    'HottestMonth',
    'DBR',
    'DB004',
    'WB_DB004',
    'DB010',
    'WB_DB010',
    'DB020',
    'WB_DB020',
    'WB004',
    'DB_WB004',
    'WB010',
    'DB_WB010',
    'WB020',
    'DB_WB020',
    'WS_DB004',
    'WD_DB004',
    'DP004',
    'HR_DP004',
    'DB_DP004',
    'DP010',
    'HR_DP010',
    'DB_DP010',
    'DP020',
    'HR_DP020',
    'DB_DP020',
    'EN004',
    'DB_EN004',
    'EN010',
    'DB_EN010',
    'EN020',
    'DB_EN020',
    'Hrs_8-4_&_DB',
  ],
  Extremes: [
    'WS010',
    'WS025',
    'WS050',
    'WBmax',
    'DBmin_mean',
    'DBmax_mean',
    'DBmin_stddev',
    'DBmax_stddev',
    'DBmin05years',
    'DBmax05years',
    'DBmin10years',
    'DBmax10years',
    'DBmin20years',
    'DBmax20years',
    'DBmin50years',
    'DBmax50years',
  ],
};

function designConditions(
  cells: readonly string[],
  line: number,
  fileName: string,
  fail: (issue: ImportIssue) => void,
): EpwFile['designConditions'] {
  if (cells.length < 3 || cells[1] === '0') return null;
  const columns: Record<string, SourcedValue> = {};
  let group: readonly string[] | undefined;
  let index = 0;
  for (const cell of cells.slice(4)) {
    const next = DESIGN_CONDITION_CODES[cell];
    if (next !== undefined) {
      group = next;
      index = 0;
      continue;
    }
    const code = group?.[index];
    index++;
    if (code === undefined || cell.trim() === '') continue;
    const read = readWeatherNumber(cell, designColumnRange(code));
    if ('problem' in read) {
      fail({
        line,
        field: code,
        message: `${code} in the DESIGN CONDITIONS line ${read.problem}.`,
      });
      continue;
    }
    columns[code] = { value: read.value, source: { file: fileName, line, field: code } };
  }
  return { title: cells[2] ?? '', columns };
}

/**
 * The hourly fields read beyond the date and the dry bulb: their 0-based index in a row, name in the
 * EPW data dictionary, the value that marks them missing, and their range.
 *
 * @see EnergyPlus Auxiliary Programs, "Weather Converter Program", EPW data dictionary (missing
 *   values 99.9, 999999, 9999, 999)
 */
const HOURLY_FIELDS = {
  dewPointC: [7, 'Dew Point Temperature', 99.9, WEATHER_RANGES.temperatureC],
  pressurePa: [9, 'Atmospheric Station Pressure', 999999, WEATHER_RANGES.pressurePa],
  globalHorizontalWhM2: [13, 'Global Horizontal Radiation', 9999, WEATHER_RANGES.irradianceWm2],
  directNormalWhM2: [14, 'Direct Normal Radiation', 9999, WEATHER_RANGES.irradianceWm2],
  diffuseHorizontalWhM2: [15, 'Diffuse Horizontal Radiation', 9999, WEATHER_RANGES.irradianceWm2],
  windSpeedMS: [21, 'Wind Speed', 999, WEATHER_RANGES.windSpeedMS],
} as const satisfies Record<string, readonly [number, string, number, ValueRange]>;

/** The EPW's header lines as a line of a message: "the file ends after line N" if cut before. */
function headerLine(lines: readonly string[], index: number): number {
  return Math.max(1, Math.min(index + 1, lines.length));
}

/**
 * Reads an EnergyPlus weather file (`.epw`): the eight header lines (location and the ASHRAE design
 * conditions) and the hourly rows of one year, 8760 (or 8784 in a leap year). A short or damaged
 * file — a row with the wrong number of fields, a dry bulb that is not a number or marked missing,
 * hours out of order, too few rows — is an error naming the line and field, and nothing is returned.
 *
 * @param text - The file's text (ASCII; LF or CRLF line ends).
 * @param fileName - The file's name, kept as the source of every value.
 * @returns The header and the hourly series, or the problems found (at most 20 are listed).
 * @see EnergyPlus Auxiliary Programs, "Weather Converter Program", EnergyPlus Weather File (EPW) Data Dictionary
 */
export function parseEpw(fileText: string, fileName: string): ImportResult<EpwFile> {
  const lines = splitLines(withoutByteOrderMark(fileText));
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  const errors: ImportIssue[] = [];
  const fail1 = (issue: ImportIssue): ImportResult<EpwFile> => ({ ok: false, errors: [issue] });
  const fail = (issue: ImportIssue): void => {
    if (errors.length < 20) errors.push(issue);
  };

  for (const [index, keyword] of HEADER_LINES.entries()) {
    const line = lines[index];
    if (line === undefined) {
      return fail1({
        line: headerLine(lines, index),
        field: keyword,
        message: `${fileName} ends after line ${lines.length}; line ${index + 1} should be the ${keyword} header of an EPW file.`,
      });
    }
    if (!line.toUpperCase().startsWith(keyword)) {
      return fail1({
        line: index + 1,
        field: keyword,
        message: `Line ${index + 1} should be the ${keyword} header of an EPW file; it reads "${line.slice(0, 40)}".`,
      });
    }
  }

  const locationCells = (lines[0] ?? '').split(',');
  const locationNumber = (index: number, field: string, [min, max]: ValueRange): number => {
    const read = readWeatherNumber(locationCells[index] ?? '', [min, max]);
    if ('problem' in read) {
      fail({
        line: 1,
        field,
        message: `${field} in the LOCATION line is ${quoteField(locationCells[index] ?? '')}; expected a number from ${min} to ${max}.`,
      });
      return Number.NaN;
    }
    return read.value;
  };
  const location = {
    city: (locationCells[1] ?? '').trim(),
    stateProvince: (locationCells[2] ?? '').trim(),
    country: (locationCells[3] ?? '').trim(),
    dataSource: (locationCells[4] ?? '').trim(),
    wmoStation: (locationCells[5] ?? '').trim(),
    latitudeDeg: locationNumber(6, 'Latitude', WEATHER_RANGES.latitudeDeg),
    longitudeDeg: locationNumber(7, 'Longitude', WEATHER_RANGES.longitudeDeg),
    timeZoneHours: locationNumber(8, 'Time Zone', WEATHER_RANGES.timeZoneHours),
    elevationM: locationNumber(9, 'Elevation', WEATHER_RANGES.elevationM),
    source: { file: fileName, line: 1, field: 'LOCATION' },
  };

  const rowCount = lines.length - HEADER_LINES.length;
  const expected = rowCount > 8760 ? 8784 : 8760;
  const capacity = Math.max(rowCount, 0);
  const hours = {
    month: new Uint8Array(capacity),
    dayOfMonth: new Uint8Array(capacity),
    hour: new Uint8Array(capacity),
    dryBulbC: new Float64Array(capacity),
    dewPointC: new Float64Array(capacity),
    pressurePa: new Float64Array(capacity),
    globalHorizontalWhM2: new Float64Array(capacity),
    directNormalWhM2: new Float64Array(capacity),
    diffuseHorizontalWhM2: new Float64Array(capacity),
    windSpeedMS: new Float64Array(capacity),
  };
  /** An hourly value that may be marked missing: NaN then; a bad one is an error on its line. */
  const optional = (
    cells: readonly string[],
    [index, field, missing, range]: (typeof HOURLY_FIELDS)[keyof typeof HOURLY_FIELDS],
    lineNumber: number,
  ): number => {
    const cell = cells[index] ?? '';
    if (parseDecimal(cell) === missing) return Number.NaN;
    const read = readWeatherNumber(cell, range);
    if ('value' in read) return read.value;
    fail({
      line: lineNumber,
      field,
      message: `${field} on line ${lineNumber} ${read.problem} (${missing} marks it missing).`,
    });
    return Number.NaN;
  };
  for (let row = 0; row < rowCount; row++) {
    const lineNumber = row + HEADER_LINES.length + 1;
    const cells = (lines[row + HEADER_LINES.length] ?? '').split(',');
    if (cells.length !== EPW_FIELDS_PER_ROW) {
      fail({
        line: lineNumber,
        field: 'row',
        message: `Line ${lineNumber} has ${cells.length} fields; an EPW hour has ${EPW_FIELDS_PER_ROW}. The file may be cut short or edited.`,
      });
      continue;
    }
    const month = parseDecimal(cells[1] ?? '');
    const day = parseDecimal(cells[2] ?? '');
    const hour = parseDecimal(cells[3] ?? '');
    const dryBulbRead = readWeatherNumber(cells[6] ?? '', WEATHER_RANGES.temperatureC);
    const dryBulb = 'value' in dryBulbRead ? dryBulbRead.value : Number.NaN;
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      fail({
        line: lineNumber,
        field: 'Month',
        message: `Month on line ${lineNumber} is "${cells[1] ?? ''}"; expected 1 to 12.`,
      });
    }
    if (!Number.isInteger(day) || day < 1 || day > 31) {
      fail({
        line: lineNumber,
        field: 'Day',
        message: `Day on line ${lineNumber} is "${cells[2] ?? ''}"; expected 1 to 31.`,
      });
    }
    if (!Number.isInteger(hour) || hour < 1 || hour > 24) {
      fail({
        line: lineNumber,
        field: 'Hour',
        message: `Hour on line ${lineNumber} is "${cells[3] ?? ''}"; expected 1 to 24.`,
      });
    } else if (hour !== (row % 24) + 1) {
      fail({
        line: lineNumber,
        field: 'Hour',
        message: `Hour on line ${lineNumber} is ${hour}; the hours of a day run 1 to 24 in order, so ${(row % 24) + 1} was expected.`,
      });
    }
    if (Number.isNaN(dryBulb)) {
      fail({
        line: lineNumber,
        field: 'Dry Bulb Temperature',
        message: `Dry Bulb Temperature on line ${lineNumber} is ${quoteField(cells[6] ?? '')}; expected a temperature in °C from ${WEATHER_RANGES.temperatureC[0]} to ${WEATHER_RANGES.temperatureC[1]} (99.9 marks it missing).`,
      });
    }
    hours.month[row] = month;
    hours.dayOfMonth[row] = day;
    hours.hour[row] = hour;
    hours.dryBulbC[row] = dryBulb;
    const dewPointC = optional(cells, HOURLY_FIELDS.dewPointC, lineNumber);
    const pressurePa = optional(cells, HOURLY_FIELDS.pressurePa, lineNumber);
    // The hour's air must be air at its pressure: below the boiling point, its vapour below the
    // pressure (the design step takes the humidity ratio and wet bulb of every such hour).
    if (Number.isFinite(pressurePa) && Number.isFinite(dryBulb)) {
      const [field, value] =
        Number.isFinite(dewPointC) && dewPointC < dryBulb
          ? (['Dew Point Temperature', dewPointC] as const)
          : (['Dry Bulb Temperature', dryBulb] as const);
      if (saturationVaporPressurePa(value) >= pressurePa) {
        fail({
          line: lineNumber,
          field,
          message: `${field} on line ${lineNumber} is ${value} °C, at or above the boiling point at the hour's station pressure (${pressurePa} Pa).`,
        });
      }
    }
    hours.dewPointC[row] = dewPointC;
    hours.pressurePa[row] = pressurePa;
    hours.globalHorizontalWhM2[row] = optional(
      cells,
      HOURLY_FIELDS.globalHorizontalWhM2,
      lineNumber,
    );
    hours.directNormalWhM2[row] = optional(cells, HOURLY_FIELDS.directNormalWhM2, lineNumber);
    hours.diffuseHorizontalWhM2[row] = optional(
      cells,
      HOURLY_FIELDS.diffuseHorizontalWhM2,
      lineNumber,
    );
    hours.windSpeedMS[row] = optional(cells, HOURLY_FIELDS.windSpeedMS, lineNumber);
  }
  const conditions = designConditions((lines[1] ?? '').split(','), 2, fileName, fail);
  if (rowCount !== 8760 && rowCount !== 8784) {
    fail({
      line: lines.length,
      field: 'hours',
      message: `${fileName} has ${Math.max(rowCount, 0)} hourly rows (lines ${HEADER_LINES.length + 1}–${lines.length}); a year has ${expected}. The file may be cut short.`,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fileName,
      location,
      designConditions: conditions,
      hours,
    },
  };
}
