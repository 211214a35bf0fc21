import { z } from 'zod';
import { groupError, listError } from '../_lib/form-number.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { savedFileLinkFields } from '../_lib/saved-file-link.js';
import { FluidNameSchema } from '../fluids/schema.js';
import type { DisplayRange } from '../_lib/display-range.js';
import { displayNumberField } from '../_lib/schema-fields.js';
import { checkFluidSelection } from '../fluids/check-fluid-selection.js';
import { PIPE_MATERIALS, pipeMaterial } from '../pipe/materials.js';
import { FRICTION_METHODS } from '../pipe/pipe-flow.js';
import { PIPE_FITTINGS } from '../pipe/fittings.js';
import { PipeFittingInputSchema, PIPE_INPUT_RANGES } from '../pipe/schema.js';
import type { PipeFittingInput } from '../pipe/schema.js';
import { PUMP_INPUT_RANGES, PumpCurveInputSchema } from '../pump/schema.js';
import { QUANTITIES, unitLabel } from '../units/quantities.js';
import type { Quantity } from '../units/quantities.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { hydronicTopologyIssues } from './topology.js';
import { KVS_SERIES } from './valves.js';

/** Chilled or hot water: names the system in reports and picks the wording of warnings. */
export const HYDRONIC_SYSTEM_TYPES = ['chilledWater', 'hotWater'] as const;
export type HydronicSystemType = (typeof HYDRONIC_SYSTEM_TYPES)[number];

/** Kinds of component with a rated pressure drop (for the schedule and the schematic). */
export const HYDRONIC_COMPONENT_KINDS = [
  'coil',
  'heatExchanger',
  'strainer',
  'chiller',
  'boiler',
  'meter',
  'other',
] as const;
export type HydronicComponentKind = (typeof HYDRONIC_COMPONENT_KINDS)[number];

/** How the pump runs when control valves close (part load). */
export const PART_LOAD_PUMP_CONTROLS = ['pumpCurve', 'constantPressure'] as const;
export type PartLoadPumpControl = (typeof PART_LOAD_PUMP_CONTROLS)[number];

/**
 * Field ranges in each unit system's display units. Flow coefficients are Cv (US gpm at 1 psi) in
 * Imperial and Kv (m³/h at 1 bar) in Metric.
 */
export const HYDRONIC_SYSTEM_RANGES = {
  flowRate: PIPE_INPUT_RANGES.flowRate,
  load: { Imperial: [1, 1e9], Metric: [0.3, 3e8] },
  deltaT: { Imperial: [0.5, 100], Metric: [0.3, 55] },
  length: PIPE_INPUT_RANGES.pipeLength,
  pressureDrop: PIPE_INPUT_RANGES.pressureDrop,
  flowCoefficient: { Imperial: [0.01, 20_000], Metric: [0.01, 17_000] },
  targetAuthority: { Imperial: [0.1, 0.9], Metric: [0.1, 0.9] },
  teeAngle: { Imperial: [30, 90], Metric: [30, 90] },
  reducerAngle: { Imperial: [1, 180], Metric: [1, 180] },
  balancingValveMinimumPressureDrop: { Imperial: [0, 30], Metric: [0, 90] },
  sizingFrictionRate: PIPE_INPUT_RANGES.frictionRate,
  sizingMaxVelocity: PIPE_INPUT_RANGES.maxVelocity,
  pumpEfficiencyPercent: PUMP_INPUT_RANGES.pumpEfficiencyPercent,
  motorEfficiencyPercent: PUMP_INPUT_RANGES.motorEfficiencyPercent,
  curveFlowRate: PUMP_INPUT_RANGES.curveFlowRate,
  curveHead: PUMP_INPUT_RANGES.curveHead,
  speedPercent: PUMP_INPUT_RANGES.speedPercent,
} as const satisfies Record<string, DisplayRange>;

/** The unit label of a flow coefficient: Cv in Imperial, Kv in Metric. *
 * @example flowCoefficientLabel('Imperial') //=> 'Cv (gpm at 1 psi)'
 */
export function flowCoefficientLabel(unitSystem: UnitSystem): string {
  return unitSystem === 'Imperial' ? 'Cv (gpm at 1 psi)' : 'Kv (m³/h at 1 bar)';
}

const idField = (what: string) =>
  z
    .string({ error: `${what} must be a text.` })
    .trim()
    .min(1, `${what} must not be empty.`)
    .max(64, `${what} must be at most 64 characters.`);

/** A tee where an element leaves (supply) or joins (return) the header, and the leg it uses. */
export const HydronicTeeSchema = z.object(
  {
    leg: z.enum(['run', 'branch'], { error: 'Tee leg must be run or branch.' }),
    /** Angle between branch and run, degrees (90 for a tee, 45 for a wye). */
    angle: displayNumberField('angle').default(90),
  },
  { error: groupError('Each tee') },
);
export type HydronicTeeInput = z.output<typeof HydronicTeeSchema>;

/** A concentric reducer or increaser at the inlet of a pipe run, from the upstream pipe's size. */
export const HydronicReducerSchema = z.object(
  {
    /** Trade size of the pipe upstream of the reducer, same material. */
    fromNominalSize: z.string({ error: 'From size must be a text such as "2".' }).trim(),
    /** Included angle of the cone, degrees (180 for a sudden change). */
    angle: displayNumberField('angle').default(30),
  },
  { error: groupError('Each reducer') },
);
export type HydronicReducerInput = z.output<typeof HydronicReducerSchema>;

/** A coil, heat exchanger, strainer, chiller, boiler … with a published Δp or a Kv/Cv. */
export const HydronicComponentSchema = z.object(
  {
    name: z
      .string({ error: 'Name must be a text.' })
      .trim()
      .min(1, 'Name must not be empty.')
      .max(80, 'Name must be at most 80 characters.'),
    kind: z
      .enum(HYDRONIC_COMPONENT_KINDS, {
        error: () => `kind must be one of: ${HYDRONIC_COMPONENT_KINDS.join(', ')}.`,
      })
      .default('other'),
    /** Pressure drop at the rated flow, ft of water | kPa. */
    pressureDrop: displayNumberField('pressureDrop').optional(),
    /** Flow the pressure drop is rated at, gpm | L/s; default the element's design flow. */
    ratedFlowRate: displayNumberField('ratedFlowRate').optional(),
    /** Instead of a rated drop: Cv (Imperial) | Kv (Metric). */
    flowCoefficient: displayNumberField('flowCoefficient').optional(),
  },
  { error: groupError('Each component') },
);
export type HydronicComponentInput = z.output<typeof HydronicComponentSchema>;

const pipeRunFields = {
  pipeMaterial: z.enum(PIPE_MATERIALS, {
    error: () => `pipeMaterial must be one of: ${PIPE_MATERIALS.join(', ')}.`,
  }),
  /** Trade size as in the material's table, e.g. '2-1/2'. */
  nominalSize: z.string({ error: 'nominalSize must be a text such as "2" or "1-1/2".' }).trim(),
  /** Length, ft | m. */
  length: displayNumberField('length'),
  fittings: z
    .array(PipeFittingInputSchema, { error: listError('Fittings') })
    .max(200, 'fittings may hold at most 200 rows.')
    .default([]),
  reducer: HydronicReducerSchema.optional(),
};

/** A terminal's branch piping (its supply and return runouts together). */
export const HydronicBranchPipeSchema = z.object(pipeRunFields, {
  error: groupError('Branch pipe'),
});
export type HydronicBranchPipeInput = z.output<typeof HydronicBranchPipeSchema>;

/** A supply or return pipe section between two nodes, in the direction the water flows. */
export const HydronicSectionSchema = z.object(
  {
    id: idField('Section id'),
    side: z.enum(['supply', 'return'], { error: 'side must be supply or return.' }),
    /** Node the water enters the section at. */
    from: idField('From node'),
    /** Node the water leaves the section at. */
    to: idField('To node'),
    ...pipeRunFields,
    /**
     * The tee the section leaves the header through (supply: a diverging tee at `from`) or joins
     * it through (return: a converging tee at `to`).
     */
    tee: HydronicTeeSchema.optional(),
  },
  { error: groupError('Each section') },
);
export type HydronicSectionInput = z.output<typeof HydronicSectionSchema>;

/** A two-way control valve on a terminal. */
export const HydronicControlValveSchema = z.object(
  {
    /** The chosen valve's Cvs | Kvs; blank: sized from the catalogue series for the authority. */
    flowCoefficient: displayNumberField('flowCoefficient').optional(),
    /** Authority to size for, default 0.5. */
    targetAuthority: displayNumberField('targetAuthority').default(0.5),
  },
  { error: groupError('Control valve') },
);
export type HydronicControlValveInput = z.output<typeof HydronicControlValveSchema>;

/** What a building-load file's loads are taken from: its zones or its air systems. */
export const HYDRONIC_LOAD_BASES = ['zones', 'systems'] as const;
export type HydronicLoadBasis = (typeof HYDRONIC_LOAD_BASES)[number];

/**
 * The saved building-load file the terminals' loads were taken from: kept so the editor can tell
 * when that file has changed since. Ids are the app's, opaque to the engine; no number here takes
 * part in the calculation.
 */
export const HydronicLoadSourceSchema = z.object(
  {
    ...savedFileLinkFields('Load source'),
    basis: z.enum(HYDRONIC_LOAD_BASES, { error: 'Load source basis must be zones or systems.' }),
  },
  { error: groupError('Load source') },
);
export type HydronicLoadSourceInput = z.output<typeof HydronicLoadSourceSchema>;

/** A manual balancing valve on a terminal. */
export const HydronicBalancingValveSchema = z.object(
  {
    /** Cv | Kv of the chosen valve fully open; blank: sized from the series (see the method). */
    flowCoefficient: displayNumberField('flowCoefficient').optional(),
  },
  { error: groupError('Balancing valve') },
);
export type HydronicBalancingValveInput = z.output<typeof HydronicBalancingValveSchema>;

/** A terminal (coil, fan coil, radiator circuit …) between a supply node and a return node. */
export const HydronicTerminalSchema = z.object(
  {
    id: idField('Terminal id'),
    name: z.string({ error: 'Name must be a text.' }).trim().max(80).default(''),
    supplyNode: idField('Supply node'),
    returnNode: idField('Return node'),
    /** Heat load, Btu/h | W (flow = load / (ρ cp Δt)); or give flowRate. */
    load: displayNumberField('load').optional(),
    /** Design flow, gpm | L/s; or give load. */
    flowRate: displayNumberField('flowRate').optional(),
    /** The zone or air system of the load source file its load was taken from (its id there). */
    loadSourceId: z
      .string({ error: 'Load source id must be a text.' })
      .max(200, 'Load source id must be at most 200 characters.')
      .optional(),
    /** This terminal's temperature difference, °F | K; default the system's. */
    deltaT: displayNumberField('deltaT').optional(),
    components: z
      .array(HydronicComponentSchema, { error: listError('Components') })
      .max(20, 'components may hold at most 20 rows.')
      .default([]),
    branchPipe: HydronicBranchPipeSchema.optional(),
    supplyTee: HydronicTeeSchema.optional(),
    returnTee: HydronicTeeSchema.optional(),
    controlValve: HydronicControlValveSchema.optional(),
    balancingValve: HydronicBalancingValveSchema.optional(),
  },
  { error: groupError('Each terminal') },
);
export type HydronicTerminalInput = z.output<typeof HydronicTerminalSchema>;

/** The plant (chiller or boiler and the pump) between the return header and the supply header. */
export const HydronicPlantSchema = z.object(
  {
    /** Node where the supply leaves the plant. */
    supplyNode: idField('Plant supply node'),
    /** Node where the return enters the plant. */
    returnNode: idField('Plant return node'),
    /** Plant components in the pumped circuit (evaporator, boiler, strainer …). */
    components: z
      .array(HydronicComponentSchema, { error: listError('Components') })
      .max(20, 'components may hold at most 20 rows.')
      .default([]),
  },
  { error: groupError('Plant') },
);
export type HydronicPlantInput = z.output<typeof HydronicPlantSchema>;

/** The pump: a catalogue curve (the pump-head calculator's `pumpCurve` as it is) and efficiencies. */
export const HydronicPumpSchema = z.object(
  {
    curve: PumpCurveInputSchema.optional(),
    /** Order of the least-squares polynomial fitted through the curve's points, 2 or 3. */
    fitOrder: z
      .union([z.literal(2), z.literal(3)], { error: 'fitOrder must be 2 or 3.' })
      .default(2),
    pumpEfficiencyPercent: displayNumberField('pumpEfficiencyPercent').default(70),
    motorEfficiencyPercent: displayNumberField('motorEfficiencyPercent').default(90),
  },
  { error: groupError('Pump') },
);
export type HydronicPumpInput = z.output<typeof HydronicPumpSchema>;

/** A part-load case: control valves closed, the rest at design setting. */
export const HydronicPartLoadSchema = z.object(
  {
    /** Ids of the terminals whose control valves are closed. */
    closedTerminals: z
      .array(z.string({ error: 'Each closed terminal must be a terminal id.' }), {
        error: listError('Closed terminals'),
      })
      .default([]),
    /**
     * 'pumpCurve': the pump runs at fixed speed on its curve (needs a curve); 'constantPressure':
     * a variable-speed pump holds the design pressure rise. Default: the curve when there is one.
     */
    pumpControl: z
      .enum(PART_LOAD_PUMP_CONTROLS, {
        error: () => `pumpControl must be one of: ${PART_LOAD_PUMP_CONTROLS.join(', ')}.`,
      })
      .optional(),
  },
  { error: groupError('Part load') },
);
export type HydronicPartLoadInput = z.output<typeof HydronicPartLoadSchema>;

type Path = readonly PropertyKey[];

const ITEM_WORDS: Readonly<Record<string, string>> = {
  sections: 'section',
  terminals: 'terminal',
  components: 'component',
  fittings: 'fitting',
  points: 'point',
  closedTerminals: 'closed terminal',
};
const FIELD_WORDS: Readonly<Record<string, string>> = {
  flowRate: 'flow rate',
  ratedFlowRate: 'rated flow rate',
  pressureDrop: 'pressure drop',
  flowCoefficient: 'flow coefficient',
  deltaT: 'temperature difference',
  designDeltaT: 'design temperature difference',
  fluidTemperature: 'fluid temperature',
  targetAuthority: 'target authority',
  branchPipe: 'branch pipe',
  controlValve: 'control valve',
  balancingValve: 'balancing valve',
  supplyTee: 'supply tee',
  returnTee: 'return tee',
  nominalSize: 'nominal size',
  fromNominalSize: 'from size',
  customK: 'custom K',
  customEquivalentLength: 'custom equivalent length',
  pumpEfficiencyPercent: 'pump efficiency',
  motorEfficiencyPercent: 'motor efficiency',
  speedPercent: 'speed',
  balancingValveMinimumPressureDrop: 'balancing valve minimum pressure drop',
  sizingFrictionRate: 'sizing friction rate',
  sizingMaxVelocity: 'sizing maximum velocity',
  curve: 'pump curve',
};

/**
 * A field path as a user reads it: `['terminals', 2, 'components', 0, 'pressureDrop']` →
 * "Terminal 3, component 1, pressure drop".
 *
 * @example hydronicFieldName(['plant', 'components', 1, 'ratedFlowRate']) //=> 'Plant, component 2, rated flow rate'
 */
export function hydronicFieldName(path: Path): string {
  const parts: string[] = [];
  path.forEach((key, index) => {
    if (typeof key === 'number') return;
    const name = String(key);
    const next = path[index + 1];
    const words = FIELD_WORDS[name] ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    if (typeof next === 'number') parts.push(`${ITEM_WORDS[name] ?? words} ${next + 1}`);
    else parts.push(words);
  });
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const show = (value: number): string => formatNumberForMessage(value, { significantDigits: 6 });

interface Checker {
  readonly ctx: z.RefinementCtx;
  readonly unitSystem: UnitSystem;
}

function issue(check: Checker, path: Path, message: string): void {
  check.ctx.addIssue({ code: 'custom', path: [...path], message });
}

/** Adds an issue unless the value lies in the range; the unit comes from the quantity or label. */
function range(
  check: Checker,
  value: number | undefined,
  path: Path,
  unit: Quantity | string | null,
  limits: DisplayRange,
): void {
  if (value === undefined) return;
  const [min, max] = limits[check.unitSystem];
  if (value >= min && value <= max) return;
  const label =
    unit === null
      ? ''
      : unit in QUANTITIES
        ? ` ${unitLabel(unit as Quantity, check.unitSystem)}`
        : ` ${unit}`;
  issue(
    check,
    path,
    `${hydronicFieldName(path)} must be between ${show(min)} and ${show(max)}${label}, got ${show(value)}.`,
  );
}

function checkSize(
  check: Checker,
  material: (typeof PIPE_MATERIALS)[number],
  size: string,
  path: Path,
): void {
  const sizes = pipeMaterial(material).sizes;
  if (sizes.some((s) => s.nominalSize === size)) return;
  issue(
    check,
    path,
    `${hydronicFieldName(path)} '${size}' is not a standard size of ${pipeMaterial(material).label}; choose one of ${sizes.map((s) => s.nominalSize).join(', ')}.`,
  );
}

function checkFittingRows(check: Checker, fittings: readonly PipeFittingInput[], path: Path): void {
  const seen = new Set<string>();
  fittings.forEach((fitting, index) => {
    const row = [...path, index];
    range(check, fitting.customK, [...row, 'customK'], null, PIPE_INPUT_RANGES.customK);
    range(
      check,
      fitting.customEquivalentLength,
      [...row, 'customEquivalentLength'],
      'length',
      PIPE_INPUT_RANGES.customEquivalentLength,
    );
    if (fitting.customK !== undefined && fitting.customEquivalentLength !== undefined) {
      issue(
        check,
        [...row, 'customEquivalentLength'],
        `${hydronicFieldName(row)}: give a custom K or a custom equivalent length, not both.`,
      );
    }
    const definition = PIPE_FITTINGS[fitting.type];
    if (
      definition.basis === 'manufacturer' &&
      fitting.customK === undefined &&
      fitting.customEquivalentLength === undefined
    ) {
      issue(
        check,
        [...row, 'customK'],
        `${hydronicFieldName(row)}: a ${definition.label.toLowerCase()} needs a custom K or a custom equivalent length from the manufacturer's data.`,
      );
    }
    if (seen.has(fitting.id))
      issue(
        check,
        [...row, 'id'],
        `${hydronicFieldName(row)}: id '${fitting.id}' is used twice; ids must be unique.`,
      );
    seen.add(fitting.id);
  });
}

function checkPipeRun(
  check: Checker,
  run: {
    readonly pipeMaterial: (typeof PIPE_MATERIALS)[number];
    readonly nominalSize: string;
    readonly length: number;
    readonly fittings: readonly PipeFittingInput[];
    readonly reducer?: HydronicReducerInput | undefined;
  },
  path: Path,
): void {
  checkSize(check, run.pipeMaterial, run.nominalSize, [...path, 'nominalSize']);
  range(check, run.length, [...path, 'length'], 'length', HYDRONIC_SYSTEM_RANGES.length);
  checkFittingRows(check, run.fittings, [...path, 'fittings']);
  if (run.reducer !== undefined) {
    checkSize(check, run.pipeMaterial, run.reducer.fromNominalSize, [
      ...path,
      'reducer',
      'fromNominalSize',
    ]);
    range(
      check,
      run.reducer.angle,
      [...path, 'reducer', 'angle'],
      '°',
      HYDRONIC_SYSTEM_RANGES.reducerAngle,
    );
  }
}

function checkTee(check: Checker, tee: HydronicTeeInput | undefined, path: Path): void {
  if (tee !== undefined)
    range(check, tee.angle, [...path, 'angle'], '°', HYDRONIC_SYSTEM_RANGES.teeAngle);
}

function checkComponents(
  check: Checker,
  components: readonly HydronicComponentInput[],
  path: Path,
): void {
  const r = HYDRONIC_SYSTEM_RANGES;
  components.forEach((component, index) => {
    const row = [...path, index];
    const byDrop = component.pressureDrop !== undefined;
    const byCoefficient = component.flowCoefficient !== undefined;
    if (byDrop === byCoefficient) {
      issue(
        check,
        [...row, 'pressureDrop'],
        `${hydronicFieldName(row)}: give its pressure drop at a rated flow or its flow coefficient (${flowCoefficientLabel(check.unitSystem)}), one of the two.`,
      );
    }
    range(check, component.pressureDrop, [...row, 'pressureDrop'], 'pipeHeadLoss', r.pressureDrop);
    if (component.pressureDrop === 0)
      issue(
        check,
        [...row, 'pressureDrop'],
        `${hydronicFieldName([...row, 'pressureDrop'])} must be greater than 0.`,
      );
    range(check, component.ratedFlowRate, [...row, 'ratedFlowRate'], 'waterFlow', r.flowRate);
    if (component.ratedFlowRate !== undefined && byCoefficient)
      issue(
        check,
        [...row, 'ratedFlowRate'],
        `${hydronicFieldName([...row, 'ratedFlowRate'])} goes with a pressure drop, not with a flow coefficient.`,
      );
    range(
      check,
      component.flowCoefficient,
      [...row, 'flowCoefficient'],
      flowCoefficientLabel(check.unitSystem),
      r.flowCoefficient,
    );
  });
}

/** Every field check and the network's topology; runs after each field has parsed. */
function checkHydronicSystem(input: HydronicSystemInputParsed, ctx: z.RefinementCtx): void {
  const check: Checker = { ctx, unitSystem: input.unitSystem };
  const r = HYDRONIC_SYSTEM_RANGES;
  checkFluidSelection(
    ctx,
    {
      unitSystem: input.unitSystem,
      fluid: input.fluid,
      concentrationPercent: input.concentrationPercent,
      temperature: input.fluidTemperature,
    },
    ['fluidTemperature'],
  );
  range(check, input.designDeltaT, ['designDeltaT'], 'temperatureDifference', r.deltaT);
  range(
    check,
    input.balancingValveMinimumPressureDrop,
    ['balancingValveMinimumPressureDrop'],
    'pipeHeadLoss',
    r.balancingValveMinimumPressureDrop,
  );
  range(
    check,
    input.sizingFrictionRate,
    ['sizingFrictionRate'],
    'pipeFrictionRate',
    r.sizingFrictionRate,
  );
  range(
    check,
    input.sizingMaxVelocity,
    ['sizingMaxVelocity'],
    'waterVelocity',
    r.sizingMaxVelocity,
  );
  checkComponents(check, input.plant.components, ['plant', 'components']);
  input.sections.forEach((section, index) => {
    const path = ['sections', index] as const;
    checkPipeRun(check, section, path);
    checkTee(check, section.tee, [...path, 'tee']);
  });
  input.terminals.forEach((terminal, index) => {
    const path = ['terminals', index] as const;
    if ((terminal.load === undefined) === (terminal.flowRate === undefined)) {
      issue(
        check,
        [...path, 'load'],
        `${hydronicFieldName(path)} ('${terminal.id}'): give its load or its flow rate, one of the two.`,
      );
    }
    range(check, terminal.load, [...path, 'load'], 'heatRate', r.load);
    if (terminal.load !== undefined && terminal.load <= 0)
      issue(
        check,
        [...path, 'load'],
        `${hydronicFieldName([...path, 'load'])} must be greater than 0.`,
      );
    range(check, terminal.flowRate, [...path, 'flowRate'], 'waterFlow', r.flowRate);
    range(check, terminal.deltaT, [...path, 'deltaT'], 'temperatureDifference', r.deltaT);
    checkComponents(check, terminal.components, [...path, 'components']);
    if (terminal.branchPipe !== undefined)
      checkPipeRun(check, terminal.branchPipe, [...path, 'branchPipe']);
    checkTee(check, terminal.supplyTee, [...path, 'supplyTee']);
    checkTee(check, terminal.returnTee, [...path, 'returnTee']);
    const cv = terminal.controlValve;
    if (cv !== undefined) {
      range(
        check,
        cv.flowCoefficient,
        [...path, 'controlValve', 'flowCoefficient'],
        flowCoefficientLabel(input.unitSystem),
        r.flowCoefficient,
      );
      range(
        check,
        cv.targetAuthority,
        [...path, 'controlValve', 'targetAuthority'],
        null,
        r.targetAuthority,
      );
    }
    range(
      check,
      terminal.balancingValve?.flowCoefficient,
      [...path, 'balancingValve', 'flowCoefficient'],
      flowCoefficientLabel(input.unitSystem),
      r.flowCoefficient,
    );
    if (
      terminal.components.length === 0 &&
      terminal.branchPipe === undefined &&
      cv === undefined &&
      terminal.balancingValve === undefined
    ) {
      issue(
        check,
        [...path, 'components'],
        `${hydronicFieldName(path)} ('${terminal.id}') has nothing that takes a pressure drop: give its coil's pressure drop, a branch pipe or a valve.`,
      );
    }
  });
  const pump = input.pump;
  range(
    check,
    pump.pumpEfficiencyPercent,
    ['pump', 'pumpEfficiencyPercent'],
    '%',
    r.pumpEfficiencyPercent,
  );
  range(
    check,
    pump.motorEfficiencyPercent,
    ['pump', 'motorEfficiencyPercent'],
    '%',
    r.motorEfficiencyPercent,
  );
  if (pump.curve !== undefined) {
    const flows = new Set<number>();
    pump.curve.points.forEach((point, index) => {
      const path = ['pump', 'curve', 'points', index] as const;
      range(check, point.flowRate, [...path, 'flowRate'], 'waterFlow', r.curveFlowRate);
      range(check, point.head, [...path, 'head'], 'pumpHead', r.curveHead);
      if (flows.has(point.flowRate))
        issue(
          check,
          [...path, 'flowRate'],
          `${hydronicFieldName([...path, 'flowRate'])} repeats a flow already on the curve; flows must be distinct.`,
        );
      flows.add(point.flowRate);
    });
    range(check, pump.curve.speedPercent, ['pump', 'curve', 'speedPercent'], '%', r.speedPercent);
    if (pump.curve.points.length < pump.fitOrder + 1) {
      issue(
        check,
        ['pump', 'curve', 'points'],
        `A fit of order ${pump.fitOrder} needs at least ${pump.fitOrder + 1} pump-curve points.`,
      );
    }
  }
  for (const found of hydronicTopologyIssues(input)) {
    issue(check, found.path, found.message);
  }
  const partLoad = input.partLoad;
  if (partLoad !== undefined) {
    const byId = new Map(input.terminals.map((t) => [t.id, t]));
    partLoad.closedTerminals.forEach((id, index) => {
      const terminal = byId.get(id);
      if (terminal === undefined)
        issue(
          check,
          ['partLoad', 'closedTerminals', index],
          `Closed terminal '${id}' is not a terminal of the network.`,
        );
      else if (terminal.controlValve === undefined)
        issue(
          check,
          ['partLoad', 'closedTerminals', index],
          `Terminal '${id}' has no control valve to close.`,
        );
    });
    if (partLoad.pumpControl === 'pumpCurve' && pump.curve === undefined)
      issue(
        check,
        ['partLoad', 'pumpControl'],
        'Part load on the pump curve needs a pump curve (pump.curve).',
      );
  }
}

const HydronicSystemObjectSchema = z.object(
  {
    calculationName: z
      .string({ error: 'Calculation name must be a text.' })
      .trim()
      .max(120, 'Calculation name must be at most 120 characters.')
      .default(''),
    unitSystem: UnitSystemSchema.default('Imperial'),
    systemType: z
      .enum(HYDRONIC_SYSTEM_TYPES, {
        error: () => `systemType must be one of: ${HYDRONIC_SYSTEM_TYPES.join(', ')}.`,
      })
      .default('chilledWater'),
    fluid: FluidNameSchema.default('water'),
    /** Glycol concentration, % by mass: 20, 30, 40 or 50 (ignored for water). */
    concentrationPercent: displayNumberField('concentrationPercent').optional(),
    /** Mean liquid temperature, °F | °C: properties are taken at it. */
    fluidTemperature: displayNumberField('fluidTemperature'),
    /** Supply–return temperature difference of terminals given by load, °F | K. */
    designDeltaT: displayNumberField('designDeltaT'),
    frictionMethod: z
      .enum(FRICTION_METHODS, {
        error: () => `frictionMethod must be one of: ${FRICTION_METHODS.join(', ')}.`,
      })
      .default('darcyWeisbach'),
    /** Renard series of the control valves' catalogue Kvs. */
    valveSeries: z
      .enum(KVS_SERIES, { error: () => `valveSeries must be one of: ${KVS_SERIES.join(', ')}.` })
      .default('R5'),
    /**
     * Least drop of a balancing valve fully open at design flow when the engine sizes it, ft of
     * water | kPa; blank: 1 ft of water | 3 kPa.
     */
    balancingValveMinimumPressureDrop: displayNumberField(
      'balancingValveMinimumPressureDrop',
    ).optional(),
    /**
     * Largest friction rate "Size every pipe" allows, ft of water/100 ft | Pa/m; blank: 4 ft/100 ft
     * | 400 Pa/m. Sizes are what the engineer saves; this only drives that action.
     */
    sizingFrictionRate: displayNumberField('sizingFrictionRate').optional(),
    /** Largest velocity "Size every pipe" allows, ft/s | m/s; blank: ASHRAE's limit per size. */
    sizingMaxVelocity: displayNumberField('sizingMaxVelocity').optional(),
    plant: HydronicPlantSchema,
    sections: z
      .array(HydronicSectionSchema, { error: listError('Sections') })
      .max(2000, 'sections may hold at most 2000 rows.')
      .default([]),
    /**
     * At most 1000: the part-load solve factors a dense matrix of the open circuits (its time grows
     * with their cube), and a floor of 1000 terminals is already a whole building's network.
     */
    terminals: z
      .array(HydronicTerminalSchema, { error: listError('Terminals') })
      .min(1, 'terminals needs at least one terminal.')
      .max(1000, 'terminals may hold at most 1000 rows.'),
    pump: HydronicPumpSchema.default({
      fitOrder: 2,
      pumpEfficiencyPercent: 70,
      motorEfficiencyPercent: 90,
    }),
    partLoad: HydronicPartLoadSchema.optional(),
    /** The building-load file the terminals' loads came from, if any. */
    loadSource: HydronicLoadSourceSchema.optional(),
  },
  { error: groupError('The hydronic-system file') },
);

type HydronicSystemInputParsed = z.output<typeof HydronicSystemObjectSchema>;

/**
 * Input of the hydronic-system engine: a two-pipe network (direct or reverse return) of supply and
 * return sections between named nodes, terminals across supply and return nodes, the plant and its
 * pump. Numbers are in the units of `unitSystem` (default Imperial): flow gpm | L/s; load
 * Btu/h | W; temperature °F | °C; temperature difference °F | K; length ft | m; pressure drop
 * ft of water | kPa; flow coefficients Cv | Kv; pump-curve heads ft | m of the pumped liquid.
 * The supply sections must form a tree from the plant's supply node and the return sections a
 * tree into its return node; every message names the field and, for a range, the range.
 */
export const HydronicSystemInputSchema =
  HydronicSystemObjectSchema.superRefine(checkHydronicSystem);

/** A validated hydronic-system input (defaults applied). */
export type HydronicSystemInput = z.output<typeof HydronicSystemInputSchema>;
/** A hydronic-system input as a form or API may send it (defaults optional). */
export type HydronicSystemInputDraft = z.input<typeof HydronicSystemInputSchema>;
