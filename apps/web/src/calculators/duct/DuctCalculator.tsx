import {
  convertDuctInput,
  type DuctInput,
  type DuctInputDraft,
  type DuctResult,
} from '@org/hvac-core/duct';
import type { UnitSystem } from '@org/hvac-core/units';
import { DuctCheckPanel } from './DuctCheckPanel';
import { DUCT_FORM, ductFieldId } from './form-layout';
import { LayoutForm } from '../../calculator-kit/LayoutForm';
import { DuctResults } from './DuctResults';
import { ductFittingId } from './FittingsEditor';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import { draftText } from '../../calculator-kit/draft-text';
import type { CalculatorEditorProps } from '../../calculator-kit/types';

/** The fields of a fitting row an error key can name ('fittings.1.customC'). */
const FITTING_FIELDS: ReadonlySet<string> = new Set([
  'quantity',
  'customC',
  'customEquivalentLength',
  'type',
]);

/** The element id of an error key: 'airflow' → duct-airflow, 'fittings.1.customC' → its row input. */
function elementIdOf(key: string): string {
  const [first = key, index, field = ''] = key.split('.');
  return first === 'fittings' && index !== undefined && FITTING_FIELDS.has(field)
    ? ductFittingId(Number(index), field)
    : ductFieldId(first);
}

/**
 * The duct sizer (spec §3 "Duct"): sizes a round or rectangular duct by the friction or velocity
 * method, rounds it up to a standard size, and gives velocity, friction and the duct and fitting
 * losses; below, the reverse check of a given size. Controlled; every number comes from hvac-core.
 */
export function DuctCalculator(
  props: CalculatorEditorProps<DuctInputDraft, DuctInput, DuctResult>,
) {
  const { value, onChange, evaluation } = props;
  const { result, stale } = evaluation;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const shape = value.ductShape === 'rectangular' ? 'rectangular' : 'round';

  const chosenSize =
    result && !stale
      ? {
          ...(result.diameter === undefined ? {} : { diameter: result.diameter }),
          ...(result.width === undefined ? {} : { width: result.width }),
          ...(result.height === undefined ? {} : { height: result.height }),
        }
      : {};

  return (
    <CalculatorEditor<DuctInputDraft, DuctInput, DuctResult, string>
      {...props}
      idPrefix="duct"
      convert={convertDuctInput}
      messages={{ goal: 'to see the duct size', elementId: elementIdOf }}
      form={(messages) => (
        <LayoutForm layout={DUCT_FORM} value={value} onChange={onChange} {...messages} />
      )}
      results={(shown, shownStale) => (
        <DuctResults result={shown} stale={shownStale} name={draftText(value.calculationName)} />
      )}
    >
      <DuctCheckPanel
        key={`${unitSystem}-${shape}`}
        input={evaluation.input}
        unitSystem={unitSystem}
        shape={shape}
        initialSize={chosenSize}
      />
    </CalculatorEditor>
  );
}
