import { Fieldset, TextInput } from '@mantine/core';
import { draftText } from './draft-text';
import type { FieldErrors } from './evaluate';
import classes from './calculator-form.module.css';
import type { FormPiece } from './form-layout';
import { textRow } from './text-row';

/** What the name field reads from its form: the same context the form gives `numberFieldProps`. */
export interface CalculationNameForm {
  /** The engine's field table, for the field's label. */
  readonly fields: { readonly calculationName: { readonly label: string } };
  /** The draft being edited; anything but text in its name reads as blank. */
  readonly draft: { readonly calculationName?: unknown };
  /** The evaluation's messages the user should see now. */
  readonly errors: FieldErrors;
  /** The id of a field's input. */
  readonly idOf: (field: 'calculationName') => string;
  /** Sets one field of the draft. */
  readonly set: (field: 'calculationName', value: string) => void;
  /** Reveals a field's message once it is left; default none. */
  readonly touch?: (field: 'calculationName') => void;
}

export interface CalculationNameFieldsetProps {
  /** The form's field table, draft, messages and setters; required. */
  form: CalculationNameForm;
  /** What the name is for ("Shown on the report, e.g. …"); required. */
  description: string;
  /** Most characters the schema accepts; required. */
  maxLength: number;
}

/** A calculator form's first fieldset, "Calculation": the name shown on the results and the report. */
export function CalculationNameFieldset({
  form,
  description,
  maxLength,
}: CalculationNameFieldsetProps) {
  return (
    <Fieldset legend="Calculation" classNames={{ legend: classes.legend }}>
      <TextInput
        id={form.idOf('calculationName')}
        label={form.fields.calculationName.label}
        description={description}
        value={draftText(form.draft.calculationName) ?? ''}
        onChange={(event) => form.set('calculationName', event.currentTarget.value)}
        onBlur={() => form.touch?.('calculationName')}
        error={form.errors['calculationName']}
        maxLength={maxLength}
      />
    </Fieldset>
  );
}

/**
 * A form layout's first part: the "Calculation" fieldset with the name, and on the report the
 * section of the same title with the name (`leadRows` follow it there).
 */
export function calculationNamePiece<
  Draft extends { readonly calculationName?: unknown },
  Input extends { readonly calculationName?: string },
>(label: string, description: string, maxLength: number): FormPiece<Draft, Input> {
  return {
    piece: ({ draft, errors, idOf, set, touch }) => (
      <CalculationNameFieldset
        form={{ fields: { calculationName: { label } }, draft, errors, idOf, set, touch }}
        description={description}
        maxLength={maxLength}
      />
    ),
    reportSections: (input) => [
      { title: 'Calculation', rows: [textRow(label, input.calculationName || '—')] },
    ],
  };
}
