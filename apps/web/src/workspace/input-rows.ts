import {
  fieldUnitLabel,
  type InputFieldSpec,
  type NumberFieldOf,
  type NumberFieldSpec,
} from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatMeasure } from '../report/precision';
import type { ReportRow } from './types';

/**
 * A report row of an entered number, as the engine's field table describes it (`X_FIELD_SPECS`):
 * its label, the number at the precision it was measured to and its unit; `blank` (default "—",
 * without a unit) when the field was left out.
 */
export function inputRow<Table extends Readonly<Record<string, InputFieldSpec>>>(
  fields: Table,
  field: NumberFieldOf<Table> & string,
  input: { readonly [Name in keyof Table]?: unknown } & { readonly unitSystem: UnitSystem },
  blank = '—',
): ReportRow {
  // NumberFieldOf names only the table's numeric fields.
  const spec = fields[field] as NumberFieldSpec;
  const value = input[field];
  if (typeof value !== 'number') return { label: spec.label, value: blank, unit: '' };
  return {
    label: spec.label,
    value: formatMeasure(value),
    unit: fieldUnitLabel(spec.unit, input.unitSystem),
  };
}
