import { convertPipeInput, type PipeFormDraft } from '@org/hvac-core/pipe';
import { type UnitSystem } from '@org/hvac-core/units';
import { idOfErrorPath } from './field-ids';
import { PipeForm } from './PipeForm';
import { PipeResults } from './PipeResults';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { useInputErrors } from '../../workspace/use-input-errors';
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

/**
 * The hydronic pipe sizer (spec §3 "Pipe"): the smallest standard size of a material meeting a
 * friction-rate target and the velocity limits, with the head loss of the run (pipe, fittings,
 * equipment). Controlled, like the other calculators; every number comes from hvac-core.
 */
export function PipeCalculator({ value, onChange, evaluation }: PipeCalculatorProps) {
  const { result, stale } = evaluation;
  const { touch, visibleErrors, alert } = useInputErrors<string>(evaluation, {
    goal: 'to size the pipe',
    elementId: idOfErrorPath,
  });
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

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
          {alert}
          {result ? <PipeResults result={result} stale={stale} /> : null}
        </>
      }
    />
  );
}
