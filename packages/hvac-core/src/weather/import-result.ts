/**
 * The shape every weather-file import returns: either the whole parsed file or every problem found,
 * never a half-imported file.
 */

/** One problem in an imported file: where it is and what is wrong, in words a user understands. */
export interface ImportIssue {
  /** 1-based line of the file; for a missing object, the last line of the file. */
  readonly line: number;
  /** The field (or object, or column) at fault, as the file names it. */
  readonly field: string;
  readonly message: string;
}

/** The outcome of an import: the value, or the list of problems (at least one). */
export type ImportResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly ImportIssue[] };

/** Where an imported value came from: the file, the line and the object or field. */
export interface ValueSource {
  readonly file: string;
  /** 1-based line the value (or the object holding it) starts on. */
  readonly line: number;
  /** The object, row or column the value was read from (e.g. `SizingPeriod:DesignDay`, `DB996`). */
  readonly field: string;
}

/** A number read from a file, with where it came from. */
export interface SourcedValue {
  readonly value: number;
  readonly source: ValueSource;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Parses a decimal number the way weather files write it (`98934.`, `-20`, `.4`); NaN if not one,
 * and NaN for one too large for a double (`1e999`, 400 digits), which would read as ±Infinity.
 */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** An inclusive range a value must lie in: [min, max]. */
export type ValueRange = readonly [min: number, max: number];

/**
 * Physical ranges of what the weather readers import, shared by `.epw`, `.stat` and `.ddy` (the
 * ranges `.ddy` had, which the building file's site uses too): a value outside is refused with its
 * line and field, never imported.
 *
 * @see EnergyPlus Auxiliary Programs, "Weather Converter Program", EPW data dictionary (dry bulb and
 *   dew point −70 … 70 °C, station pressure 31 000 … 120 000 Pa, wind speed 0 … 40 m/s, elevation
 *   −1000 … 9999.9 m) and Input Output Reference, `Site:Location`, `SizingPeriod:DesignDay`
 */
export const WEATHER_RANGES = {
  latitudeDeg: [-90, 90],
  longitudeDeg: [-180, 180],
  /** Minutes of a degree, as `.stat` prints the coordinates. */
  arcMinutes: [0, 60],
  timeZoneHours: [-12, 14],
  elevationM: [-500, 9000],
  pressurePa: [30_000, 120_000],
  temperatureC: [-90, 70],
  temperatureDifferenceK: [0, 50],
  /** g of water per kg of dry air, as `.stat` prints the humidity ratios. */
  humidityRatioGkg: [0, 100],
  windSpeedMS: [0, 100],
  directionDeg: [0, 360],
  enthalpyKjKg: [-100, 500],
  opticalDepth: [0, 5],
  irradianceWm2: [0, 1500],
  month: [1, 12],
  hoursPerYear: [0, 8784],
} as const satisfies Record<string, ValueRange>;

/** The text of a field for a message: its first 20 characters (a 400-digit number is cut). */
export function quoteField(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 20 ? `"${trimmed.slice(0, 20)}…"` : `"${trimmed}"`;
}

/**
 * Reads one number of a weather file and checks it against its range.
 *
 * @param text - The field as written.
 * @param range - The range it must lie in.
 * @returns The value, or what is wrong in words that follow the field's name and line ("is empty",
 *   `is "abc", not a number`, `is 1e999, outside −90 … 70`).
 */
export function readWeatherNumber(
  text: string,
  range: ValueRange,
): { readonly value: number } | { readonly problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'is empty' };
  if (!DECIMAL.test(trimmed)) return { problem: `is ${quoteField(trimmed)}, not a number` };
  const value = Number(trimmed);
  if (!(value >= range[0] && value <= range[1])) {
    return { problem: `is ${quoteField(trimmed).slice(1, -1)}, outside ${range[0]} … ${range[1]}` };
  }
  return { value };
}

/**
 * A weather file's text without a leading UTF-8 byte-order mark, whether decoded (U+FEFF) or read as
 * Latin-1 (ï»¿), as the published files are: the readers accept it alike.
 */
export function withoutByteOrderMark(text: string): string {
  if (text.startsWith('\uFEFF')) return text.slice(1);
  if (text.startsWith('\u00EF\u00BB\u00BF')) return text.slice(3);
  return text;
}

/** Splits text into lines, dropping a trailing carriage return from each (CRLF or LF files). */
export function splitLines(text: string): string[] {
  return text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/**
 * The number of lines of a text as an editor numbers them (a final line end starts no new line; an
 * empty text has line 1): the last line an error may name.
 */
export function lineCount(text: string): number {
  const lines = text.split('\n').length;
  return text.endsWith('\n') && lines > 1 ? lines - 1 : lines;
}
