import { Group, SegmentedControl, Text } from '@mantine/core';
import {
  CalculationModeSchema,
  convertHeatLoadInput,
  type HeatLoadField,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { type UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import { HeatLoadForm, heatLoadFieldId } from './HeatLoadForm';
import { otherWindowFieldId } from './OtherWindows';
import { HeatLoadResults } from './HeatLoadResults';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { InputErrorsAlert, inputErrors } from '../../workspace/InputErrorsAlert';
import { useTouchedFields } from '../../workspace/use-touched-fields';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import type { HeatLoadInput, HeatLoadResult } from '@org/hvac-core/heat-load';
import type { Evaluation } from '../../workspace/use-evaluation';

export interface HeatLoadCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: HeatLoadInputDraft;
  /** Called with the whole new draft on every edit, unit switch or mode switch; required. */
  onChange: (next: HeatLoadInputDraft) => void;
  /** The draft's one evaluation by the workspace; required. */
  evaluation: Evaluation<HeatLoadInput, HeatLoadResult>;
  /** Content under the results (e.g. a save button or a sign-in invitation); default none. */
  resultsFooter?: ReactNode;
}

const MODE_OPTIONS = [
  { value: 'Cooling', label: 'Cooling' },
  { value: 'Heating', label: 'Heating' },
];

/** Moves focus to a field's input (or a window's, by its error key) and brings it into view. */
function focusField(field: string): void {
  const element = document.getElementById(
    field.includes('.') ? otherWindowFieldId(field) : heatLoadFieldId(field as HeatLoadField),
  );
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The heat-load calculator: unit system and mode switches, the input form and the live result.
 * Controlled: the draft lives with the caller (the public page, a saved file, a project), so the same
 * component serves every place the calculator appears. Every number shown comes from hvac-core.
 */
export function HeatLoadCalculator({
  value,
  onChange,
  evaluation,
  resultsFooter,
}: HeatLoadCalculatorProps) {
  const { result, stale, errors, formErrors } = evaluation;
  const { touch, errorEntries, visibleErrors } = useTouchedFields<string>(errors);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  const goToField = (field: string): void => {
    touch(field);
    focusField(field);
  };

  return (
    <CalculatorColumns
      controls={
        <Group gap="xl" wrap="wrap">
          <UnitSystemControl
            idPrefix="heat-load"
            value={unitSystem}
            onChange={(next) => onChange(convertHeatLoadInput(value, next))}
          />
          <Group gap="sm" wrap="nowrap">
            <Text id="heat-load-mode-label" size="sm" fw={600}>
              Mode
            </Text>
            <SegmentedControl
              aria-labelledby="heat-load-mode-label"
              data={MODE_OPTIONS}
              value={value.calculationMode === 'Heating' ? 'Heating' : 'Cooling'}
              onChange={(next) => {
                const parsed = CalculationModeSchema.safeParse(next);
                if (parsed.success) onChange({ ...value, calculationMode: parsed.data });
              }}
            />
          </Group>
        </Group>
      }
      form={
        <HeatLoadForm
          value={value}
          onChange={onChange}
          errors={visibleErrors}
          onFieldEdit={touch}
          onFieldBlur={touch}
          onWindowTouch={touch}
        />
      }
      formSpan={7}
      results={
        <>
          {invalid ? (
            <InputErrorsAlert
              hasResult={result !== null}
              goal="to see the load"
              errors={inputErrors(errorEntries, formErrors, (field) => goToField(field))}
            />
          ) : null}
          {result ? (
            <HeatLoadResults
              result={result}
              roomName={typeof value.roomName === 'string' ? value.roomName : undefined}
              stale={stale}
              onFocusField={goToField}
            />
          ) : null}
          {resultsFooter}
        </>
      }
    />
  );
}
