import { convertPipeInput, type PipeFormDraft } from '@org/hvac-core/pipe';
import { type UnitSystem } from '@org/hvac-core/units';
import { idOfErrorPath } from './field-ui';
import { PipeForm } from './PipeForm';
import { PipeResults } from './PipeResults';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { InputErrorsAlert, inputErrors } from '../../workspace/InputErrorsAlert';
import { useTouchedFields } from '../../workspace/use-touched-fields';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import type { PipeInput, PipeResult } from '@org/hvac-core/pipe';
import type { Evaluation } from '../../workspace/use-evaluation';

export interface PipeCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: PipeFormDraft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: PipeFormDraft) => void;
  /** The draft's one evaluation by the workspace; required. */
  evaluation: Evaluation<PipeInput, PipeResult>;
}

function focusPath(path: string): void {
  const element = document.getElementById(idOfErrorPath(path));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The hydronic pipe sizer (spec §3 "Pipe"): the smallest standard size of a material meeting a
 * friction-rate target and the velocity limits, with the head loss of the run (pipe, fittings,
 * equipment). Controlled, like the other calculators; every number comes from hvac-core.
 */
export function PipeCalculator({ value, onChange, evaluation }: PipeCalculatorProps) {
  const { result, stale, errors, formErrors } = evaluation;
  const { touch, errorEntries, visibleErrors } = useTouchedFields<string>(errors);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  return (
    <CalculatorColumns
      controls={
        <UnitSystemControl
          idPrefix="pipe"
          value={unitSystem}
          onChange={(next) => onChange(convertPipeInput(value, next))}
        />
      }
      form={
        <PipeForm value={value} onChange={onChange} errors={visibleErrors} onFieldTouch={touch} />
      }
      results={
        <>
          {invalid ? (
            <InputErrorsAlert
              hasResult={result !== null}
              goal="to size the pipe"
              errors={inputErrors(errorEntries, formErrors, (path) => {
                touch(path);
                focusPath(path);
              })}
            />
          ) : null}
          {result ? <PipeResults result={result} stale={stale} /> : null}
        </>
      }
    />
  );
}
