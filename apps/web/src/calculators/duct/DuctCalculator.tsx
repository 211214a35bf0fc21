import {
  convertDuctInput,
  type DuctInput,
  type DuctInputDraft,
  type DuctResult,
} from '@org/hvac-core/duct';
import { type UnitSystem } from '@org/hvac-core/units';
import { DuctCheckPanel } from './DuctCheckPanel';
import { DuctForm, ductFieldId } from './DuctForm';
import { DuctResults } from './DuctResults';
import { fittingFieldId } from './FittingsEditor';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { InputErrorsAlert, inputErrors } from '../../workspace/InputErrorsAlert';
import { useTouchedFields } from '../../workspace/use-touched-fields';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import type { Evaluation } from '../../workspace/use-evaluation';

export interface DuctCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: DuctInputDraft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: DuctInputDraft) => void;
  /** The draft's one evaluation by the workspace; required. */
  evaluation: Evaluation<DuctInput, DuctResult>;
}

/** The element id of an error key: 'airflow' → duct-airflow, 'fittings.1.customC' → its row input. */
function elementIdOf(key: string): string {
  const [first, index, field] = key.split('.');
  if (first === 'fittings' && index !== undefined && field !== undefined) {
    if (
      field === 'quantity' ||
      field === 'customC' ||
      field === 'customEquivalentLength' ||
      field === 'type'
    ) {
      return fittingFieldId(Number(index), field);
    }
  }
  return ductFieldId(first ?? key);
}

function focusField(key: string): void {
  const element = document.getElementById(elementIdOf(key));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The duct sizer (spec §3 "Duct"): sizes a round or rectangular duct by the friction or velocity
 * method, rounds it up to a standard size, and gives velocity, friction and the duct and fitting
 * losses; below, the reverse check of a given size. Controlled; every number comes from hvac-core.
 */
export function DuctCalculator({ value, onChange, evaluation }: DuctCalculatorProps) {
  const { result, stale, errors, formErrors } = evaluation;
  const { touch, errorEntries, visibleErrors } = useTouchedFields<string>(errors);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const shape = value.ductShape === 'rectangular' ? 'rectangular' : 'round';

  const invalid = errorEntries.length > 0 || formErrors.length > 0;
  const chosenSize =
    result && !stale
      ? {
          ...(result.diameter === undefined ? {} : { diameter: result.diameter }),
          ...(result.width === undefined ? {} : { width: result.width }),
          ...(result.height === undefined ? {} : { height: result.height }),
        }
      : {};

  return (
    <CalculatorColumns
      controls={
        <UnitSystemControl
          idPrefix="duct"
          value={unitSystem}
          onChange={(next) => onChange(convertDuctInput(value, next))}
        />
      }
      form={
        <DuctForm value={value} onChange={onChange} errors={visibleErrors} onFieldTouch={touch} />
      }
      results={
        <>
          {invalid ? (
            <InputErrorsAlert
              hasResult={result !== null}
              goal="to see the duct size"
              errors={inputErrors(errorEntries, formErrors, (key) => {
                touch(key);
                focusField(key);
              })}
            />
          ) : null}
          {result ? (
            <DuctResults
              result={result}
              stale={stale}
              name={typeof value.calculationName === 'string' ? value.calculationName : undefined}
            />
          ) : null}
        </>
      }
    >
      <DuctCheckPanel
        key={`${unitSystem}-${shape}`}
        input={evaluation.input}
        unitSystem={unitSystem}
        shape={shape}
        initialSize={chosenSize}
      />
    </CalculatorColumns>
  );
}
