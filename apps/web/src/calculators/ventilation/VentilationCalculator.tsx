import { useMediaQuery } from '@mantine/hooks';
import {
  convertVentilationInput,
  type VentilationField,
  type VentilationInput,
  type VentilationInputDraft,
  type VentilationMode,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { VENTILATION_FORM, ventilationFieldId } from './form-layout';
import { LayoutForm } from '../../calculator-kit/LayoutForm';
import { AirChangeGuidanceTable, VentilationResults } from './VentilationResults';
import { SegmentedChoice, type ChoiceOption } from '../../calculator-kit/SegmentedChoice';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import { draftText } from '../../calculator-kit/draft-text';
import type { CalculatorEditorProps } from '../../calculator-kit/types';

const MODE_OPTIONS: readonly ChoiceOption<VentilationMode>[] = [
  { value: 'airChanges', label: 'Air changes → airflow' },
  { value: 'airChangesFromAirflow', label: 'Airflow → air changes' },
  { value: 'ventilationRateProcedure', label: 'ASHRAE 62.1' },
  { value: 'kitchenHood', label: 'Kitchen hood' },
];

/**
 * The ventilation calculator (spec §3): room volume and airflow from air changes per hour, the
 * inverse, the ASHRAE 62.1 zone procedure and a commercial kitchen hood's exhaust, with air-change
 * guidance. Controlled, like the heat-load calculator; every number comes from hvac-core.
 */
export function VentilationCalculator(
  props: CalculatorEditorProps<VentilationInputDraft, VentilationInput, VentilationResult>,
) {
  const { value, onChange } = props;
  // Four long options do not fit a phone's width side by side.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;

  return (
    <CalculatorEditor<VentilationInputDraft, VentilationInput, VentilationResult, VentilationField>
      {...props}
      idPrefix="ventilation"
      convert={convertVentilationInput}
      messages={{ goal: 'to see the airflow', elementId: ventilationFieldId }}
      controls={
        <SegmentedChoice
          labelId="ventilation-mode-label"
          label="Calculate"
          data={MODE_OPTIONS}
          value={value.mode ?? 'airChanges'}
          onChange={(mode) => onChange({ ...value, mode })}
          wrap
          orientation={narrow ? 'vertical' : 'horizontal'}
        />
      }
      form={(messages) => (
        <LayoutForm layout={VENTILATION_FORM} value={value} onChange={onChange} {...messages} />
      )}
      results={(result, stale) => (
        <VentilationResults result={result} stale={stale} name={draftText(value.calculationName)} />
      )}
    >
      <AirChangeGuidanceTable />
    </CalculatorEditor>
  );
}
