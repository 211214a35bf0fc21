import {
  convertFanInput,
  type FanField,
  type FanInput,
  type FanInputDraft,
  type FanResult,
} from '@org/hvac-core/fan';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import type { CalculatorEditorProps } from '../../workspace/types';
import { useInputErrors } from '../../workspace/use-input-errors';
import { draftText } from '../../workspace/draft-text';
import { FanForm, fanFieldId } from './FanForm';
import { FanResults } from './FanResults';

/**
 * The fan calculator: air power, fan static and total efficiency or shaft (brake) power, the motor
 * and its standard size, and the fan laws for a new speed or impeller diameter. Controlled: the
 * workspace evaluates each draft once and passes the evaluation in; every number comes from
 * hvac-core.
 */
export function FanCalculator({
  value,
  onChange,
  evaluation,
}: CalculatorEditorProps<FanInputDraft, FanInput, FanResult>) {
  const { result, stale } = evaluation;
  const { touch, visibleErrors, alert } = useInputErrors<FanField>(evaluation, {
    goal: 'to see the fan power',
    elementId: fanFieldId,
  });

  return (
    <CalculatorColumns
      units={{ idPrefix: 'fan', draft: value, onChange, convert: convertFanInput }}
      form={
        <FanForm value={value} onChange={onChange} errors={visibleErrors} onFieldTouch={touch} />
      }
      results={
        <>
          {alert}
          {result ? (
            <FanResults result={result} stale={stale} name={draftText(value.calculationName)} />
          ) : null}
        </>
      }
    />
  );
}
