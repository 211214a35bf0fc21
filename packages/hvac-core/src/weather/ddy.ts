import { parseIdf } from './idf.js';
import type { IdfField, IdfObject } from './idf.js';
import {
  WEATHER_RANGES,
  lineCount,
  readWeatherNumber,
  withoutByteOrderMark,
} from './import-result.js';
import type { ImportIssue, ImportResult, ValueRange, ValueSource } from './import-result.js';

/** The site of a weather file: where it is, its time zone and elevation. */
export interface SiteLocation {
  readonly name: string;
  /** Degrees, north positive. */
  readonly latitudeDeg: number;
  /** Degrees, east positive (west negative). */
  readonly longitudeDeg: number;
  /** Hours from GMT of the local standard time (−6 for U.S. Central). */
  readonly timeZoneHours: number;
  readonly elevationM: number;
  readonly source: ValueSource;
}

/** What a design day stands for, read from its name as EnergyPlus's weather converter writes it. */
export type DesignDayCondition =
  | 'heating-db'
  | 'humidification-dp'
  | 'heating-wind'
  | 'cooling-db'
  | 'cooling-wb'
  | 'cooling-dp'
  | 'cooling-enthalpy'
  | 'other';

/** The humidity of a design day at its maximum dry bulb, as the file states it. */
export type DesignDayHumidity =
  | { readonly type: 'wetBulb'; readonly wetBulbC: number }
  | { readonly type: 'dewPoint'; readonly dewPointC: number }
  | { readonly type: 'enthalpy'; readonly enthalpyJKg: number }
  | { readonly type: 'humidityRatio'; readonly humidityRatio: number };

/** One `SizingPeriod:DesignDay` object. */
export interface DesignDay {
  readonly name: string;
  readonly month: number;
  readonly dayOfMonth: number;
  /** `SummerDesignDay`, `WinterDesignDay`, … as written. */
  readonly dayType: string;
  readonly maxDryBulbC: number;
  readonly dailyRangeK: number;
  readonly humidity: DesignDayHumidity;
  readonly pressurePa: number;
  readonly windSpeedMS: number | null;
  readonly windDirectionDeg: number | null;
  /** `ASHRAETau`, `ASHRAETau2017`, `ASHRAEClearSky`, … as written. */
  readonly solarModel: string;
  readonly taub: number | null;
  readonly taud: number | null;
  readonly condition: DesignDayCondition;
  /** The annual percentage in the name (99.6, 0.4, …), or null. */
  readonly annualPercent: number | null;
  readonly source: ValueSource;
}

/** A parsed `.ddy` file. */
export interface DdyFile {
  readonly fileName: string;
  readonly location: SiteLocation;
  readonly designDays: readonly DesignDay[];
}

const SITE_LOCATION_FIELDS = ['Name', 'Latitude', 'Longitude', 'Time Zone', 'Elevation'] as const;

const DESIGN_DAY_FIELDS = [
  'Name',
  'Month',
  'Day of Month',
  'Day Type',
  'Maximum Dry-Bulb Temperature',
  'Daily Dry-Bulb Temperature Range',
  'Dry-Bulb Temperature Range Modifier Type',
  'Dry-Bulb Temperature Range Modifier Schedule Name',
  'Humidity Condition Type',
  'Wetbulb or Dewpoint at Maximum Dry-Bulb',
  'Humidity Indicating Day Schedule Name',
  'Humidity Ratio at Maximum Dry-Bulb',
  'Enthalpy at Maximum Dry-Bulb',
  'Daily Wet-Bulb Temperature Range',
  'Barometric Pressure',
  'Wind Speed',
  'Wind Direction',
  'Rain',
  'Snow on ground',
  'Daylight Savings Time Indicator',
  'Solar Model Indicator',
  'Beam Solar Day Schedule Name',
  'Diffuse Solar Day Schedule Name',
  'ASHRAE Clear Sky Optical Depth for Beam Irradiance (taub)',
  'ASHRAE Clear Sky Optical Depth for Diffuse Irradiance (taud)',
  'Clearness',
] as const;

/** Reads numbers from one object's fields, collecting a message for each missing or bad one. */
class FieldReader {
  constructor(
    private readonly object: IdfObject,
    private readonly names: readonly string[],
    private readonly errors: ImportIssue[],
  ) {}

  private field(index: number): IdfField | undefined {
    return this.object.fields[index];
  }

  private label(index: number): string {
    return this.names[index] ?? `field ${index + 2}`;
  }

  text(index: number): string {
    return this.field(index)?.value ?? '';
  }

  number(index: number, range?: ValueRange): number {
    const value = this.optionalNumber(index, range);
    if (value === null) {
      const field = this.field(index);
      if (field === undefined || field.value === '') {
        this.errors.push({
          line: field?.line ?? this.object.line,
          field: this.label(index),
          message: `${this.object.type} "${this.text(0)}" (line ${this.object.line}) has no ${this.label(index)}.`,
        });
      }
      return Number.NaN;
    }
    return value;
  }

  optionalNumber(
    index: number,
    range: ValueRange = [-Number.MAX_VALUE, Number.MAX_VALUE],
  ): number | null {
    const field = this.field(index);
    if (field === undefined || field.value === '') return null;
    const read = readWeatherNumber(field.value, range);
    if ('problem' in read) {
      this.errors.push({
        line: field.line,
        field: this.label(index),
        message: `${this.label(index)} on line ${field.line} ${read.problem}.`,
      });
      return null;
    }
    return read.value;
  }
}

/** What a design day stands for, from the converter's naming (`Ann Clg .4% Condns DB=>MWB`). */
export function designDayCondition(name: string): DesignDayCondition {
  if (/Htg Wind/i.test(name)) return 'heating-wind';
  if (/Hum_n|Humidification/i.test(name)) return 'humidification-dp';
  if (/Htg/i.test(name)) return 'heating-db';
  if (/Clg|Cooling/i.test(name)) {
    if (/WB=>M/i.test(name)) return 'cooling-wb';
    if (/DP=>M/i.test(name)) return 'cooling-dp';
    if (/Enth=>M/i.test(name)) return 'cooling-enthalpy';
    if (/DB=>M/i.test(name)) return 'cooling-db';
  }
  return 'other';
}

function annualPercent(name: string): number | null {
  const match = /(\d*\.?\d+)%/.exec(name);
  return match?.[1] === undefined ? null : Number(match[1]);
}

function readLocation(object: IdfObject, fileName: string, errors: ImportIssue[]): SiteLocation {
  const read = new FieldReader(object, SITE_LOCATION_FIELDS, errors);
  return {
    name: read.text(0),
    latitudeDeg: read.number(1, WEATHER_RANGES.latitudeDeg),
    longitudeDeg: read.number(2, WEATHER_RANGES.longitudeDeg),
    timeZoneHours: read.number(3, WEATHER_RANGES.timeZoneHours),
    elevationM: read.number(4, WEATHER_RANGES.elevationM),
    source: { file: fileName, line: object.line, field: object.type },
  };
}

function readHumidity(
  read: FieldReader,
  object: IdfObject,
  errors: ImportIssue[],
): DesignDayHumidity {
  const type = read.text(8).toLowerCase();
  switch (type) {
    case 'wetbulb':
      return { type: 'wetBulb', wetBulbC: read.number(9, WEATHER_RANGES.temperatureC) };
    case 'dewpoint':
      return { type: 'dewPoint', dewPointC: read.number(9, WEATHER_RANGES.temperatureC) };
    case 'enthalpy': {
      const [low, high] = WEATHER_RANGES.enthalpyKjKg;
      return { type: 'enthalpy', enthalpyJKg: read.number(12, [low * 1000, high * 1000]) };
    }
    case 'humidityratio':
      return { type: 'humidityRatio', humidityRatio: read.number(11, [0, 0.1]) };
    default:
      errors.push({
        line: object.fields[8]?.line ?? object.line,
        field: 'Humidity Condition Type',
        message: `Humidity Condition Type of "${read.text(0)}" is "${read.text(8)}"; expected Wetbulb, Dewpoint, Enthalpy or HumidityRatio.`,
      });
      return { type: 'wetBulb', wetBulbC: Number.NaN };
  }
}

function readDesignDay(object: IdfObject, fileName: string, errors: ImportIssue[]): DesignDay {
  const read = new FieldReader(object, DESIGN_DAY_FIELDS, errors);
  const name = read.text(0);
  return {
    name,
    month: read.number(1, [1, 12]),
    dayOfMonth: read.number(2, [1, 31]),
    dayType: read.text(3),
    maxDryBulbC: read.number(4, WEATHER_RANGES.temperatureC),
    dailyRangeK: read.number(5, WEATHER_RANGES.temperatureDifferenceK),
    humidity: readHumidity(read, object, errors),
    pressurePa: read.number(14, WEATHER_RANGES.pressurePa),
    windSpeedMS: read.optionalNumber(15, WEATHER_RANGES.windSpeedMS),
    windDirectionDeg: read.optionalNumber(16, WEATHER_RANGES.directionDeg),
    solarModel: read.text(20),
    taub: read.optionalNumber(23, WEATHER_RANGES.opticalDepth),
    taud: read.optionalNumber(24, WEATHER_RANGES.opticalDepth),
    condition: designDayCondition(name),
    annualPercent: annualPercent(name),
    source: { file: fileName, line: object.line, field: object.type },
  };
}

/**
 * Reads an EnergyPlus design-day file (`.ddy`): its `Site:Location` and every
 * `SizingPeriod:DesignDay`. Other objects (daylight saving, comments) are passed over. A missing
 * location, a missing design day, a bad number or an unclosed object is an error naming its line and
 * field, and nothing is returned then.
 *
 * @param text - The file's text (the published files are ISO-8859-1; only comments use non-ASCII).
 * @param fileName - The file's name, kept as the source of every value.
 * @returns The location and the design days, or the problems found.
 * @see EnergyPlus Input Output Reference, `Site:Location` and `SizingPeriod:DesignDay`
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 (the design conditions the design days carry)
 */
export function parseDdy(fileText: string, fileName: string): ImportResult<DdyFile> {
  const text = withoutByteOrderMark(fileText);
  const parsed = parseIdf(text);
  if (!parsed.ok) return parsed;
  const errors: ImportIssue[] = [];
  let location: SiteLocation | null = null;
  const designDays: DesignDay[] = [];
  for (const object of parsed.value) {
    const type = object.type.toLowerCase();
    if (type === 'site:location') {
      if (location !== null) {
        errors.push({
          line: object.line,
          field: 'Site:Location',
          message: `A second Site:Location on line ${object.line}; a design-day file has one.`,
        });
      }
      location = readLocation(object, fileName, errors);
    } else if (type === 'sizingperiod:designday') {
      designDays.push(readDesignDay(object, fileName, errors));
    }
  }
  const lastLine = lineCount(text);
  if (location === null) {
    errors.push({
      line: lastLine,
      field: 'Site:Location',
      message: `${fileName} has no Site:Location object (read to line ${lastLine}).`,
    });
  }
  if (designDays.length === 0) {
    errors.push({
      line: lastLine,
      field: 'SizingPeriod:DesignDay',
      message: `${fileName} has no SizingPeriod:DesignDay object (read to line ${lastLine}).`,
    });
  }
  if (errors.length > 0 || location === null) return { ok: false, errors };
  return { ok: true, value: { fileName, location, designDays } };
}

/** A cooling design condition: dry bulb with mean coincident wet bulb, its daily range and taus. */
export interface CoolingDesignCondition {
  readonly annualPercent: number;
  readonly dryBulbC: number;
  readonly meanCoincidentWetBulbC: number;
  readonly dailyRangeK: number;
  readonly month: number;
  readonly taub: number | null;
  readonly taud: number | null;
  readonly source: ValueSource;
}

/** A heating design condition: the dry bulb at an annual percentage. */
export interface HeatingDesignCondition {
  readonly annualPercent: number;
  readonly dryBulbC: number;
  readonly month: number;
  readonly source: ValueSource;
}

/**
 * The heating (99.6 %, 99 %) and cooling (0.4 %, 1 %, 2 % DB with MCWB) design conditions among a
 * `.ddy` file's design days, in the order of the file.
 *
 * @param ddy - A parsed design-day file.
 * @returns The heating dry-bulb and cooling dry-bulb/MCWB design days.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 ("Annual Design Conditions")
 */
export function ddyDesignConditions(ddy: DdyFile): {
  readonly heating: readonly HeatingDesignCondition[];
  readonly cooling: readonly CoolingDesignCondition[];
} {
  const heating: HeatingDesignCondition[] = [];
  const cooling: CoolingDesignCondition[] = [];
  for (const day of ddy.designDays) {
    if (day.annualPercent === null) continue;
    if (day.condition === 'heating-db') {
      heating.push({
        annualPercent: day.annualPercent,
        dryBulbC: day.maxDryBulbC,
        month: day.month,
        source: day.source,
      });
    } else if (day.condition === 'cooling-db' && day.humidity.type === 'wetBulb') {
      cooling.push({
        annualPercent: day.annualPercent,
        dryBulbC: day.maxDryBulbC,
        meanCoincidentWetBulbC: day.humidity.wetBulbC,
        dailyRangeK: day.dailyRangeK,
        month: day.month,
        taub: day.taub,
        taud: day.taud,
        source: day.source,
      });
    }
  }
  return { heating, cooling };
}
