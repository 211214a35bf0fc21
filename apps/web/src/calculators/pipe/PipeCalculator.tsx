import { convertPipeInput, type PipeFormDraft } from '@org/hvac-core/pipe';
import type { PipeInput, PipeResult } from '@org/hvac-core/pipe';
import { idOfErrorPath } from './field-ids';
import { PIPE_FORM } from './form-layout';
import { LayoutForm } from '../../calculator-kit/LayoutForm';
import { PipeResults } from './PipeResults';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import type { CalculatorEditorProps } from '../../calculator-kit/types';

/**
 * The hydronic pipe sizer (spec §3 "Pipe"): the smallest standard size of a material meeting a
 * friction-rate target and the velocity limits, with the head loss of the run (pipe, fittings,
 * equipment). Controlled, like the other calculators; every number comes from hvac-core.
 */
export function PipeCalculator(props: CalculatorEditorProps<PipeFormDraft, PipeInput, PipeResult>) {
  const { value, onChange } = props;
  return (
    <CalculatorEditor<PipeFormDraft, PipeInput, PipeResult, string>
      {...props}
      idPrefix="pipe"
      convert={convertPipeInput}
      messages={{ goal: 'to size the pipe', elementId: idOfErrorPath }}
      form={(messages) => (
        <LayoutForm layout={PIPE_FORM} value={value} onChange={onChange} {...messages} />
      )}
      results={(result, stale) => <PipeResults result={result} stale={stale} />}
    />
  );
}
