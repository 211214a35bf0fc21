import { convertPipeInput, type PipeFormDraft } from '@org/hvac-core/pipe';
import { idOfErrorPath } from './field-ids';
import { PipeForm } from './PipeForm';
import { PipeResults } from './PipeResults';
import { useInputErrors } from '../../workspace/use-input-errors';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import type { PipeInput, PipeResult } from '@org/hvac-core/pipe';
import type { CalculatorEditorProps } from '../../workspace/types';

/**
 * The hydronic pipe sizer (spec §3 "Pipe"): the smallest standard size of a material meeting a
 * friction-rate target and the velocity limits, with the head loss of the run (pipe, fittings,
 * equipment). Controlled, like the other calculators; every number comes from hvac-core.
 */
export function PipeCalculator({
  value,
  onChange,
  evaluation,
}: CalculatorEditorProps<PipeFormDraft, PipeInput, PipeResult>) {
  const { result, stale } = evaluation;
  const { touch, visibleErrors, alert } = useInputErrors<string>(evaluation, {
    goal: 'to size the pipe',
    elementId: idOfErrorPath,
  });

  return (
    <CalculatorColumns
      units={{ idPrefix: 'pipe', draft: value, onChange, convert: convertPipeInput }}
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
