import { NativeSelect, TextInput } from '@mantine/core';
import {
  HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS,
  type HydronicSystemNumberField,
} from '@org/hvac-core/hydronic-system';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { errorKey, type DraftPath } from '../../calculator-kit/draft-path';
import { getAt } from '../../calculator-kit/draft-path';
import { HYDRONIC_ID_PREFIX, hydronicFieldId } from './draft-path';
import type { HydronicFormApi } from './form-api';

export interface DraftNumberProps {
  /** The form; required. */
  api: HydronicFormApi;
  /** Where the number lives in the draft; required. */
  path: DraftPath;
  /** The engine's description of the field (unit, range, step, decimals, help); required. */
  field: HydronicSystemNumberField;
  /** The field's label (in a table row, a full name such as "Length of S3"); required. */
  label: string;
  /** Help under the label instead of the engine's; default the engine's. */
  description?: string;
  /** What the engine takes while blank; default none. */
  blankValue?: number | string;
  /** The valid range where it depends on other fields (a glycol's temperatures); default the table's. */
  range?: { readonly min: number; readonly max: number };
  /** Whether clearing the field removes the key (an optional number); default true. */
  removeWhenBlank?: boolean;
}

/**
 * A number of the draft, drawn by the one field kit (`DraftNumberField`) as the engine's field
 * table describes it: what is typed is kept as typed (so "12a" stays and is explained), a cleared
 * optional field is removed from the draft, and the engine's message shows under it.
 */
export function DraftNumber({
  api,
  path,
  field,
  removeWhenBlank = true,
  ...shown
}: DraftNumberProps) {
  const key = errorKey(path);
  const error = api.error(path);
  return (
    <DraftNumberField
      {...shown}
      context={{
        idPrefix: HYDRONIC_ID_PREFIX,
        unitSystem: api.unitSystem,
        errors: error === undefined ? {} : { [key]: error },
        touch: () => api.touch(path),
      }}
      path={path}
      spec={HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS[field]}
      value={getAt(api.draft, path)}
      onChange={(next) => api.set(path, next === '' && removeWhenBlank ? undefined : next)}
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
