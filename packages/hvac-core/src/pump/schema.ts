import { z } from 'zod';
import { groupError, listError } from '../_lib/form-number.js';
import { FluidNameSchema } from '../fluids/schema.js';
import { checkDisplayRange } from '../_lib/display-range.js';
import type { DisplayRange } from '../_lib/display-range.js';
import { fieldName } from '../_lib/field-name.js';
import { calculationNameField, displayNumberField, rowNameField } from '../_lib/schema-fields.js';
import { checkFluidSelection } from '../fluids/check-fluid-selection.js';
import { PIPE_MATERIALS, pipeMaterial } from '../pipe/materials.js';
import {
  EquipmentInputSchema,
  PipeFittingInputSchema,
  PIPE_INPUT_RANGES,
  checkEquipment,
  checkFittings,
} from '../pipe/schema.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { PASCALS_PER_PSI } from '../units/factors.js';
import { formatNumberForMessage } from '../_lib/message-number.js';

/** Kinds of hydronic system: a closed loop (static heads cancel) or an open system (lift counts). */
export const SYSTEM_TYPES = ['closedLoop', 'open'] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];

/** Absolute pressure as entered: psia (Imperial) or kPa (Metric). */
export const ABSOLUTE_PRESSURE_UNITS: Readonly<Record<UnitSystem, string>> = {
  Imperial: 'psia',
  Metric: 'kPa',
};

/** An absolute pressure in the user's units (psia | kPa) in Pa. */
export function absolutePressureToPa(value: number, unitSystem: UnitSystem): number {
  return value * (unitSystem === 'Imperial' ? PASCALS_PER_PSI : 1000);
}

/** An absolute pressure in Pa in the user's units (psia | kPa). */
export function absolutePressureFromPa(valuePa: number, unitSystem: UnitSystem): number {
  return valuePa / (unitSystem === 'Imperial' ? PASCALS_PER_PSI : 1000);
}

/** Field ranges of the pump-head input in each system's display units. */
export const PUMP_INPUT_RANGES = {
  flowRate: PIPE_INPUT_RANGES.flowRate,
  sectionLength: PIPE_INPUT_RANGES.pipeLength,
  staticLift: { Imperial: [-1000, 1000], Metric: [-300, 300] },
  safetyMarginPercent: { Imperial: [0, 50], Metric: [0, 50] },
  pumpEfficiencyPercent: { Imperial: [10, 95], Metric: [10, 95] },
  motorEfficiencyPercent: { Imperial: [50, 99], Metric: [50, 99] },
  referencePressure: { Imperial: [0.5, 500], Metric: [3, 3500] },
  liquidLevelAboveImpeller: { Imperial: [-50, 500], Metric: [-15, 150] },
  suctionLosses: { Imperial: [0, 200], Metric: [0, 600] },
  npshRequired: { Imperial: [0, 200], Metric: [0, 60] },
  curveFlowRate: { Imperial: [0, 50_000], Metric: [0, 3000] },
  curveHead: { Imperial: [0, 3000], Metric: [0, 1000] },
  speedPercent: { Imperial: [20, 150], Metric: [20, 150] },
} as const satisfies Record<string, DisplayRange>;

/** One pipe section of the index (critical) circuit. */
export const PumpSectionSchema = z.object(
  {
    name: rowNameField(),
    pipeMaterial: z.enum(PIPE_MATERIALS, {
      error: () => `pipeMaterial must be one of: ${PIPE_MATERIALS.join(', ')}.`,
    }),
    /** Trade size as in the material's table, e.g. '2-1/2'. */
    nominalSize: z.string({ error: 'nominalSize must be a text such as "2" or "1-1/2".' }).trim(),
    /** Length, ft | m. */
    length: displayNumberField('length'),
    /** Flow in this section, gpm | L/s; default the pump flow. */
    flowRate: displayNumberField('flowRate').optional(),
    fittings: z
      .array(PipeFittingInputSchema, { error: listError('Fittings') })
      .max(200, 'fittings may hold at most 200 rows.')
      .default([]),
  },
  { error: groupError('Each pipe section') },
);
export type PumpSectionInput = z.output<typeof PumpSectionSchema>;

/** Suction conditions for the net positive suction head available. */
export const SuctionInputSchema = z.object(
  {
    /**
     * Absolute pressure on the liquid surface the pump draws from, psia | kPa: the atmosphere for an
     * open tank (default, standard atmosphere), the expansion-tank pressure for a closed loop.
     */
    referencePressure: displayNumberField('referencePressure').optional(),
    /** Height of that surface above the impeller eye, ft | m; negative for a suction lift. */
    liquidLevelAboveImpeller: displayNumberField('liquidLevelAboveImpeller'),
    /** Friction and fitting losses of the suction line, ft of water | kPa. */
    suctionLosses: displayNumberField('suctionLosses').default(0),
    /** NPSH required by the pump at the flow (from its curve), ft | m. */
    npshRequired: displayNumberField('npshRequired').optional(),
  },
  { error: groupError('Suction conditions') },
);
export type SuctionInput = z.output<typeof SuctionInputSchema>;

/** Catalogue pump curve for the operating point. */
export const PumpCurveInputSchema = z.object(
  {
    /** Head–flow points: flowRate gpm | L/s, head ft | m. At least 3, any order, flows distinct. */
    points: z
      .array(
        z.object(
          { flowRate: displayNumberField('flowRate'), head: displayNumberField('head') },
          { error: groupError('Each pump-curve point') },
        ),
        { error: listError('Pump-curve points') },
      )
      .min(3, 'pumpCurve.points needs at least 3 points.')
      .max(30, 'pumpCurve.points may hold at most 30 points.'),
    /** Running speed as % of the speed the curve is drawn for (affinity laws), default 100. */
    speedPercent: displayNumberField('speedPercent').default(100),
  },
  { error: groupError('Pump curve') },
);
export type PumpCurveInput = z.output<typeof PumpCurveInputSchema>;

/**
 * Input of the pump-head calculation. Numbers in the units of `unitSystem` (default Imperial):
 * flowRate gpm | L/s; lengths and staticLift ft | m; component pressure drops and suction losses
 * ft of water | kPa; fluidTemperature °F | °C; referencePressure psia | kPa (absolute); npshRequired
 * and pump-curve heads ft | m of the pumped liquid.
 */
export const PumpHeadInputSchema = z
  .object(
    {
      calculationName: calculationNameField(),
      unitSystem: UnitSystemSchema.default('Imperial'),
      systemType: z
        .enum(SYSTEM_TYPES, {
          error: () => `systemType must be one of: ${SYSTEM_TYPES.join(', ')}.`,
        })
        .default('closedLoop'),
      /** Design flow of the pump, gpm | L/s. */
      flowRate: displayNumberField('flowRate'),
      fluid: FluidNameSchema.default('water'),
      concentrationPercent: displayNumberField('concentrationPercent').optional(),
      fluidTemperature: displayNumberField('fluidTemperature'),
      /** The index circuit, section by section. */
      sections: z
        .array(PumpSectionSchema, { error: listError('Sections') })
        .min(1, 'sections needs at least one pipe section.')
        .max(100, 'sections may hold at most 100 rows.'),
      /** Coils, chillers, control valves, strainers… with their pressure drops at design flow. */
      components: z
        .array(EquipmentInputSchema, { error: listError('Components') })
        .max(100, 'components may hold at most 100 rows.')
        .default([]),
      /** Open systems: height from the source liquid surface to the discharge point, ft | m. */
      staticLift: displayNumberField('staticLift').default(0),
      safetyMarginPercent: displayNumberField('safetyMarginPercent').default(10),
      pumpEfficiencyPercent: displayNumberField('pumpEfficiencyPercent').default(70),
      motorEfficiencyPercent: displayNumberField('motorEfficiencyPercent').default(90),
      suction: SuctionInputSchema.optional(),
      pumpCurve: PumpCurveInputSchema.optional(),
    },
    { error: groupError('The pump-head file') },
  )
  .superRefine((input, ctx) => {
    const { unitSystem } = input;
    const r = PUMP_INPUT_RANGES;
    checkDisplayRange(ctx, input.flowRate, ['flowRate'], 'waterFlow', unitSystem, r.flowRate);
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
    checkDisplayRange(ctx, input.staticLift, ['staticLift'], 'length', unitSystem, r.staticLift);
    if (input.systemType === 'closedLoop' && input.staticLift !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['staticLift'],
        message:
          'staticLift applies to open systems only: in a closed loop the static heads of supply and return cancel.',
      });
    }
    checkDisplayRange(
      ctx,
      input.safetyMarginPercent,
      ['safetyMarginPercent'],
      null,
      unitSystem,
      r.safetyMarginPercent,
    );
    checkDisplayRange(
      ctx,
      input.pumpEfficiencyPercent,
      ['pumpEfficiencyPercent'],
      null,
      unitSystem,
      r.pumpEfficiencyPercent,
    );
    checkDisplayRange(
      ctx,
      input.motorEfficiencyPercent,
      ['motorEfficiencyPercent'],
      null,
      unitSystem,
      r.motorEfficiencyPercent,
    );
    input.sections.forEach((section, index) => {
      const path = ['sections', index] as const;
      checkDisplayRange(
        ctx,
        section.length,
        [...path, 'length'],
        'length',
        unitSystem,
        r.sectionLength,
      );
      checkDisplayRange(
        ctx,
        section.flowRate,
        [...path, 'flowRate'],
        'waterFlow',
        unitSystem,
        r.flowRate,
      );
      const material = pipeMaterial(section.pipeMaterial);
      if (!material.sizes.some((size) => size.nominalSize === section.nominalSize)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'nominalSize'],
          input: section.nominalSize,
          message: `${fieldName([...path, 'nominalSize'])} '${section.nominalSize}' is not a standard size of ${material.label}; choose one of ${material.sizes.map((s) => s.nominalSize).join(', ')}.`,
        });
      }
      checkFittings(ctx, section.fittings, unitSystem, [...path, 'fittings']);
    });
    checkEquipment(ctx, input.components, unitSystem, ['components']);
    if (input.suction !== undefined) {
      const s = input.suction;
      const pressureRange = r.referencePressure[unitSystem];
      if (
        s.referencePressure !== undefined &&
        (s.referencePressure < pressureRange[0] || s.referencePressure > pressureRange[1])
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['suction', 'referencePressure'],
          input: s.referencePressure,
          message: `${fieldName(['suction', 'referencePressure'])} must be between ${formatNumberForMessage(pressureRange[0])} and ${formatNumberForMessage(pressureRange[1])} ${ABSOLUTE_PRESSURE_UNITS[unitSystem]} (absolute), got ${formatNumberForMessage(s.referencePressure, { significantDigits: 6 })}.`,
        });
      }
      checkDisplayRange(
        ctx,
        s.liquidLevelAboveImpeller,
        ['suction', 'liquidLevelAboveImpeller'],
        'length',
        unitSystem,
        r.liquidLevelAboveImpeller,
      );
      checkDisplayRange(
        ctx,
        s.suctionLosses,
        ['suction', 'suctionLosses'],
        'pipeHeadLoss',
        unitSystem,
        r.suctionLosses,
      );
      checkDisplayRange(
        ctx,
        s.npshRequired,
        ['suction', 'npshRequired'],
        'pumpHead',
        unitSystem,
        r.npshRequired,
      );
    }
    if (input.pumpCurve !== undefined) {
      const flows = new Set<number>();
      input.pumpCurve.points.forEach((point, index) => {
        const path = ['pumpCurve', 'points', index] as const;
        checkDisplayRange(
          ctx,
          point.flowRate,
          [...path, 'flowRate'],
          'waterFlow',
          unitSystem,
          r.curveFlowRate,
        );
        checkDisplayRange(ctx, point.head, [...path, 'head'], 'pumpHead', unitSystem, r.curveHead);
        if (flows.has(point.flowRate)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'flowRate'],
            message: `${fieldName([...path, 'flowRate'])} repeats a flow already on the curve; flows must be distinct.`,
          });
        }
        flows.add(point.flowRate);
      });
      checkDisplayRange(
        ctx,
        input.pumpCurve.speedPercent,
        ['pumpCurve', 'speedPercent'],
        null,
        unitSystem,
        r.speedPercent,
      );
    }
  });

/** A validated pump-head input (defaults applied). */
export type PumpHeadInput = z.output<typeof PumpHeadInputSchema>;
/** A pump-head input as a form or API may send it (defaults optional). */
export type PumpHeadInputDraft = z.input<typeof PumpHeadInputSchema>;
