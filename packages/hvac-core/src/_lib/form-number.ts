import { z } from 'zod';

type NumberRead =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly empty: boolean };

/** Reads a form value as a number: numbers and numeric strings pass, blanks are empty, the rest invalid. */
export function readNumber(value: unknown): NumberRead {
  if (value === undefined || value === null) return { ok: false, empty: true };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, empty: false };
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return { ok: false, empty: true };
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? { ok: true, value: parsed } : { ok: false, empty: false };
  }
  return { ok: false, empty: false };
}

/** A form value as a finite number, or undefined when it is blank or not a number. */
export function numericValue(value: unknown): number | undefined {
  const read = readNumber(value);
  return read.ok ? read.value : undefined;
}

/** A required number (a form may hold it as a string). Blank: "X is required."; NaN, text: "X must be a number." */
export function requiredNumber(label: string) {
  return z.custom<number | string>().transform((value, ctx): number => {
    const read = readNumber(value);
    if (read.ok) return read.value;
    ctx.addIssue({
      code: 'custom',
      message: read.empty ? `${label} is required.` : `${label} must be a number.`,
    });
    return z.NEVER;
  });
}

/** An optional number: blank (undefined, null, '') becomes undefined. */
export function optionalNumber(label: string) {
  return z
    .custom<number | string | null | undefined>()
    .transform((value, ctx): number | undefined => {
      const read = readNumber(value);
      if (read.ok) return read.value;
      if (read.empty) return undefined;
      ctx.addIssue({ code: 'custom', message: `${label} must be a number.` });
      return z.NEVER;
    })
    .optional();
}
