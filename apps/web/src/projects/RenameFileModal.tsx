import { Modal, Stack, TextInput } from '@mantine/core';
import { FormModalActions } from '@org/ui';
import { FILE_NAME_MAX, isDataError } from '@org/data';
import { useEffect, useState, type FormEvent } from 'react';

export interface RenameFileModalProps {
  /** The file's current name; the modal is open while this is not null; required. */
  currentName: string | null;
  /** Closes the modal; required. */
  onClose: () => void;
  /** Stores the new name; a rejection is shown in the modal and it stays open; required. */
  onRename: (name: string) => Promise<void>;
}

/** Renames a saved file. */
export function RenameFileModal({ currentName, onClose, onRename }: RenameFileModalProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (currentName !== null) {
      setName(currentName);
      setError(null);
    }
  }, [currentName]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('File name is required.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onRename(name);
      onClose();
    } catch (caught) {
      console.error('Renaming the file failed.', caught);
      setError(isDataError(caught) ? caught.message : 'The file could not be renamed.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={currentName !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
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
            error={error}
            disabled={saving}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <FormModalActions submitLabel="Rename" busy={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
