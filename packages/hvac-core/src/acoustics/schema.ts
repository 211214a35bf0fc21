import { z } from 'zod';
import { customIssue } from '../_lib/custom-issue.js';
import { checkFieldRange } from '../_lib/range-issue.js';
import type { NumberFieldSpec } from '../_lib/field-spec.js';
import { groupError, listError } from '../_lib/form-number.js';
import { asRecord, recordRows } from '../_lib/draft-convert.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { finiteOrUndefined, numberOr, requiredNumber } from '../_lib/form-number.js';
import { enumField, nameField } from '../_lib/schema-fields.js';
import { fieldQuantityUnitLabel } from '../units/field-quantities.js';
import { BAND_COUNT } from './constants.js';
import { DUCT_NOISE_PATH_FIELD_LABELS as LABELS } from './fields.js';
import {
  ELEMENT_RANGES,
  FAN_SOURCE_RANGES,
  ROOM_RANGES,
  SURFACE_RANGES,
  fieldRangeLabel,
  fieldRangeQuantity,
  type AcousticFieldRange,
} from './field-ranges.js';
import { LIMITS } from './limits.js';
import { DUCT_NOISE_PATH_NUMBER_SPECS as SPECS } from './number-fields.js';
import { ABSORPTION_MATERIAL_IDS } from './absorption-materials.js';
import { DUCT_LININGS, ACOUSTIC_DUCT_SHAPES } from './duct-attenuation.js';
import { DUCT_TERMINATIONS, ELBOW_KINDS } from './duct-elements.js';
import { ROOM_NOISE_GUIDELINES } from './recommended-nc.js';
import { FAN_NOISE_TYPES } from './sources.js';

/** A spectrum of eight octave-band values 63–8000 Hz (numbers or numeric strings). */
function spectrumField(label: string) {
  return z
    .array(requiredNumber(label), {
      error: `${label} must be a list of 8 octave-band values (63–8000 Hz).`,
    })
    .length(BAND_COUNT, { error: `${label} must hold 8 octave-band values (63–8000 Hz).` });
}

/**
 * A whole number from 1 to `max` (the `max` of its LIMITS entry, whose `min` is 1), `fallback` when
 * absent; every failure gives the same message.
 */
function wholeNumberField(label: string, max: number, fallback: number) {
  const error = `${label} must be a whole number from 1 to ${max}.`;
  return z.number({ error }).int(error).min(1, error).max(max, error).default(fallback);
}

const rowId = z
  .string({ error: 'Row id must be text.' })
  .trim()
  .min(1, 'Row id must not be empty.')
  .max(64, 'Row id must be at most 64 characters.');

/** A path element of `type`: its row id and label, then its own fields. */
function elementSchema<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.object({
    id: rowId,
    type: z.literal(type),
    label: nameField('Element label', 80),
    ...shape,
  });
}

/** A straight duct run with its attenuation per unit length in each band (from ASHRAE tables or a manufacturer). */
export const StraightDuctElementSchema = elementSchema('straightDuct', {
  /** ft | m. */
  length: requiredNumber(LABELS.length),
  /** dB/ft | dB/m in each band. */
  attenuationPerLength: spectrumField('Duct attenuation per length'),
});

/**
 * A straight duct run given by its size and lining: the engine computes the attenuation per length
 * (Reynolds and Bledsoe / ASHRAE), so nothing is typed from a table.
 */
export const DuctRunElementSchema = elementSchema('ductRun', {
  shape: enumField(LABELS.shape, ACOUSTIC_DUCT_SHAPES).default('rectangular'),
  /** Inside width (inside the lining), or the inside diameter of a round duct, in | mm. */
  width: requiredNumber(LABELS.ductWidth),
  /** Inside height of a rectangular duct, in | mm; not used for round. */
  height: numberOr(LABELS.ductHeight, undefined).optional(),
  lining: enumField(LABELS.lining, DUCT_LININGS).default('unlined'),
  /** ft | m. */
  length: requiredNumber(LABELS.length),
});

/** Unlined elbows of one kind and width. */
export const ElbowElementSchema = elementSchema('elbow', {
  elbowKind: enumField(LABELS.elbowKind, ELBOW_KINDS),
  /** Width in the plane of the bend (diameter for round), in | mm. */
  width: requiredNumber(LABELS.elbowWidth),
  quantity: wholeNumberField('Elbow quantity', LIMITS.elbowQuantity.max, 1),
});

/** A branch junction: the path follows one branch of the total area. */
export const BranchElementSchema = elementSchema('branch', {
  /** ft² | m². */
  branchArea: requiredNumber(LABELS.branchArea),
  /** Total area of all branches leaving the junction, ft² | m². */
  totalArea: requiredNumber(LABELS.totalArea),
});

/** Any element given by its insertion loss per band: silencer, plenum, flexible duct, terminal (manufacturer's data). */
export const InsertionLossElementSchema = elementSchema('insertionLoss', {
  insertionLoss: spectrumField('Insertion loss'),
});

/** The duct's opening into the room. */
export const EndReflectionElementSchema = elementSchema('endReflection', {
  /** Width, or diameter of a round duct, in | mm. */
  width: requiredNumber(LABELS.outletWidth),
  /** Height of a rectangular duct, in | mm; omit for a round duct. */
  height: numberOr(LABELS.outletHeight, undefined).optional(),
  termination: enumField(LABELS.termination, DUCT_TERMINATIONS).default('flush'),
});

/**
 * A splitter silencer: the manufacturer's insertion loss in each band, and its face size, airflow,
 * air passages and free area, from which the engine estimates its regenerated (self) noise.
 */
export const SilencerElementSchema = elementSchema('silencer', {
  insertionLoss: spectrumField('Silencer insertion loss'),
  /** Airflow through the silencer, cfm | L/s. */
  airflow: requiredNumber(LABELS.silencerAirflow),
  /** Face width, in | mm. */
  width: requiredNumber(LABELS.silencerWidth),
  /** Face height (the splitter height), in | mm. */
  height: requiredNumber(LABELS.silencerHeight),
  /** Number of air passages between the splitters. */
  passages: wholeNumberField('Air passages', LIMITS.silencerPassages.max, 4),
  /** Free (open) area of the face between the splitters, % of the face. */
  freeAreaPercent: requiredNumber(LABELS.freeAreaPercent),
});

/** Shapes of an air terminal's face. */
export const TERMINAL_SHAPES = ['rectangular', 'round'] as const;
/** Whether an air terminal supplies air to the room or returns it. */
export const TERMINAL_SERVICES = ['supply', 'return'] as const;

/**
 * An air terminal (grille, register or diffuser) at the end of the path: its own regenerated sound
 * power, from its size, airflow and pressure drop, adds to the duct-borne sound reaching the room.
 */
export const TerminalElementSchema = elementSchema('terminal', {
  service: enumField(LABELS.service, TERMINAL_SERVICES).default('supply'),
  terminalShape: enumField(LABELS.terminalShape, TERMINAL_SHAPES).default('rectangular'),
  /** Width of the opening, or its diameter if round, in | mm. */
  width: requiredNumber(LABELS.terminalWidth),
  /** Height of a rectangular opening, in | mm; not used for round. */
  height: numberOr(LABELS.terminalHeight, undefined).optional(),
  /** Airflow through one terminal, cfm | L/s. */
  airflow: requiredNumber(LABELS.terminalAirflow),
  /** Static pressure drop across the terminal, in. wg | Pa. */
  pressureDrop: requiredNumber(LABELS.pressureDrop),
  /** Identical terminals serving the room on this path. */
  count: wholeNumberField('Terminal count', LIMITS.terminalCount.max, 1),
});

/** One element of the duct-borne path, in flow order from the fan. */
export const DuctPathElementSchema = z.discriminatedUnion(
  'type',
  [
    StraightDuctElementSchema,
    DuctRunElementSchema,
    ElbowElementSchema,
    BranchElementSchema,
    InsertionLossElementSchema,
    SilencerElementSchema,
    EndReflectionElementSchema,
    TerminalElementSchema,
  ],
  {
    error:
      'Element type must be straightDuct, ductRun, elbow, branch, insertionLoss, silencer, endReflection or terminal.',
  },
);

/** Kinds of path source: a typed octave-band spectrum, or a fan from its duty. */
export const NOISE_SOURCE_KINDS = ['spectrum', 'fan'] as const;

/**
 * The source of a path: the sound power typed band by band (`sourceSoundPower`, as files saved before
 * fan sources keep doing), or a fan whose octave-band sound power the engine estimates from its type
 * and duty, with the blade-pass tone when blades and speed are given.
 */
export const NoiseSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('spectrum') }),
    z.object({
      kind: z.literal('fan'),
      fanType: enumField(LABELS.fanType, FAN_NOISE_TYPES),
      /** cfm | L/s. */
      airflow: requiredNumber(LABELS.fanAirflow),
      /** Fan static pressure, in. wg | Pa. */
      staticPressure: requiredNumber(LABELS.staticPressure),
      /** Number of impeller blades (with the speed, gives the blade-pass tone). */
      blades: numberOr(LABELS.blades, undefined).optional(),
      /** rpm. */
      speed: numberOr(LABELS.speed, undefined).optional(),
    }),
  ],
  { error: 'Source kind must be spectrum or fan.' },
);
export type NoiseSource = z.output<typeof NoiseSourceSchema>;

/** A further path from a source to the same room (a return path, a second supply). */
export const NoisePathSchema = z.object(
  {
    id: rowId,
    label: nameField('Path label', 80),
    source: NoiseSourceSchema.default({ kind: 'spectrum' }),
    /** dB re 1 pW, 63–8000 Hz; required when the source is a typed spectrum. */
    sourceSoundPower: spectrumField('Source sound power').optional(),
    elements: z
      .array(
        z.lazy(() => DuctPathElementSchema),
        { error: listError('Elements') },
      )
      .max(100, 'Elements may hold at most 100 rows.')
      .default([]),
  },
  { error: groupError('Each further path') },
);
export type NoisePath = z.output<typeof NoisePathSchema>;
export type DuctPathElement = z.output<typeof DuctPathElementSchema>;
export type RoomSurface = z.output<typeof RoomSurfaceSchema>;

/**
 * A room surface: its area and either a material of the library (`materialId`, whose coefficients
 * the engine uses) or its own absorption coefficient in each band.
 */
export const RoomSurfaceSchema = z.object(
  {
    id: rowId,
    label: nameField('Surface label', 80),
    /** ft² | m². */
    area: requiredNumber(LABELS.surfaceArea),
    /** A material of ABSORPTION_MATERIALS; when set, its coefficients replace the typed ones. */
    materialId: z
      .enum(ABSORPTION_MATERIAL_IDS, { error: 'Material must be one of the library’s materials.' })
      .optional(),
    /** Typed coefficients 63–8000 Hz; required unless a material is chosen. */
    absorptionCoefficients: spectrumField('Absorption coefficients').optional(),
  },
  { error: groupError('Each room surface') },
);

/**
 * Methods of converting sound power in a room to sound pressure at a listener: Schultz (room volume),
 * the room constant from the surfaces and their absorption, or a room constant entered directly.
 */
export const ROOM_METHODS = ['schultz', 'roomConstant', 'givenRoomConstant'] as const;
export type RoomMethod = (typeof ROOM_METHODS)[number];

/** Directivity factors Q of a source: free space, wall/ceiling centre, edge, corner. */
export const DIRECTIVITY_FACTORS = [1, 2, 4, 8] as const;

/** The receiving room. */
export const ReceivingRoomSchema = z.object(
  {
    method: enumField(LABELS.method, ROOM_METHODS).default('schultz'),
    /** Distance from the outlet to the listener, ft | m. */
    distance: requiredNumber(LABELS.distance),
    directivity: z
      .union(
        DIRECTIVITY_FACTORS.map((q) => z.literal(q)) as unknown as [
          z.ZodLiteral<1>,
          z.ZodLiteral<2>,
          z.ZodLiteral<4>,
          z.ZodLiteral<8>,
        ],
        {
          error: 'Directivity must be 1, 2, 4 or 8.',
        },
      )
      .default(2),
    /** Room volume, ft³ | m³ (needed by Schultz and for reverberation times). */
    volume: numberOr(LABELS.volume, undefined).optional(),
    /** Room constant R entered directly, ft² | m² (needed by the 'givenRoomConstant' method). */
    roomConstant: numberOr(LABELS.roomConstant, undefined).optional(),
    /** Surfaces with absorption (needed by the room-constant method and for reverberation times). */
    surfaces: z
      .array(RoomSurfaceSchema, { error: listError('Surfaces') })
      .max(50, 'Surfaces may hold at most 50 rows.')
      .default([]),
  },
  { error: groupError('Receiving room') },
);

type Path = readonly PropertyKey[];

/** True when a draft value is blank (missing, null or only spaces). */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** Each band of an octave-band list against its field's range. */
function checkSpectrum(
  ctx: z.RefinementCtx,
  unitSystem: UnitSystem,
  values: unknown,
  path: Path,
  spec: NumberFieldSpec,
  label: string,
  unit: string,
): void {
  if (!Array.isArray(values)) return;
  values.forEach((value, band) =>
    checkFieldRange(ctx, unitSystem, value, [...path, band], spec, label, unit),
  );
}

/** A row's field against its range (band by band for a spectrum), and present when required. */
function checkRowField(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  element: Record<string, unknown>,
  path: Path,
  range: AcousticFieldRange,
): void {
  if (range.when && !range.when(element)) return;
  const value = element[range.field];
  const at = [...path, range.field];
  const label = fieldRangeLabel(range, element);
  const spec = SPECS[range.spec];
  // The messages give no unit for a level, a loss or a count in dB (the same in both systems).
  const unit = fieldQuantityUnitLabel(fieldRangeQuantity(range), u);
  if (range.bands) checkSpectrum(ctx, u, value, at, spec, label, unit);
  else checkFieldRange(ctx, u, value, at, spec, label, unit);
  if (range.requiredMessage && finiteOrUndefined(value) === undefined && isBlank(value)) {
    customIssue(ctx, at, range.requiredMessage);
  }
}

function checkFieldRanges(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  row: Record<string, unknown>,
  path: Path,
  ranges: readonly AcousticFieldRange[],
): void {
  for (const range of ranges) checkRowField(ctx, u, row, path, range);
}

/** A branch cannot carry more than the whole junction, nor nothing. */
function checkBranchAreas(ctx: z.RefinementCtx, element: Record<string, unknown>, path: Path) {
  const branch = finiteOrUndefined(element['branchArea']);
  const total = finiteOrUndefined(element['totalArea']);
  const at = [...path, 'branchArea'];
  if (branch !== undefined && total !== undefined && branch > total) {
    customIssue(ctx, at, 'Branch area cannot exceed the total branch area.');
  }
  if (branch === 0) {
    customIssue(ctx, at, 'Branch area must be greater than 0.');
  }
}

function checkElements(ctx: z.RefinementCtx, u: UnitSystem, elements: unknown, at: Path): void {
  recordRows(elements).forEach(([element, index]) => {
    const path = [...at, index];
    const type = element['type'];
    if (typeof type !== 'string' || !Object.hasOwn(ELEMENT_RANGES, type)) return;
    checkFieldRanges(ctx, u, element, path, ELEMENT_RANGES[type as DuctPathElement['type']]);
    if (type === 'branch') checkBranchAreas(ctx, element, path);
  });
}

function checkSource(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  source: unknown,
  sourceSoundPower: unknown,
  at: Path,
): void {
  const fan = asRecord(source);
  if (fan?.['kind'] !== 'fan') {
    if (sourceSoundPower === undefined) {
      customIssue(
        ctx,
        [...at, 'sourceSoundPower'],
        'Source sound power is required unless the source is a fan.',
      );
    }
    const soundPowerPath = [...at, 'sourceSoundPower'];
    checkSpectrum(
      ctx,
      u,
      sourceSoundPower,
      soundPowerPath,
      SPECS.sourceSoundPower,
      'Source sound power',
      '',
    );
    return;
  }
  const sourcePath = [...at, 'source'];
  checkFieldRanges(ctx, u, fan, sourcePath, FAN_SOURCE_RANGES);
  const blades = finiteOrUndefined(fan['blades']);
  const speed = finiteOrUndefined(fan['speed']);
  if ((blades === undefined) !== (speed === undefined)) {
    customIssue(
      ctx,
      [...sourcePath, blades === undefined ? 'blades' : 'speed'],
      'Give both the fan blades and the fan speed for the blade-pass tone, or neither.',
    );
  }
}

function checkRanges(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const parsed = UnitSystemSchema.safeParse(data['unitSystem']);
  if (!parsed.success) return;
  const u = parsed.data;
  checkSource(ctx, u, data['source'], data['sourceSoundPower'], []);
  checkElements(ctx, u, data['elements'], ['elements']);
  recordRows(data['additionalPaths']).forEach(([path, index]) => {
    const at = ['additionalPaths', index];
    checkSource(ctx, u, path['source'], path['sourceSoundPower'], at);
    checkElements(ctx, u, path['elements'], [...at, 'elements']);
  });
  const room = asRecord(data['room']) ?? {};
  checkFieldRanges(ctx, u, room, ['room'], ROOM_RANGES);
  const surfaces = recordRows(room['surfaces']);
  surfaces.forEach(([surface, index]) => {
    const path = ['room', 'surfaces', index];
    checkFieldRanges(ctx, u, surface, path, SURFACE_RANGES);
    if (surface['materialId'] === undefined && surface['absorptionCoefficients'] === undefined) {
      customIssue(
        ctx,
        [...path, 'absorptionCoefficients'],
        'Absorption coefficients are required unless a material is chosen.',
      );
    }
    checkSpectrum(
      ctx,
      u,
      surface['absorptionCoefficients'],
      [...path, 'absorptionCoefficients'],
      SPECS.absorptionCoefficients,
      'Absorption coefficient',
      '',
    );
  });
  const method = room['method'] ?? 'schultz';
  if (method === 'schultz' && room['volume'] === undefined) {
    customIssue(ctx, ['room', 'volume'], 'Room volume is required by the Schultz method.');
  }
  if (method === 'givenRoomConstant' && finiteOrUndefined(room['roomConstant']) === undefined) {
    customIssue(
      ctx,
      ['room', 'roomConstant'],
      'Room constant is required when it is entered directly.',
    );
  }
  if (method === 'roomConstant') {
    if (surfaces.length === 0) {
      customIssue(
        ctx,
        ['room', 'surfaces'],
        'The room-constant method needs the room surfaces and their absorption coefficients.',
      );
    }
    surfaces.forEach(([surface, index]) => {
      if (surface['materialId'] !== undefined) return;
      const coefficients = Array.isArray(surface['absorptionCoefficients'])
        ? surface['absorptionCoefficients']
        : [];
      if (coefficients.some((alpha) => alpha === 1)) {
        customIssue(
          ctx,
          ['room', 'surfaces', index, 'absorptionCoefficients'],
          'Absorption coefficients must be below 1 for the room-constant method.',
        );
      }
    });
  }
  checkFieldRange(ctx, u, data['targetNc'], ['targetNc'], SPECS.targetNc, 'Target NC', '');
}

/**
 * Input of the duct-borne noise path: the fan's (or terminal's) octave-band sound power, the duct
 * elements in flow order, and the receiving room. Lengths ft | m, duct dimensions in | mm, areas
 * ft² | m², volume ft³ | m³, attenuation per length dB/ft | dB/m; sound levels in dB in both.
 */
export const DuctNoisePathInputSchema = z
  .object(
    {
      calculationName: nameField('Calculation name'),
      unitSystem: z
        .enum(UnitSystemSchema.options, { error: 'Unit system must be Imperial or Metric.' })
        .default('Imperial'),
      /** Label of the first path, as results show it ('' reads as "Supply path"). */
      pathLabel: nameField('Path label', 80),
      /** The first path's source; absent in files saved before fan sources, which mean a typed spectrum. */
      source: NoiseSourceSchema.default({ kind: 'spectrum' }),
      /** Sound power level entering the path, dB re 1 pW, 63–8000 Hz; required for a typed spectrum. */
      sourceSoundPower: spectrumField('Source sound power').optional(),
      elements: z
        .array(DuctPathElementSchema, { error: listError('Elements') })
        .max(100, 'Elements may hold at most 100 rows.')
        .default([]),
      /** Further paths to the same room (a return path, another supply); their levels add in the room. */
      additionalPaths: z
        .array(NoisePathSchema, { error: listError('Further paths') })
        .max(10, 'Further paths may hold at most 10 rows.')
        .default([]),
      room: ReceivingRoomSchema,
      /** A room type of ROOM_NOISE_GUIDELINES, for the recommended range. */
      roomType: z
        .enum(ROOM_NOISE_GUIDELINES.map((g) => g.id) as [string, ...string[]], {
          error: 'Room type must be one of the listed room types.',
        })
        .optional(),
      /** Target (maximum) NC; defaults to the room type's upper limit. */
      targetNc: numberOr(LABELS.targetNc, undefined).optional(),
    },
    { error: groupError('The noise-path file') },
  )
  .superRefine((data, ctx) => checkRanges(asRecord(data) ?? {}, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export type DuctNoisePathInput = z.output<typeof DuctNoisePathInputSchema>;
export type DuctNoisePathInputDraft = z.input<typeof DuctNoisePathInputSchema>;
