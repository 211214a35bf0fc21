import { inUnitSystem } from '@org/hvac-core/fields';
import {
  pumpHeadFieldRange,
  pumpHeadFieldSpec,
  pumpHeadFieldUnitLabel,
  type PumpHeadFormDraft,
  type PumpHeadNumericField,
} from '@org/hvac-core/pump';
import type { UnitSystem } from '@org/hvac-core/units';
import { Text, TextInput, type TextProps } from '@mantine/core';
import { UnitInput } from '@org/ui';
import { draftNumber } from '../../workspace/field-ui';
import { getIn, pumpHeadFieldId } from './field-ui';
import { draftText } from '../../workspace/draft-text';

/** A field path in the draft: ['flowRate'], ['sections', 1, 'length']. */
export type FieldPath = readonly (string | number)[];

/** What every part of the form needs: the draft, and how to change it and show its messages. */
export interface PumpHeadFormApi {
  /** The draft being edited. */
  draft: PumpHeadFormDraft;
  unitSystem: UnitSystem;
  /** Sets the value at a path (and reveals that field's message). */
  set: (path: FieldPath, value: unknown) => void;
  /** Replaces the whole draft (rows added or removed). */
  replace: (next: PumpHeadFormDraft) => void;
  /** The message to show under a field now, if any. */
  error: (path: FieldPath) => string | undefined;
  /** Reveals a field's message (when it is left). */
  touch: (path: FieldPath) => void;
}

export interface PumpNumberFieldProps {
  /** The form; required. */
  api: PumpHeadFormApi;
  /** Which field of the engine's table: label, unit, range, step, decimals and help; required. */
  field: PumpHeadNumericField;
  /** The list row holding the field (['sections', 1]); default none (the field's own path). */
  row?: FieldPath;
  /** Label instead of the engine's; default the engine's label. */
  label?: string;
  /** Help text instead of the field's usual one; default the usual one. */
  description?: string;
  /** What the calculation uses while the field is empty ("Default: 10 %"); see UnitInput. */
  blankValue?: number | string;
}

/** A number with its unit, labelled, ranged and validated as hvac-core defines the field. */
export function PumpNumberField({
  api,
  field,
  row,
  label,
  description,
  blankValue,
}: PumpNumberFieldProps) {
  const names = field.split('.');
  const path = row ? [...row, ...names.slice(-1)] : names;
  const spec = pumpHeadFieldSpec(field);
  const range = pumpHeadFieldRange(field, api.unitSystem);
  return (
    <UnitInput
      id={pumpHeadFieldId(path)}
      label={label ?? spec.label}
      unit={pumpHeadFieldUnitLabel(field, api.unitSystem)}
      value={draftNumber(getIn(api.draft, path))}
      // Blank is undefined (the schema says "required" or uses its default); text that is not a
      // number stays as typed, and the schema says it must be a number.
      onChange={(next, text) =>
        api.set(path, next ?? (text.trim() === '' ? undefined : text.trim()))
      }
      onBlur={() => api.touch(path)}
      error={api.error(path)}
      min={range?.min}
      max={range?.max}
      step={inUnitSystem(spec.step, api.unitSystem)}
      decimalScale={inUnitSystem(spec.decimals, api.unitSystem)}
      description={description ?? spec.help}
      blankValue={blankValue}
    />
  );
}

/** A text field of the draft (a name) at `path`, with its message once edited or left. */
export function PumpTextField({
  api,
  path,
  label,
  description,
  maxLength,
}: {
  api: PumpHeadFormApi;
  path: FieldPath;
  label: string;
  description?: string;
  maxLength: number;
}) {
  return (
    <TextInput
      id={pumpHeadFieldId(path)}
      label={label}
      description={description}
      value={draftText(getIn(api.draft, path)) ?? ''}
      onChange={(event) => api.set(path, event.currentTarget.value)}
      onBlur={() => api.touch(path)}
      error={api.error(path)}
      maxLength={maxLength}
    />
  );
}

/** The message at `path` in red text, when there is one to show. */
export function ErrorText({
  api,
  path,
  ...text
}: { api: PumpHeadFormApi; path: FieldPath } & Omit<TextProps, 'c'> & { role?: string }) {
  const message = api.error(path);
  return message ? (
    <Text size="sm" c="red" {...text}>
      {message}
    </Text>
  ) : null;
}
