import { W_M2K_PER_BTU_HFT2F, toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { fieldTableApi } from '../_lib/field-table.js';
import type { InputFieldSpec, ResultFieldSpec, SiFieldRange } from '../_lib/field-spec.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { DEFAULT_ACTIVITY_LEVEL, DEFAULT_WINDOW_ORIENTATION } from './constants.js';

const PERCENT = { fixed: '%' } as const;

/*
 * Valid ranges in SI (checked in SI so that a value valid in one unit system stays valid after
 * conversion). Imperial limits are round numbers; Metric ones are their exact conversions, shown
 * rounded in messages.
 */
const TEMPERATURE_RANGE: SiFieldRange = { si: [-60, 60] };
const AREA_RANGE: SiFieldRange = { si: [0, toSi(100_000, 'area', 'Imperial')] };
const U_VALUE_RANGE: SiFieldRange = { si: [0, 2 * W_M2K_PER_BTU_HFT2F] };
const POWER_RANGE: SiFieldRange = { si: [0, 1_000_000] };
const PERCENT_RANGE: SiFieldRange = { si: [0, 100] };
const U_VALUE_STEP = { Imperial: 0.01, Metric: 0.05 };

type BySystem = { readonly Imperial: number; readonly Metric: number };

/** An area of the room (ft² | m², to 100,000 ft²), two decimals. */
const area = (label: string, defaults: BySystem, step: number, help?: string) =>
  ({
    label,
    unit: 'area',
    range: AREA_RANGE,
    default: defaults,
    step,
    decimals: 2,
    ...(help === undefined ? {} : { help }),
  }) as const;

/** A U-value (Btu/h·ft²·°F | W/m²·K, to 2 Btu/h·ft²·°F), three decimals. */
const uValue = (label: string, defaults: BySystem, step: BySystem, help?: string) =>
  ({
    label,
    unit: 'uValue',
    range: U_VALUE_RANGE,
    default: defaults,
    step,
    decimals: 3,
    ...(help === undefined ? {} : { help }),
  }) as const;

/**
 * Every field of a heat-load input, in form order: what a saved file stores in its `data`, with its
 * label (validation messages start with it), unit, valid range, default, step, decimals and help.
 *
 * Defaults are a typical small office (see `defaultHeatLoadInput`): Metric values are round numbers
 * of their own, not conversions of the Imperial ones. U-values must also be above 0 when their area
 * is above 0; floor area and ceiling height above 0 when there is infiltration; the number of people
 * must be whole (the schema checks these).
 */
export const HEAT_LOAD_FIELD_SPECS = {
  unitSystem: { label: 'Unit system' },
  calculationMode: { label: 'Calculation mode', default: 'Cooling' },
  roomName: { label: 'Room name', default: 'Office' },
  outdoorTemp: {
    label: 'Outdoor temperature',
    unit: 'temperature',
    range: TEMPERATURE_RANGE,
    default: { Imperial: 95, Metric: 35 },
    step: 1,
    decimals: 2,
    help: 'Design dry bulb',
  },
  indoorTemp: {
    label: 'Indoor temperature',
    unit: 'temperature',
    range: TEMPERATURE_RANGE,
    default: { Imperial: 75, Metric: 24 },
    step: 1,
    decimals: 2,
    help: 'Room set point',
  },
  outdoorRelativeHumidity: {
    label: 'Outdoor relative humidity',
    unit: PERCENT,
    range: PERCENT_RANGE,
    default: 40,
    step: 5,
    decimals: 1,
    help: 'Optional; for the latent load (cooling)',
  },
  indoorRelativeHumidity: {
    label: 'Indoor relative humidity',
    unit: PERCENT,
    range: PERCENT_RANGE,
    default: 50,
    step: 5,
    decimals: 1,
    help: 'Optional; for the latent load (cooling)',
  },
  wallArea: area('Wall area', { Imperial: 400, Metric: 37 }, 10, 'Net of windows'),
  wallUValue: uValue(
    'Wall U-value',
    { Imperial: 0.08, Metric: 0.45 },
    U_VALUE_STEP,
    'Overall, air to air',
  ),
  windowArea: area('Window area', { Imperial: 80, Metric: 7.5 }, 5),
  windowUValue: uValue(
    'Window U-value',
    { Imperial: 0.5, Metric: 2.8 },
    { Imperial: 0.05, Metric: 0.1 },
  ),
  windowShgc: {
    label: 'Window SHGC',
    unit: { fixed: '' },
    range: { si: [0, 1] },
    default: 0.4,
    step: 0.05,
    decimals: 2,
    help: 'Optional; solar heat gain coefficient, 0–1 (cooling)',
  },
  windowOrientation: { label: 'Window orientation', default: DEFAULT_WINDOW_ORIENTATION },
  additionalWindows: { label: 'Other windows', default: [] },
  roofArea: area('Roof area', { Imperial: 300, Metric: 28 }, 10),
  roofUValue: uValue('Roof U-value', { Imperial: 0.05, Metric: 0.28 }, U_VALUE_STEP),
  numPeople: {
    label: 'Number of people',
    unit: { fixed: 'people' },
    range: { si: [0, 10_000] },
    default: 3,
    step: 1,
    decimals: 0,
    help: 'At the design hour',
  },
  activityLevel: { label: 'Activity level', default: DEFAULT_ACTIVITY_LEVEL },
  lightingLoad: {
    label: 'Lighting load',
    unit: 'electricPower',
    range: POWER_RANGE,
    default: 300,
    step: 50,
    decimals: 1,
    help: 'Wattage in use',
  },
  equipmentLoad: {
    label: 'Equipment load',
    unit: 'electricPower',
    range: POWER_RANGE,
    default: 450,
    step: 50,
    decimals: 1,
    help: 'Heat gain to the room',
  },
  ventilationRate: {
    label: 'Ventilation rate',
    unit: 'airflow',
    range: { si: [0, toSi(1_000_000, 'airflow', 'Imperial')] },
    default: { Imperial: 35, Metric: 17 },
    step: { Imperial: 5, Metric: 2.5 },
    decimals: 1,
    help: 'Outdoor air supplied',
  },
  ventilationSpaceType: { label: 'Space type for the ventilation check', default: 'officeSpace' },
  floorArea: area(
    'Floor area',
    { Imperial: 300, Metric: 28 },
    10,
    'For the room volume (infiltration)',
  ),
  ceilingHeight: {
    label: 'Ceiling height',
    unit: 'length',
    range: { si: [0, toSi(100, 'length', 'Imperial')] },
    default: { Imperial: 9, Metric: 2.7 },
    step: { Imperial: 0.5, Metric: 0.1 },
    decimals: 2,
    help: 'For the room volume',
  },
  infiltrationAch: {
    label: 'Infiltration rate',
    unit: { fixed: 'ACH' },
    range: { si: [0, 50] },
    default: 0,
    step: 0.1,
    decimals: 2,
    help: 'Air changes per hour; 0 for none',
  },
  safetyFactorPercent: {
    label: 'Safety factor',
    unit: PERCENT,
    range: { si: [0, 50] },
    default: 0,
    step: 5,
    decimals: 1,
    help: 'Margin added to the sum of all components',
  },
  creditInternalGainsInHeating: { label: 'Credit internal gains in heating', default: false },
} as const satisfies Record<string, InputFieldSpec>;

const table = fieldTableApi(HEAT_LOAD_FIELD_SPECS);

/** Every field of a heat-load input, in form order: what a saved file stores in its `data`. */
export const HEAT_LOAD_FIELDS = table.fields;

export type HeatLoadField = keyof typeof HEAT_LOAD_FIELD_SPECS;

/** The numeric fields of a heat-load input. */
export const HEAT_LOAD_NUMERIC_FIELDS = table.numericFields;

export type HeatLoadNumericField = (typeof HEAT_LOAD_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const HEAT_LOAD_FIELD_LABELS = table.labels;

/**
 * The quantity of each numeric field, for labelling and converting it with `unitLabel`/`convertValue`
 * from the units module. `null` marks a dimensionless field that is the same in both unit systems
 * (people, %, SHGC, air changes per hour); `heatLoadFieldUnitLabel` labels every field.
 */
export const HEAT_LOAD_FIELD_QUANTITIES = table.quantities;

/**
 * The unit label of a numeric field in a unit system, e.g. "ft²" or "L/s"; "" for SHGC.
 *
 * @example heatLoadFieldUnitLabel('ventilationRate', 'Metric') //=> 'L/s'
 */
export const heatLoadFieldUnitLabel = table.unitLabel;

/**
 * The valid range of a numeric field in a unit system, for a form's min and max: inclusive minimum
 * and maximum in that system's unit (exact conversions, not rounded).
 *
 * @example heatLoadFieldRange('indoorTemp', 'Imperial') //=> { min: -76, max: 140 }
 */
export const heatLoadFieldRange = table.minMax;

/** A number with its unit label: "100,000 ft²", "50%", "0.4". */
export function formatHeatLoadValue(value: number, unit: string): string {
  const number = formatNumberForMessage(value);
  if (unit === '') return number;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** "Wall area must be between 0 and 100,000 ft²." (a percentage reads "50%", without a space). */
export function heatLoadRangeMessage(field: HeatLoadNumericField, unitSystem: UnitSystem): string {
  const { min, max } = heatLoadFieldRange(field, unitSystem);
  const unit = heatLoadFieldUnitLabel(field, unitSystem);
  return `${HEAT_LOAD_FIELD_LABELS[field]} must be between ${formatNumberForMessage(min)} and ${formatHeatLoadValue(max, unit)}.`;
}

/** A component of the load: Btu/h or W, whole. */
function load(label: string): ResultFieldSpec {
  return { label, unit: 'heatRate', decimals: 0 };
}

/**
 * The heat-load results, with their labels (as a reopened file names a changed number), units and
 * the decimals shown: the breakdown in reading order, then the totals, then the total in other units.
 */
export const HEAT_LOAD_RESULT_SPECS = {
  wallLoad: load('Walls'),
  windowLoad: load('Windows, conduction'),
  windowSolarLoad: load('Windows, solar'),
  roofLoad: load('Roof'),
  ventilationLoad: load('Ventilation'),
  infiltrationLoad: load('Infiltration'),
  internalLoad: load('Internal gains'),
  peopleSensibleLoad: load('People, sensible'),
  peopleLatentLoad: load('People, latent'),
  lightingGain: load('Lighting'),
  equipmentGain: load('Equipment'),
  safetyFactorLoad: load('Safety factor'),
  deltaT: { label: 'Design temperature difference', unit: 'temperatureDifference', decimals: 1 },
  sensibleLoad: load('Sensible load'),
  latentLoad: load('Latent load'),
  totalLoad: load('Total load'),
  sensibleHeatRatio: { label: 'Sensible heat ratio', unit: { fixed: '' }, decimals: 2 },
  btuPerHour: { label: 'Btu/h', unit: { fixed: 'Btu/h' }, decimals: 0 },
  tons: { label: 'Tons of refrigeration', unit: { fixed: 'tons' }, decimals: 2 },
  watts: { label: 'Watts', unit: { fixed: 'W' }, decimals: 0 },
  kilowatts: { label: 'Kilowatts', unit: { fixed: 'kW' }, decimals: 2 },
} as const satisfies Record<string, ResultFieldSpec>;
