import { convertFieldsDraft } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/index.js';
import { VENTILATION_FIELD_SPECS } from './fields.js';
import type { VentilationInput, VentilationInputDraft } from './schema.js';

/**
 * A ventilation input re-expressed in another unit system: room sizes, airflow and floor area are
 * converted, air changes per hour and population kept, and `unitSystem` set to the target. Values
 * are not rounded, so converting back gives the original numbers (to round-off). A draft keeps its
 * shape: numbers stay numbers, numeric strings become strings of the converted number, and blank or
 * non-numeric values are left as they are.
 *
 * @param input - A parsed input or a form's draft (possibly partial); a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input is not changed.
 * @example convertVentilationInput({ ...input, unitSystem: 'Imperial', roomWidth: 10 }, 'Metric').roomWidth //=> 3.048
 */
export function convertVentilationInput(
  input: VentilationInput,
  toUnitSystem: UnitSystem,
): VentilationInput;
export function convertVentilationInput(
  input: VentilationInputDraft,
  toUnitSystem: UnitSystem,
): VentilationInputDraft;
export function convertVentilationInput(
  input: Partial<VentilationInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<VentilationInputDraft>;
export function convertVentilationInput(
  input: Partial<VentilationInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<VentilationInputDraft> {
  return convertFieldsDraft(VENTILATION_FIELD_SPECS, input, toUnitSystem);
}
