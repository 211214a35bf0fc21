import type { NumberFieldSpec, SiFieldRange } from '../_lib/field-spec.js';

/*
 * The building's numeric fields, described once, one table per kind of row (site, design month,
 * room, surface, window, window type, construction, layer, system): the form's label, unit, range,
 * arrow-key step, decimals typed or shown, help and placeholder, as every calculator describes its
 * fields (`NumberFieldSpec`), and the words the schema's messages name the field by. The schema
 * (building-file.ts) reads its ranges and messages from these tables, and the form draws its fields
 * from them: there is no second list of either.
 */

/** A numeric field of the building: the kit's description, checked in SI, with its message wording. */
export interface BuildingFieldSpec extends NumberFieldSpec {
  /** Checked in SI, so that a value valid in one unit system stays valid after conversion. */
  readonly range: SiFieldRange;
  /**
   * The field as the schema's messages name it after its row ("Room 1 floor area must be …",
   * "Design day design dry bulb is required."), which may differ from the form's label.
   */
  readonly messageLabel: string;
  /** The unit a range message gives, where it differs from the form's; default the form's. */
  readonly messageUnit?: string;
}

const NONE = { fixed: '' } as const;
const PERCENT = { fixed: '%' } as const;
const DEGREES = { fixed: '°' } as const;
const HOURS = { fixed: 'h' } as const;

/** The site's numbers; latitude and longitude to 4 decimals (about 10 m). */
export const BUILDING_SITE_FIELD_SPECS = {
  latitudeDeg: {
    label: 'Latitude (north +)',
    messageLabel: 'Latitude',
    unit: DEGREES,
    range: { si: [-90, 90] },
    step: 1,
    decimals: 4,
  },
  longitudeDeg: {
    label: 'Longitude (east +)',
    messageLabel: 'Longitude',
    unit: DEGREES,
    range: { si: [-180, 180] },
    step: 1,
    decimals: 4,
  },
  timeZoneHours: {
    label: 'Time zone (GMT ±)',
    messageLabel: 'Time zone',
    unit: HOURS,
    range: { si: [-12, 14] },
    step: 1,
    decimals: 2,
  },
  elevation: {
    label: 'Elevation',
    messageLabel: 'Elevation',
    unit: 'length',
    range: { si: [-500, 9000] },
    step: 1,
    decimals: 1,
  },
  heatingDryBulb: {
    label: 'Heating design dry bulb (99.6 %)',
    messageLabel: 'Heating design dry bulb',
    unit: 'temperature',
    range: { si: [-60, 40] },
    step: 1,
    decimals: 2,
  },
  groundReflectance: {
    label: 'Ground reflectance',
    messageLabel: 'Ground reflectance',
    unit: NONE,
    range: { si: [0, 1] },
    step: 0.05,
    decimals: 2,
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/** A cooling design day (the form names the dry bulb after its month). */
export const BUILDING_MONTH_FIELD_SPECS = {
  maxDryBulb: {
    label: 'Design dry bulb',
    messageLabel: 'design dry bulb',
    unit: 'temperature',
    range: { si: [-40, 60] },
    step: 1,
    decimals: 2,
  },
  dailyRange: {
    label: 'Daily range',
    messageLabel: 'daily range',
    unit: 'temperatureDifference',
    range: { si: [0, 30] },
    step: 1,
    decimals: 2,
  },
  coincidentWetBulb: {
    label: 'Coincident wet bulb',
    messageLabel: 'mean coincident wet bulb',
    unit: 'temperature',
    range: { si: [-40, 40] },
    step: 1,
    decimals: 2,
  },
  taub: {
    label: 'taub',
    messageLabel: 'taub',
    unit: NONE,
    range: { si: [0, 2] },
    step: 0.01,
    decimals: 3,
  },
  taud: {
    label: 'taud',
    messageLabel: 'taud',
    unit: NONE,
    range: { si: [0, 5] },
    step: 0.01,
    decimals: 3,
  },
} as const satisfies Record<string, BuildingFieldSpec>;

// Schedules are clock time; under daylight saving time the engine reads them an hour later against
// its hours of standard time (ASHRAE F ch. 14 eq. 9; issue 40 §1). Their range message gives no unit.
const SCHEDULE_HOUR = {
  unit: HOURS,
  messageUnit: '',
  range: { si: [0, 24] },
  step: 1,
  decimals: 0,
  help: 'Clock time, daylight saving time where the site observes it',
} as const;

/** A room's numbers, in form order. */
export const BUILDING_ROOM_FIELD_SPECS = {
  floorArea: {
    label: 'Floor area',
    messageLabel: 'floor area',
    unit: 'area',
    range: { si: [0, 100_000], minExclusive: true },
    step: 1,
    decimals: 1,
  },
  people: {
    label: 'People',
    messageLabel: 'number of people',
    unit: NONE,
    range: { si: [0, 10_000] },
    step: 1,
    decimals: 1,
  },
  indoorTemp: {
    label: 'Cooling indoor temperature',
    messageLabel: 'cooling indoor temperature',
    unit: 'temperature',
    range: { si: [10, 35] },
    step: 1,
    decimals: 1,
  },
  indoorRhPercent: {
    label: 'Indoor relative humidity',
    messageLabel: 'indoor relative humidity',
    unit: PERCENT,
    range: { si: [0, 100] },
    step: 1,
    decimals: 0,
  },
  heatingIndoorTemp: {
    label: 'Heating indoor temperature',
    messageLabel: 'heating indoor temperature',
    unit: 'temperature',
    range: { si: [5, 35] },
    step: 1,
    decimals: 1,
  },
  lightingDensity: {
    label: 'Lighting power density',
    messageLabel: 'lighting power density',
    unit: 'powerDensity',
    range: { si: [0, 100] },
    step: 0.1,
    decimals: 2,
  },
  lightingRadiantFraction: {
    label: 'Lighting radiant fraction',
    messageLabel: 'lighting radiant fraction',
    unit: NONE,
    range: { si: [0, 1] },
    step: 0.05,
    decimals: 2,
    help: 'ASHRAE F ch. 18, table 3, by luminaire',
  },
  equipmentDensity: {
    label: 'Equipment power density',
    messageLabel: 'equipment power density',
    unit: 'powerDensity',
    range: { si: [0, 500] },
    step: 0.1,
    decimals: 2,
  },
  equipmentRadiantFraction: {
    label: 'Equipment radiant fraction',
    messageLabel: 'equipment radiant fraction',
    unit: NONE,
    range: { si: [0, 1] },
    step: 0.05,
    decimals: 2,
    help: 'ASHRAE F ch. 18, tables 6–12',
  },
  scheduleStartHour: {
    label: 'Occupied from (hour)',
    messageLabel: 'schedule start hour',
    ...SCHEDULE_HOUR,
  },
  scheduleEndHour: {
    label: 'Occupied until (hour)',
    messageLabel: 'schedule end hour',
    ...SCHEDULE_HOUR,
  },
  unoccupiedPercent: {
    label: 'Gains outside those hours',
    messageLabel: 'unoccupied gains',
    unit: PERCENT,
    range: { si: [0, 100] },
    step: 1,
    decimals: 0,
  },
  infiltration: {
    label: 'Infiltration',
    messageLabel: 'infiltration',
    unit: 'airflow',
    range: { si: [0, 100] },
    step: 1,
    decimals: 1,
  },
  ventilation: {
    label: 'Outdoor air (ASHRAE 62.1)',
    messageLabel: 'outdoor air (ventilation)',
    unit: 'airflow',
    range: { si: [0, 100] },
    step: 1,
    decimals: 1,
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/**
 * A wall or roof of a room (the form numbers the surface in the label). Its area is net (opaque) as
 * entered, or gross when windows are placed on it (the net is then gross − windows, ASHRAE
 * Handbook—Fundamentals (2021), ch. 18, "Exterior surfaces").
 */
export const BUILDING_SURFACE_FIELD_SPECS = {
  area: {
    label: 'Net area',
    messageLabel: 'area',
    unit: 'area',
    range: { si: [0, 100_000] },
    step: 1,
    decimals: 1,
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/** Overhang and side fins of a window, m, at most 20 m. */
const SHADING_LENGTH = {
  unit: 'length',
  range: { si: [0, 20] },
  step: 1,
  decimals: 2,
} as const;

/** A window of a room: size, glazing, interior shade and exterior shading geometry. */
export const BUILDING_WINDOW_FIELD_SPECS = {
  width: {
    label: 'Width',
    messageLabel: 'width',
    unit: 'length',
    range: { si: [0, 100], minExclusive: true },
    step: 1,
    decimals: 2,
  },
  height: {
    label: 'Height',
    messageLabel: 'height',
    unit: 'length',
    range: { si: [0, 100], minExclusive: true },
    step: 1,
    decimals: 2,
  },
  count: {
    label: 'Count',
    messageLabel: 'count',
    unit: NONE,
    range: { si: [1, 1000] },
    step: 1,
    decimals: 0,
  },
  uFactor: {
    label: 'U-factor',
    messageLabel: 'U-factor',
    unit: 'uValue',
    range: { si: [0.01, 10] },
    step: 0.01,
    decimals: 3,
  },
  shgc: {
    label: 'SHGC',
    messageLabel: 'SHGC',
    unit: NONE,
    range: { si: [0, 1] },
    step: 0.01,
    decimals: 2,
  },
  iac: {
    label: 'Interior shade IAC (1 = none)',
    messageLabel: 'interior attenuation coefficient (IAC)',
    unit: NONE,
    range: { si: [0, 1] },
    step: 0.05,
    decimals: 2,
  },
  shadeRadiantFraction: {
    label: 'Shade radiant fraction',
    messageLabel: 'interior shade radiant fraction',
    unit: NONE,
    range: { si: [0, 1] },
    step: 0.05,
    decimals: 2,
    help: 'Used when IAC < 1',
  },
  overhangProjection: {
    label: 'Overhang projection',
    messageLabel: 'overhang projection',
    ...SHADING_LENGTH,
  },
  overhangGap: {
    label: 'Overhang above glass',
    messageLabel: 'overhang height above glass',
    ...SHADING_LENGTH,
  },
  finProjection: {
    label: 'Side fin projection',
    messageLabel: 'side fin projection',
    ...SHADING_LENGTH,
  },
  finGap: {
    label: 'Side fin distance',
    messageLabel: 'side fin distance from glass',
    ...SHADING_LENGTH,
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/**
 * A type of the window library (issue 40 §5): a window's size, glazing and interior shade, which
 * the windows naming it take, with the window's own ranges. A blank IAC or fraction is no interior
 * shade (IAC 1, fraction 0.5).
 */
export const BUILDING_WINDOW_TYPE_FIELD_SPECS = {
  width: BUILDING_WINDOW_FIELD_SPECS.width,
  height: BUILDING_WINDOW_FIELD_SPECS.height,
  uFactor: BUILDING_WINDOW_FIELD_SPECS.uFactor,
  shgc: BUILDING_WINDOW_FIELD_SPECS.shgc,
  iac: { ...BUILDING_WINDOW_FIELD_SPECS.iac, placeholder: '1 (no shade)' },
  shadeRadiantFraction: { ...BUILDING_WINDOW_FIELD_SPECS.shadeRadiantFraction, placeholder: '0.5' },
} as const satisfies Record<string, BuildingFieldSpec>;

/**
 * A construction: its U-factor and, when built from layers, its surface films (ASHRAE F ch. 18,
 * table 18), optional: blank takes `defaultSurfaceFilms`.
 */
export const BUILDING_CONSTRUCTION_FIELD_SPECS = {
  uFactor: {
    label: 'U-factor',
    messageLabel: 'U-factor',
    unit: 'uValue',
    range: { si: [0.01, 10] },
    step: 0.01,
    decimals: 3,
  },
  outsideFilmR: {
    label: 'Outside surface resistance',
    messageLabel: 'outside surface resistance',
    unit: 'thermalResistance',
    range: { si: [0, 1] },
    step: 0.01,
    decimals: 3,
    help: 'Blank: 0.04 m²·K/W cooling (table 18, F01), 0.030 heating (ch. 26 table 10, winter wind)',
  },
  insideFilmR: {
    label: 'Inside surface resistance',
    messageLabel: 'inside surface resistance',
    unit: 'thermalResistance',
    range: { si: [0, 1] },
    step: 0.01,
    decimals: 3,
    help: 'Blank: by heat flow, wall 0.12; roof 0.16 cooling (down, F03), 0.11 heating (up, ch. 26 table 10) m²·K/W',
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/**
 * One layer of a construction, outside to inside (a layer with no density or specific heat is a
 * resistance). The lower bounds are physical, so that every construction accepted has a finite U
 * and a clean conduction time series (issue 44: a conductivity of 5·10⁻³²⁴ gave U = 0 and NaN):
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
export const BUILDING_LAYER_FIELD_SPECS = {
  thickness: {
    label: 'Thickness',
    messageLabel: 'thickness',
    unit: 'layerThickness',
    range: { si: [1e-5, 1] },
    step: 1,
    decimals: 4,
  },
  conductivity: {
    label: 'Conductivity',
    messageLabel: 'conductivity',
    unit: 'conductivity',
    range: { si: [0.002, 500] },
    step: 0.01,
    decimals: 4,
  },
  density: {
    label: 'Density',
    messageLabel: 'density',
    unit: 'density',
    range: { si: [0, 10_000] },
    step: 1,
    decimals: 2,
  },
  specificHeat: {
    label: 'Specific heat',
    messageLabel: 'specific heat',
    unit: 'specificHeat',
    range: { si: [0, 5000] },
    step: 0.01,
    decimals: 3,
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/** An air system: supply air, outdoor air (blank: its rooms' sum) and fan heat. */
export const BUILDING_SYSTEM_FIELD_SPECS = {
  supplyAirTemp: {
    label: 'Supply-air temperature',
    messageLabel: 'supply-air temperature',
    unit: 'temperature',
    range: { si: [0, 30] },
    step: 1,
    decimals: 1,
  },
  outdoorAir: {
    label: 'Outdoor air',
    messageLabel: 'outdoor air',
    unit: 'airflow',
    range: { si: [0, 1000] },
    step: 1,
    decimals: 0,
    placeholder: 'Sum of its rooms',
  },
  fanHeat: {
    label: 'Fan heat',
    messageLabel: 'fan heat',
    unit: 'heatRate',
    range: { si: [0, 10_000_000] },
    step: 1,
    decimals: 0,
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/** A system's ASHRAE 62.1 multiple-zone inputs (blank: D = 1, VAV boxes held at design airflow). */
export const BUILDING_SYSTEM_VENTILATION_FIELD_SPECS = {
  occupantDiversity: {
    label: 'Occupant diversity D',
    messageLabel: 'occupant diversity',
    unit: NONE,
    range: { si: [0, 1], minExclusive: true },
    step: 0.05,
    decimals: 2,
    placeholder: '1',
    help: 'ASHRAE 62.1 §6.2.4.1: Ps/ΣPz',
  },
  vavMinimumFraction: {
    label: 'VAV minimum (fraction of design airflow)',
    messageLabel: 'VAV minimum airflow fraction',
    unit: NONE,
    range: { si: [0, 1], minExclusive: true },
    step: 0.05,
    decimals: 2,
    placeholder: '1 (no turndown)',
  },
} as const satisfies Record<string, BuildingFieldSpec>;

/**
 * A system's supply fan, for fan heat from its pressure and efficiency (fan engine). The fan's
 * total pressure is bounded at 5 kPa (20 in. wg, above any comfort air handler's), its total
 * efficiency from 10 % (a small forward-curved fan runs at 40–60 %) and a motor in the airstream
 * from 50 %: together at most a 41 K rise, never an unbounded one.
 */
export const BUILDING_SYSTEM_FAN_FIELD_SPECS = {
  fanPressure: {
    label: 'Fan total pressure',
    messageLabel: 'fan total pressure',
    unit: 'ductPressureLoss',
    range: { si: [0, 5000] },
    step: 0.1,
    decimals: 2,
  },
  fanEfficiency: {
    label: 'Fan total efficiency',
    messageLabel: 'fan total efficiency',
    unit: PERCENT,
    range: { si: [10, 100] },
    step: 1,
    decimals: 0,
  },
  fanMotorEfficiency: {
    label: 'Motor efficiency (motor in the airstream)',
    messageLabel: 'motor efficiency',
    unit: PERCENT,
    range: { si: [50, 100] },
    step: 1,
    decimals: 0,
    placeholder: 'Motor outside the airstream',
  },
} as const satisfies Record<string, BuildingFieldSpec>;
