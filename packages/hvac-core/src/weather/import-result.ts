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

/** Parses a decimal number the way weather files write it (`98934.`, `-20`, `.4`); NaN if not one. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** Splits text into lines, dropping a trailing carriage return from each (CRLF or LF files). */
export function splitLines(text: string): string[] {
  return text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}
