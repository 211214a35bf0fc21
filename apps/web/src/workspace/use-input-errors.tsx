import type { ReactNode } from 'react';
import { InputErrorsAlert, inputErrors } from './InputErrorsAlert';
import {
  useTouchedFields,
  type TouchedFields,
  type TouchedFieldsOptions,
} from './use-touched-fields';

/** Scrolls a form element to the middle of the view and focuses it: where an error link leads. */
export function focusElementById(id: string): void {
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/** The part of an evaluation the errors alert reads. */
export interface EvaluationMessages<K extends string> {
  readonly result: unknown;
  readonly errors: Partial<Record<K, string | undefined>>;
  readonly formErrors: readonly string[];
}

export interface InputErrorsOptions<K extends string> extends TouchedFieldsOptions {
  /** What correcting the inputs brings when there is no result yet, e.g. "to see the duct size". */
  goal: string;
  /** The id of the element to focus for a field's key or error path. */
  elementId: (key: K) => string;
}

export interface InputErrors<K extends string> extends TouchedFields<K> {
  /** The errors alert, each message a link to its field; null while every input is valid. */
  alert: ReactNode;
}

/**
 * A calculator's input messages: which show under their fields (touched ones, never on arrival) and
 * the alert above the results that lists them all, each a link that focuses its field.
 *
 * @param evaluation - The workspace's one evaluation of the draft.
 * @param options - See {@link InputErrorsOptions}.
 */
export function useInputErrors<K extends string>(
  evaluation: EvaluationMessages<K>,
  { goal, elementId, ...touchedOptions }: InputErrorsOptions<K>,
): InputErrors<K> {
  const touched = useTouchedFields<K>(evaluation.errors, touchedOptions);
  const { errorEntries, touch } = touched;
  const invalid = errorEntries.length > 0 || evaluation.formErrors.length > 0;
  const alert = invalid ? (
    <InputErrorsAlert
      hasResult={evaluation.result !== null}
      goal={goal}
      errors={inputErrors(errorEntries, evaluation.formErrors, (key) => {
        touch(key);
        focusElementById(elementId(key));
      })}
    />
  ) : null;
  return { ...touched, alert };
}
