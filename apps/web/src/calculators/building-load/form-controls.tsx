import { Button, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { fieldId } from './field-id';
import { appendNew } from './types';

/*
 * The building form's controls other than numbers (those are the kit's `DraftNumberField`, see
 * row-number-fields.tsx): a text, a choice among the engine's options, and a row's add and remove
 * buttons.
 */

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
