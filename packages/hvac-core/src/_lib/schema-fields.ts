import { z } from 'zod';
import { fieldName } from './field-name.js';

/*
 * zod field makers shared by the calculators' input schemas, each with messages that name the field.
 */

/** An enum field with a message listing the choices. */
export function enumField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? `${label} is required.`
        : `${label} must be one of: ${values.join(', ')}.`,
  });
}

/** A free-text name, trimmed, at most `max` characters, default ''. */
export function nameField(label: string, max = 120) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .default('');
}

/** A number field that says which field is missing or not a number. */
export function displayNumberField(name: string) {
  const label = fieldName([name]);
  return z.number({
    error: (issue) =>
      issue.input === undefined ? `${label} is required.` : `${label} must be a finite number.`,
  });
}

/** The pipe sizer's and pump head's calculation name: text, trimmed, at most 120 characters. */
export function calculationNameField() {
  return z
    .string({ error: 'Calculation name must be a text.' })
    .trim()
    .max(120, 'Calculation name must be at most 120 characters.')
    .default('');
}

/** A row's name: text, trimmed, 1 to 80 characters. */
export function rowNameField() {
  return z
    .string({ error: 'Name must be a text.' })
    .trim()
    .min(1, 'Name must not be empty.')
    .max(80, 'Name must be at most 80 characters.');
}
