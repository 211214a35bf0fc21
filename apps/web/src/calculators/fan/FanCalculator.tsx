import {
  convertFanInput,
  type FanField,
  type FanInput,
  type FanInputDraft,
  type FanResult,
} from '@org/hvac-core/fan';
import type { UnitSystem } from '@org/hvac-core/units';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import { InputErrorsAlert, inputErrors } from '../../workspace/InputErrorsAlert';
import type { CalculatorEditorProps } from '../../workspace/types';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { useTouchedFields } from '../../workspace/use-touched-fields';
import { FanForm, fanFieldId } from './FanForm';
import { FanResults } from './FanResults';

function focusField(field: FanField): void {
  const element = document.getElementById(fanFieldId(field));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

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
  const { result, stale, errors, formErrors } = evaluation;
  const { touch, errorEntries, visibleErrors } = useTouchedFields<FanField>(errors);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  return (
    <CalculatorColumns
      controls={
        <UnitSystemControl
          idPrefix="fan"
          value={unitSystem}
          onChange={(next) => onChange(convertFanInput(value, next))}
        />
      }
      form={
        <FanForm value={value} onChange={onChange} errors={visibleErrors} onFieldTouch={touch} />
      }
      results={
        <>
          {invalid ? (
            <InputErrorsAlert
              hasResult={result !== null}
              goal="to see the fan power"
              errors={inputErrors(errorEntries, formErrors, (field) => {
                touch(field);
                focusField(field);
              })}
            />
          ) : null}
          {result ? (
            <FanResults
              result={result}
              stale={stale}
              name={typeof value.calculationName === 'string' ? value.calculationName : undefined}
            />
          ) : null}
        </>
      }
    />
  );
}
