import { fromSi, toSi } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { temperatureBins } from '../weather/climate-statistics.js';
import { parseEpw, type EpwFile } from '../weather/epw.js';
import { parseDecimal } from '../weather/import-result.js';
import {
  monthlyDegreeDaysFromDaily,
  monthlyDegreeDaysFromDailyMeans,
  type DailyDegreeDayMethod,
} from './degree-days-from-temperatures.js';

/** A bin as the energy input stores it: midpoint in the draft's unit (°F | °C) and hours. */
export interface EnergyBinDraft {
  readonly temperature: number;
  readonly hours: number;
}

/** What an imported weather file gives the form, or every problem found, each naming its line and field. */
export type EpwImport<T> =
  | { readonly ok: true; readonly value: T; readonly place: string }
  | { readonly ok: false; readonly errors: readonly string[] };

/**
 * Bin width of an imported year: the Handbook's 5 °F bins in Imperial (edges on multiples of 5 °F,
 * midpoints 2.5, 7.5, … °F), 2 K bins in Metric (edges on even °C, midpoints odd °C).
 */
export const EPW_BIN_WIDTH = { Imperial: 5, Metric: 2 } as const;

/** Base temperature of the form's degree-days: 65 °F, 18.3 °C. */
export const DEGREE_DAY_BASE = { Imperial: 65, Metric: 18.3 } as const;

function read(text: string, fileName: string): EpwImport<EpwFile> {
  const parsed = parseEpw(text, fileName);
  if (!parsed.ok) {
    return {
      ok: false,
      errors: parsed.errors.map(
        (issue) => `${fileName}, line ${issue.line}, ${issue.field}: ${issue.message}`,
      ),
    };
  }
  const { city, stateProvince, country } = parsed.value.location;
  const place = [city, stateProvince, country].filter((part) => part.trim() !== '').join(', ');
  return { ok: true, value: parsed.value, place: place || fileName };
}

/**
 * The hours of an EnergyPlus weather year in outdoor-temperature bins, in the draft's unit system:
 * 5 °F bins in Imperial, 2 K bins in Metric, empty bins left out, coldest first.
 *
 * @param text - The `.epw` file's text.
 * @param fileName - Its name, quoted in the errors.
 * @param unitSystem - The draft's unit system.
 */
export function binsFromEpw(
  text: string,
  fileName: string,
  unitSystem: UnitSystem,
): EpwImport<EnergyBinDraft[]> {
  const file = read(text, fileName);
  if (!file.ok) return file;
  const width = EPW_BIN_WIDTH[unitSystem];
  // Bin edges on multiples of the width in the draft's own unit: widthK and origin in °C.
  const widthK = unitSystem === 'Imperial' ? width / 1.8 : width;
  const originC = toSi(0, 'temperature', unitSystem);
  const bins = temperatureBins(file.value.hours.dryBulbC, widthK, originC)
    .filter((bin) => bin.hours > 0)
    .map((bin) => ({
      temperature: roundTo(fromSi(bin.midC, 'temperature', unitSystem), 6),
      hours: bin.hours,
    }));
  return { ok: true, value: bins, place: file.place };
}

/**
 * How {@link monthlyDegreeDaysFromEpw} counts, with its base, to be shown beside the figures: "daily-mean
 * method (each day's mean of its 24 hourly dry bulbs, as the EnergyPlus .stat files count them),
 * base 65 °F".
 *
 * @param unitSystem - The draft's unit system (base 65 °F | 18.3 °C).
 * @returns The method and base in words.
 * @example epwDegreeDayMethod('Metric') //=> "daily-mean method (each day's mean of its 24 hourly dry bulbs, as the EnergyPlus .stat files count them), base 18.3 °C"
 */
export function epwDegreeDayMethod(unitSystem: UnitSystem): string {
  const unit = unitSystem === 'Imperial' ? '°F' : '°C';
  return `daily-mean method (each day's mean of its 24 hourly dry bulbs, as the EnergyPlus .stat files count them), base ${DEGREE_DAY_BASE[unitSystem]} ${unit}`;
}

/**
 * Twelve monthly heating and cooling degree-days of an EnergyPlus weather year at the form's base
 * (65 °F | 18.3 °C) by the daily-mean method of the file's own .stat (each day's mean of its 24
 * hourly dry bulbs against the base, {@link monthlyDegreeDaysFromDailyMeans}), in °F·day | K·day,
 * rounded to 0.1, with the method and base in words ({@link epwDegreeDayMethod}). Degree-hours / 24,
 * as this import gave before, overstate Chicago's cooling degree-days at 65 °F by about a fifth.
 *
 * @param text - The `.epw` file's text.
 * @param fileName - Its name, quoted in the errors.
 * @param unitSystem - The draft's unit system.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Degree-days"; EnergyPlus Auxiliary Programs, "Weather Converter Program" (.stat "Monthly Weather File Heating/Cooling Degree Days")
 */
export function monthlyDegreeDaysFromEpw(
  text: string,
  fileName: string,
  unitSystem: UnitSystem,
): EpwImport<{ heating: number[]; cooling: number[]; method: string }> {
  const file = read(text, fileName);
  if (!file.ok) return file;
  const { month, dayOfMonth, dryBulbC } = file.value.hours;
  const hours = Array.from(dryBulbC, (temperature, i) => ({
    month: month[i] ?? 0,
    day: dayOfMonth[i] ?? 0,
    temperature: fromSi(temperature, 'temperature', unitSystem),
  }));
  const months = monthlyDegreeDaysFromDailyMeans(hours, DEGREE_DAY_BASE[unitSystem]);
  return {
    ok: true,
    value: {
      heating: months.heating.map((v) => roundTo(v, 1)),
      cooling: months.cooling.map((v) => roundTo(v, 1)),
      method: epwDegreeDayMethod(unitSystem),
    },
    place: file.place,
  };
}

function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Bins pasted from a spreadsheet or text: one bin a line, the temperature and the hours separated by
 * a tab, a comma, a semicolon or spaces. A header line (no numbers) is skipped; any other line that
 * is not two numbers is named in the errors.
 */
export function parsePastedBins(text: string): EpwImport<EnergyBinDraft[]> {
  const bins: EnergyBinDraft[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    const cells = trimmed.split(/[\t,;]\s*|\s+/).filter((cell) => cell !== '');
    // Decimal numerals only: Number() alone reads "0x10" as 16 (issue 44).
    const numbers = cells.map((cell) => parseDecimal(cell));
    if (index === 0 && numbers.every((n) => Number.isNaN(n))) return;
    const [temperature, hours] = numbers;
    if (cells.length !== 2 || !Number.isFinite(temperature) || !Number.isFinite(hours)) {
      errors.push(
        `Pasted line ${index + 1} ("${trimmed.slice(0, 40)}"): expected a temperature and hours.`,
      );
      return;
    }
    bins.push({ temperature: temperature as number, hours: hours as number });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (bins.length === 0) return { ok: false, errors: ['Nothing to paste: no bins found.'] };
  return { ok: true, value: bins, place: '' };
}

/**
 * Twelve monthly heating and cooling degree-days at the form's base (65 °F | 18.3 °C) from daily
 * highs and lows pasted from a spreadsheet or a weather service: one day a line, its date
 * (YYYY-MM-DD), high and low separated by a tab, a comma, a semicolon or spaces, in the draft's
 * unit (°F | °C). A header line is skipped; any other line that is not a date and two temperatures,
 * or whose low is above its high, is named in the errors. The degree-days are hvac-core's
 * (`monthlyDegreeDaysFromDaily`), rounded to 0.1.
 */
export function monthlyDegreeDaysFromPastedDays(
  text: string,
  unitSystem: UnitSystem,
  method: DailyDegreeDayMethod,
): EpwImport<{ heating: number[]; cooling: number[] }> {
  const days: { month: number; maximum: number; minimum: number }[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    const cells = trimmed.split(/[\t,;]\s*|\s+/).filter((cell) => cell !== '');
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cells[0] ?? '');
    const [maximum, minimum] = cells.slice(1).map((cell) => parseDecimal(cell));
    if (index === 0 && date === null) return;
    const where = `Pasted line ${index + 1} ("${trimmed.slice(0, 40)}")`;
    const month = date === null ? NaN : Number(date[2]);
    if (
      cells.length !== 3 ||
      !(month >= 1 && month <= 12) ||
      !Number.isFinite(maximum) ||
      !Number.isFinite(minimum)
    ) {
      errors.push(`${where}: expected a date (YYYY-MM-DD), the day's high and its low.`);
      return;
    }
    if ((minimum as number) > (maximum as number)) {
      errors.push(`${where}: the low is above the high.`);
      return;
    }
    days.push({ month, maximum: maximum as number, minimum: minimum as number });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (days.length === 0) return { ok: false, errors: ['Nothing to paste: no days found.'] };
  const months = monthlyDegreeDaysFromDaily(days, DEGREE_DAY_BASE[unitSystem], method);
  return {
    ok: true,
    value: {
      heating: months.heating.map((v) => roundTo(v, 1)),
      cooling: months.cooling.map((v) => roundTo(v, 1)),
    },
    place: `${days.length} days`,
  };
}
