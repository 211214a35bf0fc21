import {
  AIR_CHANGE_GUIDANCE,
  AIR_DISTRIBUTION_CONFIGURATIONS,
  APPLIANCE_DUTY_IDS,
  APPLIANCE_DUTY_LABELS,
  ApplianceDutySchema,
  AirDistributionConfigurationSchema,
  KITCHEN_HOOD_EXHAUST_CFM_PER_FT,
  KITCHEN_HOOD_STYLE_IDS,
  KITCHEN_HOOD_STYLE_LABELS,
  KitchenHoodStyleSchema,
  OCCUPANCY_CATEGORIES,
  OccupancyCategorySchema,
  SpaceTypeSchema,
  VENTILATION_FIELD_SPECS,
  VENTILATION_NAME_MAX_LENGTH,
  airChangeGuidance,
  airDistributionConfiguration,
  occupancyCategory,
  type VentilationField,
  type VentilationInput,
  type VentilationInputDraft,
  type VentilationMode,
} from '@org/hvac-core/ventilation';
import { z } from 'zod';
import { calculationNamePiece } from '../../calculator-kit/CalculationNameFieldset';
import type { FormLayout } from '../../calculator-kit/form-layout';
import { OCCUPANCY_CATEGORY_OPTIONS } from './occupancy-category-options';

/** The id of a field's input, for labels, focus links and tests. */
export function ventilationFieldId(field: VentilationField | string): string {
  return `ventilation-${field}`;
}

/** Whether the draft or input is in one of these modes (a new draft's is air changes). */
const inMode =
  (mode: VentilationMode) =>
  (values: VentilationInputDraft | VentilationInput): boolean =>
    (values.mode ?? 'airChanges') === mode;

/** ", Office Buildings": the Table 6-1 group heading of a category, or '' for none. */
function categoryGroup(id: unknown): string {
  const category = OCCUPANCY_CATEGORIES.find((candidate) => candidate.id === id);
  return category ? `, ${category.group}` : '';
}

/** The duties, each with its rate under the chosen hood, or "not allowed" (still selectable, so the message explains). */
function dutyOptions(draft: VentilationInputDraft): { value: string; label: string }[] {
  const parsed = KitchenHoodStyleSchema.safeParse(draft.hoodStyle ?? 'wallCanopy');
  return APPLIANCE_DUTY_IDS.map((id) => {
    const rate = parsed.success ? KITCHEN_HOOD_EXHAUST_CFM_PER_FT[parsed.data][id] : undefined;
    const suffix = rate === undefined ? '' : rate === null ? ' — not allowed' : ` — ${rate} cfm/ft`;
    return { value: id, label: `${APPLIANCE_DUTY_LABELS[id]}${suffix}` };
  });
}

/** The ventilation form and the report's inputs: the room, the mode's own fields, the guidance. */
export const VENTILATION_FORM: FormLayout<
  typeof VENTILATION_FIELD_SPECS,
  VentilationInputDraft,
  VentilationInput
> = {
  fields: VENTILATION_FIELD_SPECS,
  idOf: ventilationFieldId,
  groups: [
    calculationNamePiece(
      VENTILATION_FIELD_SPECS.calculationName.label,
      'Shown on the report, e.g. the room or the system it serves',
      VENTILATION_NAME_MAX_LENGTH,
    ),
    {
      legend: (values) =>
        inMode('kitchenHood')(values) ? 'Kitchen (the room the hood exhausts)' : 'Room',
      columns: 3,
      items: ['roomWidth', 'roomLength', 'roomHeight'],
    },
    {
      legend: 'Air changes',
      shown: inMode('airChanges'),
      items: ['airChangesPerHour'],
    },
    {
      legend: 'Airflow',
      shown: inMode('airChangesFromAirflow'),
      items: ['airflow'],
    },
    {
      legend: 'ASHRAE 62.1 zone',
      shown: inMode('ventilationRateProcedure'),
      items: [
        {
          choice: 'occupancyCategory',
          wide: true,
          // The chosen row's group heading too: "Breakrooms" (Office Buildings) and "Break rooms"
          // (General) are different rows, and a closed select shows the label alone.
          description: (draft) =>
            `ASHRAE 62.1-2022 Table 6-1${categoryGroup(draft.occupancyCategory)}: sets Rp, Ra and the default occupant density`,
          schema: OccupancyCategorySchema,
          options: OCCUPANCY_CATEGORY_OPTIONS,
          report: (input) => {
            const category = occupancyCategory(input.occupancyCategory);
            return `${category.group}: ${category.label}`;
          },
        },
        {
          number: 'zoneFloorArea',
          blankValue: 'width × length',
          reportBlank: 'room width × length',
        },
        {
          number: 'zonePopulation',
          blankValue: 'Table 6-1 density × area',
          reportBlank: 'default occupant density',
        },
        {
          choice: 'airDistributionConfiguration',
          wide: true,
          description: 'Sets the zone air distribution effectiveness Ez',
          schema: AirDistributionConfigurationSchema,
          options: AIR_DISTRIBUTION_CONFIGURATIONS.map((configuration) => ({
            value: configuration.id,
            label: `${configuration.label} (Ez = ${configuration.effectiveness})`,
          })),
          report: (input) => airDistributionConfiguration(input.airDistributionConfiguration).label,
        },
      ],
    },
    {
      legend: 'Kitchen hood',
      shown: inMode('kitchenHood'),
      items: [
        {
          choice: 'hoodStyle',
          wide: true,
          description: 'IMC 507.13, minimum exhaust of an unlisted Type I hood',
          fallback: 'wallCanopy',
          schema: KitchenHoodStyleSchema,
          options: KITCHEN_HOOD_STYLE_IDS.map((id) => ({
            value: id,
            label: KITCHEN_HOOD_STYLE_LABELS[id],
          })),
          report: (input) => KITCHEN_HOOD_STYLE_LABELS[input.hoodStyle],
        },
        {
          choice: 'applianceDuty',
          wide: true,
          description: 'The heaviest-duty appliance under the hood (ASHRAE 154 duty classes)',
          fallback: 'medium',
          schema: ApplianceDutySchema,
          options: dutyOptions,
          report: (input) => APPLIANCE_DUTY_LABELS[input.applianceDuty],
        },
        'hoodLength',
      ],
    },
    {
      legend: 'Guidance',
      columns: 1,
      items: [
        {
          choice: 'spaceType',
          description: 'Compares the air changes with the range usually recommended for the space',
          // A space type, or '' for None (no guidance).
          schema: SpaceTypeSchema.or(z.literal('')),
          options: [
            { value: '', label: 'None' },
            ...AIR_CHANGE_GUIDANCE.map((row) => ({
              value: row.id,
              label: `${row.label} (${row.minAch}–${row.maxAch} ACH)`,
            })),
          ],
          report: (input) => (input.spaceType ? airChangeGuidance(input.spaceType).label : 'none'),
        },
      ],
    },
  ],
};
