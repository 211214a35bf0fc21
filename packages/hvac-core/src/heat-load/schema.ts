import { z } from 'zod';
import { UnitSystemSchema } from '../units/index.js';
import { OCCUPANCY_CATEGORY_IDS } from '../ventilation/occupancy-categories.js';
import type { UnitSystem } from '../units/index.js';
import {
  finiteOrUndefined,
  numberOr,
  optionalNumber,
  requiredNumber,
  WHEN_OBJECT,
} from '../_lib/form-number.js';
import {
  ACTIVITY_LEVEL_IDS,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_WINDOW_ORIENTATION,
  WINDOW_ORIENTATION_IDS,
} from './constants.js';
import {
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_NUMERIC_FIELDS,
  formatHeatLoadValue,
  HEAT_LOAD_FIELD_SPECS,
  heatLoadFieldUnitLabel,
  heatLoadRangeMessage,
} from './fields.js';
import { isWithinFieldRange } from '../_lib/field-spec.js';
import type { HeatLoadNumericField } from './fields.js';

/** Maximum length of a room name, characters. */
export const ROOM_NAME_MAX_LENGTH = 120;

const LABELS = HEAT_LOAD_FIELD_LABELS;

/** Cooling (heat gains to remove) or Heating (heat losses to replace). */
export const CalculationModeSchema = z.enum(['Cooling', 'Heating'], {
  error: (issue) =>
    issue.input === undefined
      ? `${LABELS.calculationMode} is required.`
      : `${LABELS.calculationMode} must be Cooling or Heating.`,
});
export type CalculationMode = z.output<typeof CalculationModeSchema>;

/** An activity level of ASHRAE F ch. 18 table 1 (see `ACTIVITY_LEVELS`). */
export const ActivityLevelSchema = z.enum(ACTIVITY_LEVEL_IDS, {
  error: `${LABELS.activityLevel} must be one of the listed activities.`,
});

/**
 * What the ventilation rate is checked against: an occupancy category of ASHRAE 62.1 Table 6-1
 * (the one table the ventilation calculator uses), or a dwelling, which 62.1 leaves to ASHRAE 62.2
 * (no 62.1 check). Files saved before the field existed were checked as office space: the default.
 */
export const VentilationSpaceTypeSchema = z.enum([...OCCUPANCY_CATEGORY_IDS, 'dwelling'], {
  error: `${LABELS.ventilationSpaceType} must be one of the listed space types.`,
});
export type VentilationSpaceType = z.output<typeof VentilationSpaceTypeSchema>;

/** The direction a window faces, or 'Horizontal' for a skylight (see `WINDOW_ORIENTATIONS`). */
export const WindowOrientationSchema = z.enum(WINDOW_ORIENTATION_IDS, {
  error: `${LABELS.windowOrientation} must be one of N, NE, E, SE, S, SW, W, NW or Horizontal.`,
});

/** The most windows a room holds besides the first (the spec's window). */
export const MAX_ADDITIONAL_WINDOWS = 16;

/**
 * A window besides the spec's first one, on its own orientation: its area (ft² or m²) and SHGC
 * (blank: the first window's SHGC). It shares the first window's U-value. Range messages name the
 * window ("Window 2 area must be ...") and their path is `['additionalWindows', index, field]`.
 */
export const AdditionalWindowSchema = z.object(
  {
    orientation: WindowOrientationSchema.default(DEFAULT_WINDOW_ORIENTATION),
    area: requiredNumber(LABELS.windowArea),
    shgc: optionalNumber(LABELS.windowShgc),
  },
  { error: 'A window must be an object with its orientation, area and SHGC.' },
);
export type AdditionalWindow = z.output<typeof AdditionalWindowSchema>;

/** Range checks of the additional windows, in the input's unit system. */
function checkAdditionalWindows(
  data: Record<string, unknown>,
  system: UnitSystem,
  ctx: z.RefinementCtx,
): void {
  const windows = data['additionalWindows'];
  if (!Array.isArray(windows)) return;
  windows.forEach((window: unknown, index) => {
    if (typeof window !== 'object' || window === null) return;
    const record = window as Record<string, unknown>;
    for (const [key, field] of [
      ['area', 'windowArea'],
      ['shgc', 'windowShgc'],
    ] as const) {
      const fieldValue = finiteOrUndefined(record[key]);
      if (
        fieldValue !== undefined &&
        !isWithinFieldRange(HEAT_LOAD_FIELD_SPECS[field], fieldValue, system)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['additionalWindows', index, key],
          message: `Window ${index + 2}: ${heatLoadRangeMessage(field, system)}`,
        });
      }
    }
  });
}

const SURFACES = [
  ['wallUValue', 'wallArea', 'wall'],
  ['windowUValue', 'windowArea', 'window'],
  ['roofUValue', 'roofArea', 'roof'],
] as const;

/**
 * Range checks that depend on the unit system or on another field. They run even when another field
 * failed to parse, so that a form shows every message at once; each check skips a field that is not
 * a finite number (its own message is already there).
 */
function checkRanges(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const unitSystem = UnitSystemSchema.safeParse(data['unitSystem']);
  if (!unitSystem.success) return;
  const system: UnitSystem = unitSystem.data;
  const value = (field: HeatLoadNumericField): number | undefined => finiteOrUndefined(data[field]);
  const issue = (field: HeatLoadNumericField, message: string): void => {
    ctx.addIssue({ code: 'custom', path: [field], message });
  };

  for (const field of HEAT_LOAD_NUMERIC_FIELDS) {
    const fieldValue = value(field);
    if (
      fieldValue !== undefined &&
      !isWithinFieldRange(HEAT_LOAD_FIELD_SPECS[field], fieldValue, system)
    )
      issue(field, heatLoadRangeMessage(field, system));
  }

  checkAdditionalWindows(data, system, ctx);

  const people = value('numPeople');
  if (people !== undefined && !Number.isInteger(people))
    issue('numPeople', `${LABELS.numPeople} must be a whole number.`);

  for (const [uField, areaField, surface] of SURFACES) {
    const u = value(uField);
    const area = value(areaField);
    if (u === 0 && area !== undefined && area > 0) {
      issue(
        uField,
        `${LABELS[uField]} must be greater than 0 when the ${surface} area is above 0.`,
      );
    }
  }

  const ach = value('infiltrationAch');
  if (ach !== undefined && ach > 0) {
    const achText = formatHeatLoadValue(ach, heatLoadFieldUnitLabel('infiltrationAch', system));
    for (const field of ['floorArea', 'ceilingHeight'] as const) {
      const raw = data[field];
      const size = value(field);
      if (raw === undefined) {
        issue(field, `${LABELS[field]} is required to compute infiltration (${achText}).`);
      } else if (size !== undefined && size <= 0) {
        issue(
          field,
          `${LABELS[field]} must be greater than 0 to compute infiltration (${achText}).`,
        );
      }
    }
  }
}

/**
 * Input of the room heat-load calculator. Numbers are in the units of `unitSystem` (°F or °C, ft² or
 * m², Btu/h·ft²·°F or W/m²·K, cfm or L/s; lighting and equipment in W in both). The spec's fields
 * are required; every other field has a default, so a saved document with only the spec's fields
 * parses. A form may hold numbers as strings: numeric strings are accepted and blanks count as
 * missing. Every message names the field and, for a range, gives it in the input's unit system; each
 * issue's path is the field name.
 *
 * Windows: the spec's `windowArea`, `windowUValue`, `windowShgc` and `windowOrientation` are the
 * first window; `additionalWindows` (default none, so a saved file with one window computes as
 * before) adds windows on other orientations, each with its area and SHGC, at the same U-value.
 */
export const HeatLoadInputSchema = z
  .object(
    {
      unitSystem: z
        .enum(UnitSystemSchema.options, {
          error: `${LABELS.unitSystem} must be Imperial or Metric.`,
        })
        .default('Imperial'),
      calculationMode: CalculationModeSchema,
      roomName: z
        .string({ error: `${LABELS.roomName} must be text.` })
        .trim()
        .max(ROOM_NAME_MAX_LENGTH, {
          error: `${LABELS.roomName} must be at most ${ROOM_NAME_MAX_LENGTH} characters.`,
        })
        .default(''),
      outdoorTemp: requiredNumber(LABELS.outdoorTemp),
      indoorTemp: requiredNumber(LABELS.indoorTemp),
      wallArea: requiredNumber(LABELS.wallArea),
      wallUValue: requiredNumber(LABELS.wallUValue),
      windowArea: requiredNumber(LABELS.windowArea),
      windowUValue: requiredNumber(LABELS.windowUValue),
      roofArea: requiredNumber(LABELS.roofArea),
      roofUValue: requiredNumber(LABELS.roofUValue),
      numPeople: requiredNumber(LABELS.numPeople),
      lightingLoad: requiredNumber(LABELS.lightingLoad),
      equipmentLoad: requiredNumber(LABELS.equipmentLoad),
      ventilationRate: requiredNumber(LABELS.ventilationRate),
      ventilationSpaceType: VentilationSpaceTypeSchema.default('officeSpace'),
      activityLevel: ActivityLevelSchema.default(DEFAULT_ACTIVITY_LEVEL),
      outdoorRelativeHumidity: optionalNumber(LABELS.outdoorRelativeHumidity),
      indoorRelativeHumidity: optionalNumber(LABELS.indoorRelativeHumidity),
      windowShgc: optionalNumber(LABELS.windowShgc),
      windowOrientation: WindowOrientationSchema.default(DEFAULT_WINDOW_ORIENTATION),
      additionalWindows: z
        .array(AdditionalWindowSchema, { error: 'The windows must be a list.' })
        .max(MAX_ADDITIONAL_WINDOWS, {
          error: `A room holds at most ${MAX_ADDITIONAL_WINDOWS + 1} windows.`,
        })
        .default([]),
      floorArea: optionalNumber(LABELS.floorArea),
      ceilingHeight: optionalNumber(LABELS.ceilingHeight),
      infiltrationAch: numberOr(LABELS.infiltrationAch, 0).default(0),
      safetyFactorPercent: numberOr(LABELS.safetyFactorPercent, 0).default(0),
      creditInternalGainsInHeating: z
        .boolean({ error: `${LABELS.creditInternalGainsInHeating} must be true or false.` })
        .default(false),
    },
    { error: 'The heat-load input must be an object of named fields.' },
  )
  .superRefine(checkRanges, WHEN_OBJECT);

/** A valid heat-load input, after parsing: numbers, defaults filled in. */
export type HeatLoadInput = z.output<typeof HeatLoadInputSchema>;

/** A heat-load input as a form or a saved document holds it, before parsing. */
export type HeatLoadInputDraft = z.input<typeof HeatLoadInputSchema>;
