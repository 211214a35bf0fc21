import {
  fieldRange,
  fieldUnitLabel,
  inUnitSystem,
  type InputFieldSpec,
  type NumberFieldOf,
  type NumberFieldSpec,
} from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { draftNumber } from './field-ui';
import type { FieldErrors } from './evaluate';

export interface NumberFieldProps {
  /** The engine's description of the field (label, unit, range, step, decimals, help); required. */
  spec: NumberFieldSpec;
  /** The input's id (labels, focus links, tests); required. */
  id: string;
  /** The draft's field name, as the input's name; required. */
  name: string;
  /** The draft's unit system; required. */
  unitSystem: UnitSystem;
  /** The draft's raw value (number, numeric string, blank); required. */
  value: unknown;
  /** Called with the new number, '' when cleared, or the text as typed; required. */
  onChange: (next: number | string) => void;
  /** Called when the field is left, to reveal its message; default none. */
  onBlur?: () => void;
  /** The message to show under the field now; default none. */
  error?: string;
  /** The valid range instead of the table's, where it depends on other fields; default the table's. */
  range?: { readonly min: number; readonly max: number };
  /** What the calculation uses while the field is empty ("none (static pressure only)"); default none. */
  blankValue?: number | string;
  /** Label instead of the table's, for a row's shorter wording; default the table's. */
  label?: string;
  /** Help text instead of the table's; default the table's. */
  description?: string;
  /** Placeholder while empty; default the table's (`spec.placeholder`), or none. */
  placeholder?: string;
  /** Shows the value without letting it be edited (a value the engine computes); default false. */
  disabled?: boolean;
}

/** One numeric field of a calculator's draft, entirely as the engine's field table describes it. */
export function NumberField({
  spec,
  unitSystem,
  range,
  label,
  value,
  onChange,
  description,
  placeholder,
  ...input
}: NumberFieldProps) {
  const { min, max } = range ?? fieldRange(spec, unitSystem);
  return (
    <UnitInput
      {...input}
      label={label ?? spec.label}
      unit={fieldUnitLabel(spec.unit, unitSystem)}
      value={draftNumber(value)}
      onChange={(next, text) => onChange(next ?? text.trim())}
      min={min}
      max={max}
      step={inUnitSystem(spec.step, unitSystem)}
      decimalScale={inUnitSystem(spec.decimals, unitSystem)}
      description={description ?? (spec.help && inUnitSystem(spec.help, unitSystem))}
      placeholder={placeholder ?? spec.placeholder}
    />
  );
}

/** What `numberFieldProps` reads: the field table, the draft, its errors and how to change it. */
export interface NumberFieldContext<Table extends Readonly<Record<string, InputFieldSpec>>> {
  /** The engine's field table (`X_FIELD_SPECS`). */
  readonly fields: Table;
  /** The draft being edited. */
  readonly draft: { readonly [Name in keyof Table]?: unknown } & {
    readonly unitSystem?: UnitSystem;
  };
  /** The evaluation's messages the user should see now. */
  readonly errors: FieldErrors;
  /** The key of a field's message, for a list row's fields ('fittings.0.quantity'); default its name. */
  readonly errorKey?: (field: NumberFieldOf<Table>) => string;
  /** The id of a field's input. */
  readonly idOf: (field: NumberFieldOf<Table>) => string;
  /** Sets one field of the draft. */
  readonly set: (field: NumberFieldOf<Table>, value: number | string) => void;
  /** Reveals a field's message once it is left; default none. */
  readonly touch?: (field: NumberFieldOf<Table>) => void;
}

/**
 * The props of each numeric field of a form, from the one field table:
 * `<NumberField {...field('airflow')} />`.
 */
export function numberFieldProps<Table extends Readonly<Record<string, InputFieldSpec>>>(
  context: NumberFieldContext<Table>,
): (field: NumberFieldOf<Table> & string) => NumberFieldProps {
  const unitSystem = context.draft.unitSystem ?? 'Imperial';
  return (field) => ({
    // NumberFieldOf names only the table's numeric fields.
    spec: context.fields[field] as NumberFieldSpec,
    id: context.idOf(field),
    name: field,
    unitSystem,
    value: context.draft[field],
    onChange: (next) => context.set(field, next),
    onBlur: () => context.touch?.(field),
    error: context.errors[context.errorKey?.(field) ?? field],
  });
}
