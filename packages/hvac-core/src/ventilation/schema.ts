import { z } from 'zod';
import { UnitSystemSchema } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import {
  AIR_DISTRIBUTION_CONFIGURATION_IDS,
  DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
} from './air-distribution.js';
import { SPACE_TYPE_IDS } from './air-change-guidance.js';
import { fieldRangeMessage, isWithinFieldRange } from '../_lib/field-spec.js';
import {
  VENTILATION_FIELD_LABELS,
  VENTILATION_FIELD_SPECS,
  VENTILATION_NUMERIC_FIELDS,
} from './fields.js';
import type { VentilationNumericField } from './fields.js';
import {
  finiteOrUndefined,
  optionalNumber,
  requiredNumber,
  WHEN_OBJECT,
} from '../_lib/form-number.js';
import {
  APPLIANCE_DUTY_IDS,
  APPLIANCE_DUTY_LABELS,
  KITCHEN_HOOD_STYLE_IDS,
  KITCHEN_HOOD_STYLE_LABELS,
  kitchenHoodExhaustCfmPerFt,
} from './kitchen-hood.js';
import {
  DEFAULT_OCCUPANCY_CATEGORY,
  OCCUPANCY_CATEGORY_IDS,
  occupancyCategory,
} from './occupancy-categories.js';

/** Maximum length of a calculation name, characters. */
export const VENTILATION_NAME_MAX_LENGTH = 120;

const LABELS = VENTILATION_FIELD_LABELS;

/**
 * What the calculator computes:
 * - `airChanges` (the spec's calculator): airflow from the room volume and air changes per hour;
 * - `airChangesFromAirflow`: the inverse, air changes per hour from a known airflow;
 * - `ventilationRateProcedure`: zone outdoor airflow by ASHRAE 62.1 (people and area rates, Ez);
 * - `kitchenHood`: a commercial kitchen hood's exhaust per length of hood, by hood style and
 *   appliance duty (IMC 507.13), with the room's air changes it makes.
 */
export const VENTILATION_MODES = [
  'airChanges',
  'airChangesFromAirflow',
  'ventilationRateProcedure',
  'kitchenHood',
] as const;

export const VentilationModeSchema = z.enum(VENTILATION_MODES, {
  error: `${LABELS.mode} must be air changes, air changes from airflow, ASHRAE 62.1 ventilation rate procedure, or kitchen hood exhaust.`,
});

export const KitchenHoodStyleSchema = z.enum(KITCHEN_HOOD_STYLE_IDS, {
  error: `${LABELS.hoodStyle} must be one of the listed hood styles.`,
});

export const ApplianceDutySchema = z.enum(APPLIANCE_DUTY_IDS, {
  error: `${LABELS.applianceDuty} must be light, medium, heavy or extra-heavy duty.`,
});
export type VentilationMode = z.output<typeof VentilationModeSchema>;

export const OccupancyCategorySchema = z.enum(OCCUPANCY_CATEGORY_IDS, {
  error: `${LABELS.occupancyCategory} must be one of the listed ASHRAE 62.1 categories.`,
});

export const AirDistributionConfigurationSchema = z.enum(AIR_DISTRIBUTION_CONFIGURATION_IDS, {
  error: `${LABELS.airDistributionConfiguration} must be one of the listed configurations.`,
});

export const SpaceTypeSchema = z.enum(SPACE_TYPE_IDS, {
  error: `${LABELS.spaceType} must be one of the listed space types.`,
});

/** "an eyebrow", "a wall-mounted canopy": a label in lower case with its article. */
function article(label: string): string {
  const lower = label.toLowerCase();
  return `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
}

/**
 * Range checks (in SI, so that they survive a unit switch) and the fields each mode needs. They run
 * even when another field failed to parse, so that a form shows every message at once.
 */
function checkRanges(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const unitSystem = UnitSystemSchema.safeParse(data['unitSystem'] ?? 'Imperial');
  if (!unitSystem.success) return;
  const system: UnitSystem = unitSystem.data;
  const issue = (field: string, message: string): void => {
    ctx.addIssue({ code: 'custom', path: [field], message });
  };

  for (const field of VENTILATION_NUMERIC_FIELDS) {
    const value = finiteOrUndefined(data[field]);
    const spec = VENTILATION_FIELD_SPECS[field];
    if (value !== undefined && !isWithinFieldRange(spec, value, system))
      issue(field, fieldRangeMessage(spec, system));
  }

  const mode = VentilationModeSchema.safeParse(data['mode'] ?? 'airChanges');
  if (!mode.success) return;
  const requireField = (field: VentilationNumericField, why: string): void => {
    if (data[field] === undefined) issue(field, `${LABELS[field]} is required ${why}.`);
  };
  if (mode.data === 'airChanges') requireField('airChangesPerHour', 'to compute the airflow');
  if (mode.data === 'airChangesFromAirflow')
    requireField('airflow', 'to compute the air changes per hour');
  if (mode.data === 'kitchenHood') {
    requireField('hoodLength', 'to compute the hood exhaust');
    const style = KitchenHoodStyleSchema.safeParse(data['hoodStyle'] ?? 'wallCanopy');
    const duty = ApplianceDutySchema.safeParse(data['applianceDuty'] ?? 'medium');
    if (style.success && duty.success && kitchenHoodExhaustCfmPerFt(style.data, duty.data) === null)
      issue(
        'applianceDuty',
        `The code does not allow ${article(KITCHEN_HOOD_STYLE_LABELS[style.data])} hood over ${APPLIANCE_DUTY_LABELS[duty.data].replace(/ \(.*\)$/, '').toLowerCase()} appliances: choose another hood style or duty.`,
      );
  }
  if (mode.data === 'ventilationRateProcedure') {
    const category = OccupancyCategorySchema.safeParse(
      data['occupancyCategory'] ?? DEFAULT_OCCUPANCY_CATEGORY,
    );
    if (
      category.success &&
      occupancyCategory(category.data).defaultOccupantDensityPer1000Ft2 === null &&
      occupancyCategory(category.data).peopleRateCfmPerPerson > 0
    ) {
      requireField(
        'zonePopulation',
        `for ${occupancyCategory(category.data).label}: ASHRAE 62.1 gives no default occupant density`,
      );
    }
  }
}

/**
 * Input of the ventilation calculator. Numbers are in the units of `unitSystem` (ft, ft², cfm or m,
 * m², L/s). The spec's fields come first: `calculationName`, `unitSystem`, `roomWidth`,
 * `roomLength`, `roomHeight`, `airChangesPerHour`; every other field has a default, so a saved
 * document with only the spec's fields parses as the spec's air-change calculation. A form may hold
 * numbers as strings: numeric strings are accepted and blanks count as missing. Every message names
 * the field and, for a range, gives it in the input's unit system; each issue's path is the field.
 *
 * Mode `ventilationRateProcedure` uses `occupancyCategory`, `zonePopulation` (blank: the category's
 * default occupant density × floor area), `zoneFloorArea` (blank: width × length) and
 * `airDistributionConfiguration`. Mode `airChangesFromAirflow` uses `airflow`. `spaceType` selects
 * the recommended air-change range shown as guidance. Mode `kitchenHood` uses `hoodStyle`,
 * `applianceDuty` and `hoodLength` (ft or m); the room is the kitchen the hood exhausts.
 */
export const VentilationInputSchema = z
  .object(
    {
      calculationName: z
        .string({ error: `${LABELS.calculationName} must be text.` })
        .trim()
        .max(VENTILATION_NAME_MAX_LENGTH, {
          error: `${LABELS.calculationName} must be at most ${VENTILATION_NAME_MAX_LENGTH} characters.`,
        })
        .default(''),
      unitSystem: z
        .enum(UnitSystemSchema.options, {
          error: `${LABELS.unitSystem} must be Imperial or Metric.`,
        })
        .default('Imperial'),
      roomWidth: requiredNumber(LABELS.roomWidth),
      roomLength: requiredNumber(LABELS.roomLength),
      roomHeight: requiredNumber(LABELS.roomHeight),
      airChangesPerHour: optionalNumber(LABELS.airChangesPerHour),
      mode: VentilationModeSchema.default('airChanges'),
      airflow: optionalNumber(LABELS.airflow),
      occupancyCategory: OccupancyCategorySchema.default(DEFAULT_OCCUPANCY_CATEGORY),
      zoneFloorArea: optionalNumber(LABELS.zoneFloorArea),
      zonePopulation: optionalNumber(LABELS.zonePopulation),
      airDistributionConfiguration: AirDistributionConfigurationSchema.default(
        DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
      ),
      hoodStyle: KitchenHoodStyleSchema.default('wallCanopy'),
      applianceDuty: ApplianceDutySchema.default('medium'),
      hoodLength: optionalNumber(LABELS.hoodLength),
      spaceType: z
        .enum([...SPACE_TYPE_IDS, ''], {
          error: `${LABELS.spaceType} must be one of the listed space types.`,
        })
        .nullish()
        // A cleared select holds '' or null: no space type, so no guidance.
        .transform((value) => (value === '' || value === null ? undefined : value)),
    },
    { error: 'The ventilation input must be an object of named fields.' },
  )
  .superRefine(checkRanges, WHEN_OBJECT);

/** A valid ventilation input, after parsing: numbers, defaults filled in. */
export type VentilationInput = z.output<typeof VentilationInputSchema>;

/** A ventilation input as a form or a saved document holds it, before parsing. */
export type VentilationInputDraft = z.input<typeof VentilationInputSchema>;
