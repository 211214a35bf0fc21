import type { UnitSystem } from '../units/unit-system.js';
import { METRES_PER_FOOT, WATTS_PER_BTU_PER_HOUR } from '../units/factors.js';
import { fieldFromSi, fieldUnitLabel, isWithinLimit, rangeMessage } from './form-input.js';
import type { FieldQuantity, LimitSi } from './form-input.js';

/** The numeric fields of a refrigerant-line input, in form order. */
export const REFRIGERANT_LINE_NUMERIC_FIELDS = [
  'capacity',
  'evaporatingTemperature',
  'condensingTemperature',
  'superheat',
  'subcooling',
  'dischargeSuperheat',
  'straightLength',
  'verticalRise',
  'additionalEquivalentLength',
  'allowedTemperaturePenalty',
] as const;
export type RefrigerantLineNumericField = (typeof REFRIGERANT_LINE_NUMERIC_FIELDS)[number];

/**
 * Every input field of a refrigerant-line calculation, as a saved file stores them at the top level
 * of its `data` (the spec leaves these fields to the calculator; they are the schema's keys).
 */
export const REFRIGERANT_LINE_INPUT_FIELDS = [
  'calculationName',
  'unitSystem',
  'refrigerant',
  'lineType',
  'orientation',
  'tubeSeries',
  ...REFRIGERANT_LINE_NUMERIC_FIELDS,
  'fittings',
] as const;
export type RefrigerantLineInputField = (typeof REFRIGERANT_LINE_INPUT_FIELDS)[number];

/** Field labels as a user reads them; validation messages start with these. */
export const REFRIGERANT_LINE_FIELD_LABELS = {
  calculationName: 'Calculation name',
  unitSystem: 'Unit system',
  refrigerant: 'Refrigerant',
  lineType: 'Line type',
  orientation: 'Orientation',
  tubeSeries: 'Tube series',
  fittings: 'Fittings',
  capacity: 'Cooling capacity',
  evaporatingTemperature: 'Saturated suction (evaporating) temperature',
  condensingTemperature: 'Condensing temperature',
  superheat: 'Suction superheat',
  subcooling: 'Liquid subcooling',
  dischargeSuperheat: 'Discharge superheat',
  straightLength: 'Straight length',
  verticalRise: 'Vertical rise',
  additionalEquivalentLength: 'Additional equivalent length',
  allowedTemperaturePenalty: 'Allowed temperature penalty',
} as const;

/** The quantity of each numeric field (see form-input.ts for the units). */
export const REFRIGERANT_LINE_FIELD_QUANTITIES = {
  capacity: 'heatRate',
  evaporatingTemperature: 'temperature',
  condensingTemperature: 'temperature',
  superheat: 'temperatureDifference',
  subcooling: 'temperatureDifference',
  dischargeSuperheat: 'temperatureDifference',
  straightLength: 'length',
  verticalRise: 'length',
  additionalEquivalentLength: 'length',
  allowedTemperaturePenalty: 'temperatureDifference',
} as const satisfies Record<RefrigerantLineNumericField, FieldQuantity>;

const FT = METRES_PER_FOOT;
const F = 1 / 1.8;

/**
 * Valid ranges in SI, from round Imperial numbers: capacity 1000 Btu/h to 12 000 000 Btu/h
 * (1000 tons); evaporating −58…86 °F (−50…30 °C) and condensing −4…158 °F (−20…70 °C), further
 * limited to each refrigerant's table; superheat 0–90 °F (50 K); subcooling 0–54 °F (30 K);
 * discharge superheat 0–180 °F (100 K); lengths up to 3000 ft (914 m); vertical rise ±300 ft;
 * allowed penalty 0.1–10 °F (0.056–5.6 K).
 */
const FIELD_LIMITS_SI: Readonly<Record<RefrigerantLineNumericField, LimitSi>> = {
  capacity: { min: 1000 * WATTS_PER_BTU_PER_HOUR, max: 12_000_000 * WATTS_PER_BTU_PER_HOUR },
  evaporatingTemperature: { min: -50, max: 30 },
  condensingTemperature: { min: -20, max: 70 },
  superheat: { min: 0, max: 90 * F },
  subcooling: { min: 0, max: 54 * F },
  dischargeSuperheat: { min: 0, max: 180 * F },
  straightLength: { min: 1 * FT, max: 3000 * FT },
  verticalRise: { min: -300 * FT, max: 300 * FT },
  additionalEquivalentLength: { min: 0, max: 3000 * FT },
  allowedTemperaturePenalty: { min: 0.1 * F, max: 10 * F },
};

/** Range of a fitting's custom equivalent length, m (0–1000 ft). */
export const FITTING_EQUIVALENT_LENGTH_LIMIT_SI: LimitSi = { min: 0, max: 1000 * FT };

/**
 * The unit label of a numeric field in a unit system.
 *
 * @param field - A numeric input field.
 * @param unitSystem - The unit system of the input.
 * @returns The label to show beside the field's number.
 * @example refrigerantLineFieldUnitLabel('capacity', 'Metric') //=> 'W'
 */
export function refrigerantLineFieldUnitLabel(
  field: RefrigerantLineNumericField,
  unitSystem: UnitSystem,
): string {
  return fieldUnitLabel(REFRIGERANT_LINE_FIELD_QUANTITIES[field], unitSystem);
}

/**
 * The valid range of a numeric field in a unit system, for a form's min and max. Temperatures are
 * further limited by the refrigerant's table (see `saturationTemperatureRangeC`).
 *
 * @param field - A numeric input field.
 * @param unitSystem - The unit system of the input.
 * @returns Inclusive minimum and maximum in that system's unit (exact conversions).
 * @example refrigerantLineFieldRange('superheat', 'Imperial') //=> { min: 0, max: 90 }
 */
export function refrigerantLineFieldRange(
  field: RefrigerantLineNumericField,
  unitSystem: UnitSystem,
): { min: number; max: number } {
  const limit = FIELD_LIMITS_SI[field];
  const quantity = REFRIGERANT_LINE_FIELD_QUANTITIES[field];
  return {
    min: fieldFromSi(limit.min, quantity, unitSystem),
    max: fieldFromSi(limit.max, quantity, unitSystem),
  };
}

/** Whether a field's value lies in its range. */
export function isRefrigerantLineFieldInRange(
  field: RefrigerantLineNumericField,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  return isWithinLimit(
    value,
    FIELD_LIMITS_SI[field],
    REFRIGERANT_LINE_FIELD_QUANTITIES[field],
    unitSystem,
  );
}

/** "Straight length must be between 1 and 3,000 ft." */
export function refrigerantLineRangeMessage(
  field: RefrigerantLineNumericField,
  unitSystem: UnitSystem,
): string {
  return rangeMessage(
    REFRIGERANT_LINE_FIELD_LABELS[field],
    FIELD_LIMITS_SI[field],
    REFRIGERANT_LINE_FIELD_QUANTITIES[field],
    unitSystem,
  );
}
