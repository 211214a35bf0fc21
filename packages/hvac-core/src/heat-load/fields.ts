import { W_M2K_PER_BTU_HFT2F, fromSi, toSi, unitLabel } from '../units/index.js';
import { isWithinLimitSi } from '../_lib/limits.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { formatNumberForMessage as formatMessageNumber } from '../_lib/message-number.js';

/** Every field of a heat-load input, in form order. */
export const HEAT_LOAD_FIELDS = [
  'unitSystem',
  'calculationMode',
  'roomName',
  'outdoorTemp',
  'indoorTemp',
  'outdoorRelativeHumidity',
  'indoorRelativeHumidity',
  'wallArea',
  'wallUValue',
  'windowArea',
  'windowUValue',
  'windowShgc',
  'windowOrientation',
  'additionalWindows',
  'roofArea',
  'roofUValue',
  'numPeople',
  'activityLevel',
  'lightingLoad',
  'equipmentLoad',
  'ventilationRate',
  'ventilationSpaceType',
  'floorArea',
  'ceilingHeight',
  'infiltrationAch',
  'safetyFactorPercent',
  'creditInternalGainsInHeating',
] as const;

export type HeatLoadField = (typeof HEAT_LOAD_FIELDS)[number];

/** The numeric fields of a heat-load input. */
export const HEAT_LOAD_NUMERIC_FIELDS = [
  'outdoorTemp',
  'indoorTemp',
  'outdoorRelativeHumidity',
  'indoorRelativeHumidity',
  'wallArea',
  'wallUValue',
  'windowArea',
  'windowUValue',
  'windowShgc',
  'roofArea',
  'roofUValue',
  'numPeople',
  'lightingLoad',
  'equipmentLoad',
  'ventilationRate',
  'floorArea',
  'ceilingHeight',
  'infiltrationAch',
  'safetyFactorPercent',
] as const satisfies readonly HeatLoadField[];

export type HeatLoadNumericField = (typeof HEAT_LOAD_NUMERIC_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const HEAT_LOAD_FIELD_LABELS = {
  unitSystem: 'Unit system',
  calculationMode: 'Calculation mode',
  roomName: 'Room name',
  outdoorTemp: 'Outdoor temperature',
  indoorTemp: 'Indoor temperature',
  outdoorRelativeHumidity: 'Outdoor relative humidity',
  indoorRelativeHumidity: 'Indoor relative humidity',
  wallArea: 'Wall area',
  wallUValue: 'Wall U-value',
  windowArea: 'Window area',
  windowUValue: 'Window U-value',
  windowShgc: 'Window SHGC',
  windowOrientation: 'Window orientation',
  additionalWindows: 'Other windows',
  roofArea: 'Roof area',
  roofUValue: 'Roof U-value',
  numPeople: 'Number of people',
  activityLevel: 'Activity level',
  lightingLoad: 'Lighting load',
  equipmentLoad: 'Equipment load',
  ventilationRate: 'Ventilation rate',
  ventilationSpaceType: 'Space type for the ventilation check',
  floorArea: 'Floor area',
  ceilingHeight: 'Ceiling height',
  infiltrationAch: 'Infiltration rate',
  safetyFactorPercent: 'Safety factor',
  creditInternalGainsInHeating: 'Credit internal gains in heating',
} as const satisfies Record<HeatLoadField, string>;

/**
 * The quantity of each numeric field, for labelling and converting it with `unitLabel`/`convertValue`
 * from the units module. `null` marks a dimensionless field that is the same in both unit systems
 * (people, %, SHGC, air changes per hour); `heatLoadFieldUnitLabel` labels every field.
 */
export const HEAT_LOAD_FIELD_QUANTITIES = {
  outdoorTemp: 'temperature',
  indoorTemp: 'temperature',
  outdoorRelativeHumidity: null,
  indoorRelativeHumidity: null,
  wallArea: 'area',
  wallUValue: 'uValue',
  windowArea: 'area',
  windowUValue: 'uValue',
  windowShgc: null,
  roofArea: 'area',
  roofUValue: 'uValue',
  numPeople: null,
  lightingLoad: 'electricPower',
  equipmentLoad: 'electricPower',
  ventilationRate: 'airflow',
  floorArea: 'area',
  ceilingHeight: 'length',
  infiltrationAch: null,
  safetyFactorPercent: null,
} as const satisfies Record<HeatLoadNumericField, Quantity | null>;

/** Unit labels of the dimensionless fields (the same in both systems). */
const DIMENSIONLESS_UNIT_LABELS: Record<HeatLoadNumericField, string> = {
  outdoorTemp: '',
  indoorTemp: '',
  outdoorRelativeHumidity: '%',
  indoorRelativeHumidity: '%',
  wallArea: '',
  wallUValue: '',
  windowArea: '',
  windowUValue: '',
  windowShgc: '',
  roofArea: '',
  roofUValue: '',
  numPeople: 'people',
  lightingLoad: '',
  equipmentLoad: '',
  ventilationRate: '',
  floorArea: '',
  ceilingHeight: '',
  infiltrationAch: 'ACH',
  safetyFactorPercent: '%',
};

/**
 * The unit label of a numeric field in a unit system, e.g. "ft²" or "L/s"; "" for SHGC.
 *
 * @param field - A numeric input field.
 * @param unitSystem - The unit system of the input.
 * @returns The label to show beside the field's number.
 * @example heatLoadFieldUnitLabel('ventilationRate', 'Metric') //=> 'L/s'
 */
export function heatLoadFieldUnitLabel(
  field: HeatLoadNumericField,
  unitSystem: UnitSystem,
): string {
  const quantity: Quantity | null = HEAT_LOAD_FIELD_QUANTITIES[field];
  return quantity === null ? DIMENSIONLESS_UNIT_LABELS[field] : unitLabel(quantity, unitSystem);
}

/** Valid range of a field, in the quantity's SI base unit (or as is, when dimensionless). */
interface FieldLimitSi {
  readonly min: number;
  readonly max: number;
}

const M2_PER_FT2 = toSi(1, 'area', 'Imperial');
const TEMPERATURE_LIMIT_C: FieldLimitSi = { min: -60, max: 60 };
const AREA_LIMIT_M2: FieldLimitSi = { min: 0, max: 100_000 * M2_PER_FT2 };
const U_VALUE_LIMIT_W_M2K: FieldLimitSi = { min: 0, max: 2 * W_M2K_PER_BTU_HFT2F };
const POWER_LIMIT_W: FieldLimitSi = { min: 0, max: 1_000_000 };
const PERCENT_LIMIT: FieldLimitSi = { min: 0, max: 100 };

/**
 * Valid ranges of the numeric fields in SI (the checks run in SI so that a value valid in one unit
 * system stays valid after conversion). Imperial limits are round numbers; Metric ones are their
 * exact conversions, shown rounded in messages.
 */
const FIELD_LIMITS_SI: Record<HeatLoadNumericField, FieldLimitSi> = {
  outdoorTemp: TEMPERATURE_LIMIT_C,
  indoorTemp: TEMPERATURE_LIMIT_C,
  outdoorRelativeHumidity: PERCENT_LIMIT,
  indoorRelativeHumidity: PERCENT_LIMIT,
  wallArea: AREA_LIMIT_M2,
  wallUValue: U_VALUE_LIMIT_W_M2K,
  windowArea: AREA_LIMIT_M2,
  windowUValue: U_VALUE_LIMIT_W_M2K,
  windowShgc: { min: 0, max: 1 },
  roofArea: AREA_LIMIT_M2,
  roofUValue: U_VALUE_LIMIT_W_M2K,
  numPeople: { min: 0, max: 10_000 },
  lightingLoad: POWER_LIMIT_W,
  equipmentLoad: POWER_LIMIT_W,
  ventilationRate: { min: 0, max: toSi(1_000_000, 'airflow', 'Imperial') },
  floorArea: AREA_LIMIT_M2,
  ceilingHeight: { min: 0, max: toSi(100, 'length', 'Imperial') },
  infiltrationAch: { min: 0, max: 50 },
  safetyFactorPercent: { min: 0, max: 50 },
};

/**
 * The valid range of a numeric field in a unit system, for a form's min and max. U-values must also
 * be above 0 when their area is above 0; floor area and ceiling height above 0 when there is
 * infiltration; the number of people must be whole.
 *
 * @param field - A numeric input field.
 * @param unitSystem - The unit system of the input.
 * @returns Inclusive minimum and maximum in that system's unit (exact conversions, not rounded).
 * @example heatLoadFieldRange('indoorTemp', 'Imperial') //=> { min: -76, max: 140 }
 */
export function heatLoadFieldRange(
  field: HeatLoadNumericField,
  unitSystem: UnitSystem,
): { min: number; max: number } {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = HEAT_LOAD_FIELD_QUANTITIES[field];
  if (quantity === null) return { min: limit.min, max: limit.max };
  return {
    min: fromSi(limit.min, quantity, unitSystem),
    max: fromSi(limit.max, quantity, unitSystem),
  };
}

/** Whether a value in `unitSystem` lies in the field's range (to 1e-9 relative, for conversion round-off). */
export function isWithinFieldRange(
  field: HeatLoadNumericField,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  const limit = FIELD_LIMITS_SI[field];
  const quantity: Quantity | null = HEAT_LOAD_FIELD_QUANTITIES[field];
  const valueSi = quantity === null ? value : toSi(value, quantity, unitSystem);
  return isWithinLimitSi(valueSi, limit.min, limit.max);
}

/** A number as shown in a message: whole above 100, else at most two decimals; thousands separated. */
export function formatNumberForMessage(value: number): string {
  return formatMessageNumber(value);
}

/** A number with its unit label: "100,000 ft²", "50%", "0.4". */
export function formatWithUnit(value: number, unit: string): string {
  const number = formatNumberForMessage(value);
  if (unit === '') return number;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** "Wall area must be between 0 and 100,000 ft²." */
export function rangeMessage(field: HeatLoadNumericField, unitSystem: UnitSystem): string {
  const { min, max } = heatLoadFieldRange(field, unitSystem);
  const unit = heatLoadFieldUnitLabel(field, unitSystem);
  return `${HEAT_LOAD_FIELD_LABELS[field]} must be between ${formatNumberForMessage(min)} and ${formatWithUnit(max, unit)}.`;
}
