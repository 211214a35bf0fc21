import type { NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { NumberField } from '../../workspace/NumberField';

/** What every field of the duct system form reads: the units, the messages to show, how to reveal one. */
export interface DuctFormContext {
  readonly unitSystem: UnitSystem;
  /** Messages to show now, by error key ('sections.2.length'). */
  readonly errors: Readonly<Partial<Record<string, string>>>;
  /** Reveals the message of an error key once its field is edited or left. */
  readonly touch: (key: string) => void;
}

/** The element id of a field by its path in the draft: ['sections', 2, 'length'] → duct-system-sections-2-length. */
export function ductSystemFieldId(path: readonly (string | number)[]): string {
  return `duct-system-${path.join('-')}`;
}

export interface DuctNumberFieldProps {
  /** Unit system, messages and touch; required. */
  context: DuctFormContext;
  /** The field's path in the draft, which names its input and its message; required. */
  path: readonly (string | number)[];
  /** Label, unit, range, step and decimals; required. */
  spec: NumberFieldSpec;
  /** The draft's value; required. */
  value: unknown;
  /** Called with the new number, '' when cleared, or the text as typed; required. */
  onChange: (next: number | string) => void;
  /** Label instead of the spec's (a row's own wording); default the spec's. */
  label?: string;
  /** Help under the label instead of the spec's; default the spec's. */
  description?: string;
  /** Placeholder while empty; default none. */
  placeholder?: string;
}

/** One number of the duct system draft at a path, with its message and its id from that path. */
export function DuctNumberField({
  context,
  path,
  spec,
  value,
  onChange,
  label,
  description,
  placeholder,
}: DuctNumberFieldProps) {
  const key = path.join('.');
  return (
    <NumberField
      spec={spec}
      id={ductSystemFieldId(path)}
      name={key}
      unitSystem={context.unitSystem}
      value={value}
      onChange={(next) => {
        context.touch(key);
        onChange(next);
      }}
      onBlur={() => context.touch(key)}
      error={context.errors[key]}
      {...(label === undefined ? {} : { label })}
      {...(description === undefined ? {} : { description })}
      {...(placeholder === undefined ? {} : { placeholder })}
    />
  );
}
