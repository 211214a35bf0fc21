import { Fieldset, TextInput } from '@mantine/core';
import { draftText } from './draft-text';
import classes from './calculator-form.module.css';

export interface CalculationNameFieldsetProps {
  /** The input's id (labels, focus links, tests); required. */
  id: string;
  /** The field's label, from the engine's field table; required. */
  label: string;
  /** What the name is for ("Shown on the report, e.g. …"); required. */
  description: string;
  /** The draft's raw name; anything but text reads as blank; required. */
  value: unknown;
  /** Called with the text as typed; required. */
  onChange: (name: string) => void;
  /** Called when the field is left, to reveal its message; default none. */
  onBlur?: () => void;
  /** The message to show under the field now; default none. */
  error?: string;
  /** Most characters the schema accepts; required. */
  maxLength: number;
}

/** A calculator form's first fieldset, "Calculation": the name shown on the results and the report. */
export function CalculationNameFieldset({
  value,
  onChange,
  ...input
}: CalculationNameFieldsetProps) {
  return (
    <Fieldset legend="Calculation" classNames={{ legend: classes.legend }}>
      <TextInput
        {...input}
        value={draftText(value) ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Fieldset>
  );
}
