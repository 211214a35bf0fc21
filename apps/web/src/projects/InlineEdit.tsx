import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { isDataError } from '@org/data';
import { useState, type FormEvent, type ReactNode } from 'react';

export interface InlineEditProps {
  /** The current value; required. */
  value: string;
  /** What is shown when not editing (the value styled as a heading, or a paragraph); required. */
  display: ReactNode;
  /** The field's label, also in the Edit button's name ("Edit name"); required. */
  label: string;
  /** Saves a new value; a rejection is shown under the field and editing stays open; required. */
  onSave: (value: string) => Promise<void>;
  /** A multi-line field; default false. */
  multiline?: boolean;
  /** Longest value accepted; default none. */
  maxLength?: number;
  /** Text of the Edit button; default 'Edit'. */
  editLabel?: string;
  /** Accessible name of the Edit button, starting with its text; default "{editLabel} {label}". */
  editButtonLabel?: string;
}

/**
 * A value shown as text with an Edit button that turns it into a field with Save and Cancel.
 * Saving waits for the store; a failure keeps the field open with the reason, so an edit is never
 * lost silently.
 */
export function InlineEdit({
  value,
  display,
  label,
  onSave,
  multiline = false,
  maxLength,
  editLabel = 'Edit',
  editButtonLabel = `${editLabel} ${label.toLowerCase()}`,
}: InlineEditProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>{display}</div>
        <Button
          variant="subtle"
          style={{ flexShrink: 0 }}
          size="compact-sm"
          onClick={() => {
            setError(null);
            setDraft(value);
          }}
          aria-label={editButtonLabel}
        >
          {editLabel}
        </Button>
      </Group>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === value) {
      setDraft(null);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
      setDraft(null);
    } catch (caught) {
      console.error(`Saving the ${label.toLowerCase()} failed.`, caught);
      setError(
        isDataError(caught) ? caught.message : `The ${label.toLowerCase()} could not be saved.`,
      );
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = {
    label,
    value: draft,
    error,
    maxLength,
    disabled: saving,
    'data-autofocus': true,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape' && !saving) setDraft(null);
    },
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="xs" maw={640}>
        {multiline ? (
          <Textarea
            {...fieldProps}
            rows={4}
            autoFocus
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
        ) : (
          <TextInput
            {...fieldProps}
            autoFocus
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
