import { z } from 'zod';

type NumberRead =
  | { readonly ok: true; readonly value: number }
  | {
      readonly ok: false;
      readonly empty: boolean;
      /** The text, when it is a number in another base (0x10, 0b11, 0o17) that is refused. */
      readonly otherBase?: string;
    };

/**
 * A number as an engineer writes it: decimal digits with an optional sign, point and exponent
 * ("12", "-0.5", ".5", "1e3", "2.5E-4"). `Number()` also reads "0x10" as 16, "0b11" as 3 and
 * "0o17" as 15: typed into a field, those gave a silent other number (issue 44).
 */
const DECIMAL_NUMERAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const OTHER_BASE_NUMERAL = /^[+-]?0[box][0-9a-f_]*$/i;

/**
 * Reads a form value as a number: numbers and decimal numerals pass, blanks are empty, the rest
 * (words, Infinity, numerals in another base) invalid.
 */
export function readNumber(value: unknown): NumberRead {
  if (value === undefined || value === null) return { ok: false, empty: true };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, empty: false };
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return { ok: false, empty: true };
    if (!DECIMAL_NUMERAL.test(trimmed)) {
      return OTHER_BASE_NUMERAL.test(trimmed)
        ? { ok: false, empty: false, otherBase: trimmed }
        : { ok: false, empty: false };
    }
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? { ok: true, value: parsed } : { ok: false, empty: false };
  }
  return { ok: false, empty: false };
}

/** The message of a value that is not a number: "X must be a number.", or why a numeral is refused. */
function notANumberMessage(label: string, read: Extract<NumberRead, { ok: false }>): string {
  return read.otherBase === undefined
    ? `${label} must be a number.`
    : `${label} must be written in decimal digits: ${read.otherBase} is a number in another base.`;
}

/** A form value as a finite number, or undefined when it is blank or not a number. */
export function numericValue(value: unknown): number | undefined {
  const read = readNumber(value);
  return read.ok ? read.value : undefined;
}

/** A required number (a form may hold it as a string). Blank: "X is required."; NaN, text: "X must be a number." */
export function requiredNumber(label: string) {
  return z
    .custom<number | string>((value) => value !== undefined, { error: `${label} is required.` })
    .transform((value, ctx): number => {
      const read = readNumber(value);
      if (read.ok) return read.value;
      ctx.addIssue({
        code: 'custom',
        message: read.empty ? `${label} is required.` : notANumberMessage(label, read),
      });
      return z.NEVER;
    });
}

/** An optional number: blank (undefined, null, '') becomes undefined. */
export function optionalNumber(label: string) {
  return numberOr(label, undefined).optional();
}

/** An optional number: blank (undefined, null, '') becomes `fallback`; anything else not a number is an issue. */
export function numberOr<Fallback extends number | undefined>(label: string, fallback: Fallback) {
  return z
    .custom<number | string | null | undefined>()
    .transform((value, ctx): number | Fallback => {
      const read = readNumber(value);
      if (read.ok) return read.value;
      if (read.empty) return fallback;
      ctx.addIssue({ code: 'custom', message: notANumberMessage(label, read) });
      return z.NEVER;
    });
}

/**
 * superRefine options that run an input's whole-object check whenever the input is an object, even
 * when some field failed to parse (the check reads the raw values), and never on a non-object.
 */
export const WHEN_OBJECT = {
  when: (payload: { readonly value: unknown }): boolean =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** A finite number or undefined, for refinements that run after another field failed to parse. */
export function finiteOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A short description of a value of the wrong kind, for messages: "a number", "text", "a list", "null". */
function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number' || typeof value === 'bigint') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  return `a ${typeof value}`;
}

/**
 * The error of a group of fields (a zod object) read from a saved file: "X is required." when
 * missing, "X must be a group of fields, not a number." otherwise; zod's generic wording never shows.
 */
export function groupError(label: string) {
  return (issue: { readonly input?: unknown }): string =>
    issue.input === undefined
      ? `${label} is required.`
      : `${label} must be a group of fields, not ${kindOf(issue.input)}.`;
}

/** The error of a list (a zod array) read from a saved file, as `groupError`. */
export function listError(label: string) {
  return (issue: { readonly input?: unknown }): string =>
    issue.input === undefined
      ? `${label} is required.`
      : `${label} must be a list, not ${kindOf(issue.input)}.`;
}
