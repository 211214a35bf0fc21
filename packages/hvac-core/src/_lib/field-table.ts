import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import * as fieldSpec from './field-spec.js';
import type { InputFieldSpec, NumberFieldOf, NumberFieldSpec } from './field-spec.js';

/** A numeric field's range in a unit system, for a form's min and max. */
export interface FieldRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What a calculator reads from its field table, derived once instead of written out beside every
 * table: the field names and numeric fields in form order, the labels, the quantity of each numeric
 * field (null: a fixed unit, the same in both systems), and a numeric field's unit label, range,
 * range check and range message in a unit system.
 */
export function fieldTableApi<Table extends Record<string, InputFieldSpec>>(table: Table) {
  type Numeric = NumberFieldOf<Table>;
  const spec = (field: Numeric): NumberFieldSpec => table[field] as NumberFieldSpec;
  const numericFields = fieldSpec.numberFieldNames(table);
  return {
    fields: fieldSpec.fieldNames(table),
    numericFields,
    labels: fieldSpec.fieldLabels(table),
    quantities: Object.fromEntries(
      numericFields.map((field) => [field, fieldSpec.unitQuantity(spec(field).unit)]),
    ) as Record<Numeric, Quantity | null>,
    /** The unit label of a numeric field, e.g. "ft²" or "L/s"; "" for a count. */
    unitLabel: (field: Numeric, unitSystem: UnitSystem): string =>
      fieldSpec.fieldUnitLabel(spec(field).unit, unitSystem),
    /** The range in that system's unit (exact conversions); `minExclusive` as the table says. */
    range: (field: Numeric, unitSystem: UnitSystem) =>
      fieldSpec.fieldRange(spec(field), unitSystem),
    /** The range as minimum and maximum only. */
    minMax: (field: Numeric, unitSystem: UnitSystem): FieldRange => {
      const { min, max } = fieldSpec.fieldRange(spec(field), unitSystem);
      return { min, max };
    },
    isWithinRange: (field: Numeric, value: number, unitSystem: UnitSystem): boolean =>
      fieldSpec.isWithinFieldRange(spec(field), value, unitSystem),
    rangeMessage: (field: Numeric, unitSystem: UnitSystem): string =>
      fieldSpec.fieldRangeMessage(spec(field), unitSystem),
  };
}
