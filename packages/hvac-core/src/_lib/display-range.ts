import type { z } from 'zod';
import { unitLabel } from '../units/quantities.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { fieldName } from './field-name.js';
import { formatNumberForMessage } from './message-number.js';

/*
 * Ranges stated in the user's own units (the pipe, pump and hydronic-system inputs), with messages
 * that name the field (its path) and the range.
 */

/** Inclusive [min, max] of a field in the display units of each unit system. */
export interface DisplayRange {
  readonly Imperial: readonly [min: number, max: number];
  readonly Metric: readonly [min: number, max: number];
}

/** A number as a range message shows it: up to 6 significant digits. */
export function formatDisplayNumber(value: number): string {
  return formatNumberForMessage(value, { significantDigits: 6 });
}

/**
 * Adds an issue at `path` unless `value` lies in the range for the unit system. Units come from the
 * quantity's label in that system (e.g. "gpm", "L/s"); pass quantity null for dimensionless fields.
 */
export function checkDisplayRange(
  ctx: z.RefinementCtx,
  value: number | undefined,
  path: readonly PropertyKey[],
  quantity: Quantity | null,
  unitSystem: UnitSystem,
  range: DisplayRange,
): void {
  if (value === undefined) return;
  const [min, max] = range[unitSystem];
  if (value >= min && value <= max) return;
  const unit = quantity === null ? '' : ` ${unitLabel(quantity, unitSystem)}`;
  ctx.addIssue({
    code: 'custom',
    path: [...path],
    input: value,
    message: `${fieldName(path)} must be between ${formatDisplayNumber(min)} and ${formatDisplayNumber(max)}${unit}, got ${formatDisplayNumber(value)}.`,
  });
}
