import { toSi } from '../units/index.js';
import { fieldTableApi } from '../_lib/field-table.js';
import type { InputFieldSpec, ResultFieldSpec, SiFieldRange } from '../_lib/field-spec.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { DEFAULT_AIR_DISTRIBUTION_CONFIGURATION } from './air-distribution.js';
import { DEFAULT_OCCUPANCY_CATEGORY } from './occupancy-categories.js';

const FT = toSi(1, 'length', 'Imperial');
const ROOM_SIDE_RANGE: SiFieldRange = { si: [0, 1000 * FT], minExclusive: true };
const ROOM_SIDE_STEP = { Imperial: 1, Metric: 0.1 };

/**
 * Every field of a ventilation input, in form order: what a saved file stores in its `data`, with
 * its label (validation messages start with it), unit, valid range, default, step, decimals and help.
 *
 * Ranges are in SI, checked in SI so that a value valid in one unit system stays valid after
 * conversion. Imperial limits are round numbers; Metric ones are their exact conversions. Room sizes
 * must be above 0 because the inverse divides by the volume; 1000 ACH covers local-exhaust cases
 * such as a kitchen hood expressed as room air changes. Defaults are a typical private office (see
 * `defaultVentilationInput`); Metric values are round numbers of their own.
 */
export const VENTILATION_FIELD_SPECS = {
  unitSystem: { label: 'Unit system' },
  calculationName: { label: 'Calculation name', default: '' },
  mode: { label: 'Calculation mode', default: 'airChanges' },
  roomWidth: {
    label: 'Room width',
    unit: 'length',
    range: ROOM_SIDE_RANGE,
    default: { Imperial: 12, Metric: 3.6 },
    step: ROOM_SIDE_STEP,
    decimals: 3,
  },
  roomLength: {
    label: 'Room length',
    unit: 'length',
    range: ROOM_SIDE_RANGE,
    default: { Imperial: 15, Metric: 4.5 },
    step: ROOM_SIDE_STEP,
    decimals: 3,
  },
  roomHeight: {
    label: 'Room height',
    unit: 'length',
    range: { si: [0, 200 * FT], minExclusive: true },
    default: { Imperial: 9, Metric: 2.7 },
    step: { Imperial: 0.5, Metric: 0.1 },
    decimals: 3,
  },
  airChangesPerHour: {
    label: 'Air changes per hour',
    unit: { fixed: 'ACH' },
    range: { si: [0, 1000] },
    default: 6,
    step: 1,
    decimals: 2,
    help: 'Room volumes of air per hour',
  },
  airflow: {
    label: 'Airflow',
    unit: 'airflow',
    range: { si: [0, toSi(1_000_000, 'airflow', 'Imperial')] },
    step: { Imperial: 10, Metric: 5 },
    decimals: 2,
    help: 'Supply or exhaust airflow of the room',
  },
  occupancyCategory: { label: 'Occupancy category', default: DEFAULT_OCCUPANCY_CATEGORY },
  zoneFloorArea: {
    label: 'Zone floor area',
    unit: 'area',
    range: { si: [0, toSi(1_000_000, 'area', 'Imperial')], minExclusive: true },
    step: { Imperial: 10, Metric: 1 },
    decimals: 2,
    help: 'Az. Blank: the room’s width × length',
  },
  zonePopulation: {
    label: 'Zone population',
    unit: { fixed: 'people' },
    range: { si: [0, 100_000] },
    step: 1,
    decimals: 1,
    help: 'Pz, design occupancy. Blank: the category’s default occupant density × Az',
  },
  airDistributionConfiguration: {
    label: 'Air distribution configuration',
    default: DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
  },
  hoodStyle: { label: 'Hood style', default: 'wallCanopy' },
  applianceDuty: { label: 'Appliance duty', default: 'medium' },
  hoodLength: {
    label: 'Hood length',
    unit: 'length',
    range: { si: [0, 200 * FT], minExclusive: true },
    default: { Imperial: 10, Metric: 3 },
    step: { Imperial: 1, Metric: 0.1 },
    decimals: 2,
    help: 'Length of the hood along the cooking line',
  },
  spaceType: { label: 'Space type', default: 'office' },
} as const satisfies Record<string, InputFieldSpec>;

const table = fieldTableApi(VENTILATION_FIELD_SPECS);

/** Every field of a ventilation input, in form order: what a saved file stores in its `data`. */
export const VENTILATION_FIELDS = table.fields;

export type VentilationField = keyof typeof VENTILATION_FIELD_SPECS;

/** The numeric fields of a ventilation input. */
export const VENTILATION_NUMERIC_FIELDS = table.numericFields;

export type VentilationNumericField = (typeof VENTILATION_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const VENTILATION_FIELD_LABELS = table.labels;

/**
 * The quantity of each numeric field, for labelling and converting it with `unitLabel`/`convertValue`
 * from the units module. `null` marks a dimensionless field, the same in both unit systems (air
 * changes per hour, people); `ventilationFieldUnitLabel` labels every field.
 */
export const VENTILATION_FIELD_QUANTITIES = table.quantities;

/**
 * The unit label of a numeric field in a unit system, e.g. "ft" or "L/s".
 *
 * @example ventilationFieldUnitLabel('airflow', 'Metric') //=> 'L/s'
 */
export const ventilationFieldUnitLabel = table.unitLabel;

/**
 * The valid range of a numeric field in a unit system, for a form's min and max: minimum and
 * maximum in that system's unit (exact conversions, not rounded); `minExclusive` says whether the
 * minimum itself is excluded.
 *
 * @example ventilationFieldRange('roomHeight', 'Metric') //=> { min: 0, max: 60.96, minExclusive: true }
 */
export const ventilationFieldRange = table.range;

/** A number as shown in a message (the schedule's range messages read it from here too). */
export { formatNumberForMessage };

/** A number with its unit label: "1,000 ft", "300 ACH", "12". */
export function formatVentilationValue(value: number, unit: string): string {
  const number = formatNumberForMessage(value);
  return unit === '' ? number : `${number} ${unit}`;
}

/**
 * The ventilation results, with their labels (as a reopened file names a changed number), units and
 * the decimals shown. The results card and the report show the airflow the mode computes with
 * digits from its magnitude (240 cfm, 15.3 cfm, 47.2 L/s) instead.
 */
export const VENTILATION_RESULT_SPECS = {
  roomVolume: { label: 'Room volume', unit: 'volume', decimals: 2 },
  floorArea: { label: 'Floor area', unit: 'area', decimals: 2 },
  requiredAirflow: { label: 'Required airflow', unit: 'airflow', decimals: 1 },
  requiredAirflowM3PerHour: { label: 'Airflow in m³/h', unit: { fixed: 'm³/h' }, decimals: 0 },
  airChangesPerHour: { label: 'Air changes per hour', unit: { fixed: 'ACH' }, decimals: 2 },
  cfm: { label: 'Cubic feet per minute', unit: { fixed: 'cfm' }, decimals: 0 },
  litresPerSecond: { label: 'Litres per second', unit: { fixed: 'L/s' }, decimals: 1 },
  cubicMetresPerHour: { label: 'Cubic metres per hour', unit: { fixed: 'm³/h' }, decimals: 0 },
  zonePopulation: { label: 'Zone population Pz', unit: { fixed: 'people' }, decimals: 1 },
  zoneFloorArea: { label: 'Zone floor area Az', unit: 'area', decimals: 1 },
  peopleOutdoorAirflow: { label: 'Rp × Pz', unit: 'airflow', decimals: 1 },
  areaOutdoorAirflow: { label: 'Ra × Az', unit: 'airflow', decimals: 1 },
  breathingZoneOutdoorAirflow: {
    label: 'Breathing-zone outdoor airflow Vbz',
    unit: 'airflow',
    decimals: 1,
  },
  zoneAirDistributionEffectiveness: {
    label: 'Zone air distribution effectiveness Ez',
    unit: { fixed: '' },
    decimals: 2,
  },
  zoneOutdoorAirflow: { label: 'Zone outdoor airflow Voz', unit: 'airflow', decimals: 1 },
  // Rates per person, per area and per length of hood: a label per unit system, as the units
  // module (and so the reference's unit converter) has no such quantities.
  peopleRate: {
    label: 'People outdoor air rate Rp',
    unit: { fixed: { Imperial: 'cfm/person', Metric: 'L/s·person' } },
    decimals: 3,
  },
  areaRate: {
    label: 'Area outdoor air rate Ra',
    unit: { fixed: { Imperial: 'cfm/ft²', Metric: 'L/s·m²' } },
    decimals: 3,
  },
  hoodRate: {
    label: 'Hood exhaust rate per length',
    unit: { fixed: { Imperial: 'cfm/ft', Metric: 'L/s per m' } },
    decimals: 1,
  },
  hoodLength: { label: 'Hood length L', unit: 'length', decimals: 2 },
  exhaustAirflow: { label: 'Hood exhaust Q = rate × L', unit: 'airflow', decimals: 0 },
} as const satisfies Record<string, ResultFieldSpec>;
