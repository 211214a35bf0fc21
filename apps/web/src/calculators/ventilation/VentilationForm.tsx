import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  AIR_CHANGE_GUIDANCE,
  APPLIANCE_DUTY_IDS,
  APPLIANCE_DUTY_LABELS,
  ApplianceDutySchema,
  KITCHEN_HOOD_EXHAUST_CFM_PER_FT,
  KITCHEN_HOOD_STYLE_IDS,
  KITCHEN_HOOD_STYLE_LABELS,
  KitchenHoodStyleSchema,
  AIR_DISTRIBUTION_CONFIGURATIONS,
  AirDistributionConfigurationSchema,
  OCCUPANCY_CATEGORIES,
  OccupancyCategorySchema,
  SpaceTypeSchema,
  VENTILATION_FIELD_LABELS,
  VENTILATION_FIELD_SPECS,
  VENTILATION_NAME_MAX_LENGTH,
  type VentilationField,
  type VentilationInputDraft,
} from '@org/hvac-core/ventilation';
import { z } from 'zod';
import { NumberField, numberFieldProps } from '../../workspace/NumberField';
import { ChoiceSelect } from '../heat-load/ChoiceSelect';
import { OCCUPANCY_CATEGORY_OPTIONS } from '../heat-load/space-types';
import classes from '../../workspace/calculator-form.module.css';
import type { FieldErrors } from '../../workspace/evaluate';

export interface VentilationFormProps {
  /** The input being edited; required. */
  value: VentilationInputDraft;
  /** Called with the edited input on every change; required. */
  onChange: (next: VentilationInputDraft) => void;
  /** Messages to show under fields (only those the user should see now); default none. */
  errors?: FieldErrors;
  /** Called when a field is edited or left, to reveal its message; default none. */
  onFieldTouch?: (field: VentilationField) => void;
}

/** The id of a field's input, for labels, focus links and tests. */
export function ventilationFieldId(field: VentilationField): string {
  return `ventilation-${field}`;
}

const LABELS = VENTILATION_FIELD_LABELS;

/** ", Office Buildings": the Table 6-1 group heading of a category, or '' for none. */
function categoryGroup(id: unknown): string {
  const category = OCCUPANCY_CATEGORIES.find((candidate) => candidate.id === id);
  return category ? `, ${category.group}` : '';
}

const DISTRIBUTION_OPTIONS = AIR_DISTRIBUTION_CONFIGURATIONS.map((configuration) => ({
  value: configuration.id,
  label: `${configuration.label} (Ez = ${configuration.effectiveness})`,
}));

const HOOD_STYLE_OPTIONS = KITCHEN_HOOD_STYLE_IDS.map((id) => ({
  value: id,
  label: KITCHEN_HOOD_STYLE_LABELS[id],
}));

/** The duties, each with its rate under the chosen hood, or "not allowed" (still selectable, so the message explains). */
function dutyOptions(style: unknown): { value: string; label: string }[] {
  const parsed = KitchenHoodStyleSchema.safeParse(style);
  return APPLIANCE_DUTY_IDS.map((id) => {
    const rate = parsed.success ? KITCHEN_HOOD_EXHAUST_CFM_PER_FT[parsed.data][id] : undefined;
    const suffix = rate === undefined ? '' : rate === null ? ' — not allowed' : ` — ${rate} cfm/ft`;
    return { value: id, label: `${APPLIANCE_DUTY_LABELS[id]}${suffix}` };
  });
}

/** A space type, or '' for None (no guidance). */
const SPACE_TYPE_OR_NONE = SpaceTypeSchema.or(z.literal(''));

const SPACE_TYPE_OPTIONS = [
  { value: '', label: 'None' },
  ...AIR_CHANGE_GUIDANCE.map((row) => ({
    value: row.id,
    label: `${row.label} (${row.minAch}–${row.maxAch} ACH)`,
  })),
];

/** The ventilation inputs: name, room, the mode's own fields, and the guidance space type. */
export function VentilationForm({
  value,
  onChange,
  errors = {},
  onFieldTouch,
}: VentilationFormProps) {
  const mode = value.mode ?? 'airChanges';

  const set = (field: VentilationField, fieldValue: unknown): void => {
    onFieldTouch?.(field);
    onChange({ ...value, [field]: fieldValue });
  };

  const field = numberFieldProps({
    fields: VENTILATION_FIELD_SPECS,
    draft: value,
    errors,
    idOf: ventilationFieldId,
    set,
    touch: onFieldTouch,
  });

  return (
    <Stack gap="md">
      <Fieldset legend="Calculation" classNames={{ legend: classes.legend }}>
        <TextInput
          id={ventilationFieldId('calculationName')}
          label={LABELS.calculationName}
          description="Shown on the report, e.g. the room or the system it serves"
          value={typeof value.calculationName === 'string' ? value.calculationName : ''}
          onChange={(event) => set('calculationName', event.currentTarget.value)}
          onBlur={() => onFieldTouch?.('calculationName')}
          error={errors.calculationName}
          maxLength={VENTILATION_NAME_MAX_LENGTH}
        />
      </Fieldset>

      <Fieldset
        legend={mode === 'kitchenHood' ? 'Kitchen (the room the hood exhausts)' : 'Room'}
        classNames={{ legend: classes.legend }}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
          <NumberField {...field('roomWidth')} />
          <NumberField {...field('roomLength')} />
          <NumberField {...field('roomHeight')} />
        </SimpleGrid>
      </Fieldset>

      {mode === 'airChanges' ? (
        <Fieldset legend="Air changes" classNames={{ legend: classes.legend }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <NumberField {...field('airChangesPerHour')} />
          </SimpleGrid>
        </Fieldset>
      ) : null}

      {mode === 'airChangesFromAirflow' ? (
        <Fieldset legend="Airflow" classNames={{ legend: classes.legend }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <NumberField {...field('airflow')} />
          </SimpleGrid>
        </Fieldset>
      ) : null}

      {mode === 'ventilationRateProcedure' ? (
        <Fieldset legend="ASHRAE 62.1 zone" classNames={{ legend: classes.legend }}>
          <Stack gap="sm">
            <ChoiceSelect
              id={ventilationFieldId('occupancyCategory')}
              label={LABELS.occupancyCategory}
              // The chosen row's group heading too: "Breakrooms" (Office Buildings) and "Break rooms"
              // (General) are different rows, and a closed select shows the label alone.
              description={`ASHRAE 62.1-2022 Table 6-1${categoryGroup(value.occupancyCategory)}: sets Rp, Ra and the default occupant density`}
              value={value.occupancyCategory}
              schema={OccupancyCategorySchema}
              onChange={(next) => set('occupancyCategory', next)}
              error={errors.occupancyCategory}
              data={OCCUPANCY_CATEGORY_OPTIONS}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
              <NumberField {...field('zoneFloorArea')} blankValue="width × length" />
              <NumberField {...field('zonePopulation')} blankValue="Table 6-1 density × area" />
            </SimpleGrid>
            <ChoiceSelect
              id={ventilationFieldId('airDistributionConfiguration')}
              label={LABELS.airDistributionConfiguration}
              description="Sets the zone air distribution effectiveness Ez"
              value={value.airDistributionConfiguration}
              schema={AirDistributionConfigurationSchema}
              onChange={(next) => set('airDistributionConfiguration', next)}
              error={errors.airDistributionConfiguration}
              data={DISTRIBUTION_OPTIONS}
            />
          </Stack>
        </Fieldset>
      ) : null}

      {mode === 'kitchenHood' ? (
        <Fieldset legend="Kitchen hood" classNames={{ legend: classes.legend }}>
          <Stack gap="sm">
            <ChoiceSelect
              id={ventilationFieldId('hoodStyle')}
              label={LABELS.hoodStyle}
              description="IMC 507.13, minimum exhaust of an unlisted Type I hood"
              value={value.hoodStyle}
              fallback="wallCanopy"
              schema={KitchenHoodStyleSchema}
              onChange={(next) => set('hoodStyle', next)}
              error={errors.hoodStyle}
              data={HOOD_STYLE_OPTIONS}
            />
            <ChoiceSelect
              id={ventilationFieldId('applianceDuty')}
              label={LABELS.applianceDuty}
              description="The heaviest-duty appliance under the hood (ASHRAE 154 duty classes)"
              value={value.applianceDuty}
              fallback="medium"
              schema={ApplianceDutySchema}
              onChange={(next) => set('applianceDuty', next)}
              error={errors.applianceDuty}
              data={dutyOptions(value.hoodStyle ?? 'wallCanopy')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
              <NumberField {...field('hoodLength')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
      ) : null}

      <Fieldset legend="Guidance" classNames={{ legend: classes.legend }}>
        <ChoiceSelect
          id={ventilationFieldId('spaceType')}
          label={LABELS.spaceType}
          description="Compares the air changes with the range usually recommended for the space"
          value={value.spaceType}
          schema={SPACE_TYPE_OR_NONE}
          onChange={(next) => set('spaceType', next)}
          error={errors.spaceType}
          data={SPACE_TYPE_OPTIONS}
        />
      </Fieldset>
    </Stack>
  );
}
