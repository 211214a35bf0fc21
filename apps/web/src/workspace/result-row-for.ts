import {
  fieldUnitLabel,
  type InputFieldSpec,
  type NumberFieldOf,
  type NumberFieldSpec,
} from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ResultRow } from '@org/ui';
import { formatMeasure } from '../report/precision';
import { reportRow, resultRow, type ResultFields } from './result-rows';
import type { ReportRow } from './types';

/**
 * `resultRow` bound to one result table and unit system, for a results card that lists many rows:
 * `const row = resultRowFor(FAN_RESULT_SPECS, system); row('shaftPower', result.shaftPower)`.
 */
export function resultRowFor<Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) {
  return (
    key: keyof Fields & string,
    value: number | null,
    row?: Parameters<typeof resultRow>[4],
  ): ResultRow => resultRow(fields, key, value, unitSystem, row);
}

/** `reportRow` bound to one result table and unit system, for a report's result sections. */
export function reportRowFor<Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) {
  return (
    key: keyof Fields & string,
    value: number | null,
    row?: Parameters<typeof reportRow>[4],
  ): ReportRow => reportRow(fields, key, value, unitSystem, row);
}

/**
 * A report row of an entered number, bound to one input field table and the parsed input: its label
 * and unit from the table, the number as entered, or `blank` (default "—", no unit) when it was
 * left out.
 */
export function inputRowFor<Fields extends Readonly<Record<string, InputFieldSpec>>>(
  fields: Fields,
  input: { readonly unitSystem: UnitSystem } & {
    readonly [Field in NumberFieldOf<Fields> & string]?: number;
  },
) {
  return (field: NumberFieldOf<Fields> & string, blank = '—'): ReportRow => {
    // NumberFieldOf names only the table's numeric fields.
    const spec = fields[field] as NumberFieldSpec;
    const value = input[field];
    return {
      label: spec.label,
      value: value === undefined ? blank : formatMeasure(value),
      unit: value === undefined ? '' : fieldUnitLabel(spec.unit, input.unitSystem),
    };
  };
}
