import type { z } from 'zod';
import type { UnitSystem } from '../units/unit-system.js';
import type { FieldQuantity } from '../units/field-quantities.js';
import { finiteOrUndefined } from './form-number.js';
import { isWithinLimit, rangeMessage } from './limits.js';
import type { LimitSi } from './limits.js';

/**
 * Adds a range issue at `path` when a draft value is a number outside its SI limit, the message
 * naming the field and the range in the input's unit system. Blanks and non-numbers are left to the
 * field's own schema, so that one value never gets two messages.
 */
export function checkRange(
  ctx: z.RefinementCtx,
  unitSystem: UnitSystem,
  value: unknown,
  path: readonly PropertyKey[],
  label: string,
  limit: LimitSi,
  quantity: FieldQuantity,
): void {
  const number = finiteOrUndefined(value);
  if (number === undefined || isWithinLimit(number, limit, quantity, unitSystem)) return;
  ctx.addIssue({
    code: 'custom',
    path: [...path],
    message: rangeMessage(label, limit, quantity, unitSystem),
  });
}
