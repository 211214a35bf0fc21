import {
  convertFanInput,
  type FanField,
  type FanInput,
  type FanInputDraft,
  type FanResult,
} from '@org/hvac-core/fan';
import { CalculatorEditor } from '../../workspace/CalculatorEditor';
import type { CalculatorEditorProps } from '../../workspace/types';
import { draftText } from '../../workspace/draft-text';
import { FanForm, fanFieldId } from './FanForm';
import { FanResults } from './FanResults';

/**
 * The fan calculator: air power, fan static and total efficiency or shaft (brake) power, the motor
 * and its standard size, and the fan laws for a new speed or impeller diameter. Controlled: the
 * workspace evaluates each draft once and passes the evaluation in; every number comes from
 * hvac-core.
 */
export function FanCalculator(props: CalculatorEditorProps<FanInputDraft, FanInput, FanResult>) {
  const { value, onChange } = props;
  return (
    <CalculatorEditor<FanInputDraft, FanInput, FanResult, FanField>
      {...props}
      idPrefix="fan"
      convert={convertFanInput}
      messages={{ goal: 'to see the fan power', elementId: fanFieldId }}
      form={(messages) => <FanForm value={value} onChange={onChange} {...messages} />}
      results={(result, stale) => (
        <FanResults result={result} stale={stale} name={draftText(value.calculationName)} />
      )}
    />
  );
}
