import { z } from 'zod';
import {
  finiteOrUndefined,
  numberOr,
  requiredNumber as requiredNumberOf,
  WHEN_OBJECT,
} from '../_lib/form-number.js';
import { UnitSystemSchema } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { DUCT_FIELD_LABELS, ductRangeMessage, isWithinDuctFieldRange } from './fields.js';
import type { DuctNumericField } from './fields.js';
import { FittingTypeSchema } from './fittings.js';
import { FrictionRateDesignInputSchema, checkFrictionRateDesign } from './friction-rate-design.js';
import { DuctMaterialSchema } from './materials.js';
import { DuctApplicationSchema } from './velocity-limits.js';

/** Maximum length of a calculation name, characters. */
export const CALCULATION_NAME_MAX_LENGTH = 120;
/** Maximum number of fitting rows. */
export const MAX_FITTING_ROWS = 200;

const LABELS = DUCT_FIELD_LABELS;

export const DuctShapeSchema = z.enum(['round', 'rectangular'], {
  error: `${LABELS.ductShape} must be round or rectangular.`,
});
export type DuctShape = z.output<typeof DuctShapeSchema>;

export const SizingMethodSchema = z.enum(['friction', 'velocity'], {
  error: `${LABELS.sizingMethod} must be friction or velocity.`,
});
export type SizingMethod = z.output<typeof SizingMethodSchema>;

/** 'standard': round up to standard sizes (the default); 'none': report the exact size only. */
export const RoundingModeSchema = z.enum(['standard', 'none'], {
  error: `${LABELS.roundingMode} must be standard or none.`,
});
export type RoundingMode = z.output<typeof RoundingModeSchema>;

const requiredNumber = (field: DuctNumericField) => requiredNumberOf(LABELS[field]);

/** An optional number: blank (undefined, null, '') becomes `fallback`. */
const optionalNumber = <Fallback extends number | undefined>(
  field: DuctNumericField,
  fallback: Fallback,
) => numberOr(LABELS[field], fallback);

/** One fitting row: a library type (or 'custom') and how many; C or an equivalent length may override. */
export const DuctFittingInputSchema = z
  .object(
    {
      id: z
        .string({ error: `${LABELS.id} must be text.` })
        .max(100)
        .optional(),
      type: FittingTypeSchema,
      quantity: optionalNumber('quantity', 1).optional(),
      customC: optionalNumber('customC', undefined).optional(),
      customEquivalentLength: optionalNumber('customEquivalentLength', undefined).optional(),
    },
    { error: 'Each fitting must be an object with a type and a quantity.' },
  )
  .transform((row) => ({ ...row, quantity: row.quantity ?? 1 }));
export type DuctFittingInput = z.output<typeof DuctFittingInputSchema>;

type Issue = (path: (string | number)[], message: string) => void;

function checkNumber(
  field: DuctNumericField,
  value: unknown,
  system: UnitSystem,
  path: (string | number)[],
  issue: Issue,
): void {
  const number = finiteOrUndefined(value);
  if (number !== undefined && !isWithinDuctFieldRange(field, number, system))
    issue(path, ductRangeMessage(field, system));
}

function checkFittings(rows: unknown, system: UnitSystem, issue: Issue): void {
  if (!Array.isArray(rows)) return;
  rows.forEach((row: unknown, index) => {
    if (typeof row !== 'object' || row === null) return;
    const fitting = row as Record<string, unknown>;
    const path = (field: string): (string | number)[] => ['fittings', index, field];
    for (const field of ['quantity', 'customC', 'customEquivalentLength'] as const) {
      checkNumber(field, fitting[field], system, path(field), issue);
    }
    const quantity = finiteOrUndefined(fitting['quantity']);
    if (quantity !== undefined && !Number.isInteger(quantity)) {
      issue(path('quantity'), `${LABELS.quantity} must be a whole number.`);
    }
    const hasC = finiteOrUndefined(fitting['customC']) !== undefined;
    const hasLength = finiteOrUndefined(fitting['customEquivalentLength']) !== undefined;
    if (hasC && hasLength) {
      issue(
        path('customEquivalentLength'),
        'Give a custom loss coefficient C or a custom equivalent length, not both.',
      );
    }
    if (fitting['type'] === 'custom' && !hasC && !hasLength) {
      issue(
        path('customC'),
        'A custom fitting needs a custom loss coefficient C or a custom equivalent length.',
      );
    }
  });
}

/** Range and cross-field checks of the sizing input; they skip values whose own parse failed. */
function checkDuctInput(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const unitSystem = UnitSystemSchema.safeParse(data['unitSystem']);
  if (!unitSystem.success) return;
  const system = unitSystem.data;
  const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  for (const field of [
    'airflow',
    'aspectRatio',
    'ductLength',
    'airTemperature',
    'altitude',
  ] as const) {
    checkNumber(field, data[field], system, [field], issue);
  }
  const method = data['sizingMethod'];
  const hasDesign =
    typeof data['frictionRateDesign'] === 'object' && data['frictionRateDesign'] !== null;
  for (const [field, required] of [
    ['targetVelocity', method === 'velocity'],
    ['targetFriction', method === 'friction' && !hasDesign],
  ] as const) {
    if (required && data[field] === undefined) {
      issue([field], `${LABELS[field]} is required for the ${method} sizing method.`);
    }
    checkNumber(field, data[field], system, [field], issue);
  }
  checkFittings(data['fittings'], system, issue);
  checkFrictionRateDesign(data['frictionRateDesign'], system, issue);
}

const commonFields = {
  calculationName: z
    .string({ error: `${LABELS.calculationName} must be text.` })
    .trim()
    .max(CALCULATION_NAME_MAX_LENGTH, {
      error: `${LABELS.calculationName} must be at most ${CALCULATION_NAME_MAX_LENGTH} characters.`,
    })
    .default(''),
  unitSystem: z
    .enum(UnitSystemSchema.options, { error: `${LABELS.unitSystem} must be Imperial or Metric.` })
    .default('Imperial'),
  airflow: requiredNumber('airflow'),
  ductShape: DuctShapeSchema.default('round'),
  ductLength: optionalNumber('ductLength', 0).default(0),
  fittings: z
    .array(DuctFittingInputSchema, { error: `${LABELS.fittings} must be a list.` })
    .max(MAX_FITTING_ROWS, {
      error: `${LABELS.fittings} can have at most ${MAX_FITTING_ROWS} rows.`,
    })
    .default([]),
  material: DuctMaterialSchema.default('galvanizedSteel'),
  airTemperature: optionalNumber('airTemperature', undefined).optional(),
  altitude: optionalNumber('altitude', 0).default(0),
  application: DuctApplicationSchema.default('main'),
};

/**
 * Input of the duct sizer. Numbers are in the units of `unitSystem`: airflow cfm or L/s, velocity
 * fpm or m/s, friction in. wg/100 ft or Pa/m, length and altitude ft or m, temperature °F or °C.
 * The spec's fields come first; every field beyond them has a default (galvanized steel, 68 °F /
 * 20 °C air at sea level, application 'main', standard sizes). `targetFriction` is required for the
 * friction method and `targetVelocity` for the velocity method. A form may hold numbers as strings.
 * The optional `frictionRateDesign` (ACCA Manual D friction-rate worksheet: blower external static
 * pressure, component losses, longest supply and return runs) works out the design friction rate;
 * with the target friction left blank the sizer sizes at that rate. Without it (as in files saved
 * before it existed) the input parses and computes as before.
 * Messages name the field and give ranges in the input's units; each issue's path is the field name
 * (['fittings', i, field] in a fitting row).
 */
export const DuctInputSchema = z
  .object(
    {
      ...commonFields,
      aspectRatio: optionalNumber('aspectRatio', 1).default(1),
      sizingMethod: SizingMethodSchema.default('friction'),
      targetVelocity: optionalNumber('targetVelocity', undefined).optional(),
      targetFriction: optionalNumber('targetFriction', undefined).optional(),
      roundingMode: RoundingModeSchema.default('standard'),
      frictionRateDesign: FrictionRateDesignInputSchema.optional(),
    },
    { error: 'The duct input must be an object of named fields.' },
  )
  .superRefine(checkDuctInput, WHEN_OBJECT);

/** A valid duct-sizing input, after parsing. */
export type DuctInput = z.output<typeof DuctInputSchema>;
/** A duct-sizing input as a form or saved document holds it. */
export type DuctInputDraft = z.input<typeof DuctInputSchema>;

function checkDuctCheckInput(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const unitSystem = UnitSystemSchema.safeParse(data['unitSystem']);
  if (!unitSystem.success) return;
  const system = unitSystem.data;
  const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  for (const field of ['airflow', 'ductLength', 'airTemperature', 'altitude'] as const) {
    checkNumber(field, data[field], system, [field], issue);
  }
  const fields =
    data['ductShape'] === 'rectangular' ? (['width', 'height'] as const) : (['diameter'] as const);
  for (const field of fields) {
    if (data[field] === undefined)
      issue([field], `${LABELS[field]} is required for a ${String(data['ductShape'])} duct.`);
    checkNumber(field, data[field], system, [field], issue);
  }
  checkFittings(data['fittings'], system, issue);
}

/**
 * Input of the reverse check: a given duct size and airflow. Sizes are inside dimensions in in or
 * mm: `diameter` for a round duct, `width` and `height` for a rectangular one.
 */
export const DuctCheckInputSchema = z
  .object(
    {
      ...commonFields,
      diameter: optionalNumber('diameter', undefined).optional(),
      width: optionalNumber('width', undefined).optional(),
      height: optionalNumber('height', undefined).optional(),
    },
    { error: 'The duct check input must be an object of named fields.' },
  )
  .superRefine(checkDuctCheckInput, WHEN_OBJECT);

export type DuctCheckInput = z.output<typeof DuctCheckInputSchema>;
export type DuctCheckInputDraft = z.input<typeof DuctCheckInputSchema>;
