import { FileNameSchema } from '@org/data';
import { useState } from 'react';
import { FileNameInput, FormModal } from './FormModal';
import { describeWriteError } from '../notices/write-errors';

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

  const submit = async () => {
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
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Rename file"
      submitLabel="Rename"
      busy={saving}
      onSubmit={submit}
      formError={error?.field === 'form' ? error.message : null}
      errorTitle="Not renamed"
    >
      <FileNameInput
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={error?.field === 'name' ? error.message : undefined}
      />
    </FormModal>
  );
}
