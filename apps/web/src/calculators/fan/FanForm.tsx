import { Fieldset, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  FAN_FIELD_LABELS,
  FAN_NAME_MAX_LENGTH,
  FanEfficiencyBasisSchema,
  fanFieldRange,
  fanFieldUnitLabel,
  type FanField,
  type FanInputDraft,
  type FanNumericField,
} from '@org/hvac-core/fan';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import { DraftNumberInput } from '../../workspace/DraftNumberInput';
import type { FieldErrors } from '../../workspace/evaluate';
import { FAN_FIELD_UI } from './field-ui';
import classes from '../../workspace/calculator-form.module.css';

export interface FanFormProps {
  /** The input being edited; required. */
  value: FanInputDraft;
  /** Called with the edited input on every change; required. */
  onChange: (next: FanInputDraft) => void;
  /** Messages to show under fields (only those the user should see now); default none. */
  errors?: FieldErrors;
  /** Called when a field is edited or left, to reveal its message; default none. */
  onFieldTouch?: (field: FanField) => void;
}

/** The id of a field's input, for labels, focus links and tests. */
export function fanFieldId(field: FanField): string {
  return `fan-${field}`;
}

const LABELS = FAN_FIELD_LABELS;

const BASIS_OPTIONS = [
  { value: 'total', label: 'Total (ηt)' },
  { value: 'static', label: 'Static (ηs)' },
];

/** The fan inputs: name, duty, fan power, motor and drive, and a change of speed or diameter. */
export function FanForm({ value, onChange, errors = {}, onFieldTouch }: FanFormProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  const set = (field: FanField, fieldValue: unknown): void => {
    onFieldTouch?.(field);
    onChange({ ...value, [field]: fieldValue });
  };

  const numeric = (field: FanNumericField, blankValue?: string): ReactNode => (
    <DraftNumberInput
      id={fanFieldId(field)}
      name={field}
      label={LABELS[field]}
      unit={fanFieldUnitLabel(field, unitSystem)}
      range={fanFieldRange(field, unitSystem)}
      ui={FAN_FIELD_UI[field]}
      unitSystem={unitSystem}
      value={value[field]}
      onChange={(next) => set(field, next)}
      onBlur={() => onFieldTouch?.(field)}
      error={errors[field]}
      blankValue={blankValue}
    />
  );

  return (
    <Stack gap="md">
      <Fieldset legend="Calculation" classNames={{ legend: classes.legend }}>
        <TextInput
          id={fanFieldId('calculationName')}
          label={LABELS.calculationName}
          description="Shown on the report, e.g. the fan’s tag or the system it serves"
          value={typeof value.calculationName === 'string' ? value.calculationName : ''}
          onChange={(event) => set('calculationName', event.currentTarget.value)}
          onBlur={() => onFieldTouch?.('calculationName')}
          error={errors.calculationName}
          maxLength={FAN_NAME_MAX_LENGTH}
        />
      </Fieldset>

      <Fieldset legend="Duty" classNames={{ legend: classes.legend }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          {numeric('airflow')}
          {numeric('fanStaticPressure')}
          {numeric('outletArea', 'none (static pressure only)')}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Fan power" classNames={{ legend: classes.legend }}>
        <Stack gap="sm">
          <div>
            <Text id="fan-efficiencyBasis-label" size="sm" fw={500} mb={4}>
              {LABELS.efficiencyBasis}
            </Text>
            <SegmentedControl
              aria-labelledby="fan-efficiencyBasis-label"
              data={BASIS_OPTIONS}
              value={value.efficiencyBasis ?? 'total'}
              onChange={(next) => {
                const parsed = FanEfficiencyBasisSchema.safeParse(next);
                if (parsed.success) set('efficiencyBasis', parsed.data);
              }}
            />
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            {numeric('fanEfficiencyPercent')}
            {numeric('shaftPower', 'from the efficiency')}
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Drive and motor" classNames={{ legend: classes.legend }}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
          {numeric('driveEfficiencyPercent')}
          {numeric('motorEfficiencyPercent')}
          {numeric('motorSizingMarginPercent')}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Fan laws (optional)" classNames={{ legend: classes.legend }}>
        <Text size="sm" c="dimmed" mb="xs">
          Enter the present and the new speed, impeller diameter or both to see the new duty.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          {numeric('currentSpeed')}
          {numeric('newSpeed')}
          {numeric('currentDiameter')}
          {numeric('newDiameter')}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
