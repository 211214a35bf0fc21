import { fieldUnitLabel, inUnitSystem } from '@org/hvac-core/fields';
import { Button, Select, TextInput } from '@mantine/core';
import type { BuildingFieldSpec } from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { Fragment, type ReactNode } from 'react';
import { draftNumber } from '../../workspace/field-ui';
import { appendNew } from './types';
import { fieldElementId } from '../../workspace/field-element-id';

/** The id of the input of a draft path (rooms.0.floorArea → bl-rooms-0-floorArea). */
export function fieldId(path: readonly (string | number)[]): string {
  return fieldElementId('bl', path);
}

export interface BuildingNumberFieldProps {
  /** The draft path of the value, for its id and its message; required. */
  path: readonly (string | number)[];
  label: string;
  /** Unit label ('' for none); required. */
  unit: string;
  value: unknown;
  onChange: (next: number | '') => void;
  /** The engine's messages by path key; required. */
  errors: Readonly<Record<string, string>>;
  decimalScale?: number;
  step?: number;
  description?: string;
  placeholder?: string;
  /** Shows the value without letting it be edited (a value the engine computes); default false. */
  disabled?: boolean;
}

/** One numeric value of the building draft: the engine's message under it when it has one. */
export function BuildingNumberField({
  path,
  label,
  unit,
  value,
  onChange,
  errors,
  decimalScale = 3,
  step = 1,
  description,
  placeholder,
  disabled = false,
}: BuildingNumberFieldProps) {
  return (
    <UnitInput
      id={fieldId(path)}
      name={path.join('.')}
      label={label}
      unit={unit}
      value={draftNumber(value)}
      onChange={(next) => onChange(next ?? '')}
      error={errors[path.join('.')]}
      decimalScale={decimalScale}
      step={step}
      disabled={disabled}
      {...(description === undefined ? {} : { description })}
      {...(placeholder === undefined ? {} : { placeholder })}
    />
  );
}

/** What `numberFields` reads: one row of the draft, where it sits, its field table and its setter. */
export interface NumberFieldsContext<Field extends string> {
  /** The engine's field table of the row (`BUILDING_ROOM_FIELD_SPECS`, …). */
  readonly fields: Readonly<Record<Field, BuildingFieldSpec>>;
  /** The row being edited: a room, a window, the site… */
  readonly row: { readonly [Name in NoInfer<Field>]?: unknown };
  /** The draft path of the row (['rooms', 0]). */
  readonly path: readonly (string | number)[];
  readonly unitSystem: UnitSystem;
  readonly errors: Readonly<Record<string, string>>;
  /** Sets one field of the row. */
  readonly set: (field: Field, value: number | '') => void;
}

/**
 * The props of each numeric field of a row, from the engine's field table:
 * `<BuildingNumberField {...field('floorArea')} />` (a later prop, such as a numbered label, overrides).
 */
export function numberFields<Field extends string>({
  fields,
  row,
  path,
  unitSystem,
  errors,
  set,
}: NumberFieldsContext<Field>): (field: Field) => BuildingNumberFieldProps {
  return (field) => {
    const spec = fields[field];
    return {
      path: [...path, field],
      label: spec.label,
      unit: fieldUnitLabel(spec.unit, unitSystem),
      value: row[field],
      onChange: (next) => set(field, next),
      errors,
      decimalScale: inUnitSystem(spec.decimals, unitSystem),
      step: inUnitSystem(spec.step, unitSystem),
      description: spec.help,
      placeholder: spec.placeholder,
    };
  };
}

/** The names of a field table's fields, in its (form) order. */
export function fieldNames<Table extends object>(table: Table): (keyof Table & string)[] {
  return Object.keys(table) as (keyof Table & string)[];
}

/**
 * A row's numeric fields in order, each after the controls `before` puts ahead of it (a preset
 * before the value it sets), as separate children: a `Group` with `grow` sizes them by their count.
 */
export function numberFieldList<Field extends string>(
  field: (name: Field) => BuildingNumberFieldProps,
  names: readonly Field[],
  before: Partial<Record<Field, ReactNode>> = {},
): ReactNode[] {
  return names.map((name) =>
    before[name] === undefined ? (
      <BuildingNumberField key={name} {...field(name)} />
    ) : (
      <Fragment key={name}>
        {before[name]}
        <BuildingNumberField {...field(name)} />
      </Fragment>
    ),
  );
}

export interface BuildingTextFieldProps {
  path: readonly (string | number)[];
  label: string;
  value: unknown;
  onChange: (next: string) => void;
  errors: Readonly<Record<string, string>>;
}

/** One text value of the building draft (user text is rendered as text). */
export function BuildingTextField({
  path,
  label,
  value,
  onChange,
  errors,
}: BuildingTextFieldProps) {
  return (
    <TextInput
      id={fieldId(path)}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={errors[path.join('.')]}
    />
  );
}

export interface ChoiceFieldProps<T extends string> {
  path: readonly (string | number)[];
  label: string;
  value: unknown;
  data: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
  errors: Readonly<Record<string, string>>;
  /** Shows the choice without letting it be changed (one that follows another field); default false. */
  disabled?: boolean;
  /** A line under the label (why it is disabled); default none. */
  description?: string;
}

/** A choice among the engine's options. */
export function ChoiceField<T extends string>({
  path,
  label,
  value,
  data,
  onChange,
  errors,
  disabled = false,
  description,
}: ChoiceFieldProps<T>) {
  return (
    <Select
      id={fieldId(path)}
      label={label}
      disabled={disabled}
      {...(description === undefined ? {} : { description })}
      data={data.map((d) => ({ value: d.value, label: d.label }))}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => {
        const match = data.find((d) => d.value === next);
        if (match) onChange(match.value);
      }}
      allowDeselect={false}
      error={errors[path.join('.')]}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface AddRowButtonProps<Row extends { id: string }> {
  /** The list the new row joins; required. */
  list: readonly Row[];
  /** Most rows the list holds (BUILDING_LOAD_LIMITS); required. */
  max: number;
  /** The new row's id prefix ('z' for z1, z2, …); required. */
  prefix: string;
  /** Makes the new row under its id; required. */
  make: (id: string) => Row;
  /** Called with the list and the new row at its end; required. */
  onAdd: (next: Row[]) => void;
  /** The button's text ("Add zone"); required. */
  children: ReactNode;
  /** Default "xs". */
  size?: 'xs' | 'compact-sm';
  /** Disabled though the list has room; default false. */
  disabled?: boolean;
}

/** "Add …": a new row at the end of a list, under the next free id; disabled once the list is full. */
export function AddRowButton<Row extends { id: string }>({
  list,
  max,
  prefix,
  make,
  onAdd,
  children,
  size = 'xs',
  disabled = false,
}: AddRowButtonProps<Row>) {
  return (
    <Button
      size={size}
      variant="default"
      disabled={disabled || list.length >= max}
      onClick={() => onAdd(appendNew(list, prefix, make))}
    >
      {children}
    </Button>
  );
}

export interface RemoveButtonProps {
  /** The button's accessible name ("Remove zone Zone 1"); required. */
  label: string;
  onClick: () => void;
  /** Default false. */
  disabled?: boolean;
  /** Why it is disabled, on hover; default none. */
  title?: string;
}

/** The red "Remove" at the end of a row of fields, level with their inputs. */
export function RemoveButton({ label, onClick, disabled = false, title }: RemoveButtonProps) {
  return (
    <Button
      mt="xl"
      variant="subtle"
      color="red"
      size="compact-sm"
      style={{ flexGrow: 0 }}
      disabled={disabled}
      title={title}
      onClick={onClick}
      aria-label={label}
    >
      Remove
    </Button>
  );
}
