import { z } from 'zod';
import { groupError, listError } from '../_lib/form-number.js';
import { FluidNameSchema } from '../fluids/schema.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { PIPE_FITTING_TYPES, PIPE_FITTINGS } from './fittings.js';
import { checkDisplayRange } from '../_lib/display-range.js';
import type { DisplayRange } from '../_lib/display-range.js';
import { fieldName } from '../_lib/field-name.js';
import { calculationNameField, displayNumberField, rowNameField } from '../_lib/schema-fields.js';
import { checkFluidSelection } from '../fluids/check-fluid-selection.js';
import { PIPE_MATERIALS } from './materials.js';
import { FRICTION_METHODS } from './pipe-flow.js';

/**
 * Field ranges in each unit system's display units. Wide enough for any building or plant system,
 * narrow enough to catch a unit mix-up (entering L/s as gpm) or a typing slip.
 */
export const PIPE_INPUT_RANGES = {
  flowRate: { Imperial: [0.01, 50_000], Metric: [0.001, 3000] },
  pipeLength: { Imperial: [0, 100_000], Metric: [0, 30_000] },
  frictionRate: { Imperial: [0.1, 100], Metric: [1, 10_000] },
  maxVelocity: { Imperial: [0.5, 30], Metric: [0.15, 9] },
  customK: { Imperial: [0, 10_000], Metric: [0, 10_000] },
  customEquivalentLength: { Imperial: [0, 10_000], Metric: [0, 3000] },
  pressureDrop: { Imperial: [0, 1000], Metric: [0, 3000] },
} as const satisfies Record<string, DisplayRange>;

/** A fitting or valve on the pipe run. */
export const PipeFittingInputSchema = z.object(
  {
    /** Stable id of the row (for the form), unique within the list. */
    id: z
      .string({ error: 'id must be a text.' })
      .trim()
      .min(1, 'id must not be empty.')
      .max(64, 'id must be at most 64 characters.'),
    type: z.enum(PIPE_FITTING_TYPES, {
      error: () => `type must be one of: ${PIPE_FITTING_TYPES.join(', ')}.`,
    }),
    /** How many of this fitting, default 1. */
    quantity: z
      .number({ error: 'Quantity must be a whole number from 1 to 1000.' })
      .int('Quantity must be a whole number from 1 to 1000.')
      .min(1, 'Quantity must be a whole number from 1 to 1000.')
      .max(1000, 'Quantity must be a whole number from 1 to 1000.')
      .default(1),
    /** Resistance coefficient K of one fitting; overrides the built-in value. */
    customK: displayNumberField('customK').optional(),
    /** Equivalent length of one fitting, ft (Imperial) or m (Metric). */
    customEquivalentLength: displayNumberField('customEquivalentLength').optional(),
  },
  { error: groupError('Each fitting') },
);
export type PipeFittingInput = z.output<typeof PipeFittingInputSchema>;

/** Equipment in the circuit (coil, chiller, boiler…) with its rated pressure drop. */
export const EquipmentInputSchema = z.object(
  {
    name: rowNameField(),
    /** Pressure drop at the design flow, ft of water (Imperial) or kPa (Metric). */
    pressureDrop: displayNumberField('pressureDrop'),
  },
  { error: groupError('Each equipment row') },
);
export type EquipmentInput = z.output<typeof EquipmentInputSchema>;

/** Checks the fittings list against the unit system: ranges, manufacturer-data types, unique ids. */
export function checkFittings(
  ctx: z.RefinementCtx,
  fittings: readonly PipeFittingInput[],
  unitSystem: UnitSystem,
  basePath: readonly PropertyKey[],
): void {
  const seen = new Set<string>();
  fittings.forEach((fitting, index) => {
    const path = [...basePath, index];
    checkDisplayRange(
      ctx,
      fitting.customK,
      [...path, 'customK'],
      null,
      unitSystem,
      PIPE_INPUT_RANGES.customK,
    );
    checkDisplayRange(
      ctx,
      fitting.customEquivalentLength,
      [...path, 'customEquivalentLength'],
      'length',
      unitSystem,
      PIPE_INPUT_RANGES.customEquivalentLength,
    );
    if (fitting.customK !== undefined && fitting.customEquivalentLength !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'customEquivalentLength'],
        message: `${fieldName(path)}: give a custom K or a custom equivalent length, not both.`,
      });
    }
    const needsData = PIPE_FITTINGS[fitting.type].basis === 'manufacturer';
    if (
      needsData &&
      fitting.customK === undefined &&
      fitting.customEquivalentLength === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'customK'],
        message: `${fieldName(path)}: a ${PIPE_FITTINGS[fitting.type].label.toLowerCase()} needs a custom K or a custom equivalent length from the manufacturer's data.`,
      });
    }
    if (seen.has(fitting.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'id'],
        message: `${fieldName(path)}: id '${fitting.id}' is used twice; ids must be unique.`,
      });
    }
    seen.add(fitting.id);
  });
}

/** Checks equipment pressure drops against the unit system's range. */
export function checkEquipment(
  ctx: z.RefinementCtx,
  items: readonly EquipmentInput[],
  unitSystem: UnitSystem,
  basePath: readonly PropertyKey[],
): void {
  items.forEach((item, index) => {
    checkDisplayRange(
      ctx,
      item.pressureDrop,
      [...basePath, index, 'pressureDrop'],
      'pipeHeadLoss',
      unitSystem,
      PIPE_INPUT_RANGES.pressureDrop,
    );
  });
}

/**
 * Input of the hydronic pipe sizer. Numbers are in the units of `unitSystem` (default Imperial):
 * flowRate gpm | L/s; pipeLength ft | m; frictionRate (the target maximum) ft of water/100 ft | Pa/m;
 * fluidTemperature °F | °C; maxVelocity ft/s | m/s; fitting equivalent lengths ft | m; equipment
 * pressure drops ft of water | kPa.
 */
export const PipeInputSchema = z
  .object(
    {
      calculationName: calculationNameField(),
      unitSystem: UnitSystemSchema.default('Imperial'),
      flowRate: displayNumberField('flowRate'),
      pipeMaterial: z.enum(PIPE_MATERIALS, {
        error: () => `pipeMaterial must be one of: ${PIPE_MATERIALS.join(', ')}.`,
      }),
      pipeLength: displayNumberField('pipeLength'),
      /** Target maximum friction rate; the sizer picks the smallest size at or below it. */
      frictionRate: displayNumberField('frictionRate'),
      fittings: z
        .array(PipeFittingInputSchema, { error: listError('Fittings') })
        .max(200, 'fittings may hold at most 200 rows.')
        .default([]),
      fluid: FluidNameSchema.default('water'),
      /** Glycol concentration, % by mass: 20, 30, 40 or 50 (ignored for water). */
      concentrationPercent: displayNumberField('concentrationPercent').optional(),
      fluidTemperature: displayNumberField('fluidTemperature'),
      method: z
        .enum(FRICTION_METHODS, {
          error: () => `method must be one of: ${FRICTION_METHODS.join(', ')}.`,
        })
        .default('darcyWeisbach'),
      /** Replaces the recommended velocity limits (4 ft/s ≤ 2 in, 10 ft/s above) for every size. */
      maxVelocity: displayNumberField('maxVelocity').optional(),
      equipment: z
        .array(EquipmentInputSchema, { error: listError('Equipment') })
        .max(50, 'equipment may hold at most 50 rows.')
        .default([]),
    },
    { error: groupError('The pipe-sizing file') },
  )
  .superRefine((input, ctx) => {
    const { unitSystem } = input;
    checkDisplayRange(
      ctx,
      input.flowRate,
      ['flowRate'],
      'waterFlow',
      unitSystem,
      PIPE_INPUT_RANGES.flowRate,
    );
    checkDisplayRange(
      ctx,
      input.pipeLength,
      ['pipeLength'],
      'length',
      unitSystem,
      PIPE_INPUT_RANGES.pipeLength,
    );
    checkDisplayRange(
      ctx,
      input.frictionRate,
      ['frictionRate'],
      'pipeFrictionRate',
      unitSystem,
      PIPE_INPUT_RANGES.frictionRate,
    );
    checkDisplayRange(
      ctx,
      input.maxVelocity,
      ['maxVelocity'],
      'waterVelocity',
      unitSystem,
      PIPE_INPUT_RANGES.maxVelocity,
    );
    checkFluidSelection(
      ctx,
      {
        unitSystem,
        fluid: input.fluid,
        concentrationPercent: input.concentrationPercent,
        temperature: input.fluidTemperature,
      },
      ['fluidTemperature'],
    );
    checkFittings(ctx, input.fittings, unitSystem, ['fittings']);
    checkEquipment(ctx, input.equipment, unitSystem, ['equipment']);
  });

/** A validated pipe-sizer input (defaults applied). */
export type PipeInput = z.output<typeof PipeInputSchema>;
/** A pipe-sizer input as a form or API may send it (defaults optional). */
export type PipeInputDraft = z.input<typeof PipeInputSchema>;

/** An equipment row as a form holds it while typing: the pressure drop may be blank. */
export type EquipmentFormDraft = Omit<z.input<typeof EquipmentInputSchema>, 'pressureDrop'> & {
  pressureDrop?: number | undefined;
};

/**
 * A pipe-sizer input as a form holds it while typing: required numbers may be blank (undefined)
 * until the user fills them; {@link PipeInputSchema} reports each blank as "… is required.".
 */
export type PipeFormDraft = Omit<
  PipeInputDraft,
  'flowRate' | 'pipeLength' | 'frictionRate' | 'fluidTemperature' | 'equipment'
> & {
  flowRate?: number | undefined;
  pipeLength?: number | undefined;
  frictionRate?: number | undefined;
  fluidTemperature?: number | undefined;
  equipment?: EquipmentFormDraft[] | undefined;
};
