import type { UnitSystem } from '../units/unit-system.js';
import { asRecord, convertDraft, convertFieldNumber } from '../_lib/draft-convert.js';
import { REFRIGERANT_LINE_FIELD_QUANTITIES, REFRIGERANT_LINE_NUMERIC_FIELDS } from './fields.js';
import type { RefrigerantLineInput, RefrigerantLineInputDraft } from './schema.js';

/**
 * A refrigerant-line input re-expressed in another unit system: every numeric field (and each
 * fitting's custom equivalent length) converted, not rounded, and `unitSystem` set to the target.
 * Numeric strings stay strings; blanks and non-numbers are left as they are.
 *
 * @param input - A parsed input or a form's draft; a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input is not changed.
 * @example convertRefrigerantLineInput(defaultRefrigerantLineInput('Imperial'), 'Metric').straightLength //=> 18.288
 */
export function convertRefrigerantLineInput(
  input: RefrigerantLineInput,
  toUnitSystem: UnitSystem,
): RefrigerantLineInput;
export function convertRefrigerantLineInput(
  input: Partial<RefrigerantLineInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<RefrigerantLineInputDraft>;
export function convertRefrigerantLineInput(
  input: Partial<RefrigerantLineInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<RefrigerantLineInputDraft> {
  return convertDraft(input, toUnitSystem, (from) => {
    const converted: Record<string, unknown> = { ...input, unitSystem: toUnitSystem };
    for (const field of REFRIGERANT_LINE_NUMERIC_FIELDS) {
      if (input[field] === undefined) continue;
      converted[field] = convertFieldNumber(
        input[field],
        REFRIGERANT_LINE_FIELD_QUANTITIES[field],
        from,
        toUnitSystem,
      );
    }
    if (Array.isArray(input.fittings)) {
      converted['fittings'] = input.fittings.map((row: unknown) => {
        const fitting = asRecord(row);
        if (fitting === undefined) return row;
        return fitting['customEquivalentLength'] === undefined
          ? { ...fitting }
          : {
              ...fitting,
              customEquivalentLength: convertFieldNumber(
                fitting['customEquivalentLength'],
                'length',
                from,
                toUnitSystem,
              ),
            };
      });
    }
    return converted as Partial<RefrigerantLineInputDraft>;
  });
}
