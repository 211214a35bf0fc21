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

/** Where following a field's message leads: the element with an id, or a calculator's own way. */
export type FocusTarget<K extends string> =
  | {
      /** The id of the element to focus for a field's key or error path. */
      elementId: (key: K) => string;
    }
  | {
      /** Focuses the field of a key itself (a group's first input, a row to open first). */
      focusElement: (key: K) => void;
    };

export type InputErrorsOptions<K extends string> = TouchedFieldsOptions &
  FocusTarget<K> & {
    /** What correcting the inputs brings when there is no result yet, e.g. "to see the duct size". */
    goal: string;
  };

export interface InputErrors<K extends string> extends TouchedFields<K> {
  /** The errors alert, each message a link to its field; null while every input is valid. */
  alert: ReactNode;
  /** Marks a field touched and focuses it: what following a message does (also from a result). */
  focus: (key: K) => void;
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
  options: InputErrorsOptions<K>,
): InputErrors<K> {
  const touched = useTouchedFields<K>(evaluation.errors, options);
  const { errorEntries, touch } = touched;
  const focus = (key: K): void => {
    touch(key);
    if ('focusElement' in options) options.focusElement(key);
    else focusElementById(options.elementId(key));
  };
  const invalid = errorEntries.length > 0 || evaluation.formErrors.length > 0;
  const alert = invalid ? (
    <InputErrorsAlert
      hasResult={evaluation.result !== null}
      goal={options.goal}
      errors={inputErrors(errorEntries, evaluation.formErrors, focus)}
    />
  ) : null;
  return { ...touched, alert, focus };
}
