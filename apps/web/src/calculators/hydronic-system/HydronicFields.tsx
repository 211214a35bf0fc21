import { NativeSelect, TextInput } from '@mantine/core';
import { PlainUnitInput, UnitInput } from '@org/ui';
import { getAt, hydronicFieldId } from './draft-path';
import type { DraftPath } from '../../workspace/draft-path';
import type { HydronicFormApi } from './form-api';

const draftNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

export interface DraftNumberProps {
  /** The form; required. */
  api: HydronicFormApi;
  /** Where the number lives in the draft; required. */
  path: DraftPath;
  /** The field's label (in a table row, a full name such as "Length of S3"); required. */
  label: string;
  /** Its unit ('' for none); required. */
  unit: string;
  /** Help under the label; default none. */
  description?: string;
  /** What the engine takes while blank; default none. */
  blankValue?: number | string;
  /** The label is for assistive technology only (a table cell under its column header); default false. */
  plain?: boolean;
  /** Whether clearing the field removes the key (an optional number); default true. */
  removeWhenBlank?: boolean;
}

/**
 * A number of the draft: what is typed is kept as typed (so "12a" stays and is explained), a
 * cleared optional field is removed from the draft, and the engine's message shows under it.
 */
export function DraftNumber({
  api,
  path,
  label,
  unit,
  description,
  blankValue,
  plain = false,
  removeWhenBlank = true,
}: DraftNumberProps) {
  const Input = plain ? PlainUnitInput : UnitInput;
  const error = api.error(path);
  return (
    <Input
      id={hydronicFieldId(path)}
      label={label}
      unit={unit}
      value={draftNumber(getAt(api.draft, path))}
      onChange={(next, typed) =>
        api.set(
          path,
          next !== undefined ? next : typed.trim() === '' && removeWhenBlank ? undefined : typed,
        )
      }
      onBlur={() => api.touch(path)}
      {...(error === undefined ? {} : { error })}
      {...(description === undefined ? {} : { description })}
      {...(blankValue === undefined ? {} : { blankValue })}
    />
  );
}

export interface DraftTextProps {
  api: HydronicFormApi;
  path: DraftPath;
  label: string;
  /** Most characters the engine accepts; required. */
  maxLength: number;
  description?: string;
  /** Called instead of setting the path (an id that other fields mention); default none. */
  onChange?: (text: string) => void;
}

/** A text of the draft (an id, a name), as typed; rendered as text, never as markup. */
export function DraftText({ api, path, label, maxLength, description, onChange }: DraftTextProps) {
  const value = getAt(api.draft, path);
  const error = api.error(path);
  return (
    <TextInput
      id={hydronicFieldId(path)}
      label={label}
      description={description}
      value={typeof value === 'string' ? value : ''}
      maxLength={maxLength}
      onChange={(event) =>
        onChange ? onChange(event.currentTarget.value) : api.set(path, event.currentTarget.value)
      }
      onBlur={() => api.touch(path)}
      error={error}
    />
  );
}

export interface DraftChoiceProps<T extends string> {
  api: HydronicFormApi;
  path: DraftPath;
  label: string;
  /** The choices, in order; required. */
  data: readonly { readonly value: T; readonly label: string }[];
  /** Shown while the draft holds no choice; required. */
  fallback: T;
  description?: string;
  /** Called with the choice instead of setting the path; default none. */
  onChange?: (next: T) => void;
}

/** One of a field's choices; only a listed value reaches the draft. */
export function DraftChoice<T extends string>({
  api,
  path,
  label,
  data,
  fallback,
  description,
  onChange,
}: DraftChoiceProps<T>) {
  const value = getAt(api.draft, path);
  const current = data.some((option) => option.value === value) ? (value as T) : fallback;
  return (
    <NativeSelect
      id={hydronicFieldId(path)}
      label={label}
      description={description}
      data={data.map((option) => ({ value: option.value, label: option.label }))}
      value={current}
      error={api.error(path)}
      onChange={(event) => {
        const picked = data.find((option) => option.value === event.currentTarget.value);
        if (!picked) return;
        if (onChange) onChange(picked.value);
        else api.set(path, picked.value);
      }}
    />
  );
}
