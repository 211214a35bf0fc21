import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { draftNumber, type NumericFieldUi } from './field-ui';

export interface DraftNumberInputProps {
  /** The input's id (labels, focus links, tests); required. */
  id: string;
  /** The draft's field name, as the input's name; required. */
  name: string;
  /** The engine's label of the field; required. */
  label: string;
  /** The engine's unit label in the draft's unit system ('' for none); required. */
  unit: string;
  /** The engine's valid range in that unit system; required. */
  range: { readonly min: number; readonly max: number };
  /** The field's step, decimals and help; required. */
  ui: NumericFieldUi;
  /** The draft's unit system, for the step; required. */
  unitSystem: UnitSystem;
  /** The draft's raw value (number, numeric string, blank); required. */
  value: unknown;
  /**
   * Called with the new number, '' when cleared (the schema reports it missing), or the text as typed
   * when it is not a number (the schema reports "X must be a number."); required.
   */
  onChange: (next: number | string) => void;
  /** Called when the field is left, to reveal its message; default none. */
  onBlur?: () => void;
  /** The message to show under the field now; default none. */
  error?: string;
  /** Help text instead of the field's usual one; default `ui.description`. */
  description?: string;
  /** Placeholder while empty; default none. */
  placeholder?: string;
  /** What the calculation uses while the field is empty ("Default: 0 ft"); see UnitInput. */
  blankValue?: number | string;
}

/**
 * One numeric field of a calculator's draft, as hvac-core describes it (label, unit, range) and the
 * calculator presents it (step, decimals, help): the draft's value in, a number or '' out.
 */
export function DraftNumberInput({
  id,
  name,
  label,
  unit,
  range,
  ui,
  unitSystem,
  value,
  onChange,
  onBlur,
  error,
  description,
  placeholder,
  blankValue,
}: DraftNumberInputProps) {
  return (
    <UnitInput
      id={id}
      name={name}
      label={label}
      unit={unit}
      value={draftNumber(value)}
      onChange={(next, text) => onChange(next ?? text.trim())}
      onBlur={onBlur}
      error={error}
      min={range.min}
      max={range.max}
      step={ui.step[unitSystem]}
      decimalScale={ui.decimalScale}
      description={description ?? ui.description}
      placeholder={placeholder}
      blankValue={blankValue}
    />
  );
}
