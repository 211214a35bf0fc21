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
 * A row maker (`resultRow`, `reportRow`) bound to one result table and unit system, for a results
 * card or report section that lists many rows:
 * `const row = resultRowFor(FAN_RESULT_SPECS, system); row('shaftPower', result.shaftPower)`.
 */
function bindRows<Wording, Row>(
  make: (...args: [ResultFields, string, number | null, UnitSystem, Wording?]) => Row,
) {
  return <Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) =>
    (key: keyof Fields & string, value: number | null, row?: Wording): Row =>
      make(fields, key, value, unitSystem, row);
}

export const resultRowFor = bindRows<Parameters<typeof resultRow>[4], ResultRow>(resultRow);
export const reportRowFor = bindRows<Parameters<typeof reportRow>[4], ReportRow>(reportRow);

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
