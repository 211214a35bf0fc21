import { convertValue } from '../units/index.js';
import { convertDraftNumber, convertDraft } from '../_lib/draft-convert.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { convertFieldsDraft } from '../_lib/field-spec.js';
import { DUCT_FIELD_QUANTITIES, DUCT_FIELD_SPECS, DUCT_NUMERIC_FIELDS } from './fields.js';
import type { DuctNumericField } from './fields.js';
import { convertFrictionRateDesign } from './friction-rate-design.js';

/** The numeric fields of a fitting row; the rest are top-level fields. */
const FITTING_ROW_FIELDS: ReadonlySet<string> = new Set<DuctNumericField>([
  'quantity',
  'customC',
  'customEquivalentLength',
]);

function convertRecord<T extends Record<string, unknown>>(
  record: T,
  fields: readonly DuctNumericField[],
  from: UnitSystem,
  to: UnitSystem,
): T {
  const converted: Record<string, unknown> = { ...record };
  for (const field of fields) {
    const quantity: Quantity | null = DUCT_FIELD_QUANTITIES[field];
    if (quantity === null || !(field in record)) continue;
    // Numbers stay numbers, numeric strings become strings, the rest is kept as typed.
    converted[field] = convertDraftNumber(record[field], (value) =>
      convertValue(value, quantity, from, to),
    );
  }
  return converted as T;
}

const TOP_LEVEL_SPECS = Object.fromEntries(
  Object.entries(DUCT_FIELD_SPECS).filter(([field]) => !FITTING_ROW_FIELDS.has(field)),
);
const ROW_FIELDS = DUCT_NUMERIC_FIELDS.filter((field) => FITTING_ROW_FIELDS.has(field));

/**
 * A duct input (sizing or size check) re-expressed in another unit system: airflow, target velocity
 * and friction rate, duct length, air temperature, altitude, duct dimensions and each fitting's
 * custom equivalent length, and the friction-rate worksheet's pressures and lengths are converted; aspect ratio, loss coefficients, quantities and choices
 * are kept, and `unitSystem` is set to the target. Values are not rounded, so converting back gives
 * the original numbers (to round-off). A draft keeps its shape: numbers stay numbers, numeric
 * strings become strings of the converted number, and blank or non-numeric values are left as they
 * are.
 *
 * @param input - A parsed input or a form's draft (possibly partial); a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input (and its fitting rows) are not changed.
 * @see NIST SP 811 (2008), appendix B.9 (the conversion factors, through `convertValue`)
 * @example convertDuctInput({ unitSystem: 'Imperial', airflow: 1000 }, 'Metric').airflow //=> 471.947
 */
export function convertDuctInput<T extends { readonly unitSystem?: UnitSystem | undefined }>(
  input: T,
  toUnitSystem: UnitSystem,
): T {
  return convertDraft(input, toUnitSystem, (from) => {
    const record = input as unknown as Record<string, unknown>;
    const converted: Record<string, unknown> = convertFieldsDraft(
      TOP_LEVEL_SPECS,
      record,
      toUnitSystem,
    );
    const fittings = record['fittings'];
    if (Array.isArray(fittings)) {
      converted['fittings'] = fittings.map((row: unknown) =>
        typeof row === 'object' && row !== null
          ? convertRecord(row as Record<string, unknown>, ROW_FIELDS, from, toUnitSystem)
          : row,
      );
    }
    if ('frictionRateDesign' in record) {
      converted['frictionRateDesign'] = convertFrictionRateDesign(
        record['frictionRateDesign'],
        from,
        toUnitSystem,
      );
    }
    return converted as unknown as T;
  });
}
