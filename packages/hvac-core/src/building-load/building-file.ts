import { z } from 'zod';
import { customIssue } from '../_lib/custom-issue.js';
import { fieldRange, fieldUnitLabel, unitQuantity } from '../_lib/field-spec.js';
import { asRecord, convertDraft, convertDraftNumber, recordRows } from '../_lib/draft-convert.js';
import { numericValue, readNumber, requiredNumber } from '../_lib/form-number.js';
import { ACTIVITY_LEVEL_IDS } from '../heat-load/constants.js';
import { humidityRatioFromRelativeHumidity } from '../psychrometrics/humidity-ratio.js';
import { standardAtmosphericPressurePa } from '../psychrometrics/standard-atmosphere.js';
import { humidityRatioFromWetBulb } from '../psychrometrics/wet-bulb.js';
import { convertValue, fromSi, toSi, unitLabel, UnitSystemSchema } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { CTS_LIBRARY_IDS } from './cts-tables.js';
import { GLAZING_IDS } from './glazing-shgc.js';
import { AIR_DISTRIBUTION_CONFIGURATION_IDS } from '../ventilation/air-distribution.js';
import { OCCUPANCY_CATEGORY_IDS } from '../ventilation/occupancy-categories.js';
import { FAN_POSITIONS } from './system-coil.js';
import {
  BUILDING_CONSTRUCTION_FIELD_SPECS,
  BUILDING_LAYER_FIELD_SPECS,
  BUILDING_MONTH_FIELD_SPECS,
  BUILDING_ROOM_FIELD_SPECS,
  BUILDING_SITE_FIELD_SPECS,
  BUILDING_SURFACE_FIELD_SPECS,
  BUILDING_SYSTEM_FAN_FIELD_SPECS,
  BUILDING_SYSTEM_FIELD_SPECS,
  BUILDING_SYSTEM_VENTILATION_FIELD_SPECS,
  BUILDING_WINDOW_FIELD_SPECS,
  BUILDING_WINDOW_TYPE_FIELD_SPECS,
  type BuildingFieldSpec,
} from './number-fields.js';
import { placedWindowArea, windowSurfaceId, windowsFit } from './window-placement.js';
import { windowTypeIdOf, type WindowTypeFields } from './window-types.js';
import { ANNUAL_COOLING_PERCENTS, MONTHLY_COOLING_PERCENTS } from './design-condition.js';
// The orientations live in their own module, which window-placement.ts reads without reading this one.
import {
  BUILDING_ORIENTATIONS,
  BUILDING_SURFACE_ORIENTATIONS,
  BUILDING_WINDOW_ORIENTATIONS,
  type BuildingSurfaceOrientation,
  type BuildingWindowOrientation,
} from './orientations.js';

/** Bounds of a building file, so that a saved file stays well inside a Firestore document. */
export const BUILDING_LOAD_LIMITS = {
  rooms: 200,
  zones: 100,
  systems: 50,
  constructions: 100,
  windowTypes: 100,
  layersPerConstruction: 12,
  surfacesPerRoom: 20,
  windowsPerRoom: 20,
  nameLength: 120,
  idLength: 64,
  sourceLength: 300,
  designConditionLength: 600,
} as const;

export {
  BUILDING_ORIENTATIONS,
  BUILDING_SURFACE_ORIENTATIONS,
  BUILDING_WINDOW_ORIENTATIONS,
  type BuildingSurfaceOrientation,
  type BuildingWindowOrientation,
};

/** The site values whose source is kept (a file name with its line, or "entered"). */
export const SITE_SOURCE_KEYS = [
  'location',
  'elevation',
  'heatingDryBulb',
  'coolingDesignDays',
] as const;
export type SiteSourceKey = (typeof SITE_SOURCE_KEYS)[number];

/** One table of the building's numeric fields (see number-fields.ts), by field name. */
type FieldTable = Readonly<Record<string, BuildingFieldSpec>>;

/** A window's numbers that stay its own when it names a type: count, overhang and fins. */
const OWN_WINDOW_FIELDS = {
  count: BUILDING_WINDOW_FIELD_SPECS.count,
  overhangProjection: BUILDING_WINDOW_FIELD_SPECS.overhangProjection,
  overhangGap: BUILDING_WINDOW_FIELD_SPECS.overhangGap,
  finProjection: BUILDING_WINDOW_FIELD_SPECS.finProjection,
  finGap: BUILDING_WINDOW_FIELD_SPECS.finGap,
} as const;

/** A system's numbers: supply air, outdoor air, fan heat, 62.1 multiple-zone inputs and the fan. */
const SYSTEM_FIELDS = {
  ...BUILDING_SYSTEM_FIELD_SPECS,
  ...BUILDING_SYSTEM_VENTILATION_FIELD_SPECS,
  ...BUILDING_SYSTEM_FAN_FIELD_SPECS,
} as const;

export { UNSHADED_WINDOW } from './window-types.js';

/**
 * How a system's outdoor air is found: the sum of its rooms' outdoor air as entered (`rooms`), ASHRAE
 * 62.1's multiple-zone procedure with Ev by the simplified procedure (`simplified`) or by Appendix A
 * (`appendixA`), or an entered figure with its reason (`override`).
 */
export const SYSTEM_OUTDOOR_AIR_METHODS = ['rooms', 'simplified', 'appendixA', 'override'] as const;
export type SystemOutdoorAirMethod = (typeof SYSTEM_OUTDOOR_AIR_METHODS)[number];

/** How a system's fan heat is found: entered in W | Btu/h, or from the fan's pressure and efficiency. */
export const SYSTEM_FAN_HEAT_METHODS = ['entered', 'fanPower'] as const;
export type SystemFanHeatMethod = (typeof SYSTEM_FAN_HEAT_METHODS)[number];

/**
 * How a system's supply airflow is controlled, which decides its design supply airflow (ASHRAE
 * Handbook—Fundamentals 2021, ch. 18, "Zoning" and block loads): `constantVolume`, the sum of its
 * zones' peak airflows (each zone's from its own peak sensible load, the fan sized for their
 * non-coincident sum, the zones reheating what they do not need at other hours), or
 * `variableVolume`, its block (coincident) airflow from the block sensible peak, each zone's box
 * sized for its own peak and turned down to the VAV minimum.
 */
export const SYSTEM_AIRFLOW_CONTROLS = ['constantVolume', 'variableVolume'] as const;
export type SystemAirflowControl = (typeof SYSTEM_AIRFLOW_CONTROLS)[number];

/**
 * The unit label of a building field's quantity in a unit system (those of the units module:
 * `unitLabel`).
 *
 * @example buildingFieldUnit('powerDensity', 'Imperial') //=> 'W/ft²'
 */
export function buildingFieldUnit(quantity: Quantity, system: UnitSystem): string {
  return unitLabel(quantity, system);
}

function formatBound(value: number): string {
  // A bound below 0.01 (a layer's 0.01 mm is 0.000 39 in) keeps three significant figures.
  if (value !== 0 && Math.abs(value) < 0.01)
    return value.toLocaleString('en-US', { maximumSignificantDigits: 3 });
  return Number(value.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/**
 * The range a field must lie in, in a unit system's units: "between 0 W/m² and 100 W/m²", or
 * "greater than 0 ft² and at most 1,076,000 ft²" when the lower bound is excluded.
 */
export function rangeText(spec: BuildingFieldSpec, system: UnitSystem): string {
  const unit = spec.messageUnit ?? fieldUnitLabel(spec.unit, system);
  const { min, max, minExclusive } = fieldRange(spec, system);
  const low = formatBound(min);
  const high = formatBound(max);
  const suffix = unit === '' ? '' : unit.startsWith('°') && unit.length <= 2 ? unit : ` ${unit}`;
  return minExclusive
    ? `greater than ${low}${suffix} and at most ${high}${suffix}`
    : `between ${low}${suffix} and ${high}${suffix}`;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

const id = (label: string) =>
  text(label, BUILDING_LOAD_LIMITS.idLength).min(1, { error: `${label} is required.` });

/** Required numbers of a table, each named in its messages as `prefix` + its message label. */
const numbers = <T extends FieldTable>(fields: T, prefix: string) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, spec]) => [
      key,
      requiredNumber(`${prefix}${spec.messageLabel}`),
    ]),
  ) as { [K in keyof T]: ReturnType<typeof requiredNumber> };

/** The name of a system's number in its messages ("System fan heat"). */
const systemLabel = (field: keyof typeof SYSTEM_FIELDS): string =>
  `System ${SYSTEM_FIELDS[field].messageLabel}`;

const sourceText = (what: string) =>
  text(`Source of the ${what}`, BUILDING_LOAD_LIMITS.sourceLength).default('entered');

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A list of at most `max` items of its owner (the building, a room, a construction). */
const list = <T extends z.ZodType>(schema: T, what: string, max: number, owner = 'building') =>
  z
    .array(schema, {
      error: `${owner === 'building' ? capital(what) : `${capital(owner)} ${what}`} must be a list.`,
    })
    .max(max, { error: `A ${owner} has at most ${max} ${what}.` });

/** One item of a list, an object of named fields (a room, a window, a design day…). */
const item = <Shape extends z.core.$ZodLooseShape>(what: string, shape: Shape) =>
  z.object(shape, { error: `Each ${what} must be an object of named fields.` });

const MonthSchema = item('design day', {
  month: z
    .number({ error: 'Design month must be a number 1 to 12.' })
    .int({ error: 'Design month must be a whole number 1 to 12.' })
    .min(1, { error: 'Design month must be 1 to 12.' })
    .max(12, { error: 'Design month must be 1 to 12.' }),
  ...numbers(BUILDING_MONTH_FIELD_SPECS, 'Design day '),
});

const designConditionDescription = text(
  'Design condition description',
  BUILDING_LOAD_LIMITS.designConditionLength,
);

/**
 * The cooling design condition a site's design days were imported at, with its sentence (see
 * `describeDesignCondition`), so that a reopened file says which it is.
 */
export const DesignConditionSchema = z.discriminatedUnion(
  'basis',
  [
    z.object({
      basis: z.literal('annual'),
      percent: z.literal(ANNUAL_COOLING_PERCENTS, {
        error: 'An annual design condition must be 0.4, 1 or 2 %.',
      }),
      description: designConditionDescription,
    }),
    z.object({
      basis: z.literal('monthly'),
      percent: z.literal(MONTHLY_COOLING_PERCENTS, {
        error: 'A monthly design condition must be 0.4, 2 or 5 %.',
      }),
      description: designConditionDescription,
    }),
  ],
  { error: 'The design condition must be annual or monthly, with its percent and description.' },
);
export type DesignCondition = z.output<typeof DesignConditionSchema>;

const SiteSchema = z.object(
  {
    name: text('Site name', BUILDING_LOAD_LIMITS.nameLength).default(''),
    ...numbers(BUILDING_SITE_FIELD_SPECS, ''),
    clearSkyModel: z
      .enum(['ashrae-2009', 'ashrae-2013'], {
        error: 'Clear-sky model must be ashrae-2009 or ashrae-2013.',
      })
      .default('ashrae-2013'),
    /**
     * The site observes daylight saving time: the rooms' schedules are clock time, read an hour
     * later against the design days' standard time in the months it applies (ch. 14 eq. 9). Absent
     * in files saved before: no.
     */
    daylightSaving: z.boolean({ error: 'Daylight saving time must be yes or no.' }).default(false),
    /**
     * The months whose design day (the 21st) is under daylight saving time; absent: those of the
     * site's hemisphere (`defaultDaylightSavingMonths`). Read only when `daylightSaving` is on.
     */
    daylightSavingMonths: z
      .array(
        z
          .number({ error: 'Daylight saving months must be numbers 1 to 12.' })
          .int({ error: 'Daylight saving months must be whole numbers 1 to 12.' })
          .min(1, { error: 'Daylight saving months must be 1 to 12.' })
          .max(12, { error: 'Daylight saving months must be 1 to 12.' }),
        { error: 'Daylight saving months must be a list.' },
      )
      .max(12, { error: 'At most twelve daylight saving months.' })
      .optional(),
    /**
     * The design condition the cooling design days were imported at. Absent in files saved before
     * it was recorded and in sites typed by hand: no default, since any would name a condition the
     * file never had.
     */
    designCondition: DesignConditionSchema.optional(),
    months: z
      .array(MonthSchema, { error: 'Cooling design days must be a list.' })
      .min(1, { error: 'At least one cooling design day (month) is needed.' })
      .max(12, { error: 'At most twelve cooling design days (one per month).' }),
    sources: z
      .object(
        {
          location: sourceText('location'),
          elevation: sourceText('elevation'),
          heatingDryBulb: sourceText('heating design dry bulb'),
          coolingDesignDays: sourceText('cooling design days'),
        },
        { error: 'Site sources must be an object of named fields.' },
      )
      .default({
        location: 'entered',
        elevation: 'entered',
        heatingDryBulb: 'entered',
        coolingDesignDays: 'entered',
      }),
  },
  { error: 'The site must be an object of named fields.' },
);

const LayerSchema = item('layer', {
  name: text('Layer name', BUILDING_LOAD_LIMITS.nameLength).default(''),
  ...numbers(BUILDING_LAYER_FIELD_SPECS, 'Layer '),
});

const optionalNumber = (label: string) =>
  z
    .custom<number | string | null | undefined>()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = numericValue(value);
      if (parsed !== undefined) return parsed;
      ctx.addIssue({ code: 'custom', message: `${label} must be a number.` });
      return z.NEVER;
    })
    .optional();

const ConstructionSchema = item('construction', {
  id: id('Construction id'),
  name: text('Construction name', BUILDING_LOAD_LIMITS.nameLength).min(1, {
    error: 'Construction name is required.',
  }),
  uFactor: requiredNumber(`Construction ${BUILDING_CONSTRUCTION_FIELD_SPECS.uFactor.messageLabel}`),
  absorptance: z
    .enum(['light', 'dark'], { error: 'Construction outside colour must be light or dark.' })
    .default('dark'),
  /** A conduction time series of the Handbook's library (tables 16, 17); absent: no time lag. */
  ctsId: z
    .enum(CTS_LIBRARY_IDS, {
      error: 'Construction conduction time series must be one of the listed walls or roofs.',
    })
    .optional(),
  /**
   * Layers from outside to inside: the U-factor and conduction time series are computed from
   * them (periodic response factors), and `uFactor` is not used. Absent: `ctsId` or no time lag.
   */
  layers: list(
    LayerSchema,
    'layers',
    BUILDING_LOAD_LIMITS.layersPerConstruction,
    'construction',
  ).optional(),
  /**
   * Outside surface resistance of a layered construction; absent: 0.04 m²·K/W for cooling (table 18,
   * F01), 0.030 for heating (ch. 26 table 10, winter wind).
   */
  outsideFilmR: optionalNumber(
    `Construction ${BUILDING_CONSTRUCTION_FIELD_SPECS.outsideFilmR.messageLabel}`,
  ),
  /**
   * Inside surface resistance of a layered construction; absent: by the direction of heat flow, a
   * wall 0.12 m²·K/W (table 18, F02), a roof 0.16 in cooling (F03, heat flowing down) and 0.11 in
   * heating (ch. 26 table 10, heat flowing up).
   */
  insideFilmR: optionalNumber(
    `Construction ${BUILDING_CONSTRUCTION_FIELD_SPECS.insideFilmR.messageLabel}`,
  ),
});

const SurfaceSchema = item('surface', {
  id: id('Surface id'),
  orientation: z.enum(BUILDING_SURFACE_ORIENTATIONS, {
    error: 'Surface orientation must be a compass point (N … NW) or roof.',
  }),
  ...numbers(BUILDING_SURFACE_FIELD_SPECS, 'Surface '),
  constructionId: id('Surface construction'),
});

/** Optional numbers of a table (blank: undefined), each "X must be a number." when not one. */
const optionalNumbers = <T extends FieldTable>(fields: T, prefix: string) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, spec]) => [
      key,
      optionalNumber(`${prefix}${spec.messageLabel}`),
    ]),
  ) as { [K in keyof T]: ReturnType<typeof optionalNumber> };

const glazingIdOf = (owner: string) =>
  z
    .enum(GLAZING_IDS, { error: `${owner} glazing type must be one of the listed glazing types.` })
    .optional();

/**
 * A type of the building's window library (W1, W2 … of the window schedule): what a window naming
 * it takes (see `window-types.ts`). Its IAC and shade radiant fraction are optional: blank, no
 * interior shade (`UNSHADED_WINDOW`).
 */
const WindowTypeSchema = item('window type', {
  id: id('Window type id'),
  name: text('Window type name', BUILDING_LOAD_LIMITS.nameLength).min(1, {
    error: 'Window type name is required.',
  }),
  ...numbers(
    {
      width: BUILDING_WINDOW_FIELD_SPECS.width,
      height: BUILDING_WINDOW_FIELD_SPECS.height,
      uFactor: BUILDING_WINDOW_FIELD_SPECS.uFactor,
      shgc: BUILDING_WINDOW_FIELD_SPECS.shgc,
    },
    'Window type ',
  ),
  /** As a window's: absent, glazing 5b's curve scaled to the type's SHGC. */
  glazingId: glazingIdOf('Window type'),
  iac: optionalNumber(`Window type ${BUILDING_WINDOW_TYPE_FIELD_SPECS.iac.messageLabel}`),
  shadeRadiantFraction: optionalNumber(
    `Window type ${BUILDING_WINDOW_TYPE_FIELD_SPECS.shadeRadiantFraction.messageLabel}`,
  ),
});

const WindowSchema = item('window', {
  id: id('Window id'),
  orientation: z.enum(BUILDING_WINDOW_ORIENTATIONS, {
    error: 'Window orientation must be a compass point (N … NW) or horizontal.',
  }),
  ...numbers(OWN_WINDOW_FIELDS, 'Window '),
  /**
   * Required when the window names no type (the building's check says "Window width is
   * required."); when it names one, not read: its type's are (see `window-types.ts`).
   */
  ...optionalNumbers(BUILDING_WINDOW_TYPE_FIELD_SPECS, 'Window '),
  /**
   * The id of a type of the building's window library; absent or blank (every file saved before):
   * none, the window's own size, U-factor, SHGC, glazing type and interior shade are read.
   */
  windowTypeId: text('Window type', BUILDING_LOAD_LIMITS.idLength).optional(),
  /**
   * A glazing type of ch. 15 table 10 for the SHGC's angular dependence; absent: glazing 5b's curve
   * (clear double glazing, `DEFAULT_GLAZING_ID`), scaled to the window's SHGC.
   */
  glazingId: glazingIdOf('Window'),
  /**
   * The id of the wall or roof of the room this window sits in (see `window-placement.ts`): that
   * surface's area is then gross and the window faces as it does (a roof's window is a skylight,
   * `horizontal`); `orientation` is not read. Absent or blank (every file saved before): the window
   * is free-standing, with its own orientation, and the surfaces' areas are net.
   */
  surfaceId: text('Window wall', BUILDING_LOAD_LIMITS.idLength).optional(),
});

const RoomSchema = item('room', {
  id: id('Room id'),
  name: text('Room name', BUILDING_LOAD_LIMITS.nameLength).min(1, {
    error: 'Room name is required.',
  }),
  zoneId: text('Room zone', BUILDING_LOAD_LIMITS.idLength).default(''),
  ...numbers(BUILDING_ROOM_FIELD_SPECS, 'Room '),
  activity: z
    .enum(ACTIVITY_LEVEL_IDS, { error: 'Room activity must be one of the listed activities.' })
    .default('moderatelyActiveOfficeWork'),
  rtsConstruction: z
    .enum(['light', 'medium', 'heavy'], {
      error: 'Room construction class must be light, medium or heavy.',
    })
    .default('medium'),
  carpet: z.boolean({ error: 'Room carpet must be yes or no.' }).default(true),
  glassPercent: z
    .union([z.literal(10), z.literal(50), z.literal(90)], {
      error: 'Room glass percentage must be 10, 50 or 90.',
    })
    .default(50),
  surfaces: list(SurfaceSchema, 'surfaces', BUILDING_LOAD_LIMITS.surfacesPerRoom, 'room'),
  windows: list(WindowSchema, 'windows', BUILDING_LOAD_LIMITS.windowsPerRoom, 'room'),
});

const ZoneSchema = item('zone', {
  id: id('Zone id'),
  name: text('Zone name', BUILDING_LOAD_LIMITS.nameLength).min(1, {
    error: 'Zone name is required.',
  }),
  systemId: text('Zone system', BUILDING_LOAD_LIMITS.idLength).default(''),
  /** ASHRAE 62.1 Table 6-1 occupancy category for Rp and Ra; absent: office space. */
  occupancyCategory: z
    .enum(OCCUPANCY_CATEGORY_IDS, {
      error: 'Zone occupancy category must be one of the listed ASHRAE 62.1 categories.',
    })
    .optional(),
  /** Air distribution configuration for Ez; absent: ceiling supply of cool air (Ez = 1). */
  airDistribution: z
    .enum(AIR_DISTRIBUTION_CONFIGURATION_IDS, {
      error: 'Zone air distribution must be one of the listed configurations.',
    })
    .optional(),
});

const SystemSchema = item('system', {
  id: id('System id'),
  name: text('System name', BUILDING_LOAD_LIMITS.nameLength).min(1, {
    error: 'System name is required.',
  }),
  supplyAirTemp: requiredNumber(systemLabel('supplyAirTemp')),
  fanHeat: requiredNumber(systemLabel('fanHeat')),
  /** Blank: the sum of its rooms' outdoor air (or, with a 62.1 method, not used). */
  outdoorAir: optionalNumber(systemLabel('outdoorAir')),
  /**
   * Absent (files saved before 62.1 multiple-zone): `override` when `outdoorAir` is given, else
   * `rooms`, so that such files keep their figures.
   */
  outdoorAirMethod: z
    .enum(SYSTEM_OUTDOOR_AIR_METHODS, {
      error: 'System outdoor air method must be rooms, simplified, appendixA or override.',
    })
    .optional(),
  /** Why the entered outdoor air overrides ASHRAE 62.1's. */
  outdoorAirReason: text('System outdoor air reason', BUILDING_LOAD_LIMITS.sourceLength).optional(),
  /** Occupant diversity D = Ps/ΣPz; absent: 1. */
  occupantDiversity: optionalNumber(systemLabel('occupantDiversity')),
  /**
   * Constant volume (the sum of its zones' peak airflows) or variable air volume (its block
   * airflow). Absent (files saved before the choice): `variableVolume`, the block airflow that every
   * system had then, with `vavMinimumFraction` as saved (absent: 1), so that such files keep their
   * figures.
   */
  airflowControl: z
    .enum(SYSTEM_AIRFLOW_CONTROLS, {
      error: 'System airflow control must be constantVolume or variableVolume.',
    })
    .optional(),
  /**
   * Each zone's VAV minimum as a fraction of its design airflow; absent: 1 (boxes held at their
   * design airflow). Only a `variableVolume` system reads it: a `constantVolume` one keeps it, unused.
   */
  vavMinimumFraction: optionalNumber(systemLabel('vavMinimumFraction')),
  /** Absent: `entered` (the typed `fanHeat`). */
  fanHeatMethod: z
    .enum(SYSTEM_FAN_HEAT_METHODS, { error: 'System fan heat method must be entered or fanPower.' })
    .optional(),
  /** Fan total pressure, in. wg | Pa (with `fanPower`). */
  fanPressure: optionalNumber(systemLabel('fanPressure')),
  /** Fan total efficiency, % (with `fanPower`). */
  fanEfficiency: optionalNumber(systemLabel('fanEfficiency')),
  /** Motor efficiency, %, when the motor is in the airstream; blank: it is not. */
  fanMotorEfficiency: optionalNumber(systemLabel('fanMotorEfficiency')),
  /** Absent: draw-through (the fan after the coil). */
  fanPosition: z
    .enum(FAN_POSITIONS, { error: 'System fan position must be drawThrough or blowThrough.' })
    .optional(),
});

type Issue = (path: readonly (string | number)[], message: string) => void;

/** A value of a field in SI (or in its fixed unit), where the range is checked. */
function fieldValueSi(spec: BuildingFieldSpec, value: number, system: UnitSystem): number {
  const quantity = unitQuantity(spec.unit);
  return quantity === null ? value : toSi(value, quantity, system);
}

function checkNumbers(
  record: Record<string, unknown>,
  fields: FieldTable,
  path: readonly (string | number)[],
  prefix: string,
  system: UnitSystem,
  issue: Issue,
): void {
  for (const [key, spec] of Object.entries(fields)) {
    const value = numericValue(record[key]);
    if (value === undefined) continue;
    const si = fieldValueSi(spec, value, system);
    const [min, max] = spec.range.si;
    const low = spec.range.minExclusive === true ? si <= min : si < min;
    if (low || si > max) {
      issue([...path, key], `${prefix}${spec.messageLabel} must be ${rangeText(spec, system)}.`);
    }
  }
}

function describe(kind: string, record: Record<string, unknown>, index: number): string {
  const name = typeof record['name'] === 'string' ? record['name'].trim() : '';
  return name === '' ? `${kind} ${index + 1} ` : `${kind} ${index + 1} (${name}) `;
}

function checkIds(
  rows: readonly (readonly [Record<string, unknown>, number])[],
  path: string,
  kind: string,
  issue: Issue,
): Set<string> {
  const seen = new Set<string>();
  for (const [row, index] of rows) {
    const value = row['id'];
    if (typeof value !== 'string') continue;
    if (seen.has(value))
      issue([path, index, 'id'], `${kind} ${index + 1} repeats the id "${value}".`);
    seen.add(value);
  }
  return seen;
}

/**
 * Cross-field checks of a building file, on the raw data (they run even when a field failed to
 * parse): ranges in SI so that they survive a unit switch, references between rooms, zones, systems
 * and constructions, design months once each, humidity that the psychrometrics can give, and supply
 * air colder than every room a system serves.
 */
function checkBuilding(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const parsedSystem = UnitSystemSchema.safeParse(data['unitSystem'] ?? 'Imperial');
  if (!parsedSystem.success) return;
  const system = parsedSystem.data;
  const issue: Issue = (path, message) => customIssue(ctx, path, message);

  const site = asRecord(data['site']);
  let pressurePa = 101_325;
  if (site !== undefined) {
    checkNumbers(site, BUILDING_SITE_FIELD_SPECS, ['site'], '', system, issue);
    const elevation = numericValue(site['elevation']);
    if (elevation !== undefined) {
      const m = toSi(elevation, 'length', system);
      if (m >= -500 && m <= 9000) pressurePa = standardAtmosphericPressurePa(m);
    }
    const months = new Set<number>();
    for (const [month, index] of recordRows(site['months'])) {
      const prefix = `Design day ${index + 1} `;
      checkNumbers(
        month,
        BUILDING_MONTH_FIELD_SPECS,
        ['site', 'months', index],
        prefix,
        system,
        issue,
      );
      const m = month['month'];
      if (typeof m === 'number') {
        if (months.has(m))
          issue(['site', 'months', index, 'month'], `Month ${m} has two design days.`);
        months.add(m);
      }
      const db = numericValue(month['maxDryBulb']);
      const wb = numericValue(month['coincidentWetBulb']);
      if (db !== undefined && wb !== undefined) {
        const dbC = toSi(db, 'temperature', system);
        const wbC = toSi(wb, 'temperature', system);
        if (wbC > dbC) {
          issue(
            ['site', 'months', index, 'coincidentWetBulb'],
            `${prefix}mean coincident wet bulb must not exceed its dry bulb.`,
          );
        } else if (dbC >= -40 && dbC <= 60 && wbC >= -40) {
          const w = safeHumidity(() => humidityRatioFromWetBulb(dbC, wbC, pressurePa));
          if (w === undefined) {
            issue(
              ['site', 'months', index, 'coincidentWetBulb'],
              `${prefix}dry bulb and wet bulb give no humidity ratio (the wet bulb is too low for the dry bulb).`,
            );
          }
        }
      }
    }
  }

  const constructions = recordRows(data['constructions']);
  constructions.forEach(([row, index]) => {
    const label = describe('Construction', row, index);
    checkNumbers(
      row,
      BUILDING_CONSTRUCTION_FIELD_SPECS,
      ['constructions', index],
      label,
      system,
      issue,
    );
    const layers = row['layers'];
    if (Array.isArray(layers)) {
      if (layers.length === 0)
        issue(['constructions', index, 'layers'], `${label}needs at least one layer.`);
      if (row['ctsId'] !== undefined)
        issue(
          ['constructions', index, 'ctsId'],
          `${label}takes its time series either from the library or from its layers, not both.`,
        );
      for (const [layer, l] of recordRows(layers)) {
        checkNumbers(
          layer,
          BUILDING_LAYER_FIELD_SPECS,
          ['constructions', index, 'layers', l],
          `${label}layer ${l + 1} `,
          system,
          issue,
        );
      }
    }
  });
  const constructionIds = checkIds(constructions, 'constructions', 'Construction', issue);
  const windowTypes = recordRows(data['windowTypes']);
  for (const [row, index] of windowTypes) {
    const label = describe('Window type', row, index);
    checkNumbers(
      row,
      BUILDING_WINDOW_TYPE_FIELD_SPECS,
      ['windowTypes', index],
      label,
      system,
      issue,
    );
  }
  const windowTypeIds = new Set(
    [...checkIds(windowTypes, 'windowTypes', 'Window type', issue)].map((t) => t.trim()),
  );
  const windowTypeRows: readonly WindowTypeFields[] = windowTypes.map(([row]) => row);
  const systems = recordRows(data['systems']);
  const systemIds = checkIds(systems, 'systems', 'System', issue);
  const zones = recordRows(data['zones']);
  const zoneIds = checkIds(zones, 'zones', 'Zone', issue);
  const zoneSystem = new Map<string, string>();
  for (const [zone, index] of zones) {
    const ref = zone['systemId'];
    if (typeof ref === 'string' && ref !== '') {
      if (!systemIds.has(ref))
        issue(
          ['zones', index, 'systemId'],
          `${describe('Zone', zone, index)}names a system that does not exist.`,
        );
      if (typeof zone['id'] === 'string') zoneSystem.set(zone['id'], ref);
    }
  }
  const systemSupply = new Map<string, number>();
  for (const [row, index] of systems) {
    const label = describe('System', row, index);
    checkNumbers(row, SYSTEM_FIELDS, ['systems', index], label, system, issue);
    if (row['outdoorAirMethod'] === 'override') {
      if (numericValue(row['outdoorAir']) === undefined)
        issue(
          ['systems', index, 'outdoorAir'],
          `${label}outdoor air is required to override ASHRAE 62.1.`,
        );
      const reason = row['outdoorAirReason'];
      if (typeof reason !== 'string' || reason.trim() === '')
        issue(
          ['systems', index, 'outdoorAirReason'],
          `${label}needs a reason for overriding ASHRAE 62.1's outdoor air.`,
        );
    }
    if (row['fanHeatMethod'] === 'fanPower') {
      for (const key of ['fanPressure', 'fanEfficiency'] as const) {
        if (numericValue(row[key]) === undefined)
          issue(
            ['systems', index, key],
            `${label}${SYSTEM_FIELDS[key].messageLabel} is required for fan heat from the fan.`,
          );
      }
    }
    const supply = numericValue(row['supplyAirTemp']);
    if (supply !== undefined && typeof row['id'] === 'string')
      systemSupply.set(row['id'], toSi(supply, 'temperature', system));
  }

  const rooms = recordRows(data['rooms']);
  checkIds(rooms, 'rooms', 'Room', issue);
  for (const [room, index] of rooms) {
    const label = describe('Room', room, index);
    checkNumbers(room, BUILDING_ROOM_FIELD_SPECS, ['rooms', index], label, system, issue);
    const zoneRef = room['zoneId'];
    if (typeof zoneRef === 'string' && zoneRef !== '' && !zoneIds.has(zoneRef)) {
      issue(['rooms', index, 'zoneId'], `${label}is in a zone that does not exist.`);
    }
    for (const [surface, s] of recordRows(room['surfaces'])) {
      const path = ['rooms', index, 'surfaces', s] as const;
      checkNumbers(
        surface,
        BUILDING_SURFACE_FIELD_SPECS,
        path,
        `${label}surface ${s + 1} `,
        system,
        issue,
      );
      const ref = surface['constructionId'];
      if (typeof ref === 'string' && !constructionIds.has(ref)) {
        issue(
          [...path, 'constructionId'],
          `${label}surface ${s + 1} names a construction that does not exist.`,
        );
      }
    }
    const windowRows = recordRows(room['windows']);
    for (const [window, w] of windowRows) {
      const path = ['rooms', index, 'windows', w] as const;
      const typeId = windowTypeIdOf(window);
      // A window of a type takes the type's size, glazing and shade: its own are not read.
      checkNumbers(
        window,
        typeId === undefined ? BUILDING_WINDOW_FIELD_SPECS : OWN_WINDOW_FIELDS,
        path,
        `${label}window ${w + 1} `,
        system,
        issue,
      );
      if (typeId === undefined) {
        for (const [key, spec] of Object.entries(BUILDING_WINDOW_TYPE_FIELD_SPECS)) {
          const read = readNumber(window[key]);
          // The message a required number of a window gave before the library.
          if (!read.ok && read.empty)
            issue([...path, key], `Window ${spec.messageLabel} is required.`);
        }
      } else if (!windowTypeIds.has(typeId)) {
        issue(
          [...path, 'windowTypeId'],
          `${label}window ${w + 1} names a window type that is not in the library.`,
        );
      }
      const count = numericValue(window['count']);
      if (count !== undefined && !Number.isInteger(count)) {
        issue([...path, 'count'], `${label}window ${w + 1} count must be a whole number.`);
      }
    }
    checkWindowPlacement(room, index, label, windowTypeRows, system, issue);
    for (const key of ['scheduleStartHour', 'scheduleEndHour'] as const) {
      const hour = numericValue(room[key]);
      if (hour !== undefined && !Number.isInteger(hour)) {
        issue(
          ['rooms', index, key],
          `${label}${BUILDING_ROOM_FIELD_SPECS[key].messageLabel} must be a whole hour.`,
        );
      }
    }
    const indoor = numericValue(room['indoorTemp']);
    const rh = numericValue(room['indoorRhPercent']);
    if (indoor !== undefined) {
      const indoorC = toSi(indoor, 'temperature', system);
      if (rh !== undefined && rh >= 0 && rh <= 100 && indoorC >= 10 && indoorC <= 35) {
        const w = safeHumidity(() =>
          humidityRatioFromRelativeHumidity(indoorC, rh / 100, pressurePa),
        );
        if (w === undefined)
          issue(
            ['rooms', index, 'indoorRhPercent'],
            `${label}indoor humidity gives no humidity ratio.`,
          );
      }
      const zoneSystemId = typeof zoneRef === 'string' ? zoneSystem.get(zoneRef) : undefined;
      const supplyC = zoneSystemId === undefined ? undefined : systemSupply.get(zoneSystemId);
      if (supplyC !== undefined && !(supplyC < indoorC)) {
        issue(
          ['rooms', index, 'indoorTemp'],
          `${label}must be warmer than the supply air of its system (${formatBound(fromSi(supplyC, 'temperature', system))}${unitLabel('temperature', system)}).`,
        );
      }
    }
  }
}

/** An area of a placement message: up to six significant figures, so that two close areas differ. */
function formatArea(value: number): string {
  return Number(value.toPrecision(6)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/**
 * Windows placed on their room's walls and roofs (see `window-placement.ts`): each names a surface
 * of its room, that surface's id is its own, and the glass on a surface fits its gross area (the
 * net opaque area, gross − fenestration, ASHRAE Handbook—Fundamentals (2021), ch. 18, "Exterior
 * surfaces", cannot be negative). A window with no `surfaceId` is not checked: free-standing.
 */
function checkWindowPlacement(
  room: Record<string, unknown>,
  index: number,
  label: string,
  windowTypes: readonly WindowTypeFields[],
  system: UnitSystem,
  issue: Issue,
): void {
  const surfaces = recordRows(room['surfaces']);
  const windows = recordRows(room['windows']).map(([window]) => window);
  const placedOn = new Set<string>();
  for (const [window, w] of recordRows(room['windows'])) {
    const ref = windowSurfaceId(window);
    if (ref === undefined) continue;
    placedOn.add(ref);
    if (!surfaces.some(([surface]) => surface['id'] === ref))
      issue(
        ['rooms', index, 'windows', w, 'surfaceId'],
        `${label}window ${w + 1} is placed on a wall or roof that is not in the room.`,
      );
  }
  if (placedOn.size === 0) return;
  const unit = unitLabel('area', system);
  const seen = new Set<string>();
  for (const [surface, s] of surfaces) {
    const id = surface['id'];
    if (typeof id !== 'string' || !placedOn.has(id)) continue;
    const path = ['rooms', index, 'surfaces', s] as const;
    const name = `${label}surface ${s + 1}${typeof surface['orientation'] === 'string' ? ` (${surface['orientation']})` : ''}`;
    if (seen.has(id)) {
      issue(
        [...path, 'id'],
        `${name} repeats the id of another surface that a window is placed on.`,
      );
      continue;
    }
    seen.add(id);
    const gross = numericValue(surface['area']);
    if (gross === undefined) continue;
    const glass = placedWindowArea(id, windows, windowTypes);
    if (!windowsFit(glass, gross))
      issue(
        [...path, 'area'],
        `${name}: its windows, ${formatArea(glass)} ${unit}, exceed its gross area, ${formatArea(gross)} ${unit}.`,
      );
  }
}

/** A humidity ratio, or undefined when the psychrometrics refuse the state or give one out of 0…0.1. */
export function safeHumidity(compute: () => number): number | undefined {
  try {
    const w = compute();
    return Number.isFinite(w) && w >= 0 && w <= 0.1 ? w : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A whole building-load file: the site and its design weather (each value with its source), a
 * construction library, a window library (optional: types a window may name by `windowTypeId`),
 * rooms with their surfaces, windows, internal gains, schedule, infiltration and outdoor air, zones
 * (a room belongs to at most one) and air systems (a zone to at most one).
 * Numbers are in the units of `unitSystem`: temperatures °F | °C, daily range °F | K, areas ft² | m²,
 * lengths ft | m, U-factors Btu/h·ft²·°F | W/m²·K, power densities W/ft² | W/m², airflows cfm | L/s,
 * fan heat Btu/h | W. Sizes are bounded ({@link BUILDING_LOAD_LIMITS}); every message names the field.
 */
export const BuildingLoadInputSchema = z
  .object(
    {
      calculationName: text('Calculation name', BUILDING_LOAD_LIMITS.nameLength).default(''),
      unitSystem: z
        .enum(UnitSystemSchema.options, { error: 'Unit system must be Imperial or Metric.' })
        .default('Imperial'),
      site: SiteSchema,
      constructions: list(ConstructionSchema, 'constructions', BUILDING_LOAD_LIMITS.constructions),
      /** The window library (issue 40 §5); absent in every file saved before: no types. */
      windowTypes: list(
        WindowTypeSchema,
        'window types',
        BUILDING_LOAD_LIMITS.windowTypes,
      ).optional(),
      rooms: list(RoomSchema, 'rooms', BUILDING_LOAD_LIMITS.rooms).min(1, {
        error: 'A building needs at least one room.',
      }),
      zones: list(ZoneSchema, 'zones', BUILDING_LOAD_LIMITS.zones),
      systems: list(SystemSchema, 'systems', BUILDING_LOAD_LIMITS.systems),
    },
    { error: 'The building load input must be an object of named fields.' },
  )
  .superRefine(checkBuilding, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export type BuildingLoadInput = z.output<typeof BuildingLoadInputSchema>;
export type BuildingLoadInputDraft = z.input<typeof BuildingLoadInputSchema>;
export type BuildingRoom = BuildingLoadInput['rooms'][number];
export type BuildingSurface = BuildingRoom['surfaces'][number];
export type BuildingWindow = BuildingRoom['windows'][number];
export type BuildingConstruction = BuildingLoadInput['constructions'][number];
export type BuildingWindowType = NonNullable<BuildingLoadInput['windowTypes']>[number];
export type BuildingZone = BuildingLoadInput['zones'][number];
export type BuildingSystem = BuildingLoadInput['systems'][number];
export type BuildingSite = BuildingLoadInput['site'];
export type BuildingDesignMonth = BuildingSite['months'][number];

/** The SI value of a field in the input's unit system (the units module's `toSi`). */
export function buildingValueToSi(value: number, quantity: Quantity, system: UnitSystem): number {
  return toSi(value, quantity, system);
}

/** An SI value in the input's unit system (the units module's `fromSi`). */
export function buildingValueFromSi(value: number, quantity: Quantity, system: UnitSystem): number {
  return fromSi(value, quantity, system);
}

function convertFields(
  record: unknown,
  fields: FieldTable,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  const source = asRecord(record);
  if (source === undefined) return record;
  const out: Record<string, unknown> = { ...source };
  for (const [key, spec] of Object.entries(fields)) {
    const quantity = unitQuantity(spec.unit);
    if (quantity === null || !(key in source)) continue;
    out[key] = convertDraftNumber(source[key], (value) => convertValue(value, quantity, from, to));
  }
  return out;
}

function convertList(value: unknown, convert: (row: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(convert) : value;
}

/**
 * A building file re-expressed in another unit system: every temperature, range, area, length,
 * U-factor, power density, airflow and fan heat converted, everything else kept. Values are not
 * rounded. It never throws: an unknown unit system or a non-record leaves the draft as typed.
 *
 * @param input - A parsed input or a form's draft.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input is not changed.
 */
export function convertBuildingLoadInput(
  input: BuildingLoadInput,
  toUnitSystem: UnitSystem,
): BuildingLoadInput;
export function convertBuildingLoadInput(
  input: BuildingLoadInputDraft,
  toUnitSystem: UnitSystem,
): BuildingLoadInputDraft;
export function convertBuildingLoadInput(input: unknown, toUnitSystem: UnitSystem): unknown {
  const record = asRecord(input);
  if (record === undefined) return input;
  return convertDraft(record, toUnitSystem, (from, to) => {
    const converted: Record<string, unknown> = { ...record, unitSystem: to };
    const site = asRecord(record['site']);
    if (site !== undefined) {
      const next = convertFields(site, BUILDING_SITE_FIELD_SPECS, from, to) as Record<
        string,
        unknown
      >;
      next['months'] = convertList(site['months'], (m) =>
        convertFields(m, BUILDING_MONTH_FIELD_SPECS, from, to),
      );
      converted['site'] = next;
    }
    converted['constructions'] = convertList(record['constructions'], (c) => {
      const construction = convertFields(c, BUILDING_CONSTRUCTION_FIELD_SPECS, from, to);
      const fields = asRecord(construction);
      if (fields === undefined || !('layers' in fields)) return construction;
      return {
        ...fields,
        layers: convertList(fields['layers'], (l) =>
          convertFields(l, BUILDING_LAYER_FIELD_SPECS, from, to),
        ),
      };
    });
    converted['rooms'] = convertList(record['rooms'], (r) => {
      const room = convertFields(r, BUILDING_ROOM_FIELD_SPECS, from, to);
      const fields = asRecord(room);
      if (fields === undefined) return room;
      return {
        ...fields,
        surfaces: convertList(fields['surfaces'], (s) =>
          convertFields(s, BUILDING_SURFACE_FIELD_SPECS, from, to),
        ),
        windows: convertList(fields['windows'], (w) =>
          convertFields(w, BUILDING_WINDOW_FIELD_SPECS, from, to),
        ),
      };
    });
    // Absent in files saved before the library: left absent.
    if ('windowTypes' in record)
      converted['windowTypes'] = convertList(record['windowTypes'], (t) =>
        convertFields(t, BUILDING_WINDOW_TYPE_FIELD_SPECS, from, to),
      );
    converted['systems'] = convertList(record['systems'], (s) =>
      convertFields(s, SYSTEM_FIELDS, from, to),
    );
    return converted;
  });
}
