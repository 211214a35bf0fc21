import { asRecord, convertDraftNumber, isUnitSystem } from '../_lib/draft-convert.js';
import { convertFieldsDraft } from '../_lib/field-spec.js';
import { convertValue } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { FAN_FIELD_QUANTITIES, FAN_FIELD_SPECS } from './fields.js';
import { FAN_DUTY_SOURCE_FIELDS, type FanInput, type FanInputDraft } from './schema.js';

/**
 * A fan input re-expressed in another unit system: airflow, pressure, outlet area, shaft power and
 * impeller diameters are converted, efficiencies, margin and speeds kept, and `unitSystem` set to
 * the target; a `dutySource`'s recorded values are converted as the fields they mirror, so that they
 * still compare with the fields. Values are not rounded, so converting back gives the original numbers (to round-off).
 * A draft keeps its shape: numbers stay numbers, numeric strings become strings of the converted
 * number, and blank or non-numeric values are left as they are. It never throws: an unknown unit
 * system, or a value whose conversion would overflow, leaves the draft as typed (validation says why).
 *
 * @param input - A parsed input or a form's draft (possibly partial); a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input is not changed.
 * @example convertFanInput({ unitSystem: 'Imperial', airflow: 1000, fanStaticPressure: 1 }, 'Metric').airflow //=> 471.947
 */
export function convertFanInput(input: FanInput, toUnitSystem: UnitSystem): FanInput;
export function convertFanInput(input: FanInputDraft, toUnitSystem: UnitSystem): FanInputDraft;
export function convertFanInput(
  input: Partial<FanInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<FanInputDraft>;
export function convertFanInput(
  input: Partial<FanInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<FanInputDraft> {
  const converted = convertFieldsDraft(FAN_FIELD_SPECS, input, toUnitSystem);
  // A draft that is not an object (null, a number) comes back as it was; there is nothing to read.
  const draft = asRecord(input);
  if (converted === input || draft === undefined) return converted;
  const from = draft['unitSystem'] ?? 'Imperial';
  if (!isUnitSystem(from) || from === toUnitSystem) return converted;
  const source = asRecord(converted.dutySource);
  const values = asRecord(source?.['values']);
  if (source === undefined || values === undefined) return converted;
  const convertedValues: Record<string, unknown> = { ...values };
  for (const field of FAN_DUTY_SOURCE_FIELDS) {
    const quantity = FAN_FIELD_QUANTITIES[field];
    if (quantity === null || !(field in convertedValues)) continue;
    convertedValues[field] = convertDraftNumber(convertedValues[field], (value) =>
      convertValue(value, quantity, from, toUnitSystem),
    );
  }
  return {
    ...converted,
    dutySource: { ...source, values: convertedValues },
  } as Partial<FanInputDraft>;
}
