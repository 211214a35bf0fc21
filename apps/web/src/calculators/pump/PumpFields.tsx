import {
  PUMP_HEAD_FIELD_SPECS,
  type PumpHeadFormDraft,
  type PumpHeadNumericField,
} from '@org/hvac-core/pump';
import type { UnitSystem } from '@org/hvac-core/units';
import { Text, TextInput, type TextProps } from '@mantine/core';
import {
  draftFieldError,
  touchDraftField,
  type DraftFieldContext,
  type DraftNumberFieldProps,
} from '../../calculator-kit/DraftNumberField';
import { fieldElementId } from '../../calculator-kit/field-element-id';
import { getAt } from '../../calculator-kit/draft-path';
import { PUMP_HEAD_ID_PREFIX } from './field-ui';
import { draftText } from '../../calculator-kit/draft-text';

/** A field path in the draft: ['flowRate'], ['sections', 1, 'length']. */
export type FieldPath = readonly (string | number)[];

/** What every part of the form needs: the draft, and how to change it and show its messages. */
export interface PumpHeadFormApi {
  /** The draft being edited. */
  draft: PumpHeadFormDraft;
  unitSystem: UnitSystem;
  /** What every number field reads: the id prefix, the units, the messages, how to reveal one. */
  fields: DraftFieldContext;
  /** Sets the value at a path (and reveals that field's message). */
  set: (path: FieldPath, value: unknown) => void;
  /** Replaces the whole draft (rows added or removed). */
  replace: (next: PumpHeadFormDraft) => void;
}

/**
 * The props of one number of the form, as the engine's table describes it, for a
 * `DraftNumberField`: `<DraftNumberField {...pumpNumberField(api, 'sections.length', ['sections', 1])} />`.
 * A cleared field is stored as blank (undefined: the schema says "required" or uses its default);
 * text that is not a number is kept as typed, and the schema says it must be a number.
 *
 * @param field - The field's key in `PUMP_HEAD_FIELD_SPECS` ('sections.fittings.quantity').
 * @param row - The list row holding the field (['sections', 1, 'fittings', 0]); default none (the
 *   key is the path).
 */
export function pumpNumberField(
  api: PumpHeadFormApi,
  field: PumpHeadNumericField,
  row?: FieldPath,
): Pick<DraftNumberFieldProps, 'context' | 'path' | 'spec' | 'value' | 'onChange'> {
  const names = field.split('.');
  const path = row ? [...row, ...names.slice(-1)] : names;
  return {
    context: api.fields,
    path,
    spec: PUMP_HEAD_FIELD_SPECS[field],
    value: getAt(api.draft, path),
    onChange: (next) => api.set(path, next === '' ? undefined : next),
  };
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
      id={fieldElementId(PUMP_HEAD_ID_PREFIX, path)}
      label={label}
      description={description}
      value={draftText(getAt(api.draft, path)) ?? ''}
      onChange={(event) => api.set(path, event.currentTarget.value)}
      onBlur={() => touchDraftField(api.fields, path)}
      error={draftFieldError(api.fields, path)}
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
  const message = draftFieldError(api.fields, path);
  return message ? (
    <Text size="sm" c="red" {...text}>
      {message}
    </Text>
  ) : null;
}
