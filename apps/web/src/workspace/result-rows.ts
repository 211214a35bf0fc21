import { fieldUnitLabel, inUnitSystem, type ResultFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber, type ResultRow } from '@org/ui';
import type { ReportRow } from './types';

/** A table of result fields, as the engine describes them (`X_RESULT_SPECS`). */
export type ResultFields = Readonly<Record<string, ResultFieldSpec>>;

/** What a row adds to its field's description: text after the label, or a label of its own. */
interface RowWording {
  /** Replaces the field's label. */
  readonly label?: string;
  /** Follows the field's label as written (" (implied)", ", as entered"). */
  readonly suffix?: string;
}

function labelOf(spec: ResultFieldSpec, wording: RowWording): string {
  return wording.label ?? `${spec.label}${wording.suffix ?? ''}`;
}

/**
 * A results-card row of a described result field: its label, unit and decimals from the table, then
 * the row's own emphasis, indent and test id.
 */
export function resultRow<Fields extends ResultFields>(
  fields: Fields,
  key: keyof Fields & string,
  value: number | null,
  unitSystem: UnitSystem,
  row: RowWording & Omit<Partial<ResultRow>, 'label' | 'value'> = {},
): ResultRow {
  const spec = fields[key] as ResultFieldSpec;
  const { label, suffix, ...rest } = row;
  const unit = fieldUnitLabel(spec.unit, unitSystem);
  return {
    key,
    label: labelOf(spec, { label, suffix }),
    value,
    ...(unit === '' ? {} : { unit }),
    maximumFractionDigits: inUnitSystem(spec.decimals, unitSystem),
    ...rest,
  };
}

/**
 * A report row of a described result field, the number formatted at the field's decimals; a null
 * value reads `blank` (default "—") without a unit.
 */
export function reportRow<Fields extends ResultFields>(
  fields: Fields,
  key: keyof Fields & string,
  value: number | null,
  unitSystem: UnitSystem,
  row: RowWording & {
    readonly emphasis?: boolean;
    readonly blank?: string;
    /** Shows every decimal, trailing zeros too ("2.50"); default false. */
    readonly fixed?: boolean;
  } = {},
): ReportRow {
  const spec = fields[key] as ResultFieldSpec;
  const label = labelOf(spec, row);
  const emphasis = row.emphasis === true ? { emphasis: true } : {};
  if (value === null) return { label, value: row.blank ?? '—', unit: '', ...emphasis };
  return {
    label,
    value: formatResultNumber(spec, value, unitSystem, row.fixed === true),
    unit: fieldUnitLabel(spec.unit, unitSystem),
    ...emphasis,
  };
}

/** A result number at its field's decimals; `fixed` keeps the trailing zeros ("50.0"). */
export function formatResultNumber(
  spec: ResultFieldSpec,
  value: number,
  unitSystem: UnitSystem,
  fixed = false,
): string {
  const decimals = inUnitSystem(spec.decimals, unitSystem);
  return formatNumber(value, {
    maximumFractionDigits: decimals,
    ...(fixed ? { minimumFractionDigits: decimals } : {}),
  });
}

/**
 * The label and unit of a snapshot key that names a described result field, for the workspace's
 * `describeSnapshotKey`; any other key reads as itself, without a unit.
 */
export function describeResultKey(
  fields: ResultFields,
): (key: string, input: { readonly unitSystem: UnitSystem }) => { label: string; unit: string } {
  return (key, input) => {
    const spec = fields[key];
    return spec === undefined
      ? { label: key, unit: '' }
      : { label: spec.label, unit: fieldUnitLabel(spec.unit, input.unitSystem) };
  };
}
