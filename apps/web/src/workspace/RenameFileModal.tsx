import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { FormModalActions } from '@org/ui';
import { FILE_NAME_MAX, FileNameSchema } from '@org/data';
import { useState, type FormEvent } from 'react';
import { describeWriteError } from './write-errors';

export interface RenameFileModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Closes it; required. */
  onClose: () => void;
  /** The current name; required. */
  currentName: string;
  /** Renames the file; a rejection keeps the modal open with the reason; required. */
  onRename: (name: string) => Promise<void>;
}

/** Renames a saved file in place. */
export function RenameFileModal({ opened, onClose, currentName, onRename }: RenameFileModalProps) {
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<{ field: 'name' | 'form'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = FileNameSchema.safeParse(name);
    if (!parsed.success) {
      setError({
        field: 'name',
        message: parsed.error.issues[0]?.message ?? 'File name is required.',
      });
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onRename(parsed.data);
      setSaving(false);
    } catch (caught) {
      setSaving(false);
      setError({ field: 'form', message: describeWriteError(caught) });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => (saving ? undefined : onClose())}
      title="Rename file"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label="File name"
            required
            data-autofocus
            value={name}
            maxLength={FILE_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setName(event.currentTarget.value)}
            error={error?.field === 'name' ? error.message : undefined}
          />
          {error?.field === 'form' ? (
            <Alert color="red" role="alert" title="Not renamed">
              {error.message}
            </Alert>
          ) : null}
          <FormModalActions submitLabel="Rename" busy={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
