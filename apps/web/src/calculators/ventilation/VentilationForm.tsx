import { Stack } from '@mantine/core';
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
import { NumberField, draftForm, type DraftFormProps } from '../../calculator-kit/NumberField';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';
import { CalculationNameFieldset } from '../../calculator-kit/CalculationNameFieldset';
import { OCCUPANCY_CATEGORY_OPTIONS } from './occupancy-category-options';

/** The id of a field's input, for labels, focus links and tests. */
export function ventilationFieldId(field: VentilationField): string {
  return `ventilation-${field}`;
}

const LABELS = VENTILATION_FIELD_LABELS;

/** The fields the form offers as a list of choices. */
type ChoiceField =
  | 'occupancyCategory'
  | 'airDistributionConfiguration'
  | 'hoodStyle'
  | 'applianceDuty'
  | 'spaceType';

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
export function VentilationForm(props: DraftFormProps<VentilationInputDraft, VentilationField>) {
  const { value, errors = {} } = props;
  const mode = value.mode ?? 'airChanges';

  const { set, form, field } = draftForm(props, VENTILATION_FIELD_SPECS, ventilationFieldId);

  /** The props every choice of the form shares: its id, label, draft value, change and message. */
  const choice = (name: ChoiceField) => ({
    id: ventilationFieldId(name),
    label: LABELS[name],
    value: value[name],
    onChange: (next: string) => set(name, next),
    error: errors[name],
  });

  return (
    <Stack gap="md">
      <CalculationNameFieldset
        form={form}
        description="Shown on the report, e.g. the room or the system it serves"
        maxLength={VENTILATION_NAME_MAX_LENGTH}
      />

      <FormSection
        legend={mode === 'kitchenHood' ? 'Kitchen (the room the hood exhausts)' : 'Room'}
        columns={3}
      >
        <NumberField {...field('roomWidth')} />
        <NumberField {...field('roomLength')} />
        <NumberField {...field('roomHeight')} />
      </FormSection>

      {mode === 'airChanges' ? (
        <FormSection legend="Air changes" columns={2}>
          <NumberField {...field('airChangesPerHour')} />
        </FormSection>
      ) : null}

      {mode === 'airChangesFromAirflow' ? (
        <FormSection legend="Airflow" columns={2}>
          <NumberField {...field('airflow')} />
        </FormSection>
      ) : null}

      {mode === 'ventilationRateProcedure' ? (
        <FormSection legend="ASHRAE 62.1 zone">
          <Stack gap="sm">
            <ChoiceSelect
              {...choice('occupancyCategory')}
              // The chosen row's group heading too: "Breakrooms" (Office Buildings) and "Break rooms"
              // (General) are different rows, and a closed select shows the label alone.
              description={`ASHRAE 62.1-2022 Table 6-1${categoryGroup(value.occupancyCategory)}: sets Rp, Ra and the default occupant density`}
              schema={OccupancyCategorySchema}
              data={OCCUPANCY_CATEGORY_OPTIONS}
            />
            <FieldGrid columns={2}>
              <NumberField {...field('zoneFloorArea')} blankValue="width × length" />
              <NumberField {...field('zonePopulation')} blankValue="Table 6-1 density × area" />
            </FieldGrid>
            <ChoiceSelect
              {...choice('airDistributionConfiguration')}
              description="Sets the zone air distribution effectiveness Ez"
              schema={AirDistributionConfigurationSchema}
              data={DISTRIBUTION_OPTIONS}
            />
          </Stack>
        </FormSection>
      ) : null}

      {mode === 'kitchenHood' ? (
        <FormSection legend="Kitchen hood">
          <Stack gap="sm">
            <ChoiceSelect
              {...choice('hoodStyle')}
              description="IMC 507.13, minimum exhaust of an unlisted Type I hood"
              fallback="wallCanopy"
              schema={KitchenHoodStyleSchema}
              data={HOOD_STYLE_OPTIONS}
            />
            <ChoiceSelect
              {...choice('applianceDuty')}
              description="The heaviest-duty appliance under the hood (ASHRAE 154 duty classes)"
              fallback="medium"
              schema={ApplianceDutySchema}
              data={dutyOptions(value.hoodStyle ?? 'wallCanopy')}
            />
            <FieldGrid columns={2}>
              <NumberField {...field('hoodLength')} />
            </FieldGrid>
          </Stack>
        </FormSection>
      ) : null}

      <FormSection legend="Guidance">
        <ChoiceSelect
          {...choice('spaceType')}
          description="Compares the air changes with the range usually recommended for the space"
          schema={SPACE_TYPE_OR_NONE}
          data={SPACE_TYPE_OPTIONS}
        />
      </FormSection>
    </Stack>
  );
}
