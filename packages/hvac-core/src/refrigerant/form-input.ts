import { z } from 'zod';
import { convertDraftNumber } from '../_lib/draft-convert.js';
import { isWithinLimitSi } from '../_lib/limits.js';
import { QUANTITIES } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { KILOGRAMS_PER_POUND, METRES_PER_FOOT, PASCALS_PER_PSI } from '../units/factors.js';
import { formatNumberForMessage } from '../_lib/message-number.js';

/*
 * Form-input helpers shared by the refrigerant, acoustics and energy engines: numbers that a form may
 * hold as strings, ranges kept in SI and shown in the user's units, and messages that name the field.
 */

/** A unit as shown beside a number, with its conversion to the SI base unit and back. */
export interface DisplayUnit {
  readonly label: string;
  readonly toSi: (value: number) => number;
  readonly fromSi: (value: number) => number;
}

/** A quantity's unit in each system. */
export interface QuantityUnits {
  readonly Imperial: DisplayUnit;
  readonly Metric: DisplayUnit;
}

function linear(label: string, siPerUnit: number): DisplayUnit {
  return { label, toSi: (value) => value * siPerUnit, fromSi: (value) => value / siPerUnit };
}

/**
 * Quantities these engines show beyond the shared units table (ARCHITECTURE.md "Units"): refrigerant
 * pressure drops (psi | kPa, SI base Pa), mass (lb | kg), mass flow (lb/h | kg/h, SI base kg/s),
 * refrigerant velocity (fpm | m/s, as the ASHRAE Refrigeration Handbook states limits),
 * degree-days, and dimensionless numbers. Factors: NIST SP 811 (2008), appendix B.
 */
export const EXTRA_QUANTITIES = {
  refrigerantPressure: { Imperial: linear('psi', PASCALS_PER_PSI), Metric: linear('kPa', 1000) },
  mass: { Imperial: linear('lb', KILOGRAMS_PER_POUND), Metric: linear('kg', 1) },
  massFlow: {
    Imperial: linear('lb/h', KILOGRAMS_PER_POUND / 3600),
    Metric: linear('kg/h', 1 / 3600),
  },
  refrigerantVelocity: {
    Imperial: linear('fpm', METRES_PER_FOOT / 60),
    Metric: linear('m/s', 1),
  },
  /** Degree-days, °F·day | K·day (SI base K·day). */
  degreeDays: { Imperial: linear('°F·day', 1 / 1.8), Metric: linear('K·day', 1) },
  count: { Imperial: linear('', 1), Metric: linear('', 1) },
  percent: { Imperial: linear('%', 1), Metric: linear('%', 1) },
} as const satisfies Record<string, QuantityUnits>;

/** Every quantity a field of these engines can have. */
export type FieldQuantity = keyof typeof QUANTITIES | keyof typeof EXTRA_QUANTITIES;

/** The units of every {@link FieldQuantity} (typed here so declaration files can name it). */
export const FIELD_QUANTITIES: Readonly<Record<FieldQuantity, QuantityUnits>> = {
  ...QUANTITIES,
  ...EXTRA_QUANTITIES,
};

/** A value in `unitSystem` converted to the quantity's SI base unit. */
export function fieldToSi(value: number, quantity: FieldQuantity, unitSystem: UnitSystem): number {
  return FIELD_QUANTITIES[quantity][unitSystem].toSi(value);
}

/** A value in the quantity's SI base unit converted to `unitSystem`. */
export function fieldFromSi(
  valueSi: number,
  quantity: FieldQuantity,
  unitSystem: UnitSystem,
): number {
  return FIELD_QUANTITIES[quantity][unitSystem].fromSi(valueSi);
}

/**
 * A form value of a quantity re-expressed from one unit system in another (through SI), as
 * {@link convertDraftNumber} converts it: blanks, text and non-finite results stay as typed.
 */
export function convertFieldNumber(
  original: unknown,
  quantity: FieldQuantity,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  return convertDraftNumber(original, (value) =>
    fieldFromSi(fieldToSi(value, quantity, from), quantity, to),
  );
}

/** The unit label of a quantity in a unit system ('' for pure numbers). */
export function refrigerantFieldUnitLabel(quantity: FieldQuantity, unitSystem: UnitSystem): string {
  return FIELD_QUANTITIES[quantity][unitSystem].label;
}

/** A field's valid range in SI. */
export interface LimitSi {
  readonly min: number;
  readonly max: number;
}

// The refrigerant, energy and acoustics messages show numbers as every domain does.
export { formatNumberForMessage };

/** "Cooling capacity must be between 1,000 and 12,000,000 Btu/h." */
export function rangeMessage(
  label: string,
  limit: LimitSi,
  quantity: FieldQuantity,
  unitSystem: UnitSystem,
): string {
  const unit = refrigerantFieldUnitLabel(quantity, unitSystem);
  const min = formatNumberForMessage(fieldFromSi(limit.min, quantity, unitSystem));
  const max = formatNumberForMessage(fieldFromSi(limit.max, quantity, unitSystem));
  const withUnit = unit === '' ? max : unit === '%' ? `${max}%` : `${max} ${unit}`;
  return `${label} must be between ${min} and ${withUnit}.`;
}

/** Whether a value in `unitSystem` lies within an SI limit (1e-9 relative slack for conversion round-off). */
export function isWithinLimit(
  value: number,
  limit: LimitSi,
  quantity: FieldQuantity,
  unitSystem: UnitSystem,
): boolean {
  const valueSi = fieldToSi(value, quantity, unitSystem);
  return isWithinLimitSi(valueSi, limit.min, limit.max);
}

// The form-number readers live in _lib (one for every domain); re-exported under the names the
// refrigerant, energy and acoustics schemas use.
export {
  finiteOrUndefined,
  numberOr as optionalNumber,
  readNumber as readFormNumber,
  requiredNumber,
} from '../_lib/form-number.js';

/** An enum field with a message listing the choices. */
export function enumField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? `${label} is required.`
        : `${label} must be one of: ${values.join(', ')}.`,
  });
}

/** A free-text name, trimmed, at most `max` characters, default ''. */
export function nameField(label: string, max = 120) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .default('');
}
