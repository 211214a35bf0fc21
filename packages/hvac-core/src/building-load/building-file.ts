import { z } from 'zod';
import { customIssue } from '../_lib/custom-issue.js';
import { asRecord, convertDraft, convertDraftNumber, recordRows } from '../_lib/draft-convert.js';
import { numericValue, readNumber, requiredNumber } from '../_lib/form-number.js';
import { ACTIVITY_LEVEL_IDS } from '../heat-load/constants.js';
import { humidityRatioFromRelativeHumidity } from '../psychrometrics/humidity-ratio.js';
import { standardAtmosphericPressurePa } from '../psychrometrics/standard-atmosphere.js';
import { humidityRatioFromWetBulb } from '../psychrometrics/wet-bulb.js';
import { convertValue, fromSi, toSi, unitLabel, UnitSystemSchema } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import {
  LAYER_QUANTITIES,
  layerUnitLabel,
  layerValueFromSi,
  layerValueToSi,
} from './construction-layers.js';
import type { LayerQuantity } from './construction-layers.js';
import { CTS_LIBRARY_IDS } from './cts-tables.js';
import { GLAZING_IDS } from './glazing-shgc.js';
import { AIR_DISTRIBUTION_CONFIGURATION_IDS } from '../ventilation/air-distribution.js';
import { OCCUPANCY_CATEGORY_IDS } from '../ventilation/occupancy-categories.js';
import { FAN_POSITIONS } from './system-coil.js';
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

/** A quantity of the unit table, a power per floor area (W/ft² | W/m²) or a layer's property. */
type FieldQuantity = Quantity | 'powerDensity' | LayerQuantity;

const isLayerQuantity = (quantity: FieldQuantity): quantity is LayerQuantity =>
  quantity in LAYER_QUANTITIES;

const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

function toSiValue(value: number, quantity: FieldQuantity, system: UnitSystem): number {
  if (isLayerQuantity(quantity)) return layerValueToSi(value, quantity, system);
  if (quantity === 'powerDensity')
    return system === 'Imperial' ? value / SQUARE_METRES_PER_SQUARE_FOOT : value;
  return toSi(value, quantity, system);
}

function fromSiValue(value: number, quantity: FieldQuantity, system: UnitSystem): number {
  if (isLayerQuantity(quantity)) return layerValueFromSi(value, quantity, system);
  if (quantity === 'powerDensity')
    return system === 'Imperial' ? value * SQUARE_METRES_PER_SQUARE_FOOT : value;
  return fromSi(value, quantity, system);
}

/** The unit label of a field quantity in a unit system. */
export function buildingFieldUnit(quantity: FieldQuantity, system: UnitSystem): string {
  if (isLayerQuantity(quantity)) return layerUnitLabel(quantity, system);
  if (quantity === 'powerDensity') return system === 'Imperial' ? 'W/ft²' : 'W/m²';
  return unitLabel(quantity, system);
}

/** One numeric field: its label, quantity (null: no unit) and the SI range it must lie in. */
interface NumericSpec {
  readonly label: string;
  readonly quantity: FieldQuantity | null;
  readonly min: number;
  readonly max: number;
  /** The lower bound itself is excluded. */
  readonly minExclusive?: boolean;
  readonly unit?: string;
}

const SITE_FIELDS = {
  latitudeDeg: { label: 'Latitude', quantity: null, min: -90, max: 90, unit: '°' },
  longitudeDeg: { label: 'Longitude', quantity: null, min: -180, max: 180, unit: '°' },
  timeZoneHours: { label: 'Time zone', quantity: null, min: -12, max: 14, unit: 'h' },
  elevation: { label: 'Elevation', quantity: 'length', min: -500, max: 9000 },
  heatingDryBulb: { label: 'Heating design dry bulb', quantity: 'temperature', min: -60, max: 40 },
  groundReflectance: { label: 'Ground reflectance', quantity: null, min: 0, max: 1 },
} as const satisfies Record<string, NumericSpec>;

const MONTH_FIELDS = {
  maxDryBulb: { label: 'design dry bulb', quantity: 'temperature', min: -40, max: 60 },
  dailyRange: { label: 'daily range', quantity: 'temperatureDifference', min: 0, max: 30 },
  coincidentWetBulb: {
    label: 'mean coincident wet bulb',
    quantity: 'temperature',
    min: -40,
    max: 40,
  },
  taub: { label: 'taub', quantity: null, min: 0, max: 2 },
  taud: { label: 'taud', quantity: null, min: 0, max: 5 },
} as const satisfies Record<string, NumericSpec>;

const CONSTRUCTION_FIELDS = {
  uFactor: { label: 'U-factor', quantity: 'uValue', min: 0.01, max: 10 },
} as const satisfies Record<string, NumericSpec>;

/** Surface films of a construction given by its layers (optional: blank takes `defaultSurfaceFilms`). */
export const FILM_FIELDS = {
  outsideFilmR: {
    label: 'outside surface resistance',
    quantity: 'thermalResistance',
    min: 0,
    max: 1,
  },
  insideFilmR: {
    label: 'inside surface resistance',
    quantity: 'thermalResistance',
    min: 0,
    max: 1,
  },
} as const satisfies Record<string, NumericSpec>;

/**
 * One layer of a construction, SI ranges (a layer with no density or specific heat is a resistance).
 * The lower bounds are physical, so that every construction accepted has a finite U and a clean
 * conduction time series (issue 44: a conductivity of 5·10⁻³²⁴ gave U = 0 and NaN):
 * - thickness at least 0.01 mm: foil facings (6–25 µm) are the thinnest layers there are, and a
 *   thinner one adds a negligible resistance (10 µm of polyethylene: 5·10⁻⁵ m²·K/W);
 * - conductivity at least 0.002 W/(m·K), half that of the least conductive building insulation,
 *   vacuum insulation panels at about 0.004 W/(m·K) new (IEA ECBCS Annex 39, "Vacuum Insulation
 *   Panels: Study on VIP-components and Panels for Service Life Prediction" (2005), subtask A);
 *   aerogel blankets are about 0.013–0.015 and foam boards 0.02–0.03 (ASHRAE Handbook—Fundamentals
 *   (2021), ch. 26, table 1); at most 500 W/(m·K), above copper's 401;
 * - density up to 10 000 kg/m³ (steel 7850, copper 8900) and specific heat up to 5000 J/(kg·K)
 *   (water 4180), both from 0 (a massless layer).
 */
export const LAYER_FIELDS = {
  thickness: { label: 'thickness', quantity: 'layerThickness', min: 1e-5, max: 1 },
  conductivity: { label: 'conductivity', quantity: 'conductivity', min: 0.002, max: 500 },
  density: { label: 'density', quantity: 'density', min: 0, max: 10_000 },
  specificHeat: { label: 'specific heat', quantity: 'specificHeat', min: 0, max: 5000 },
} as const satisfies Record<string, NumericSpec>;

/** A room's numbers, SI ranges. */
export const ROOM_FIELDS = {
  floorArea: {
    label: 'floor area',
    quantity: 'area',
    min: 0,
    max: 100_000,
    minExclusive: true,
  },
  indoorTemp: { label: 'cooling indoor temperature', quantity: 'temperature', min: 10, max: 35 },
  indoorRhPercent: {
    label: 'indoor relative humidity',
    quantity: null,
    min: 0,
    max: 100,
    unit: '%',
  },
  heatingIndoorTemp: {
    label: 'heating indoor temperature',
    quantity: 'temperature',
    min: 5,
    max: 35,
  },
  people: { label: 'number of people', quantity: null, min: 0, max: 10_000 },
  lightingDensity: { label: 'lighting power density', quantity: 'powerDensity', min: 0, max: 100 },
  lightingRadiantFraction: { label: 'lighting radiant fraction', quantity: null, min: 0, max: 1 },
  equipmentDensity: {
    label: 'equipment power density',
    quantity: 'powerDensity',
    min: 0,
    max: 500,
  },
  equipmentRadiantFraction: {
    label: 'equipment radiant fraction',
    quantity: null,
    min: 0,
    max: 1,
  },
  scheduleStartHour: { label: 'schedule start hour', quantity: null, min: 0, max: 24 },
  scheduleEndHour: { label: 'schedule end hour', quantity: null, min: 0, max: 24 },
  unoccupiedPercent: { label: 'unoccupied gains', quantity: null, min: 0, max: 100, unit: '%' },
  infiltration: { label: 'infiltration', quantity: 'airflow', min: 0, max: 100 },
  ventilation: { label: 'outdoor air (ventilation)', quantity: 'airflow', min: 0, max: 100 },
} as const satisfies Record<string, NumericSpec>;

/**
 * A surface's area: net (opaque) as entered, or gross when windows are placed on it (the net is
 * then gross − windows, ASHRAE Handbook—Fundamentals (2021), ch. 18, "Exterior surfaces").
 */
const SURFACE_FIELDS = {
  area: { label: 'area', quantity: 'area', min: 0, max: 100_000 },
} as const satisfies Record<string, NumericSpec>;

const WINDOW_FIELDS = {
  width: { label: 'width', quantity: 'length', min: 0, max: 100, minExclusive: true },
  height: { label: 'height', quantity: 'length', min: 0, max: 100, minExclusive: true },
  count: { label: 'count', quantity: null, min: 1, max: 1000 },
  uFactor: { label: 'U-factor', quantity: 'uValue', min: 0.01, max: 10 },
  shgc: { label: 'SHGC', quantity: null, min: 0, max: 1 },
  iac: { label: 'interior attenuation coefficient (IAC)', quantity: null, min: 0, max: 1 },
  shadeRadiantFraction: {
    label: 'interior shade radiant fraction',
    quantity: null,
    min: 0,
    max: 1,
  },
  overhangProjection: { label: 'overhang projection', quantity: 'length', min: 0, max: 20 },
  overhangGap: { label: 'overhang height above glass', quantity: 'length', min: 0, max: 20 },
  finProjection: { label: 'side fin projection', quantity: 'length', min: 0, max: 20 },
  finGap: { label: 'side fin distance from glass', quantity: 'length', min: 0, max: 20 },
} as const satisfies Record<string, NumericSpec>;

export { UNSHADED_WINDOW } from './window-types.js';

/**
 * The numbers a window type gives a window that names it (see `window-types.ts`), with the window's
 * own ranges: size, U-factor, SHGC, interior shade. A window naming no type needs them all.
 */
const WINDOW_TYPE_FIELDS = {
  width: WINDOW_FIELDS.width,
  height: WINDOW_FIELDS.height,
  uFactor: WINDOW_FIELDS.uFactor,
  shgc: WINDOW_FIELDS.shgc,
  iac: WINDOW_FIELDS.iac,
  shadeRadiantFraction: WINDOW_FIELDS.shadeRadiantFraction,
} as const satisfies Record<string, NumericSpec>;

/** A window's numbers that stay its own when it names a type: count, overhang and fins. */
const OWN_WINDOW_FIELDS = {
  count: WINDOW_FIELDS.count,
  overhangProjection: WINDOW_FIELDS.overhangProjection,
  overhangGap: WINDOW_FIELDS.overhangGap,
  finProjection: WINDOW_FIELDS.finProjection,
  finGap: WINDOW_FIELDS.finGap,
} as const satisfies Record<string, NumericSpec>;

/**
 * A system's numbers, SI ranges. The fan's total pressure is bounded at 5 kPa (20 in. wg, above any
 * comfort air handler's), its total efficiency from 10 % (a small forward-curved fan runs at 40–60 %)
 * and a motor in the airstream from 50 %: together at most a 41 K rise, never an unbounded one.
 */
const SYSTEM_FIELDS = {
  supplyAirTemp: { label: 'supply-air temperature', quantity: 'temperature', min: 0, max: 30 },
  outdoorAir: { label: 'outdoor air', quantity: 'airflow', min: 0, max: 1000 },
  fanHeat: { label: 'fan heat', quantity: 'heatRate', min: 0, max: 10_000_000 },
  occupantDiversity: {
    label: 'occupant diversity',
    quantity: null,
    min: 0,
    max: 1,
    minExclusive: true,
  },
  vavMinimumFraction: {
    label: 'VAV minimum airflow fraction',
    quantity: null,
    min: 0,
    max: 1,
    minExclusive: true,
  },
  fanPressure: { label: 'fan total pressure', quantity: 'ductPressureLoss', min: 0, max: 5000 },
  fanEfficiency: { label: 'fan total efficiency', quantity: null, min: 10, max: 100, unit: '%' },
  fanMotorEfficiency: {
    label: 'motor efficiency',
    quantity: null,
    min: 50,
    max: 100,
    unit: '%',
  },
} as const satisfies Record<string, NumericSpec>;

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
export function rangeText(spec: NumericSpec, system: UnitSystem): string {
  const unit =
    spec.quantity === null ? (spec.unit ?? '') : buildingFieldUnit(spec.quantity, system);
  const convert = (v: number): number =>
    spec.quantity === null ? v : fromSiValue(v, spec.quantity, system);
  const low = formatBound(convert(spec.min));
  const high = formatBound(convert(spec.max));
  const suffix = unit === '' ? '' : unit.startsWith('°') && unit.length <= 2 ? unit : ` ${unit}`;
  return spec.minExclusive === true
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

const numbers = <T extends Record<string, NumericSpec>>(fields: T, prefix: string) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, spec]) => [key, requiredNumber(`${prefix}${spec.label}`)]),
  ) as { [K in keyof T]: ReturnType<typeof requiredNumber> };

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
  ...numbers(MONTH_FIELDS, 'Design day '),
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
    ...numbers(SITE_FIELDS, ''),
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
  ...numbers(LAYER_FIELDS, 'Layer '),
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
  ...numbers(CONSTRUCTION_FIELDS, 'Construction '),
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
  outsideFilmR: optionalNumber('Construction outside surface resistance'),
  /**
   * Inside surface resistance of a layered construction; absent: by the direction of heat flow, a
   * wall 0.12 m²·K/W (table 18, F02), a roof 0.16 in cooling (F03, heat flowing down) and 0.11 in
   * heating (ch. 26 table 10, heat flowing up).
   */
  insideFilmR: optionalNumber('Construction inside surface resistance'),
});

const SurfaceSchema = item('surface', {
  id: id('Surface id'),
  orientation: z.enum(BUILDING_SURFACE_ORIENTATIONS, {
    error: 'Surface orientation must be a compass point (N … NW) or roof.',
  }),
  ...numbers(SURFACE_FIELDS, 'Surface '),
  constructionId: id('Surface construction'),
});

/** Optional numbers of a table (blank: undefined), each "X must be a number." when not one. */
const optionalNumbers = <T extends Record<string, NumericSpec>>(fields: T, prefix: string) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, spec]) => [key, optionalNumber(`${prefix}${spec.label}`)]),
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
      width: WINDOW_FIELDS.width,
      height: WINDOW_FIELDS.height,
      uFactor: WINDOW_FIELDS.uFactor,
      shgc: WINDOW_FIELDS.shgc,
    },
    'Window type ',
  ),
  /** As a window's: absent, glazing 5b's curve scaled to the type's SHGC. */
  glazingId: glazingIdOf('Window type'),
  iac: optionalNumber(`Window type ${WINDOW_FIELDS.iac.label}`),
  shadeRadiantFraction: optionalNumber(`Window type ${WINDOW_FIELDS.shadeRadiantFraction.label}`),
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
  ...optionalNumbers(WINDOW_TYPE_FIELDS, 'Window '),
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
  ...numbers(ROOM_FIELDS, 'Room '),
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
  supplyAirTemp: requiredNumber('System supply-air temperature'),
  fanHeat: requiredNumber('System fan heat'),
  /** Blank: the sum of its rooms' outdoor air (or, with a 62.1 method, not used). */
  outdoorAir: optionalNumber('System outdoor air'),
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
  occupantDiversity: optionalNumber('System occupant diversity'),
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
  vavMinimumFraction: optionalNumber('System VAV minimum airflow fraction'),
  /** Absent: `entered` (the typed `fanHeat`). */
  fanHeatMethod: z
    .enum(SYSTEM_FAN_HEAT_METHODS, { error: 'System fan heat method must be entered or fanPower.' })
    .optional(),
  /** Fan total pressure, in. wg | Pa (with `fanPower`). */
  fanPressure: optionalNumber('System fan total pressure'),
  /** Fan total efficiency, % (with `fanPower`). */
  fanEfficiency: optionalNumber('System fan total efficiency'),
  /** Motor efficiency, %, when the motor is in the airstream; blank: it is not. */
  fanMotorEfficiency: optionalNumber('System motor efficiency'),
  /** Absent: draw-through (the fan after the coil). */
  fanPosition: z
    .enum(FAN_POSITIONS, { error: 'System fan position must be drawThrough or blowThrough.' })
    .optional(),
});

type Issue = (path: readonly (string | number)[], message: string) => void;

function checkNumbers(
  record: Record<string, unknown>,
  fields: Record<string, NumericSpec>,
  path: readonly (string | number)[],
  prefix: string,
  system: UnitSystem,
  issue: Issue,
): void {
  for (const [key, spec] of Object.entries(fields)) {
    const value = numericValue(record[key]);
    if (value === undefined) continue;
    const si = spec.quantity === null ? value : toSiValue(value, spec.quantity, system);
    const low = spec.minExclusive === true ? si <= spec.min : si < spec.min;
    if (low || si > spec.max) {
      issue([...path, key], `${prefix}${spec.label} must be ${rangeText(spec, system)}.`);
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
    checkNumbers(site, SITE_FIELDS, ['site'], '', system, issue);
    const elevation = numericValue(site['elevation']);
    if (elevation !== undefined) {
      const m = toSi(elevation, 'length', system);
      if (m >= -500 && m <= 9000) pressurePa = standardAtmosphericPressurePa(m);
    }
    const months = new Set<number>();
    for (const [month, index] of recordRows(site['months'])) {
      const prefix = `Design day ${index + 1} `;
      checkNumbers(month, MONTH_FIELDS, ['site', 'months', index], prefix, system, issue);
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
    checkNumbers(row, CONSTRUCTION_FIELDS, ['constructions', index], label, system, issue);
    checkNumbers(row, FILM_FIELDS, ['constructions', index], label, system, issue);
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
          LAYER_FIELDS,
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
    checkNumbers(row, WINDOW_TYPE_FIELDS, ['windowTypes', index], label, system, issue);
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
            `${label}${SYSTEM_FIELDS[key].label} is required for fan heat from the fan.`,
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
    checkNumbers(room, ROOM_FIELDS, ['rooms', index], label, system, issue);
    const zoneRef = room['zoneId'];
    if (typeof zoneRef === 'string' && zoneRef !== '' && !zoneIds.has(zoneRef)) {
      issue(['rooms', index, 'zoneId'], `${label}is in a zone that does not exist.`);
    }
    for (const [surface, s] of recordRows(room['surfaces'])) {
      const path = ['rooms', index, 'surfaces', s] as const;
      checkNumbers(surface, SURFACE_FIELDS, path, `${label}surface ${s + 1} `, system, issue);
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
        typeId === undefined ? WINDOW_FIELDS : OWN_WINDOW_FIELDS,
        path,
        `${label}window ${w + 1} `,
        system,
        issue,
      );
      if (typeId === undefined) {
        for (const [key, spec] of Object.entries(WINDOW_TYPE_FIELDS)) {
          const read = readNumber(window[key]);
          // The message a required number of a window gave before the library.
          if (!read.ok && read.empty) issue([...path, key], `Window ${spec.label} is required.`);
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
        issue(['rooms', index, key], `${label}${ROOM_FIELDS[key].label} must be a whole hour.`);
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

/** The SI value of a field in the input's unit system. */
export function buildingValueToSi(
  value: number,
  quantity: FieldQuantity,
  system: UnitSystem,
): number {
  return toSiValue(value, quantity, system);
}

/** An SI value in the input's unit system. */
export function buildingValueFromSi(
  value: number,
  quantity: FieldQuantity,
  system: UnitSystem,
): number {
  return fromSiValue(value, quantity, system);
}

function convertFields(
  record: unknown,
  fields: Record<string, NumericSpec>,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  const source = asRecord(record);
  if (source === undefined) return record;
  const out: Record<string, unknown> = { ...source };
  for (const [key, spec] of Object.entries(fields)) {
    const quantity = spec.quantity;
    if (quantity === null || !(key in source)) continue;
    out[key] = convertDraftNumber(source[key], (value) =>
      quantity === 'powerDensity' || isLayerQuantity(quantity)
        ? fromSiValue(toSiValue(value, quantity, from), quantity, to)
        : convertValue(value, quantity, from, to),
    );
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
      const next = convertFields(site, SITE_FIELDS, from, to) as Record<string, unknown>;
      next['months'] = convertList(site['months'], (m) => convertFields(m, MONTH_FIELDS, from, to));
      converted['site'] = next;
    }
    converted['constructions'] = convertList(record['constructions'], (c) => {
      const construction = convertFields(c, { ...CONSTRUCTION_FIELDS, ...FILM_FIELDS }, from, to);
      const fields = asRecord(construction);
      if (fields === undefined || !('layers' in fields)) return construction;
      return {
        ...fields,
        layers: convertList(fields['layers'], (l) => convertFields(l, LAYER_FIELDS, from, to)),
      };
    });
    converted['rooms'] = convertList(record['rooms'], (r) => {
      const room = convertFields(r, ROOM_FIELDS, from, to);
      const fields = asRecord(room);
      if (fields === undefined) return room;
      return {
        ...fields,
        surfaces: convertList(fields['surfaces'], (s) =>
          convertFields(s, SURFACE_FIELDS, from, to),
        ),
        windows: convertList(fields['windows'], (w) => convertFields(w, WINDOW_FIELDS, from, to)),
      };
    });
    // Absent in files saved before the library: left absent.
    if ('windowTypes' in record)
      converted['windowTypes'] = convertList(record['windowTypes'], (t) =>
        convertFields(t, WINDOW_TYPE_FIELDS, from, to),
      );
    converted['systems'] = convertList(record['systems'], (s) =>
      convertFields(s, SYSTEM_FIELDS, from, to),
    );
    return converted;
  });
}
