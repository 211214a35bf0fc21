import type { z } from 'zod';
import type { UnitSystem } from '../units/unit-system.js';
import { finiteOrUndefined } from './form-number.js';
import { fieldRange, fieldUnitLabel, isWithinFieldRange } from './field-spec.js';
import type { NumberFieldSpec } from './field-spec.js';
import { betweenMessage } from './limits.js';

/**
 * Adds a range issue at `path` when a draft value is a number outside its field's range. The
 * message names the field by `label` and gives the range in the input's unit system, with `unit`
 * after it (default the field's unit label; '' for a message that gives none). Blanks and
 * non-numbers are left to the field's own schema, so that one value never gets two messages.
 */
export function checkFieldRange(
  ctx: z.RefinementCtx,
  unitSystem: UnitSystem,
  value: unknown,
  path: readonly PropertyKey[],
  spec: NumberFieldSpec,
  label: string,
  unit: string = fieldUnitLabel(spec.unit, unitSystem),
): void {
  const number = finiteOrUndefined(value);
  if (number === undefined || isWithinFieldRange(spec, number, unitSystem)) return;
  const { min, max } = fieldRange(spec, unitSystem);
  ctx.addIssue({
    code: 'custom',
    path: [...path],
    message: betweenMessage(label, min, max, unit),
  });
}
