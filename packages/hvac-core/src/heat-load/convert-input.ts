import { convertValue } from '../units/index.js';
import { convertDraft, convertDraftNumber } from '../_lib/draft-convert.js';
import { convertFieldsDraft } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/index.js';
import { HEAT_LOAD_FIELD_SPECS } from './fields.js';
import type { HeatLoadInput, HeatLoadInputDraft } from './schema.js';

/**
 * A heat-load input re-expressed in another unit system: every numeric field with a unit
 * (temperatures, areas, U-values, airflow, ceiling height) is converted, dimensionless ones (people,
 * %, SHGC, air changes per hour) and lighting and equipment watts are kept, and `unitSystem` is set
 * to the target. Values are not rounded, so converting back gives the original numbers (to round-off).
 * A draft keeps its shape: numbers stay numbers, numeric strings become strings of the converted
 * number, and blank or non-numeric values are left as they are.
 *
 * @param input - A parsed input or a form's draft (possibly partial); a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input is not changed.
 * @example convertHeatLoadInput({ ...input, unitSystem: 'Imperial', indoorTemp: 75 }, 'Metric').indoorTemp //=> 23.888…
 */
export function convertHeatLoadInput(input: HeatLoadInput, toUnitSystem: UnitSystem): HeatLoadInput;
export function convertHeatLoadInput(
  input: HeatLoadInputDraft,
  toUnitSystem: UnitSystem,
): HeatLoadInputDraft;
export function convertHeatLoadInput(
  input: Partial<HeatLoadInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<HeatLoadInputDraft>;
export function convertHeatLoadInput(
  input: Partial<HeatLoadInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<HeatLoadInputDraft> {
  return convertDraft(input, toUnitSystem, (from) => {
    const converted = convertFieldsDraft(HEAT_LOAD_FIELD_SPECS, input, toUnitSystem);
    if (Array.isArray(input.additionalWindows)) {
      converted.additionalWindows = input.additionalWindows.map((window) =>
        typeof window === 'object' && window !== null && window.area !== undefined
          ? {
              ...window,
              area: convertDraftNumber(window.area, (value) =>
                convertValue(value, HEAT_LOAD_FIELD_SPECS.windowArea.unit, from, toUnitSystem),
              ) as never,
            }
          : window,
      );
    }
    return converted;
  });
}
