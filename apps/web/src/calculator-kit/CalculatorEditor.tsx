import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import { CalculatorColumns } from './CalculatorColumns';
import type { CalculatorEditorProps } from './types';
import {
  useInputErrors,
  type EvaluationMessages,
  type InputErrors,
  type InputErrorsOptions,
} from './use-input-errors';
import type { FieldMessages } from './use-touched-fields';

export interface CalculatorEditorShellProps<
  Draft extends { unitSystem?: UnitSystem },
  Input,
  Result,
  Key extends string,
> extends CalculatorEditorProps<Draft, Input, Result> {
  /** Prefix of the unit switch's label id ("duct" for "duct-unit-system-label"); required. */
  idPrefix: string;
  /** The calculator's hvac-core convert for the unit switch; required. */
  convert: (draft: Draft, unitSystem: UnitSystem) => Draft;
  /** What the errors alert says and where its links lead (see useInputErrors); required. */
  messages: InputErrorsOptions<Key>;
  /** Switches beside the units (a mode, a system type); default none. */
  controls?: ReactNode;
  /** The form, given the messages to show now and how to reveal a field's message; required. */
  form: (fields: FormMessages<Key>) => ReactNode;
  /** The results of a result (greyed when stale); required. */
  results: (result: Result, stale: boolean, messages: InputErrors<Key>) => ReactNode;
  /** Above the errors alert in the results column (a loading note); default none. */
  beforeResults?: ReactNode;
  /** Under the results (a save button); default none. */
  afterResults?: ReactNode;
  /** Columns of 12 the form takes from the md breakpoint up; default 6. */
  formSpan?: number;
  /** Full-width content below both columns; default none. */
  children?: ReactNode;
}

/** What a calculator's form takes from its editor: the messages to show and the touch handler. */
export interface FormMessages<Key extends string> {
  readonly errors: FieldMessages<Key>;
  readonly onFieldTouch: (key: Key) => void;
}

/**
 * The editor every form-beside-results calculator shares: the unit bar with its switches, the form,
 * the errors alert with its focus links, then the results of the last valid evaluation.
 */
export function CalculatorEditor<
  Draft extends { unitSystem?: UnitSystem },
  Input,
  Result,
  Key extends string,
>({
  value,
  onChange,
  evaluation,
  idPrefix,
  convert,
  messages,
  controls,
  form,
  results,
  beforeResults,
  afterResults,
  formSpan,
  children,
}: CalculatorEditorShellProps<Draft, Input, Result, Key>) {
  const { result, stale } = evaluation;
  // The evaluation's messages are keyed by any string; Key names the ones the form knows.
  const inputErrors = useInputErrors<Key>(
    evaluation as unknown as EvaluationMessages<Key>,
    messages,
  );
  return (
    <CalculatorColumns
      units={{ idPrefix, draft: value, onChange, convert }}
      controls={controls}
      form={form({ errors: inputErrors.visibleErrors, onFieldTouch: inputErrors.touch })}
      {...(formSpan === undefined ? {} : { formSpan })}
      results={
        <>
          {beforeResults}
          {inputErrors.alert}
          {result ? results(result, stale, inputErrors) : null}
          {afterResults}
        </>
      }
    >
      {children}
    </CalculatorColumns>
  );
}
