import {
  fieldUnitLabel,
  type InputFieldSpec,
  type NumberFieldOf,
  type NumberFieldSpec,
} from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatMeasure } from '../report/precision';
import type { ReportRow } from '../report/types';

/**
 * A report row maker for entered numbers, bound to one input field table (`X_FIELD_SPECS`) and the
 * parsed input: a field's label, the number at the precision it was measured to and its unit, or
 * `blank` (default "—", without a unit) when the field was left out:
 * `const entered = inputRowFor(FAN_FIELD_SPECS, input); entered('airflow')`.
 */
export function inputRowFor<Fields extends Readonly<Record<string, InputFieldSpec>>>(
  fields: Fields,
  input: { readonly [Name in keyof Fields]?: unknown } & { readonly unitSystem: UnitSystem },
) {
  return (field: NumberFieldOf<Fields> & string, blank = '—'): ReportRow => {
    // NumberFieldOf names only the table's numeric fields.
    const spec = fields[field] as NumberFieldSpec;
    const value = input[field];
    if (typeof value !== 'number') return { label: spec.label, value: blank, unit: '' };
    return {
      label: spec.label,
      value: formatMeasure(value),
      unit: fieldUnitLabel(spec.unit, input.unitSystem),
    };
  };
}
