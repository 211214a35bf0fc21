import { Group, SegmentedControl, Text } from '@mantine/core';
import {
  VentilationModeSchema,
  convertVentilationInput,
  type VentilationField,
  type VentilationInputDraft,
} from '@org/hvac-core/ventilation';
import { type UnitSystem } from '@org/hvac-core/units';
import { useMediaQuery } from '@mantine/hooks';
import { VentilationForm, ventilationFieldId } from './VentilationForm';
import { AirChangeGuidanceTable, VentilationResults } from './VentilationResults';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { InputErrorsAlert, inputErrors } from '../../workspace/InputErrorsAlert';
import { useTouchedFields } from '../../workspace/use-touched-fields';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import type { VentilationInput, VentilationResult } from '@org/hvac-core/ventilation';
import type { Evaluation } from '../../workspace/use-evaluation';

export interface VentilationCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: VentilationInputDraft;
  /** Called with the whole new draft on every edit, unit switch or mode switch; required. */
  onChange: (next: VentilationInputDraft) => void;
  /** The draft's one evaluation by the workspace; required. */
  evaluation: Evaluation<VentilationInput, VentilationResult>;
}

const MODE_OPTIONS = [
  { value: 'airChanges', label: 'Air changes → airflow' },
  { value: 'airChangesFromAirflow', label: 'Airflow → air changes' },
  { value: 'ventilationRateProcedure', label: 'ASHRAE 62.1' },
  { value: 'kitchenHood', label: 'Kitchen hood' },
];

function focusField(field: VentilationField): void {
  const element = document.getElementById(ventilationFieldId(field));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The ventilation calculator (spec §3): room volume and airflow from air changes per hour, the
 * inverse, the ASHRAE 62.1 zone procedure and a commercial kitchen hood's exhaust, with air-change
 * guidance. Controlled, like the
 * heat-load calculator; every number comes from hvac-core.
 */
export function VentilationCalculator({ value, onChange, evaluation }: VentilationCalculatorProps) {
  const { result, stale, errors, formErrors } = evaluation;
  const { touch, errorEntries, visibleErrors } = useTouchedFields<VentilationField>(errors);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const mode = value.mode ?? 'airChanges';
  // Four long options do not fit a phone's width side by side.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;

  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  return (
    <CalculatorColumns
      controls={
        <Group gap="xl" wrap="wrap">
          <UnitSystemControl
            idPrefix="ventilation"
            value={unitSystem}
            onChange={(next) => onChange(convertVentilationInput(value, next))}
          />
          <Group gap="sm" wrap="wrap">
            <Text id="ventilation-mode-label" size="sm" fw={600}>
              Calculate
            </Text>
            <SegmentedControl
              aria-labelledby="ventilation-mode-label"
              orientation={narrow ? 'vertical' : 'horizontal'}
              data={MODE_OPTIONS}
              value={mode}
              onChange={(next) => {
                const parsed = VentilationModeSchema.safeParse(next);
                if (parsed.success) onChange({ ...value, mode: parsed.data });
              }}
            />
          </Group>
        </Group>
      }
      form={
        <VentilationForm
          value={value}
          onChange={onChange}
          errors={visibleErrors}
          onFieldTouch={touch}
        />
      }
      results={
        <>
          {invalid ? (
            <InputErrorsAlert
              hasResult={result !== null}
              goal="to see the airflow"
              errors={inputErrors(errorEntries, formErrors, (field) => {
                touch(field);
                focusField(field);
              })}
            />
          ) : null}
          {result ? (
            <VentilationResults
              result={result}
              stale={stale}
              name={typeof value.calculationName === 'string' ? value.calculationName : undefined}
            />
          ) : null}
        </>
      }
    >
      <AirChangeGuidanceTable />
    </CalculatorColumns>
  );
}
