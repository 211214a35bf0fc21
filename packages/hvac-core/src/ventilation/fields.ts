import { fromSi, toSi, unitLabel } from '../units/index.js';
import { isWithinLimitSi } from '../_lib/limits.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { formatNumberForMessage as formatMessageNumber } from '../_lib/message-number.js';

/** Every field of a ventilation input, in form order. */
export const VENTILATION_FIELDS = [
  'unitSystem',
  'calculationName',
  'mode',
  'roomWidth',
  'roomLength',
  'roomHeight',
  'airChangesPerHour',
  'airflow',
  'occupancyCategory',
  'zoneFloorArea',
  'zonePopulation',
  'airDistributionConfiguration',
  'hoodStyle',
  'applianceDuty',
  'hoodLength',
  'spaceType',
] as const;

export type VentilationField = (typeof VENTILATION_FIELDS)[number];

/** The numeric fields of a ventilation input. */
export const VENTILATION_NUMERIC_FIELDS = [
  'roomWidth',
  'roomLength',
  'roomHeight',
  'airChangesPerHour',
  'airflow',
  'zoneFloorArea',
  'zonePopulation',
  'hoodLength',
] as const satisfies readonly VentilationField[];

export type VentilationNumericField = (typeof VENTILATION_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const VENTILATION_FIELD_LABELS = {
  unitSystem: 'Unit system',
  calculationName: 'Calculation name',
  mode: 'Calculation mode',
  roomWidth: 'Room width',
  roomLength: 'Room length',
  roomHeight: 'Room height',
  airChangesPerHour: 'Air changes per hour',
  airflow: 'Airflow',
  occupancyCategory: 'Occupancy category',
  zoneFloorArea: 'Zone floor area',
  zonePopulation: 'Zone population',
  airDistributionConfiguration: 'Air distribution configuration',
  hoodStyle: 'Hood style',
  applianceDuty: 'Appliance duty',
  hoodLength: 'Hood length',
  spaceType: 'Space type',
} as const satisfies Record<VentilationField, string>;

/**
 * The quantity of each numeric field, for labelling and converting it with `unitLabel`/`convertValue`
 * from the units module. `null` marks a dimensionless field, the same in both unit systems (air
 * changes per hour, people); `ventilationFieldUnitLabel` labels every field.
 */
export const VENTILATION_FIELD_QUANTITIES = {
  roomWidth: 'length',
  roomLength: 'length',
  roomHeight: 'length',
  airChangesPerHour: null,
  airflow: 'airflow',
  zoneFloorArea: 'area',
  zonePopulation: null,
  hoodLength: 'length',
} as const satisfies Record<VentilationNumericField, Quantity | null>;

const DIMENSIONLESS_UNIT_LABELS: Partial<Record<VentilationNumericField, string>> = {
  airChangesPerHour: 'ACH',
  zonePopulation: 'people',
};

/**
 * The unit label of a numeric field in a unit system, e.g. "ft" or "L/s".
 *
 * @param field - A numeric input field.
 * @param unitSystem - The unit system of the input.
 * @returns The label to show beside the field's number.
 * @example ventilationFieldUnitLabel('airflow', 'Metric') //=> 'L/s'
 */
export function ventilationFieldUnitLabel(
  field: VentilationNumericField,
  unitSystem: UnitSystem,
): string {
  const quantity: Quantity | null = VENTILATION_FIELD_QUANTITIES[field];
  return quantity === null
    ? (DIMENSIONLESS_UNIT_LABELS[field] ?? '')
    : unitLabel(quantity, unitSystem);
}

/** Valid range of a field in the quantity's SI base unit (or as is, when dimensionless). */
interface FieldLimitSi {
  readonly min: number;
  readonly max: number;
  /** When true the minimum itself is not allowed (a room needs a size above 0). */
  readonly minExclusive: boolean;
}

const FT = toSi(1, 'length', 'Imperial');
const FT2 = toSi(1, 'area', 'Imperial');

/**
 * Valid ranges in SI, checked in SI so that a value valid in one unit system stays valid after
 * conversion. Imperial limits are round numbers; Metric ones are their exact conversions. Room sizes
 * must be above 0 because the inverse divides by the volume; 1000 ACH covers local-exhaust cases
 * such as a kitchen hood expressed as room air changes.
 */
const FIELD_LIMITS_SI: Record<VentilationNumericField, FieldLimitSi> = {
  roomWidth: { min: 0, max: 1000 * FT, minExclusive: true },
  roomLength: { min: 0, max: 1000 * FT, minExclusive: true },
  roomHeight: { min: 0, max: 200 * FT, minExclusive: true },
  airChangesPerHour: { min: 0, max: 1000, minExclusive: false },
  airflow: { min: 0, max: toSi(1_000_000, 'airflow', 'Imperial'), minExclusive: false },
  zoneFloorArea: { min: 0, max: 1_000_000 * FT2, minExclusive: true },
  zonePopulation: { min: 0, max: 100_000, minExclusive: false },
  hoodLength: { min: 0, max: 200 * FT, minExclusive: true },
};

/**
 * The valid range of a numeric field in a unit system, for a form's min and max.
 *
 * @param field - A numeric input field.
 * @param unitSystem - The unit system of the input.
 * @returns Minimum and maximum in that system's unit (exact conversions, not rounded);
 *   `minExclusive` says whether the minimum itself is excluded.
 * @example ventilationFieldRange('roomHeight', 'Metric') //=> { min: 0, max: 60.96, minExclusive: true }
 */
export function ventilationFieldRange(
  field: VentilationNumericField,
  unitSystem: UnitSystem,
): { min: number; max: number; minExclusive: boolean } {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = VENTILATION_FIELD_QUANTITIES[field];
  if (quantity === null) return { ...limit };
  return {
    min: fromSi(limit.min, quantity, unitSystem),
    max: fromSi(limit.max, quantity, unitSystem),
    minExclusive: limit.minExclusive,
  };
}

/** Whether a value in `unitSystem` lies in the field's range (to 1e-9 relative at the top, for round-off). */
export function isWithinVentilationFieldRange(
  field: VentilationNumericField,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = VENTILATION_FIELD_QUANTITIES[field];
  const valueSi = quantity === null ? value : toSi(value, quantity, unitSystem);
  if (limit.minExclusive && !(valueSi > limit.min)) return false;
  return isWithinLimitSi(valueSi, limit.min, limit.max);
}

/** A number as shown in a message: whole above 100, else at most two decimals; thousands separated. */
export function formatNumberForMessage(value: number): string {
  return formatMessageNumber(value);
}

/** A number with its unit label: "1,000 ft", "300 ACH", "12". */
export function formatWithUnit(value: number, unit: string): string {
  const number = formatNumberForMessage(value);
  return unit === '' ? number : `${number} ${unit}`;
}

/** "Room width must be greater than 0 and at most 1,000 ft." / "Airflow must be between 0 and 1,000,000 cfm." */
export function ventilationRangeMessage(
  field: VentilationNumericField,
  unitSystem: UnitSystem,
): string {
  const { min, max, minExclusive } = ventilationFieldRange(field, unitSystem);
  const unit = ventilationFieldUnitLabel(field, unitSystem);
  const label = VENTILATION_FIELD_LABELS[field];
  return minExclusive
    ? `${label} must be greater than ${formatNumberForMessage(min)} and at most ${formatWithUnit(max, unit)}.`
    : `${label} must be between ${formatNumberForMessage(min)} and ${formatWithUnit(max, unit)}.`;
}
