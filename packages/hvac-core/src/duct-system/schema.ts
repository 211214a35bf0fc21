import { z } from 'zod';
import {
  numberOr as numberOrRequiredKey,
  optionalNumber,
  requiredNumber,
} from '../_lib/form-number.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { DUCT_MATERIALS } from '../duct/materials.js';
import type { DuctMaterialId } from '../duct/materials.js';
import { DUCT_FITTINGS } from '../duct/fittings.js';
import type { DuctFittingId } from '../duct/fittings.js';
import { DuctApplicationSchema } from '../duct/velocity-limits.js';
import { fromSi, toSi, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';

/** Most sections in one duct system (supply and return together). */
export const MAX_DUCT_SYSTEM_SECTIONS = 1000;
/** Most fittings in one section. */
export const MAX_SECTION_FITTINGS = 30;
/** Longest name or source text, characters. */
const TEXT_MAX = 200;

/**
 * Ranges of the numeric inputs, in SI (so that they hold in either unit system). Wide enough for any
 * building duct system, narrow enough that every formula stays in its range.
 */
export const DUCT_SYSTEM_RANGES_SI = {
  /** Terminal or rated airflow, m³/s (0.5 L/s to 100 m³/s). */
  airflow: { min: 0.0005, max: 100, quantity: 'airflow' },
  /** Section length, m. */
  length: { min: 0, max: 1000, quantity: 'length' },
  /** Duct dimension, m (25 mm to 5 m). */
  dimension: { min: 0.025, max: 5, quantity: 'ductDimension' },
  /** Pressure drop of a terminal, a component or a fitting, Pa. */
  pressureDrop: { min: 0, max: 5000, quantity: 'ductPressureLoss' },
  /** Fan pressure, Pa. */
  fanPressure: { min: 1, max: 20000, quantity: 'ductPressureLoss' },
  /** Target friction rate, Pa/m. */
  frictionRate: { min: 0.05, max: 20, quantity: 'ductFrictionRate' },
  /** Target velocity, m/s. */
  velocity: { min: 0.5, max: 40, quantity: 'airVelocity' },
  /** Air temperature, °C. */
  airTemperature: { min: -40, max: 120, quantity: 'temperature' },
  /** Site altitude, m. */
  altitude: { min: -400, max: 5000, quantity: 'length' },
} as const satisfies Record<string, { min: number; max: number; quantity: Quantity }>;

export type DuctSystemRange = keyof typeof DUCT_SYSTEM_RANGES_SI;

/**
 * The plain numbers of a fitting that depend on its type: an elbow's angle and radius ratio (the
 * correlations' range), a junction's branch angle, a transition's included angle, an entry's edge
 * radius ratio; inclusive [min, max].
 */
export const DUCT_SYSTEM_FITTING_TYPE_RANGES = {
  elbow: { angle: [1, 180], radiusRatio: [0.5, 10] },
  junction: { angle: [15, 90] },
  transition: { angle: [1, 180] },
  entry: { radiusRatio: [0, 1] },
} as const satisfies Record<
  string,
  Partial<Record<'angle' | 'radiusRatio', readonly [number, number]>>
>;

/** Which network a section belongs to: the fan's supply side, or its return or exhaust side. */
export const DuctSystemKindSchema = z.enum(['supply', 'return', 'exhaust'], {
  error: 'System must be supply, return or exhaust.',
});
export type DuctSystemKind = z.output<typeof DuctSystemKindSchema>;

export const DuctSystemShapeSchema = z.enum(['round', 'rectangular', 'flatOval'], {
  error: 'Shape must be round, rectangular or flatOval.',
});
export type DuctSystemShape = z.output<typeof DuctSystemShapeSchema>;

export const DuctSystemSizingMethodSchema = z.enum(
  ['equalFriction', 'staticRegain', 'constantVelocity'],
  { error: 'Sizing method must be equalFriction, staticRegain or constantVelocity.' },
);
export type DuctSystemSizingMethod = z.output<typeof DuctSystemSizingMethodSchema>;

const MATERIAL_IDS = Object.keys(DUCT_MATERIALS) as [DuctMaterialId, ...DuctMaterialId[]];
const LIBRARY_IDS = DUCT_FITTINGS.map((fitting) => fitting.id) as [
  DuctFittingId,
  ...DuctFittingId[],
];

const text = (label: string, max = TEXT_MAX) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** A number that may be left out or blank, then `fallback`. */
function numberOr(label: string, fallback: number) {
  return numberOrRequiredKey(label, fallback)
    .optional()
    .transform((value) => value ?? fallback);
}

const quantityField = numberOr('Fitting quantity', 1);

/**
 * A fitting in a section. Its loss is Δp = C·pv, referred to the velocity pressure of the section it
 * sits in (correlations referred to another velocity are re-referred, and say so in the result):
 * - `library`: a fitting of the cited duct fitting library (`@org/hvac-core/duct` DUCT_FITTINGS);
 * - `elbow`: smooth-radius elbow by angle and r/D (Idelchik);
 * - `junction`: the tee or wye at the section's fan end, the section being its `branch` or
 *   `straight` (main) path; diverging on supply, converging on return and exhaust, by flow and area
 *   ratio against the upstream section (Idelchik);
 * - `transition`: from the size of the upstream section to this one's, by included angle (Crane);
 * - `entry`: an inlet with a rounded (bellmouth) edge in a wall, by r/D (Idelchik);
 * - `exit`: free discharge, C = 1;
 * - `custom`: a coefficient the engineer types, with its source;
 * - `manufacturer`: a published pressure drop at a rated airflow, scaled by (Q/Qr)².
 */
export const DuctSystemFittingSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('library'),
      fittingId: z.enum(LIBRARY_IDS, { error: 'Fitting must be one of the library fittings.' }),
      quantity: quantityField,
    }),
    z.object({
      type: z.literal('elbow'),
      angle: numberOr('Elbow angle', 90),
      radiusRatio: numberOr('Elbow radius ratio r/D', 1.5),
      quantity: quantityField,
    }),
    z.object({
      type: z.literal('junction'),
      path: z.enum(['branch', 'straight'], { error: 'Junction path must be branch or straight.' }),
      angle: numberOr('Junction angle', 90),
    }),
    z.object({
      type: z.literal('transition'),
      angle: numberOr('Transition included angle', 30),
    }),
    z.object({
      type: z.literal('entry'),
      radiusRatio: numberOr('Entry radius ratio r/D', 0),
    }),
    z.object({ type: z.literal('exit') }),
    z.object({
      type: z.literal('custom'),
      coefficient: requiredNumber('Loss coefficient C'),
      source: text('Coefficient source').min(1, {
        error: 'Coefficient source is required: say where C comes from.',
      }),
      description: text('Fitting description').default(''),
      quantity: quantityField,
    }),
    z.object({
      type: z.literal('manufacturer'),
      pressureDrop: requiredNumber('Manufacturer pressure drop'),
      ratedAirflow: requiredNumber('Rated airflow'),
      source: text('Pressure drop source').min(1, {
        error: 'Pressure drop source is required: name the catalogue.',
      }),
      description: text('Fitting description').default(''),
    }),
  ],
  {
    error:
      'Fitting type must be library, elbow, junction, transition, entry, exit, custom or manufacturer.',
  },
);
export type DuctSystemFitting = z.output<typeof DuctSystemFittingSchema>;

/**
 * A terminal at the far end of a section: a diffuser, grille, VAV box or register, with its design
 * airflow and the total pressure it needs at that airflow (its published drop at a rated airflow,
 * scaled by (Q/Qr)²; the rated airflow defaults to the design airflow).
 */
export const DuctTerminalSchema = z.object(
  {
    name: text('Terminal name').default(''),
    airflow: requiredNumber('Terminal airflow'),
    pressureDrop: numberOr('Terminal pressure drop', 0),
    ratedAirflow: optionalNumber('Terminal rated airflow'),
    source: text('Terminal pressure source').default(''),
  },
  { error: 'A terminal must be an object with an airflow.' },
);
export type DuctTerminal = z.output<typeof DuctTerminalSchema>;

/**
 * A duct section: from its upstream node (toward the fan on supply; toward the fan also on return,
 * where the air flows the other way) to its far node. `parentId` names the section on the fan side;
 * none for a section at the fan. A section with no sections beyond it carries a terminal.
 */
export const DuctSystemSectionSchema = z.object(
  {
    id: text('Section id', 100).min(1, { error: 'Section id is required.' }),
    parentId: text('Section parent', 100).optional(),
    name: text('Section name').default(''),
    system: DuctSystemKindSchema.default('supply'),
    length: numberOr('Section length', 0),
    shape: DuctSystemShapeSchema.default('round'),
    material: z
      .enum(MATERIAL_IDS, { error: `Material must be one of: ${MATERIAL_IDS.join(', ')}.` })
      .default('galvanizedSteel'),
    /** What the section serves, for its velocity limit; by default main, branch or runout by position. */
    application: DuctApplicationSchema.optional(),
    /** Keep the entered size (design mode); analysis mode uses every entered size. */
    fixed: z.boolean({ error: 'Fixed must be true or false.' }).default(false),
    /** Round diameter (in | mm). */
    diameter: optionalNumber('Diameter'),
    /** Rectangular width or flat-oval major axis (in | mm). */
    width: optionalNumber('Width'),
    /** Rectangular height or flat-oval minor axis (in | mm). */
    height: optionalNumber('Height'),
    /** Width / height for sizing this rectangular or flat-oval section; default the system's. */
    aspectRatio: optionalNumber('Aspect ratio'),
    /** A balancing damper's loss coefficient, referred to this section's velocity pressure (analysis). */
    damperCoefficient: numberOr('Damper coefficient', 0),
    fittings: z
      .array(DuctSystemFittingSchema, { error: 'Fittings must be a list.' })
      .max(MAX_SECTION_FITTINGS, {
        error: `A section can have at most ${MAX_SECTION_FITTINGS} fittings.`,
      })
      .default([]),
    terminal: DuctTerminalSchema.optional(),
  },
  { error: 'Each section must be an object with an id.' },
);
export type DuctSystemSection = z.output<typeof DuctSystemSectionSchema>;

/** A component in the fan unit (coil, filter, louvre): a published drop at a rated airflow. */
export const DuctSystemComponentSchema = z.object(
  {
    name: text('Component name').default(''),
    pressureDrop: requiredNumber('Component pressure drop'),
    ratedAirflow: optionalNumber('Component rated airflow'),
    source: text('Component pressure source').default(''),
  },
  { error: 'A component must be an object with a pressure drop.' },
);
export type DuctSystemComponent = z.output<typeof DuctSystemComponentSchema>;

/** One point of a fan curve: airflow and fan total pressure. */
export const DuctSystemFanCurvePointSchema = z.object(
  {
    airflow: requiredNumber('Fan curve airflow'),
    totalPressure: requiredNumber('Fan curve total pressure'),
  },
  { error: 'A fan curve point must be an object with an airflow and a total pressure.' },
);

/**
 * Analysis of an existing system: the fan as a fixed total pressure, or as a fan curve (points of
 * airflow and total pressure, airflow rising, at least two).
 */
export const DuctSystemAnalysisSchema = z.object(
  {
    fanTotalPressure: optionalNumber('Fan total pressure'),
    fanCurve: z
      .array(DuctSystemFanCurvePointSchema, { error: 'The fan curve must be a list of points.' })
      .max(50, { error: 'A fan curve can have at most 50 points.' })
      .optional(),
  },
  { error: 'The analysis settings must be an object.' },
);

/**
 * Input of the duct system calculator, in the units of `unitSystem`: airflow cfm | L/s, lengths
 * ft | m, duct dimensions in | mm, pressures in. wg | Pa, friction rate in. wg/100 ft | Pa/m,
 * velocity fpm | m/s, temperature °F | °C, altitude ft | m.
 *
 * `mode: 'design'` sizes every section that is not `fixed` by `sizingMethod`; `mode: 'analysis'`
 * takes every entered size and solves the airflow each terminal gets from the fan in `analysis`.
 */
export const DuctSystemInputSchema = z
  .object(
    {
      calculationName: text('Calculation name', 120).default(''),
      unitSystem: z
        .enum(['Imperial', 'Metric'], { error: 'Unit system must be Imperial or Metric.' })
        .default('Imperial'),
      mode: z
        .enum(['design', 'analysis'], { error: 'Mode must be design or analysis.' })
        .default('design'),
      sizingMethod: DuctSystemSizingMethodSchema.default('equalFriction'),
      /** Equal friction (and the return side under static regain). */
      frictionRate: optionalNumber('Friction rate'),
      /** Constant velocity, and the first section's velocity under static regain. */
      velocity: optionalNumber('Velocity'),
      airTemperature: optionalNumber('Air temperature'),
      altitude: numberOr('Altitude', 0),
      /** Round up to standard sizes. */
      standardSizes: z.boolean({ error: 'Standard sizes must be true or false.' }).default(true),
      aspectRatio: numberOr('Aspect ratio', 2),
      maxAspectRatio: numberOr('Maximum aspect ratio', 4),
      safetyFactorPercent: numberOr('Safety factor', 10),
      components: z
        .array(DuctSystemComponentSchema, { error: 'Components must be a list.' })
        .max(50, { error: 'At most 50 components.' })
        .default([]),
      sections: z
        .array(DuctSystemSectionSchema, { error: 'Sections must be a list.' })
        .min(1, { error: 'Add at least one section.' })
        .max(MAX_DUCT_SYSTEM_SECTIONS, {
          error: `A duct system can have at most ${MAX_DUCT_SYSTEM_SECTIONS} sections.`,
        }),
      analysis: DuctSystemAnalysisSchema.optional(),
    },
    { error: 'The duct system input must be an object of named fields.' },
  )
  .superRefine((data, ctx) => checkDuctSystem(data, ctx));

/** A valid duct system input: numbers, defaults filled in. */
export type DuctSystemInput = z.output<typeof DuctSystemInputSchema>;
/** A duct system input as a form or a saved document holds it. */
export type DuctSystemInputDraft = z.input<typeof DuctSystemInputSchema>;

type Path = (string | number)[];

const FITTING_RANGES = DUCT_SYSTEM_FITTING_TYPE_RANGES;

function checkDuctSystem(data: DuctSystemInput, ctx: z.RefinementCtx): void {
  const system: UnitSystem = data.unitSystem;
  const issue = (path: Path, message: string): void => {
    ctx.addIssue({ code: 'custom', path, message });
  };
  const range = (path: Path, label: string, value: number | undefined, which: DuctSystemRange) => {
    if (value === undefined) return;
    const spec = DUCT_SYSTEM_RANGES_SI[which];
    const si = toSi(value, spec.quantity, system);
    if (!(si >= spec.min - 1e-12 && si <= spec.max + 1e-12)) {
      const lo = formatNumberForMessage(fromSi(spec.min, spec.quantity, system));
      const hi = formatNumberForMessage(fromSi(spec.max, spec.quantity, system));
      issue(path, `${label} must be from ${lo} to ${hi} ${unitLabel(spec.quantity, system)}.`);
    }
  };
  const plain = (path: Path, label: string, value: number | undefined, lo: number, hi: number) => {
    if (value === undefined) return;
    if (!(value >= lo && value <= hi)) issue(path, `${label} must be from ${lo} to ${hi}.`);
  };
  range(['frictionRate'], 'Friction rate', data.frictionRate, 'frictionRate');
  range(['velocity'], 'Velocity', data.velocity, 'velocity');
  range(['airTemperature'], 'Air temperature', data.airTemperature, 'airTemperature');
  range(['altitude'], 'Altitude', data.altitude, 'altitude');
  plain(['aspectRatio'], 'Aspect ratio', data.aspectRatio, 1, 10);
  plain(['maxAspectRatio'], 'Maximum aspect ratio', data.maxAspectRatio, 1, 10);
  plain(['safetyFactorPercent'], 'Safety factor', data.safetyFactorPercent, 0, 100);
  if (data.aspectRatio > data.maxAspectRatio)
    issue(['aspectRatio'], 'Aspect ratio must not exceed the maximum aspect ratio.');
  if (data.mode === 'design') {
    if (data.sizingMethod === 'equalFriction' && data.frictionRate === undefined)
      issue(['frictionRate'], 'Friction rate is required to size by equal friction.');
    if (data.sizingMethod !== 'equalFriction' && data.velocity === undefined)
      issue(
        ['velocity'],
        data.sizingMethod === 'staticRegain'
          ? 'Velocity is required: static regain sizes the first section at it.'
          : 'Velocity is required to size at constant velocity.',
      );
    if (data.sizingMethod === 'staticRegain' && data.frictionRate === undefined)
      issue(
        ['frictionRate'],
        'Friction rate is required with static regain: the return and exhaust sides are sized by equal friction.',
      );
  }
  data.components.forEach((component, index) => {
    range(
      ['components', index, 'pressureDrop'],
      'Component pressure drop',
      component.pressureDrop,
      'pressureDrop',
    );
    range(
      ['components', index, 'ratedAirflow'],
      'Component rated airflow',
      component.ratedAirflow,
      'airflow',
    );
  });

  const ids = new Map<string, number>();
  data.sections.forEach((section, index) => {
    if (ids.has(section.id))
      issue(['sections', index, 'id'], `Section id "${section.id}" is used twice.`);
    else ids.set(section.id, index);
  });
  const hasChildren = new Set<string>();
  for (const section of data.sections)
    if (section.parentId !== undefined && section.parentId !== '')
      hasChildren.add(section.parentId);

  data.sections.forEach((section, index) => {
    const at = (...rest: Path): Path => ['sections', index, ...rest];
    const parentId = section.parentId === '' ? undefined : section.parentId;
    range(at('length'), 'Section length', section.length, 'length');
    range(at('diameter'), 'Diameter', section.diameter, 'dimension');
    range(at('width'), 'Width', section.width, 'dimension');
    range(at('height'), 'Height', section.height, 'dimension');
    plain(at('aspectRatio'), 'Aspect ratio', section.aspectRatio, 1, 10);
    plain(at('damperCoefficient'), 'Damper coefficient', section.damperCoefficient, 0, 1e5);
    const sized = section.fixed || data.mode === 'analysis';
    if (sized) {
      if (section.shape === 'round' && section.diameter === undefined)
        issue(at('diameter'), 'Diameter is required for a fixed size or an analysis.');
      if (section.shape !== 'round') {
        if (section.width === undefined)
          issue(at('width'), 'Width is required for a fixed size or an analysis.');
        if (section.height === undefined)
          issue(at('height'), 'Height is required for a fixed size or an analysis.');
      }
    }
    if (
      section.shape === 'flatOval' &&
      section.width !== undefined &&
      section.height !== undefined &&
      section.width < section.height
    )
      issue(at('width'), 'A flat oval duct’s width (major axis) must be at least its height.');
    const leaf = !hasChildren.has(section.id);
    if (leaf && section.terminal === undefined)
      issue(
        at('terminal'),
        'A section with no section beyond it needs a terminal with its airflow.',
      );
    if (!leaf && section.terminal !== undefined)
      issue(
        at('terminal'),
        'Only a section at the end of a run carries a terminal: feed a terminal here through its own runout section.',
      );
    if (section.terminal) {
      range(at('terminal', 'airflow'), 'Terminal airflow', section.terminal.airflow, 'airflow');
      range(
        at('terminal', 'pressureDrop'),
        'Terminal pressure drop',
        section.terminal.pressureDrop,
        'pressureDrop',
      );
      range(
        at('terminal', 'ratedAirflow'),
        'Terminal rated airflow',
        section.terminal.ratedAirflow,
        'airflow',
      );
    }
    section.fittings.forEach((fitting, f) => {
      const fat = (...rest: Path): Path => at('fittings', f, ...rest);
      if ('quantity' in fitting) {
        if (!(
          Number.isInteger(fitting.quantity) &&
          fitting.quantity >= 1 &&
          fitting.quantity <= 50
        ))
          issue(fat('quantity'), 'Fitting quantity must be a whole number from 1 to 50.');
      }
      switch (fitting.type) {
        case 'elbow':
          plain(fat('angle'), 'Elbow angle', fitting.angle, ...FITTING_RANGES.elbow.angle);
          plain(
            fat('radiusRatio'),
            'Elbow radius ratio r/D',
            fitting.radiusRatio,
            ...FITTING_RANGES.elbow.radiusRatio,
          );
          break;
        case 'junction':
          plain(fat('angle'), 'Junction angle', fitting.angle, ...FITTING_RANGES.junction.angle);
          if (parentId === undefined)
            issue(
              fat('type'),
              'A junction needs an upstream section: this section starts at the fan.',
            );
          break;
        case 'transition':
          plain(
            fat('angle'),
            'Transition included angle',
            fitting.angle,
            ...FITTING_RANGES.transition.angle,
          );
          if (parentId === undefined)
            issue(
              fat('type'),
              'A transition needs an upstream section: this section starts at the fan.',
            );
          break;
        case 'entry':
          plain(
            fat('radiusRatio'),
            'Entry radius ratio r/D',
            fitting.radiusRatio,
            ...FITTING_RANGES.entry.radiusRatio,
          );
          break;
        case 'custom':
          plain(fat('coefficient'), 'Loss coefficient C', fitting.coefficient, 0, 1000);
          break;
        case 'manufacturer':
          range(
            fat('pressureDrop'),
            'Manufacturer pressure drop',
            fitting.pressureDrop,
            'pressureDrop',
          );
          range(fat('ratedAirflow'), 'Rated airflow', fitting.ratedAirflow, 'airflow');
          break;
        default:
          break;
      }
    });
    if (parentId === undefined) return;
    const parentIndex = ids.get(parentId);
    if (parentIndex === undefined) {
      issue(at('parentId'), `Parent section "${parentId}" does not exist.`);
      return;
    }
    const parent = data.sections[parentIndex];
    if (parent && parent.system !== section.system)
      issue(
        at('system'),
        `Section "${section.id}" is on the ${section.system} side but its parent is on the ${parent.system} side.`,
      );
    const seen = new Set<string>([section.id]);
    let next: string | undefined = parentId;
    while (next !== undefined && next !== '') {
      if (seen.has(next)) {
        issue(at('parentId'), `Section "${section.id}" is its own upstream section (a loop).`);
        return;
      }
      seen.add(next);
      const nextIndex = ids.get(next);
      next = nextIndex === undefined ? undefined : data.sections[nextIndex]?.parentId;
    }
  });

  const kinds = new Set(data.sections.map((section) => section.system));
  if (kinds.has('return') && kinds.has('exhaust'))
    issue(['sections'], 'A fan serves a return or an exhaust side, not both.');

  if (data.mode === 'analysis') {
    const analysis = data.analysis;
    if (
      analysis === undefined ||
      (analysis.fanTotalPressure === undefined && analysis.fanCurve === undefined)
    ) {
      issue(['analysis'], 'An analysis needs the fan: a fan total pressure or a fan curve.');
      return;
    }
    range(
      ['analysis', 'fanTotalPressure'],
      'Fan total pressure',
      analysis.fanTotalPressure,
      'fanPressure',
    );
    const curve = analysis.fanCurve;
    if (curve !== undefined) {
      if (curve.length < 2)
        issue(['analysis', 'fanCurve'], 'A fan curve needs at least two points.');
      curve.forEach((point, index) => {
        const spec = DUCT_SYSTEM_RANGES_SI.airflow;
        const flowSi = toSi(point.airflow, 'airflow', system);
        if (!(flowSi >= 0 && flowSi <= spec.max))
          issue(
            ['analysis', 'fanCurve', index, 'airflow'],
            `Fan curve airflow must be from 0 to ${formatNumberForMessage(fromSi(spec.max, 'airflow', system))} ${unitLabel('airflow', system)}.`,
          );
        const pressureSi = toSi(point.totalPressure, 'ductPressureLoss', system);
        if (!(pressureSi >= 0 && pressureSi <= DUCT_SYSTEM_RANGES_SI.fanPressure.max))
          issue(
            ['analysis', 'fanCurve', index, 'totalPressure'],
            `Fan curve total pressure must be from 0 to ${formatNumberForMessage(fromSi(DUCT_SYSTEM_RANGES_SI.fanPressure.max, 'ductPressureLoss', system))} ${unitLabel('ductPressureLoss', system)}.`,
          );
        const previous = curve[index - 1];
        if (previous !== undefined && !(point.airflow > previous.airflow))
          issue(
            ['analysis', 'fanCurve', index, 'airflow'],
            'Fan curve airflows must rise from point to point.',
          );
      });
      const first = curve[0];
      if (first !== undefined && !(first.totalPressure > 0))
        issue(
          ['analysis', 'fanCurve', 0, 'totalPressure'],
          'The fan curve must start above zero pressure.',
        );
    }
  }
}
