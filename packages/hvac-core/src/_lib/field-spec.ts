import { convertValue, fromSi, toSi, unitLabel } from '../units/quantities.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import type { DisplayRange } from './display-range.js';
import { convertDraft, convertDraftNumber } from './draft-convert.js';
import { isWithinLimitSi } from './limits.js';
import { formatNumberForMessage } from './message-number.js';

/** How a form's value reads as a number (decimal numerals only), for apps that show drafts. */
export { numericValue } from './form-number.js';

/*
 * A calculator's fields described once, as data: one record per input field (label, unit, range,
 * default, step, decimals, help) and per result field (label, unit, decimals). The schema's range
 * checks and messages, the numeric-field list, unit conversion, defaults and the form's fields are
 * derived from the table instead of being listed again beside it.
 */

/** A value that differs by unit system, or one value for both. */
export type PerUnitSystem<T> = T | Readonly<Record<UnitSystem, T>>;

/**
 * The unit of a number: a quantity of the units module (converted between unit systems), or a
 * fixed label that is not converted: the same in both ('%', 'rpm'; '' for a count) or one per
 * unit system for a number the engine gives in each system's unit already (psia | kPa).
 */
export type FieldUnit = Quantity | { readonly fixed: PerUnitSystem<string> };

/** A range checked in SI, so that a value valid in one unit system stays valid after conversion. */
export interface SiFieldRange {
  /** Minimum and maximum in SI (or in the fixed unit). */
  readonly si: readonly [min: number, max: number];
  /** When true the minimum itself is not allowed; default false. */
  readonly minExclusive?: boolean;
}

/** An inclusive range stated in each unit system's display unit (round numbers in both). */
export interface DisplayFieldRange {
  readonly display: DisplayRange;
}

/**
 * A range given in Imperial round numbers, held in SI (its Metric limits are their conversions).
 *
 * @example imperialRange(1, 200_000, 'airflow').si[1] //=> 94.389…
 */
export function imperialRange(min: number, max: number, quantity: Quantity): SiFieldRange {
  return { si: [toSi(min, quantity, 'Imperial'), toSi(max, quantity, 'Imperial')] };
}

/** The fields of an input that are not numbers (names, choices, lists): a label and a default. */
export interface OtherFieldSpec {
  readonly label: string;
  /** The value of a new input; none when the field starts blank. */
  readonly default?: PerUnitSystem<unknown>;
  /** For a list, the fields of each of its items (a fitting row), described the same way. */
  readonly row?: Readonly<Record<string, InputFieldSpec>>;
}

/** A numeric input field. */
export interface NumberFieldSpec {
  readonly label: string;
  readonly unit: FieldUnit;
  readonly range: SiFieldRange | DisplayFieldRange;
  /** The value of a new input in each unit system; none when the field starts blank. */
  readonly default?: PerUnitSystem<number>;
  /** ArrowUp/ArrowDown step in each unit system. */
  readonly step: PerUnitSystem<number>;
  /** Most decimals typed or shown, one value or one per unit system. */
  readonly decimals: PerUnitSystem<number>;
  /**
   * Help text under the label, one text or one per unit system (a degree-day's base temperature);
   * none when the label says it all.
   */
  readonly help?: PerUnitSystem<string>;
  /** Shown while the field is blank, saying what a blank means ('Sum of its rooms'); default none. */
  readonly placeholder?: string;
}

/** One input field of a calculator. */
export type InputFieldSpec = NumberFieldSpec | OtherFieldSpec;

/** One result field: its label, unit and the decimals shown in each unit system. */
export interface ResultFieldSpec {
  readonly label: string;
  readonly unit: FieldUnit;
  readonly decimals: PerUnitSystem<number>;
}

/** The names of a table's numeric fields. */
export type NumberFieldOf<Table> = {
  [Field in keyof Table]: Table[Field] extends NumberFieldSpec ? Field : never;
}[keyof Table];

function isPerSystem<T>(value: PerUnitSystem<T>): value is Readonly<Record<UnitSystem, T>> {
  return typeof value === 'object' && value !== null && 'Imperial' in value && 'Metric' in value;
}

/** The value of a per-unit-system setting in one unit system. */
export function inUnitSystem<T>(value: PerUnitSystem<T>, unitSystem: UnitSystem): T {
  return isPerSystem(value) ? value[unitSystem] : value;
}

/** Whether a field of the table is a number. */
export function isNumberField(spec: InputFieldSpec): spec is NumberFieldSpec {
  return 'unit' in spec;
}

/** The table's field names, in its (form) order. */
export function fieldNames<Table extends Record<string, InputFieldSpec>>(
  table: Table,
): (keyof Table & string)[] {
  return Object.keys(table);
}

/** The table's numeric field names, in form order. */
export function numberFieldNames<Table extends Record<string, InputFieldSpec>>(
  table: Table,
): NumberFieldOf<Table>[] {
  return Object.keys(table).filter((field) =>
    isNumberField(table[field] as InputFieldSpec),
  ) as NumberFieldOf<Table>[];
}

/** The label of every field, by name. */
export function fieldLabels<Table extends Record<string, InputFieldSpec | ResultFieldSpec>>(
  table: Table,
): { readonly [Field in keyof Table]: string } {
  return Object.fromEntries(Object.entries(table).map(([field, spec]) => [field, spec.label])) as {
    readonly [Field in keyof Table]: string;
  };
}

/** The quantity a unit converts as, or null for a fixed unit. */
export function unitQuantity(unit: FieldUnit): Quantity | null {
  return typeof unit === 'string' ? unit : null;
}

/**
 * The quantity of each numeric field of a table that converts between unit systems (fixed-unit
 * fields and other fields left out), for a converter of nested rows.
 *
 * @example numberFieldQuantities({ length: { unit: 'length', … }, ratio: { unit: { fixed: '' }, … } }) //=> { length: 'length' }
 */
export function numberFieldQuantities(
  table: Readonly<Record<string, InputFieldSpec>>,
): Readonly<Record<string, Quantity>> {
  const quantities: Record<string, Quantity> = {};
  for (const [field, spec] of Object.entries(table)) {
    const quantity = isNumberField(spec) ? unitQuantity(spec.unit) : null;
    if (quantity !== null) quantities[field] = quantity;
  }
  return quantities;
}

/**
 * The label of a unit in a unit system.
 *
 * @example fieldUnitLabel('airflow', 'Metric') //=> 'L/s'
 */
export function fieldUnitLabel(unit: FieldUnit, unitSystem: UnitSystem): string {
  return typeof unit === 'string'
    ? unitLabel(unit, unitSystem)
    : inUnitSystem(unit.fixed, unitSystem);
}

/**
 * The valid range of a numeric field in a unit system, for a form's min and max.
 *
 * @returns Minimum and maximum in that system's unit; `minExclusive` says whether the minimum
 *   itself is excluded.
 */
export function fieldRange(
  spec: NumberFieldSpec,
  unitSystem: UnitSystem,
): { min: number; max: number; minExclusive: boolean } {
  if ('display' in spec.range) {
    const [min, max] = spec.range.display[unitSystem];
    return { min, max, minExclusive: false };
  }
  const [minSi, maxSi] = spec.range.si;
  const minExclusive = spec.range.minExclusive ?? false;
  const quantity = unitQuantity(spec.unit);
  if (quantity === null) return { min: minSi, max: maxSi, minExclusive };
  return {
    min: fromSi(minSi, quantity, unitSystem),
    max: fromSi(maxSi, quantity, unitSystem),
    minExclusive,
  };
}

/**
 * Whether a value in `unitSystem` lies in the field's range: for a quantity that converts, with a
 * 1e-9 relative slack for round-off (none at a limit of 0); for a fixed unit, exactly.
 */
export function isWithinFieldRange(
  spec: NumberFieldSpec,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  if ('display' in spec.range) {
    const [min, max] = spec.range.display[unitSystem];
    return value >= min && value <= max;
  }
  const [minSi, maxSi] = spec.range.si;
  const quantity = unitQuantity(spec.unit);
  // A fixed unit is not converted, so nothing rounds it: held exactly, as the engine holds it.
  if (quantity === null) {
    const aboveMin = spec.range.minExclusive === true ? value > minSi : value >= minSi;
    return aboveMin && value <= maxSi;
  }
  const valueSi = toSi(value, quantity, unitSystem);
  return isWithinLimitSi(valueSi, minSi, maxSi, spec.range.minExclusive === true);
}

/**
 * The message for a value outside its field's range, naming the field and the range in the
 * input's unit system.
 *
 * @example fieldRangeMessage(FAN_FIELD_SPECS.airflow, 'Imperial') //=> 'Airflow must be greater than 0 and at most 1,000,000 cfm.'
 */
export function fieldRangeMessage(spec: NumberFieldSpec, unitSystem: UnitSystem): string {
  const { min, max, minExclusive } = fieldRange(spec, unitSystem);
  const unit = fieldUnitLabel(spec.unit, unitSystem);
  const top = `${formatNumberForMessage(max)}${unit === '' ? '' : unit === '%' ? ' %' : ` ${unit}`}`;
  return minExclusive
    ? `${spec.label} must be greater than ${formatNumberForMessage(min)} and at most ${top}.`
    : `${spec.label} must be between ${formatNumberForMessage(min)} and ${top}.`;
}

/**
 * A draft re-expressed in another unit system: each numeric field of the table with a quantity is
 * converted, fixed-unit fields and the rest are kept, and `unitSystem` is set to the target. Values
 * are not rounded; numeric strings stay strings, blanks and non-numbers are left as typed. An
 * unknown unit system leaves the draft as it is (validation says why).
 */
export function convertFieldsDraft<Draft extends { readonly unitSystem?: unknown }>(
  table: Readonly<Record<string, InputFieldSpec>>,
  input: Draft,
  toUnitSystem: UnitSystem,
): Draft {
  return convertDraft(input, toUnitSystem, (from) => {
    const converted: Record<string, unknown> = { ...input, unitSystem: toUnitSystem };
    for (const [field, quantity] of Object.entries(numberFieldQuantities(table))) {
      if (!(field in converted)) continue;
      converted[field] = convertDraftNumber(converted[field], (value) =>
        convertValue(value, quantity, from, toUnitSystem),
      );
    }
    return converted as Draft;
  });
}

/** A deep copy of lists and plain records (a default's rows); other values as they are. */
function freshCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(freshCopy);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, freshCopy(item)]));
  }
  return value;
}

/**
 * The default of every field that has one, in a unit system, with `unitSystem` itself; lists and
 * rows are fresh copies, so that a form may edit them.
 */
export function fieldDefaults(
  table: Readonly<Record<string, InputFieldSpec>>,
  unitSystem: UnitSystem,
): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(table)) {
    if (spec.default !== undefined)
      defaults[field] = freshCopy(inUnitSystem(spec.default, unitSystem));
  }
  return { ...defaults, unitSystem };
}
