import type { NumberFieldSpec } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/index.js';
import { buildingFieldUnit } from './building-file.js';
import type {
  SystemAirflowControl,
  SystemFanHeatMethod,
  SystemOutdoorAirMethod,
} from './building-file.js';
import type { FanPosition } from './system-coil.js';

/*
 * The building's numeric fields as the form presents them, described once: label, unit, decimals
 * typed or shown, arrow-key step and help, one table per kind of row (site, design month, room,
 * surface, window, construction, layer, system). The schema's ranges and messages stay in
 * building-file.ts, which checks them in SI.
 */

/** The quantity a building field converts as: one of the unit table, W per floor area or a layer's. */
export type BuildingFieldQuantity = Parameters<typeof buildingFieldUnit>[0];

/** One numeric field of the building form (the names follow the calculators' `NumberFieldSpec`). */
export interface BuildingNumberFieldSpec extends Pick<
  NumberFieldSpec,
  'label' | 'decimals' | 'help'
> {
  /** A quantity converted between unit systems, or a fixed label the same in both ('' for none). */
  readonly unit: BuildingFieldQuantity | { readonly fixed: string };
  /** ArrowUp/ArrowDown step, in either unit system; default 1. */
  readonly step?: number;
  /** Shown while the field is blank, saying what a blank means; default none. */
  readonly placeholder?: string;
}

const NONE = { fixed: '' } as const;
const PERCENT = { fixed: '%' } as const;
const DEGREES = { fixed: '°' } as const;
const HOURS = { fixed: 'h' } as const;

/**
 * The unit label of a building field in a unit system.
 *
 * @example buildingFieldUnitLabel(BUILDING_ROOM_FIELD_SPECS.lightingDensity, 'Imperial') //=> 'W/ft²'
 */
export function buildingFieldUnitLabel(
  spec: BuildingNumberFieldSpec,
  unitSystem: UnitSystem,
): string {
  return typeof spec.unit === 'string' ? buildingFieldUnit(spec.unit, unitSystem) : spec.unit.fixed;
}

/** The site's numbers; latitude and longitude to 4 decimals (about 10 m). */
export const BUILDING_SITE_FIELD_SPECS = {
  latitudeDeg: { label: 'Latitude (north +)', unit: DEGREES, decimals: 4 },
  longitudeDeg: { label: 'Longitude (east +)', unit: DEGREES, decimals: 4 },
  timeZoneHours: { label: 'Time zone (GMT ±)', unit: HOURS, decimals: 2 },
  elevation: { label: 'Elevation', unit: 'length', decimals: 1 },
  heatingDryBulb: { label: 'Heating design dry bulb (99.6 %)', unit: 'temperature', decimals: 2 },
  groundReflectance: { label: 'Ground reflectance', unit: NONE, decimals: 2, step: 0.05 },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** A cooling design day (the form names the dry bulb after its month). */
export const BUILDING_MONTH_FIELD_SPECS = {
  maxDryBulb: { label: 'Design dry bulb', unit: 'temperature', decimals: 2 },
  dailyRange: { label: 'Daily range', unit: 'temperatureDifference', decimals: 2 },
  coincidentWetBulb: { label: 'Coincident wet bulb', unit: 'temperature', decimals: 2 },
  taub: { label: 'taub', unit: NONE, decimals: 3, step: 0.01 },
  taud: { label: 'taud', unit: NONE, decimals: 3, step: 0.01 },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** A room's numbers, in form order. */
export const BUILDING_ROOM_FIELD_SPECS = {
  floorArea: { label: 'Floor area', unit: 'area', decimals: 1 },
  people: { label: 'People', unit: NONE, decimals: 1 },
  indoorTemp: { label: 'Cooling indoor temperature', unit: 'temperature', decimals: 1 },
  indoorRhPercent: { label: 'Indoor relative humidity', unit: PERCENT, decimals: 0 },
  heatingIndoorTemp: { label: 'Heating indoor temperature', unit: 'temperature', decimals: 1 },
  lightingDensity: {
    label: 'Lighting power density',
    unit: 'powerDensity',
    decimals: 2,
    step: 0.1,
  },
  lightingRadiantFraction: {
    label: 'Lighting radiant fraction',
    unit: NONE,
    decimals: 2,
    step: 0.05,
    help: 'ASHRAE F ch. 18, table 3, by luminaire',
  },
  equipmentDensity: {
    label: 'Equipment power density',
    unit: 'powerDensity',
    decimals: 2,
    step: 0.1,
  },
  equipmentRadiantFraction: {
    label: 'Equipment radiant fraction',
    unit: NONE,
    decimals: 2,
    step: 0.05,
    help: 'ASHRAE F ch. 18, tables 6–12',
  },
  // Schedules are clock time; under daylight saving time the engine reads them an hour later
  // against its hours of standard time (ASHRAE F ch. 14 eq. 9; issue 40 §1).
  scheduleStartHour: {
    label: 'Occupied from (hour)',
    unit: HOURS,
    decimals: 0,
    help: 'Clock time, daylight saving time where the site observes it',
  },
  scheduleEndHour: {
    label: 'Occupied until (hour)',
    unit: HOURS,
    decimals: 0,
    help: 'Clock time, daylight saving time where the site observes it',
  },
  unoccupiedPercent: { label: 'Gains outside those hours', unit: PERCENT, decimals: 0 },
  infiltration: { label: 'Infiltration', unit: 'airflow', decimals: 1 },
  ventilation: { label: 'Outdoor air (ASHRAE 62.1)', unit: 'airflow', decimals: 1 },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** A wall or roof of a room (the form numbers the surface in the label). */
export const BUILDING_SURFACE_FIELD_SPECS = {
  area: { label: 'Net area', unit: 'area', decimals: 1 },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** A window of a room: size, glazing, interior shade and exterior shading geometry. */
export const BUILDING_WINDOW_FIELD_SPECS = {
  width: { label: 'Width', unit: 'length', decimals: 2 },
  height: { label: 'Height', unit: 'length', decimals: 2 },
  count: { label: 'Count', unit: NONE, decimals: 0 },
  uFactor: { label: 'U-factor', unit: 'uValue', decimals: 3, step: 0.01 },
  shgc: { label: 'SHGC', unit: NONE, decimals: 2, step: 0.01 },
  iac: { label: 'Interior shade IAC (1 = none)', unit: NONE, decimals: 2, step: 0.05 },
  shadeRadiantFraction: {
    label: 'Shade radiant fraction',
    unit: NONE,
    decimals: 2,
    step: 0.05,
    help: 'Used when IAC < 1',
  },
  overhangProjection: { label: 'Overhang projection', unit: 'length', decimals: 2 },
  overhangGap: { label: 'Overhang above glass', unit: 'length', decimals: 2 },
  finProjection: { label: 'Side fin projection', unit: 'length', decimals: 2 },
  finGap: { label: 'Side fin distance', unit: 'length', decimals: 2 },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/**
 * A type of the window library (issue 40 §5): a window's size, glazing and interior shade, which
 * the windows naming it take. A blank IAC or fraction is no interior shade (IAC 1, fraction 0.5).
 */
export const BUILDING_WINDOW_TYPE_FIELD_SPECS = {
  width: BUILDING_WINDOW_FIELD_SPECS.width,
  height: BUILDING_WINDOW_FIELD_SPECS.height,
  uFactor: BUILDING_WINDOW_FIELD_SPECS.uFactor,
  shgc: BUILDING_WINDOW_FIELD_SPECS.shgc,
  iac: { ...BUILDING_WINDOW_FIELD_SPECS.iac, placeholder: '1 (no shade)' },
  shadeRadiantFraction: { ...BUILDING_WINDOW_FIELD_SPECS.shadeRadiantFraction, placeholder: '0.5' },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** A construction: its U-factor and, when built from layers, its surface films (ASHRAE F ch. 18, table 18). */
export const BUILDING_CONSTRUCTION_FIELD_SPECS = {
  uFactor: { label: 'U-factor', unit: 'uValue', decimals: 3, step: 0.01 },
  outsideFilmR: {
    label: 'Outside surface resistance',
    unit: 'thermalResistance',
    decimals: 3,
    step: 0.01,
    help: 'Blank: 0.04 m²·K/W cooling (table 18, F01), 0.030 heating (ch. 26 table 10, winter wind)',
  },
  insideFilmR: {
    label: 'Inside surface resistance',
    unit: 'thermalResistance',
    decimals: 3,
    step: 0.01,
    help: 'Blank: by heat flow, wall 0.12; roof 0.16 cooling (down, F03), 0.11 heating (up, ch. 26 table 10) m²·K/W',
  },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** One layer of a construction, outside to inside. */
export const BUILDING_LAYER_FIELD_SPECS = {
  thickness: { label: 'Thickness', unit: 'layerThickness', decimals: 4 },
  conductivity: { label: 'Conductivity', unit: 'conductivity', decimals: 4, step: 0.01 },
  density: { label: 'Density', unit: 'density', decimals: 2 },
  specificHeat: { label: 'Specific heat', unit: 'specificHeat', decimals: 3, step: 0.01 },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** An air system: supply air, outdoor air (blank: its rooms' sum) and fan heat. */
export const BUILDING_SYSTEM_FIELD_SPECS = {
  supplyAirTemp: { label: 'Supply-air temperature', unit: 'temperature', decimals: 1 },
  outdoorAir: {
    label: 'Outdoor air',
    unit: 'airflow',
    decimals: 0,
    placeholder: 'Sum of its rooms',
  },
  fanHeat: { label: 'Fan heat', unit: 'heatRate', decimals: 0 },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** A system's ASHRAE 62.1 multiple-zone inputs (blank: D = 1, VAV boxes held at design airflow). */
export const BUILDING_SYSTEM_VENTILATION_FIELD_SPECS = {
  occupantDiversity: {
    label: 'Occupant diversity D',
    unit: NONE,
    decimals: 2,
    step: 0.05,
    placeholder: '1',
    help: 'ASHRAE 62.1 §6.2.4.1: Ps/ΣPz',
  },
  vavMinimumFraction: {
    label: 'VAV minimum (fraction of design airflow)',
    unit: NONE,
    decimals: 2,
    step: 0.05,
    placeholder: '1 (no turndown)',
  },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** A system's supply fan, for fan heat from its pressure and efficiency (fan engine). */
export const BUILDING_SYSTEM_FAN_FIELD_SPECS = {
  fanPressure: { label: 'Fan total pressure', unit: 'ductPressureLoss', decimals: 2, step: 0.1 },
  fanEfficiency: { label: 'Fan total efficiency', unit: PERCENT, decimals: 0 },
  fanMotorEfficiency: {
    label: 'Motor efficiency (motor in the airstream)',
    unit: PERCENT,
    decimals: 0,
    placeholder: 'Motor outside the airstream',
  },
} as const satisfies Record<string, BuildingNumberFieldSpec>;

/** The ways a system's outdoor air is found, as the form offers them. */
export const SYSTEM_OUTDOOR_AIR_METHOD_LABELS = {
  rooms: 'Sum of its rooms’ outdoor air',
  simplified: 'ASHRAE 62.1 multiple-zone, simplified procedure',
  appendixA: 'ASHRAE 62.1 multiple-zone, Appendix A',
  override: 'Entered (override, with a reason)',
} as const satisfies Record<SystemOutdoorAirMethod, string>;

/** A system's airflow controls, as the form offers them. */
export const SYSTEM_AIRFLOW_CONTROL_LABELS = {
  constantVolume: 'Constant volume',
  variableVolume: 'Variable air volume',
} as const satisfies Record<SystemAirflowControl, string>;

/** The ways a system's fan heat is found, as the form offers them. */
export const SYSTEM_FAN_HEAT_METHOD_LABELS = {
  entered: 'Entered',
  fanPower: 'From fan pressure and efficiency',
} as const satisfies Record<SystemFanHeatMethod, string>;

/** The supply fan's positions, as the form offers them. */
export const FAN_POSITION_LABELS = {
  drawThrough: 'Draw-through (after the coil)',
  blowThrough: 'Blow-through (before the coil)',
} as const satisfies Record<FanPosition, string>;
