import { SegmentedControl, Stack, Text } from '@mantine/core';
import {
  FAN_FIELD_LABELS,
  FAN_FIELD_SPECS,
  FAN_NAME_MAX_LENGTH,
  FanEfficiencyBasisSchema,
  type FanField,
  type FanInputDraft,
} from '@org/hvac-core/fan';
import { NumberField, draftForm, type DraftFormProps } from '../../calculator-kit/NumberField';
import { CalculationNameFieldset } from '../../calculator-kit/CalculationNameFieldset';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';

/** The id of a field's input, for labels, focus links and tests. */
export function fanFieldId(field: FanField): string {
  return `fan-${field}`;
}

const LABELS = FAN_FIELD_LABELS;

const BASIS_OPTIONS = [
  { value: 'total', label: 'Total (ηt)' },
  { value: 'static', label: 'Static (ηs)' },
];

export type FanFormProps = DraftFormProps<FanInputDraft, FanField> & {
  /** A note under a field, by field: where its value was taken from; default none. */
  fieldSources?: Readonly<Partial<Record<FanField, string>>>;
};

/** The fan inputs: name, duty, fan power, motor and drive, and a change of speed or diameter. */
export function FanForm({ fieldSources = {}, ...props }: FanFormProps) {
  const { value } = props;
  const { set, form, field } = draftForm(props, FAN_FIELD_SPECS, fanFieldId);

  return (
    <Stack gap="md">
      <CalculationNameFieldset
        form={form}
        description="Shown on the report, e.g. the fan’s tag or the system it serves"
        maxLength={FAN_NAME_MAX_LENGTH}
      />

      <FormSection legend="Duty" columns={2}>
        <NumberField {...field('airflow')} description={fieldSources.airflow} />
        <NumberField {...field('fanStaticPressure')} description={fieldSources.fanStaticPressure} />
        <NumberField {...field('outletArea')} blankValue="none (static pressure only)" />
      </FormSection>

      <FormSection legend="Fan power">
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
          <FieldGrid columns={2}>
            <NumberField {...field('fanEfficiencyPercent')} />
            <NumberField {...field('shaftPower')} blankValue="from the efficiency" />
          </FieldGrid>
        </Stack>
      </FormSection>

      <FormSection legend="Drive and motor" columns={3}>
        <NumberField {...field('driveEfficiencyPercent')} />
        <NumberField {...field('motorEfficiencyPercent')} />
        <NumberField {...field('motorSizingMarginPercent')} />
      </FormSection>

      <FormSection legend="Fan laws (optional)">
        <Text size="sm" c="dimmed" mb="xs">
          Enter the present and the new speed, impeller diameter or both to see the new duty.
        </Text>
        <FieldGrid columns={2}>
          <NumberField {...field('currentSpeed')} />
          <NumberField {...field('newSpeed')} />
          <NumberField {...field('currentDiameter')} />
          <NumberField {...field('newDiameter')} />
        </FieldGrid>
      </FormSection>
    </Stack>
  );
}
