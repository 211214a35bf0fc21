import {
  convertHeatLoadInput,
  type CalculationMode,
  type HeatLoadInput,
  type HeatLoadInputDraft,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import type { ReactNode } from 'react';
import { HEAT_LOAD_FORM } from './form-layout';
import { LayoutForm } from '../../calculator-kit/LayoutForm';
import { heatLoadFieldId } from './field-id';
import { HeatLoadResults } from './HeatLoadResults';
import { SegmentedChoice, type ChoiceOption } from '../../calculator-kit/SegmentedChoice';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import { draftText } from '../../calculator-kit/draft-text';
import type { CalculatorEditorProps } from '../../calculator-kit/types';

export type HeatLoadCalculatorProps = CalculatorEditorProps<
  HeatLoadInputDraft,
  HeatLoadInput,
  HeatLoadResult
> & {
  /** Content under the results (e.g. a save button or a sign-in invitation); default none. */
  resultsFooter?: ReactNode;
};

const MODE_OPTIONS: readonly ChoiceOption<CalculationMode>[] = [
  { value: 'Cooling', label: 'Cooling' },
  { value: 'Heating', label: 'Heating' },
];

/**
 * The heat-load calculator: unit system and mode switches, the input form and the live result.
 * Controlled: the draft lives with the caller (the public page, a saved file, a project), so the same
 * component serves every place the calculator appears. Every number shown comes from hvac-core.
 */
export function HeatLoadCalculator({ resultsFooter, ...props }: HeatLoadCalculatorProps) {
  const { value, onChange } = props;
  return (
    <CalculatorEditor<HeatLoadInputDraft, HeatLoadInput, HeatLoadResult, string>
      {...props}
      idPrefix="heat-load"
      convert={convertHeatLoadInput}
      messages={{ goal: 'to see the load', elementId: heatLoadFieldId }}
      controls={
        <SegmentedChoice
          labelId="heat-load-mode-label"
          label="Mode"
          data={MODE_OPTIONS}
          value={value.calculationMode === 'Heating' ? 'Heating' : 'Cooling'}
          onChange={(calculationMode) => onChange({ ...value, calculationMode })}
        />
      }
      form={(messages) => (
        <LayoutForm layout={HEAT_LOAD_FORM} value={value} onChange={onChange} {...messages} />
      )}
      formSpan={7}
      results={(result, stale, { focus }) => (
        <HeatLoadResults
          result={result}
          roomName={draftText(value.roomName)}
          stale={stale}
          onFocusField={focus}
        />
      )}
      afterResults={resultsFooter}
    />
  );
}
