import { z } from 'zod';
import { groupError, WHEN_OBJECT } from '../_lib/form-number.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { PIPE_FITTINGS } from '../pipe/fittings.js';
import {
  REFRIGERANT_FITTING_FIELD_SPECS,
  REFRIGERANT_LINE_FIELD_LABELS,
  REFRIGERANT_LINE_NUMERIC_FIELDS,
  isRefrigerantLineFieldInRange,
  refrigerantLineRangeMessage,
} from './fields.js';
import type { RefrigerantLineNumericField } from './fields.js';
import { fieldFromSi, fieldQuantityUnitLabel, fieldToSi } from '../units/field-quantities.js';
import { finiteOrUndefined, numberOr, requiredNumber } from '../_lib/form-number.js';
import { checkFieldRange } from '../_lib/range-issue.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { enumField, nameField } from '../_lib/schema-fields.js';
import { REFRIGERANTS, refrigerantInfo, saturationTemperatureRangeC } from './refrigerants.js';
import { saturationProperties, saturationTemperatureC } from './saturation.js';
import type { RefrigerantId } from './refrigerants.js';
import { TUBE_SERIES } from './tubes.js';

const LABELS = REFRIGERANT_LINE_FIELD_LABELS;

/** Suction (evaporator to compressor), hot-gas discharge (compressor to condenser), liquid (condenser to expansion device). */
export const LINE_TYPES = ['suction', 'discharge', 'liquid'] as const;
export type LineType = (typeof LINE_TYPES)[number];

/** Horizontal (pitched) run, or riser with upward flow (oil-return velocity differs). */
export const LINE_ORIENTATIONS = ['horizontal', 'riser'] as const;
export type LineOrientation = (typeof LINE_ORIENTATIONS)[number];

/**
 * Fittings the refrigerant sizer knows, a subset of the pipe engine's Crane TP-410 list; 'custom'
 * takes an equivalent length from the manufacturer (solenoid valve, filter-drier, sight glass).
 */
export const REFRIGERANT_FITTING_TYPES = [
  'elbow90Standard',
  'elbow90LongRadius',
  'elbow45Standard',
  'teeThroughRun',
  'teeThroughBranch',
  'ballValve',
  'globeValve',
  'swingCheckValve',
  'custom',
] as const;
export type RefrigerantFittingType = (typeof REFRIGERANT_FITTING_TYPES)[number];

/** Labels of the fitting types, from the pipe engine. */
export const REFRIGERANT_FITTING_LABELS: Readonly<Record<RefrigerantFittingType, string>> =
  Object.fromEntries(
    REFRIGERANT_FITTING_TYPES.map((type) => [type, PIPE_FITTINGS[type].label]),
  ) as Record<RefrigerantFittingType, string>;

/** A fitting on the line: its equivalent length comes from Crane's K, or from the user. */
export const RefrigerantFittingInputSchema = z
  .object(
    {
      /** Stable id of the row (for the form), unique within the list. */
      id: z
        .string({ error: 'Fitting id must be text.' })
        .trim()
        .min(1, 'Fitting id must not be empty.')
        .max(64, 'Fitting id must be at most 64 characters.'),
      type: enumField('Fitting type', REFRIGERANT_FITTING_TYPES),
      quantity: z
        .number({ error: 'Fitting quantity must be a whole number from 1 to 1000.' })
        .int('Fitting quantity must be a whole number from 1 to 1000.')
        .min(1, 'Fitting quantity must be a whole number from 1 to 1000.')
        .max(1000, 'Fitting quantity must be a whole number from 1 to 1000.')
        .default(1),
      /** Equivalent length of one fitting, ft | m; overrides Crane's value (required for 'custom'). */
      customEquivalentLength: numberOr('Fitting equivalent length', undefined).optional(),
    },
    { error: groupError('Each fitting') },
  )
  // A blank length leaves no `customEquivalentLength: undefined` key behind: Firestore rejects
  // undefined values, and a parsed input is what a saved file stores.
  .transform(({ customEquivalentLength, ...fitting }): RefrigerantFittingInput =>
    customEquivalentLength === undefined ? fitting : { ...fitting, customEquivalentLength },
  );
/** A fitting row as parsed: `customEquivalentLength` is present only when given. */
export interface RefrigerantFittingInput {
  id: string;
  type: RefrigerantFittingType;
  quantity: number;
  /** ft | m, for one fitting; overrides Crane's value. */
  customEquivalentLength?: number;
}

/**
 * Room left at each end of a refrigerant's table, K: the largest allowed penalty (10 °F = 5.6 K) must
 * stay inside the table, below the evaporating temperature and above the condensing temperature.
 */
export const TABLE_MARGIN_K = 6;

/**
 * The evaporating and condensing temperatures the sizer accepts for a refrigerant, °C: its table
 * less {@link TABLE_MARGIN_K} at each end, and at least 5 K between the two.
 *
 * @param refrigerant - One of `REFRIGERANTS`.
 * @returns Inclusive ranges, °C.
 * @example refrigerantTemperatureLimitsC('R744').condensing //=> { minC: -39, maxC: 24 }
 */
export function refrigerantTemperatureLimitsC(refrigerant: RefrigerantId): {
  readonly evaporating: { readonly minC: number; readonly maxC: number };
  readonly condensing: { readonly minC: number; readonly maxC: number };
} {
  const table = saturationTemperatureRangeC(refrigerant);
  return {
    evaporating: { minC: table.minC + TABLE_MARGIN_K, maxC: table.maxC - TABLE_MARGIN_K - 5 },
    condensing: { minC: table.minC + TABLE_MARGIN_K + 5, maxC: table.maxC - TABLE_MARGIN_K },
  };
}

function checkTemperaturesForRefrigerant(
  ctx: z.RefinementCtx,
  refrigerant: RefrigerantId,
  unitSystem: UnitSystem,
  values: {
    readonly evaporating: number | undefined;
    readonly condensing: number | undefined;
    readonly subcooling: number | undefined;
  },
): void {
  const table = saturationTemperatureRangeC(refrigerant);
  const label = refrigerantInfo(refrigerant).label;
  const show = (celsius: number): string =>
    `${formatNumberForMessage(fieldFromSi(celsius, 'temperature', unitSystem))} ${fieldQuantityUnitLabel('temperature', unitSystem)}`;
  const allowed = refrigerantTemperatureLimitsC(refrigerant);
  const limits = {
    evaporatingTemperature: allowed.evaporating,
    condensingTemperature: allowed.condensing,
  } as const;
  const celsius = (value: number): number => fieldToSi(value, 'temperature', unitSystem);
  let valid = true;
  for (const [field, value] of [
    ['evaporatingTemperature', values.evaporating],
    ['condensingTemperature', values.condensing],
  ] as const) {
    if (value === undefined) continue;
    const { minC, maxC } = limits[field];
    if (celsius(value) < minC - 1e-9 || celsius(value) > maxC + 1e-9) {
      valid = false;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${LABELS[field]} must be between ${show(minC)} and ${show(maxC)} for ${label} (its property table, less room for the pressure drop).`,
      });
    }
  }
  if (values.evaporating === undefined || values.condensing === undefined) return;
  const liftK = celsius(values.condensing) - celsius(values.evaporating);
  if (liftK < 5) {
    ctx.addIssue({
      code: 'custom',
      path: ['condensingTemperature'],
      message: `${LABELS.condensingTemperature} must be at least ${formatNumberForMessage(fieldFromSi(5, 'temperatureDifference', unitSystem))} ${fieldQuantityUnitLabel('temperatureDifference', unitSystem)} above the evaporating temperature.`,
    });
    return;
  }
  if (!valid || values.subcooling === undefined) return;
  const condenserPa = saturationProperties(refrigerant, celsius(values.condensing)).dewPressurePa;
  const liquidC =
    saturationTemperatureC(refrigerant, condenserPa, 'bubble') -
    fieldToSi(values.subcooling, 'temperatureDifference', unitSystem);
  if (liquidC < table.minC) {
    ctx.addIssue({
      code: 'custom',
      path: ['subcooling'],
      message: `${LABELS.subcooling} would cool the liquid below ${show(table.minC)}, the end of the ${label} table.`,
    });
  }
}

function checkRanges(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const unitSystemRead = UnitSystemSchema.safeParse(data['unitSystem']);
  if (!unitSystemRead.success) return;
  const unitSystem = unitSystemRead.data;
  const value = (field: RefrigerantLineNumericField): number | undefined =>
    finiteOrUndefined(data[field]);
  for (const field of REFRIGERANT_LINE_NUMERIC_FIELDS) {
    const fieldValue = value(field);
    if (fieldValue !== undefined && !isRefrigerantLineFieldInRange(field, fieldValue, unitSystem)) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: refrigerantLineRangeMessage(field, unitSystem),
      });
    }
  }
  const rise = value('verticalRise');
  const length = value('straightLength');
  if (rise !== undefined && length !== undefined && Math.abs(rise) > length + 1e-9) {
    ctx.addIssue({
      code: 'custom',
      path: ['verticalRise'],
      message: `${LABELS.verticalRise} cannot exceed the straight length in size (the rise is part of the run).`,
    });
  }
  const refrigerant = REFRIGERANTS.find((id) => id === data['refrigerant']);
  if (refrigerant !== undefined) {
    checkTemperaturesForRefrigerant(ctx, refrigerant, unitSystem, {
      evaporating: value('evaporatingTemperature'),
      condensing: value('condensingTemperature'),
      subcooling: value('subcooling'),
    });
  }
  const fittings = Array.isArray(data['fittings']) ? (data['fittings'] as unknown[]) : [];
  const seen = new Set<string>();
  fittings.forEach((row, index) => {
    if (typeof row !== 'object' || row === null) return;
    const fitting = row as Partial<RefrigerantFittingInput>;
    const equivalentLength = finiteOrUndefined(fitting.customEquivalentLength);
    const path = ['fittings', index, 'customEquivalentLength'];
    const lengthSpec = REFRIGERANT_FITTING_FIELD_SPECS.customEquivalentLength;
    checkFieldRange(ctx, unitSystem, equivalentLength, path, lengthSpec, lengthSpec.label);
    if (fitting.type === 'custom' && equivalentLength === undefined) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: 'A custom fitting needs its equivalent length from the manufacturer’s data.',
      });
    }
    if (typeof fitting.id === 'string') {
      if (seen.has(fitting.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fittings', index, 'id'],
          message: `Fitting id '${fitting.id}' is used twice; ids must be unique.`,
        });
      }
      seen.add(fitting.id);
    }
  });
}

/**
 * Input of the refrigerant line sizer. Numbers are in the units of `unitSystem` (default Imperial):
 * capacity Btu/h | W (the evaporator's refrigerating capacity); temperatures °F | °C (saturated, dew
 * point for blends); superheat, subcooling and penalties °F | K; lengths ft | m. A form may hold
 * numbers as strings; blanks count as missing. Every message names the field and, for a range, gives
 * it in the input's unit system; each issue's path is the field.
 */
export const RefrigerantLineInputSchema = z
  .object(
    {
      calculationName: nameField(LABELS.calculationName),
      unitSystem: z
        .enum(UnitSystemSchema.options, {
          error: `${LABELS.unitSystem} must be Imperial or Metric.`,
        })
        .default('Imperial'),
      refrigerant: enumField(LABELS.refrigerant, REFRIGERANTS),
      lineType: enumField(LABELS.lineType, LINE_TYPES),
      orientation: enumField(LABELS.orientation, LINE_ORIENTATIONS).default('horizontal'),
      tubeSeries: enumField(LABELS.tubeSeries, TUBE_SERIES).default('acrDrawn'),
      capacity: requiredNumber(LABELS.capacity),
      evaporatingTemperature: requiredNumber(LABELS.evaporatingTemperature),
      condensingTemperature: requiredNumber(LABELS.condensingTemperature),
      superheat: requiredNumber(LABELS.superheat),
      subcooling: requiredNumber(LABELS.subcooling),
      /** Discharge gas superheat above the condensing dew point; default 45 °F | 25 K. */
      dischargeSuperheat: numberOr(LABELS.dischargeSuperheat, undefined).optional(),
      straightLength: requiredNumber(LABELS.straightLength),
      /** Height gained in the direction of flow (negative for a drop); used for liquid lift. */
      verticalRise: numberOr(LABELS.verticalRise, 0).default(0),
      fittings: z
        .array(RefrigerantFittingInputSchema, { error: `${LABELS.fittings} must be a list.` })
        .max(200, `${LABELS.fittings} may hold at most 200 rows.`)
        .default([]),
      /** Equivalent length of accessories not in the fittings list (ft | m). */
      additionalEquivalentLength: numberOr(LABELS.additionalEquivalentLength, 0).default(0),
      /** Allowed saturation-temperature penalty; default 2 °F | 1 K (suction, discharge), 1 °F | 0.5 K (liquid). */
      allowedTemperaturePenalty: numberOr(LABELS.allowedTemperaturePenalty, undefined).optional(),
    },
    { error: groupError('The refrigerant-line file') },
  )
  .superRefine((data, ctx) => checkRanges(data as Record<string, unknown>, ctx), WHEN_OBJECT);

/** A validated refrigerant-line input (defaults applied). */
export type RefrigerantLineInput = z.output<typeof RefrigerantLineInputSchema>;
/** A refrigerant-line input as a form or API may send it. */
export type RefrigerantLineInputDraft = z.input<typeof RefrigerantLineInputSchema>;
