import { convertValue } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { clearSkyModelForEdition } from '../weather/clear-sky.js';
import { ddyDesignConditions, parseDdy } from '../weather/ddy.js';
import { lineCount } from '../weather/import-result.js';
import type { ImportIssue, ValueSource } from '../weather/import-result.js';
import { parseEpw } from '../weather/epw.js';
import { parseIdf } from '../weather/idf.js';
import { epwDesignConditions } from '../weather/epw-design.js';
import { parseStat } from '../weather/stat.js';
import { BUILDING_LOAD_LIMITS } from './building-file.js';
import type { BuildingSite, DesignCondition } from './building-file.js';
import { monthAbbreviation } from '../weather/months.js';
import type { MonthlyRow, StatFile } from '../weather/stat.js';
import { describeDesignCondition, isDesignConditionChoice } from './design-condition.js';
import type { DesignConditionChoice, DesignConditionOrigin } from './design-condition.js';

/**
 * The site of a building file read from a weather file, with the design condition its cooling
 * design days were read at in words, or the problems that stopped it.
 */
export type BuildingSiteImport =
  | {
      readonly ok: true;
      readonly site: BuildingSite & { readonly designCondition: DesignCondition };
    }
  | { readonly ok: false; readonly errors: readonly ImportIssue[] };

/** How a weather file's site is imported. */
export interface BuildingSiteImportOptions {
  /** Ground reflectance ρg; default 0.2. */
  readonly groundReflectance?: number;
  /**
   * The cooling design condition. Default: the monthly 0.4 % where the file prints monthly design
   * values (a `.stat`), else the annual 0.4 % in the hottest month, as before it could be chosen.
   */
  readonly designCondition?: DesignConditionChoice;
}

/** The options, or ρg alone as the functions took it before there were options. */
function readOptions(options: BuildingSiteImportOptions | number): BuildingSiteImportOptions {
  return typeof options === 'number' ? { groundReflectance: options } : options;
}

/** What an odd choice holds, in words that never throw (a caller may pass anything). */
function describeOdd(choice: unknown): string {
  if (typeof choice !== 'object' || choice === null) return typeof choice;
  const { basis, percent } = choice as { basis?: unknown; percent?: unknown };
  return `${typeof basis === 'string' ? basis.slice(0, 20) : typeof basis} ${typeof percent === 'number' ? percent : typeof percent} %`;
}

/** A refusal of a design condition that is not one of the choices, or null. */
function unknownChoice(
  fileName: string,
  choice: DesignConditionChoice | undefined,
): BuildingSiteImport | null {
  return choice === undefined || isDesignConditionChoice(choice)
    ? null
    : failure(
        fileName,
        1,
        'Design condition',
        `the design condition must be annual 0.4, 1 or 2 % or monthly 0.4, 2 or 5 %, not ${describeOdd(choice)}.`,
      );
}

const ANNUAL_04: DesignConditionChoice = { basis: 'annual', percent: 0.4 };

function designCondition(
  choice: DesignConditionChoice,
  origin: DesignConditionOrigin,
  hottestMonth: number,
): DesignCondition {
  return {
    basis: choice.basis,
    percent: choice.percent,
    description: describeDesignCondition(choice, origin, hottestMonth),
  } as DesignCondition;
}

/** The Handbook edition a `.ddy` says its design days are from (its comment lines), or null. */
function ddyEdition(text: string): number | null {
  const match =
    /Climate Design Data (\d{4}) ASHRAE Handbook/.exec(text) ??
    /Data Source=ASHRAE (\d{4})/.exec(text);
  return match === null ? null : Number(match[1]);
}

/** "file, line N (field)": where a value came from, as the report prints it. */
export function describeValueSource(source: ValueSource): string {
  return `${source.file}, line ${source.line} (${source.field})`;
}

const temperature = (c: number, system: UnitSystem): number =>
  convertValue(c, 'temperature', 'Metric', system);
const difference = (k: number, system: UnitSystem): number =>
  convertValue(k, 'temperatureDifference', 'Metric', system);
const length = (m: number, system: UnitSystem): number =>
  convertValue(m, 'length', 'Metric', system);

function failure(
  fileName: string,
  line: number,
  field: string,
  message: string,
): BuildingSiteImport {
  return { ok: false, errors: [{ line, field, message: `${fileName}: ${message}` }] };
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

function monthOf(name: string): number | null {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((m) => m === lower || m.slice(0, 3) === lower);
  return index < 0 ? null : index + 1;
}

/**
 * A start or end date of `RunPeriodControl:DaylightSavingTime` as a month and day: `4/1`, `April 1`,
 * `1 April`, or `2nd Sunday in March` / `Last Sunday in October`. A weekday rule takes the earliest
 * day it can fall on (the nth: 7n − 6; the last: the 22nd), which places it right against the 21st
 * whatever the year: the 2nd Sunday (8th–14th) is before it, the last Sunday after it, and a 3rd
 * Sunday (15th–21st) never after it.
 */
function daylightSavingDate(text: string): { month: number; day: number } | null {
  const date = readDaylightSavingDate(text);
  // A damaged date (13/45, 0 April) is unreadable, not a day outside the year.
  return date !== null && date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= 31
    ? date
    : null;
}

function readDaylightSavingDate(text: string): { month: number; day: number } | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const numeric = /^(\d{1,2})\/(\d{1,2})$/.exec(value);
  if (numeric !== null) return { month: Number(numeric[1]), day: Number(numeric[2]) };
  const monthDay = /^([a-z]+) (\d{1,2})$/.exec(value);
  if (monthDay !== null) {
    const month = monthOf(monthDay[1] ?? '');
    return month === null ? null : { month, day: Number(monthDay[2]) };
  }
  const dayMonth = /^(\d{1,2}) ([a-z]+)$/.exec(value);
  if (dayMonth !== null) {
    const month = monthOf(dayMonth[2] ?? '');
    return month === null ? null : { month, day: Number(dayMonth[1]) };
  }
  const rule = /^(1st|2nd|3rd|4th|5th|last) [a-z]+ in ([a-z]+)$/.exec(value);
  if (rule !== null) {
    const month = monthOf(rule[2] ?? '');
    const nth = rule[1] === 'last' ? 0 : Number((rule[1] ?? '').charAt(0));
    return month === null ? null : { month, day: nth === 0 ? 22 : 7 * nth - 6 };
  }
  return null;
}

/**
 * The months whose 21st, the design day, falls within a daylight saving period from its start
 * date up to its end date (across the new year when the start is the later date, south of the
 * equator).
 *
 * @param start - Start date text of `RunPeriodControl:DaylightSavingTime`.
 * @param end - End date text.
 * @returns Month numbers, or null when a date cannot be read.
 * @example daylightSavingMonthsBetween('2nd Sunday in March', '2nd Sunday in November') //=> [3, …, 10]
 */
export function daylightSavingMonthsBetween(start: string, end: string): number[] | null {
  const from = daylightSavingDate(start);
  const to = daylightSavingDate(end);
  if (from === null || to === null) return null;
  const key = (d: { month: number; day: number }): number => d.month * 100 + d.day;
  const [a, b] = [key(from), key(to)];
  return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((month) => {
    const day = key({ month, day: 21 });
    return a <= b ? day >= a && day < b : day >= a || day < b;
  });
}

/**
 * Whether a `.ddy` file says its site observes daylight saving time, and in which months: its
 * `RunPeriodControl:DaylightSavingTime` object (EnergyPlus's weather converter writes one for sites
 * that observe it, none for those that do not, e.g. Phoenix). Its months are those whose 21st lies
 * between the object's start and end dates; if a date cannot be read, the site's hemisphere's.
 */
function ddyDaylightSaving(text: string): {
  daylightSaving: boolean;
  daylightSavingMonths?: number[];
} {
  const parsed = parseIdf(text);
  if (!parsed.ok) return { daylightSaving: false };
  const object = parsed.value.find(
    (o) => o.type.toLowerCase() === 'runperiodcontrol:daylightsavingtime',
  );
  if (object === undefined) return { daylightSaving: false };
  const months = daylightSavingMonthsBetween(
    object.fields[0]?.value ?? '',
    object.fields[1]?.value ?? '',
  );
  return months === null
    ? { daylightSaving: true }
    : { daylightSaving: true, daylightSavingMonths: months };
}

/**
 * The site of a building file from an EnergyPlus design-day file (`.ddy`): `Site:Location`, the
 * 99.6 % heating design day and the cooling design day of the chosen annual condition, 0.4 %
 * (default), 1 or 2 % (dry bulb with its mean coincident wet bulb, daily range and taub/taud), as
 * the one design month, each value with its source. A `.ddy` holds no monthly design values, so a
 * monthly condition is refused with a message that says so. The
 * clear-sky model follows the design day's solar model (`ASHRAETau2017` → 2013, else 2009). Daylight
 * saving time follows the file's `RunPeriodControl:DaylightSavingTime` (see `ddyDaylightSaving`).
 *
 * @param text - The file's text.
 * @param fileName - Its name, kept as the source.
 * @param unitSystem - The unit system of the building file.
 * @param options - ρg (default 0.2) and the design condition (default annual 0.4 %); a number is ρg.
 * @returns The site with its design condition in words, or every problem with its line and field;
 * nothing is half-imported.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions" (cooling 0.4, 1, 2 % DB/MCWB); eq. 9, daylight saving time
 * @see EnergyPlus Input Output Reference, `RunPeriodControl:DaylightSavingTime`
 */
export function buildingSiteFromDdy(
  text: string,
  fileName: string,
  unitSystem: UnitSystem,
  options: BuildingSiteImportOptions | number = {},
): BuildingSiteImport {
  const { groundReflectance = 0.2, designCondition: chosen = ANNUAL_04 } = readOptions(options);
  const refused = unknownChoice(fileName, chosen);
  if (refused !== null) return refused;
  const parsed = parseDdy(text, fileName);
  if (!parsed.ok) return parsed;
  const ddy = parsed.value;
  const { heating, cooling } = ddyDesignConditions(ddy);
  const lastLine = lineCount(text);
  if (chosen.basis === 'monthly') {
    return failure(
      fileName,
      lastLine,
      'SizingPeriod:DesignDay',
      `a .ddy file holds annual design days only (cooling 0.4, 1 and 2 %), no monthly design values, so it cannot give monthly ${chosen.percent} % design days. Choose an annual condition, or import the station's .stat file, which prints the monthly 0.4, 2 and 5 % design dry bulbs.`,
    );
  }
  const heatingDay = heating.find((d) => d.annualPercent === 99.6);
  const coolingDay = cooling.find((d) => d.annualPercent === chosen.percent);
  if (heatingDay === undefined) {
    return failure(fileName, lastLine, 'SizingPeriod:DesignDay', 'no 99.6 % heating design day.');
  }
  if (coolingDay === undefined) {
    return failure(
      fileName,
      lastLine,
      'SizingPeriod:DesignDay',
      `no ${chosen.percent} % cooling design day (dry bulb with mean coincident wet bulb, "Ann Clg ${chosen.percent === 0.4 ? '.4' : chosen.percent}% Condns DB=>MWB").`,
    );
  }
  if (coolingDay.taub === null || coolingDay.taud === null) {
    return failure(
      fileName,
      coolingDay.source.line,
      'ASHRAE Clear Sky Optical Depth',
      `the ${chosen.percent} % cooling design day has no taub and taud.`,
    );
  }
  const designDay = ddy.designDays.find((d) => d.source.line === coolingDay.source.line);
  return {
    ok: true,
    site: {
      name: ddy.location.name,
      latitudeDeg: ddy.location.latitudeDeg,
      longitudeDeg: ddy.location.longitudeDeg,
      timeZoneHours: ddy.location.timeZoneHours,
      elevation: length(ddy.location.elevationM, unitSystem),
      heatingDryBulb: temperature(heatingDay.dryBulbC, unitSystem),
      groundReflectance,
      clearSkyModel:
        designDay?.solarModel.toLowerCase() === 'ashraetau2017' ? 'ashrae-2013' : 'ashrae-2009',
      ...ddyDaylightSaving(text),
      months: [
        {
          month: coolingDay.month,
          maxDryBulb: temperature(coolingDay.dryBulbC, unitSystem),
          dailyRange: difference(coolingDay.dailyRangeK, unitSystem),
          coincidentWetBulb: temperature(coolingDay.meanCoincidentWetBulbC, unitSystem),
          taub: coolingDay.taub,
          taud: coolingDay.taud,
        },
      ],
      sources: {
        location: describeValueSource(ddy.location.source),
        elevation: describeValueSource(ddy.location.source),
        heatingDryBulb: describeValueSource(heatingDay.source),
        coolingDesignDays: describeValueSource(coolingDay.source),
      },
      designCondition: designCondition(
        chosen,
        { kind: 'tables', fileName, edition: ddyEdition(text) },
        coolingDay.month,
      ),
    },
  };
}

/**
 * The site of a building file from an EnergyPlus statistics report (`.stat`): its location, the
 * 99.6 % heating dry bulb and the cooling design days of the chosen condition. A monthly condition
 * gives twelve design days, the 21st of each month, from the file's monthly 0.4, 2 or 5 % design
 * dry bulbs with their mean coincident wet bulbs, the monthly mean daily ranges and the monthly
 * taub/taud. An annual condition gives one design day in the hottest month (`HottestMonth` of the
 * Cooling row) from the annual 0.4, 1 or 2 % dry bulb with its mean coincident wet bulb, the
 * hottest month's mean daily range (`DBR`) and that month's taub/taud: the same day as the
 * station's `.ddy`. By default the monthly 0.4 %, or the annual 0.4 % if the file prints no
 * monthly design values (the sentence names which).
 *
 * @param text - The file's text.
 * @param fileName - Its name, kept as the source.
 * @param unitSystem - The unit system of the building file.
 * @param options - ρg (default 0.2) and the design condition (default above); a number is ρg.
 * @returns The site with its design condition in words, or every problem with its line and field.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions" (cooling 0.4, 1, 2 % DB/MCWB, hottest month, its mean daily range) and "Monthly Design Conditions" (0.4, 2, 5 % DB/MCWB, mean daily range); clear-sky optical depths
 */
export function buildingSiteFromStat(
  text: string,
  fileName: string,
  unitSystem: UnitSystem,
  options: BuildingSiteImportOptions | number = {},
): BuildingSiteImport {
  const { groundReflectance = 0.2, designCondition: requested } = readOptions(options);
  const refused = unknownChoice(fileName, requested);
  if (refused !== null) return refused;
  const parsed = parseStat(text, fileName);
  if (!parsed.ok) return parsed;
  const stat = parsed.value;
  const chosen =
    requested ??
    (statMonthlyRows(stat, 0.4) === null
      ? ANNUAL_04
      : ({ basis: 'monthly', percent: 0.4 } as const));
  const origin: DesignConditionOrigin = {
    kind: 'tables',
    fileName,
    edition: stat.designConditionsEdition,
  };
  const shared = {
    name: stat.location.name,
    latitudeDeg: stat.location.latitudeDeg,
    longitudeDeg: stat.location.longitudeDeg,
    timeZoneHours: stat.location.timeZoneHours,
    elevation: length(stat.location.elevationM, unitSystem),
    heatingDryBulb: temperature(stat.heating.dryBulb996C.value, unitSystem),
    groundReflectance,
    clearSkyModel: clearSkyModelForEdition(stat.designConditionsEdition ?? 2009),
    // A .stat report does not say whether the site observes daylight saving time: the form keeps
    // the engineer's choice across the import.
    daylightSaving: false,
  };
  const sources = {
    location: describeValueSource(stat.location.source),
    elevation: describeValueSource(stat.location.source),
    heatingDryBulb: describeValueSource(stat.heating.dryBulb996C.source),
  };
  const rowsText = (rows: readonly { readonly source: ValueSource }[]): string =>
    `${fileName}, ${rows.map((row) => `line ${row.source.line} (${row.source.field})`).join(', ')}`;

  if (chosen.basis === 'annual') {
    const annual = stat.cooling.conditions.find((c) => c.annualPercent === chosen.percent);
    const month = stat.cooling.hottestMonth.value;
    const taub = stat.monthlyTaub.values[month - 1];
    const taud = stat.monthlyTaud.values[month - 1];
    if (annual === undefined || taub === undefined || taud === undefined) {
      return failure(
        fileName,
        stat.cooling.hottestMonth.source.line,
        'Cooling',
        `the Cooling design conditions do not give the annual ${chosen.percent} % dry bulb with its mean coincident wet bulb in a hottest month 1 to 12.`,
      );
    }
    const dryBulbC = annual.dryBulbC.value;
    return {
      ok: true,
      site: {
        ...shared,
        months: [
          {
            month,
            maxDryBulb: temperature(dryBulbC, unitSystem),
            dailyRange: difference(stat.cooling.dailyRangeK.value, unitSystem),
            coincidentWetBulb: temperature(
              Math.min(annual.meanCoincidentWetBulbC.value, dryBulbC),
              unitSystem,
            ),
            taub,
            taud,
          },
        ],
        sources: {
          ...sources,
          coolingDesignDays: rowsText([
            stat.cooling.hottestMonth,
            annual.dryBulbC,
            annual.meanCoincidentWetBulbC,
            stat.cooling.dailyRangeK,
            stat.monthlyTaub,
            stat.monthlyTaud,
          ]),
        },
        designCondition: designCondition(chosen, origin, month),
      },
    };
  }

  const rows = statMonthlyRows(stat, chosen.percent);
  if (rows === null) {
    const label = chosen.percent === 0.4 ? '0.4' : chosen.percent.toFixed(1);
    return failure(
      fileName,
      stat.location.source.line,
      'Monthly Design Conditions',
      `the file does not print the monthly ${chosen.percent} % design dry bulbs, their mean coincident wet bulbs and the monthly daily ranges (rows "Drybulb ${label}%", "Coincident Wetbulb ${label}%" and "Drybulb" under the daily ranges). Choose an annual condition, which its Cooling design conditions give.`,
    );
  }
  const { dryBulbs, wetBulbs, ranges } = rows;
  return {
    ok: true,
    site: {
      ...shared,
      months: dryBulbs.values.map((dryBulbC, m) => ({
        month: m + 1,
        maxDryBulb: temperature(dryBulbC, unitSystem),
        dailyRange: difference(ranges.values[m] ?? 0, unitSystem),
        coincidentWetBulb: temperature(
          Math.min(wetBulbs.values[m] ?? dryBulbC, dryBulbC),
          unitSystem,
        ),
        taub: stat.monthlyTaub.values[m] ?? 0,
        taud: stat.monthlyTaud.values[m] ?? 0,
      })),
      sources: {
        ...sources,
        coolingDesignDays: rowsText([
          dryBulbs,
          wetBulbs,
          ranges,
          stat.monthlyTaub,
          stat.monthlyTaud,
        ]),
      },
      designCondition: designCondition(chosen, origin, stat.cooling.hottestMonth.value),
    },
  };
}

/** A `.stat`'s monthly design dry bulbs, mean coincident wet bulbs and daily ranges at a percent, or null. */
function statMonthlyRows(
  stat: StatFile,
  percent: 0.4 | 2 | 5,
): {
  readonly dryBulbs: MonthlyRow;
  readonly wetBulbs: MonthlyRow;
  readonly ranges: MonthlyRow;
} | null {
  const [dryBulbs, wetBulbs] =
    percent === 0.4
      ? [stat.monthlyDryBulb04C, stat.monthlyCoincidentWetBulb04C]
      : percent === 2
        ? [stat.monthlyDryBulb2C, stat.monthlyCoincidentWetBulb2C]
        : [stat.monthlyDryBulb5C, stat.monthlyCoincidentWetBulb5C];
  const ranges = stat.monthlyDailyRangeK;
  return dryBulbs === null || wetBulbs === null || ranges === null
    ? null
    : { dryBulbs, wetBulbs, ranges };
}

/** What an `.epw` import keeps from the site it replaces: an EPW file has no clear-sky optical depths. */
export interface EpwSiteCarryOver {
  /** The clear-sky model the kept taub and taud belong to. */
  readonly clearSkyModel: BuildingSite['clearSkyModel'];
  /** The current site's design days that have numeric taub and taud. */
  readonly opticalDepths: readonly {
    readonly month: number;
    readonly taub: number;
    readonly taud: number;
  }[];
}

/**
 * The site of a building file from an EnergyPlus weather file (`.epw`): its LOCATION line, and the
 * design conditions the engine derives from its hours (`epwDesignConditions`): the 99.6 % heating
 * dry bulb, and one cooling design day in the month with the highest mean dry bulb, at the chosen
 * annual dry bulb, 0.4 % (default), 1 or 2 %, with its mean coincident wet bulb and that month's
 * mean daily range. One year of hours gives no monthly design condition: a monthly one is refused
 * with a message that says so. An EPW file
 * holds no clear-sky optical depths, so that month's taub and taud are kept from the site being
 * replaced (`carryOver`); without them nothing is imported and the message says what to do. Each
 * derived value's source is the file name and "derived from N hours". A damaged file gets the
 * parser's line and field and imports nothing.
 *
 * @param text - The file's text.
 * @param fileName - Its name, kept as the source.
 * @param unitSystem - The unit system of the building file.
 * @param carryOver - The current site's clear-sky model and optical depths.
 * @param options - ρg (default 0.2) and the design condition (default annual 0.4 %); a number is ρg.
 * @returns The site with its design condition in words, or every problem with its line and field.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions" (percentiles of the hours, mean coincident wet bulb, mean daily range)
 */
export function buildingSiteFromEpw(
  text: string,
  fileName: string,
  unitSystem: UnitSystem,
  carryOver: EpwSiteCarryOver,
  options: BuildingSiteImportOptions | number = {},
): BuildingSiteImport {
  const { groundReflectance = 0.2, designCondition: chosen = ANNUAL_04 } = readOptions(options);
  const refused = unknownChoice(fileName, chosen);
  if (refused !== null) return refused;
  if (chosen.basis === 'monthly') {
    // Refused before the 8,760 hours are read: no percentile of them is the Handbook's monthly one.
    return failure(
      fileName,
      1,
      'DESIGN CONDITIONS',
      `an .epw file holds one year of hours and no monthly design values, so it cannot give monthly ${chosen.percent} % design days (a month's ${chosen.percent} % of one year's hours is not the Handbook's monthly design condition, which comes from many years). Choose an annual condition, or import the station's .stat file, which prints the monthly 0.4, 2 and 5 % design dry bulbs.`,
    );
  }
  const parsed = parseEpw(text, fileName);
  if (!parsed.ok) return parsed;
  const epw = parsed.value;
  let design: ReturnType<typeof epwDesignConditions>;
  try {
    design = epwDesignConditions(epw);
  } catch (error) {
    // The reader refuses every hour whose psychrometrics cannot be computed (issue 44); should one
    // still be found, say so with the hours' lines rather than let the import throw.
    return failure(
      fileName,
      9,
      'hours',
      `the design conditions cannot be derived from its hours (lines 9–${lineCount(text)}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const heating = design.heating.find((d) => d.annualPercent === 99.6);
  const cooling = design.cooling.find((d) => d.annualPercent === chosen.percent);
  const month = design.hottestMonth;
  const monthName = monthAbbreviation(month);
  const firstHourLine = 9;
  if (
    heating === undefined ||
    cooling === undefined ||
    !Number.isFinite(cooling.meanCoincidentWetBulbC)
  ) {
    return failure(
      fileName,
      firstHourLine,
      'Dew Point Temperature',
      `no hour near the ${chosen.percent} % dry bulb has a dew point and pressure, so the mean coincident wet bulb cannot be derived.`,
    );
  }
  const depths = carryOver.opticalDepths.find((d) => d.month === month);
  if (depths === undefined) {
    return failure(
      fileName,
      1,
      'taub, taud',
      `an .epw file has no clear-sky optical depths, and the site has no taub and taud for ${monthName}, the file's hottest month. Import the station's .stat file first, or add a ${monthName} design day with its taub and taud, then import the .epw.`,
    );
  }
  const hours = epw.hours.dryBulbC.length.toLocaleString('en-US');
  const derived = `${fileName}, derived from ${hours} hours`;
  return {
    ok: true,
    site: {
      name: [epw.location.city, epw.location.stateProvince, epw.location.country]
        .filter((part) => part !== '' && part !== '-')
        .join(', ')
        .slice(0, BUILDING_LOAD_LIMITS.nameLength),
      latitudeDeg: epw.location.latitudeDeg,
      longitudeDeg: epw.location.longitudeDeg,
      timeZoneHours: epw.location.timeZoneHours,
      elevation: length(epw.location.elevationM, unitSystem),
      heatingDryBulb: temperature(heating.dryBulbC, unitSystem),
      groundReflectance,
      clearSkyModel: carryOver.clearSkyModel,
      // The TMY files' header leaves the daylight saving period empty ("0,0"): the form keeps the
      // engineer's choice across the import.
      daylightSaving: false,
      months: [
        {
          month,
          maxDryBulb: temperature(cooling.dryBulbC, unitSystem),
          dailyRange: difference(design.hottestMonthDailyRangeK, unitSystem),
          coincidentWetBulb: temperature(
            Math.min(cooling.meanCoincidentWetBulbC, cooling.dryBulbC),
            unitSystem,
          ),
          taub: depths.taub,
          taud: depths.taud,
        },
      ],
      sources: {
        location: describeValueSource(epw.location.source),
        elevation: describeValueSource(epw.location.source),
        heatingDryBulb: `${derived} (99.6 % dry bulb)`,
        coolingDesignDays: `${derived} (${monthName}: ${chosen.percent} % dry bulb, mean coincident wet bulb, mean daily range); taub and taud kept from the site before the import`,
      },
      designCondition: designCondition(
        chosen,
        { kind: 'hours', fileName, hours: epw.hours.dryBulbC.length },
        month,
      ),
    },
  };
}
