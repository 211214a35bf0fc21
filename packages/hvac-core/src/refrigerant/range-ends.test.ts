import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAMAGED_NUMBER_TEXT,
  EXTREME_DOUBLES,
  expectRefusedOrFinite,
  nonFiniteNumbers,
} from '../_testing/fuzz.js';
import { fieldRange, type NumberFieldSpec } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/unit-system.js';
import { calculateRefrigerantLineInput } from './calculate-refrigerant-line.js';
import { defaultRefrigerantLineInput } from './default-input.js';
import {
  REFRIGERANT_FITTING_FIELD_SPECS,
  REFRIGERANT_LINE_FIELD_SPECS,
  REFRIGERANT_LINE_NUMERIC_FIELDS,
  refrigerantLineRangeMessage,
} from './fields.js';
import { RefrigerantLineInputSchema } from './schema.js';

/*
 * Standing check (issues 39 and 44): each number of a refrigerant line and of a fitting row, one at
 * a time, in each unit system, at each end of its range (as the form's min and max give them) and a
 * millionth of the span inside, is never refused for its range: it computes finite numbers, or meets
 * only a rule across fields (a temperature the refrigerant's saturation table does not reach).
 * Beyond the ends, the extreme doubles and damaged text are refused with a message or computed
 * finite; nothing throws.
 */
const UNIT_SYSTEMS: readonly UnitSystem[] = ['Imperial', 'Metric'];

type Place = 'line' | 'fitting';
const FIELDS = UNIT_SYSTEMS.flatMap((unitSystem) => [
  ...REFRIGERANT_LINE_NUMERIC_FIELDS.map(
    (field) =>
      [
        `${field}`,
        unitSystem,
        'line' as Place,
        field,
        REFRIGERANT_LINE_FIELD_SPECS[field] as NumberFieldSpec,
      ] as const,
  ),
  ...(['quantity', 'customEquivalentLength'] as const).map(
    (field) =>
      [
        `fittings.0.${field}`,
        unitSystem,
        'fitting' as Place,
        field,
        REFRIGERANT_FITTING_FIELD_SPECS[field] as NumberFieldSpec,
      ] as const,
  ),
]);

/** The default line with `value` in one field (a custom fitting's, for a fitting row), computed. */
function computedWith(unitSystem: UnitSystem, place: Place, field: string, value: unknown) {
  const input: Record<string, unknown> = { ...defaultRefrigerantLineInput(unitSystem) };
  if (place === 'line') input[field] = value;
  else
    input['fittings'] = [
      { id: 'f', type: 'custom', quantity: 1, customEquivalentLength: 10, [field]: value },
    ];
  const parsed = RefrigerantLineInputSchema.safeParse(input);
  const messages = (parsed.error?.issues ?? []).map((issue) => issue.message);
  return { messages, result: parsed.success ? calculateRefrigerantLineInput(parsed.data) : null };
}

describe('every refrigerant-line number computes at the ends of its range', () => {
  it.each(FIELDS)(
    '%s (%s): both ends and just inside are never refused for their range',
    (_n, u, place, field, spec) => {
      const { min, max } = fieldRange(spec, u);
      const span = max - min;
      for (const value of [min, max, min + 1e-6 * span, max - 1e-6 * span]) {
        const outcome = computedWith(u, place, field, value);
        // The field's own range message; a temperature may still meet its refrigerant's table.
        const own =
          place === 'line'
            ? refrigerantLineRangeMessage(
                field as (typeof REFRIGERANT_LINE_NUMERIC_FIELDS)[number],
                u,
              )
            : `${spec.label} must be between`;
        const ownRange = outcome.messages.filter((message) => message.startsWith(own));
        expect({ value, ownRange }).toEqual({ value, ownRange: [] });
        expectRefusedOrFinite(outcome, value);
      }
    },
  );

  it.each(FIELDS)(
    '%s (%s): extreme doubles and damaged text never throw',
    (_n, u, place, field) => {
      for (const value of [...EXTREME_DOUBLES, ...DAMAGED_NUMBER_TEXT]) {
        expectRefusedOrFinite(computedWith(u, place, field, value), value);
      }
    },
  );

  it('any double in any field is refused with a message or computes finite numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), fc.double(), ([, u, place, field], value) => {
        const { messages, result } = computedWith(u, place, field, value);
        return result === null ? messages.length > 0 : nonFiniteNumbers(result).length === 0;
      }),
      { numRuns: 300, seed: 39 },
    );
  });
});
