import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { FormModalActions } from '@org/ui';
import { notifications } from '@mantine/notifications';
import {
  createProject,
  DATA_ERROR_MESSAGES,
  isDataError,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NAME_REQUIRED,
  type Project,
} from '@org/data';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataState } from '../data/data-state';
import { addProjectToList } from './project-cache';

/** Spec §8, word for word. */
export const CREATE_PROJECT_MESSAGES = {
  nameRequired: PROJECT_NAME_REQUIRED,
  notReady: DATA_ERROR_MESSAGES['not-ready'],
  failed: 'Failed to create project.',
  created: 'Project Created Successfully!',
} as const;

export interface CreateProjectModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Closes it (Cancel, Escape, or after the project is created); required. */
  onClose: () => void;
  /** Called with the new project once it is stored and at the front of the list; default none. */
  onCreated?: (project: Project) => void;
}

type FormError = { field: 'name'; message: string } | { field: 'form'; message: string };

/**
 * The Create New Project modal (spec §2, §5, §8): a name, an optional description, Cancel and
 * Create Project. The name is checked first, then that the database is ready; a failed write is
 * reported inline and as an error toast. The new project goes to the front of the cached list.
 */
export function CreateProjectModal({ opened, onClose, onCreated }: CreateProjectModalProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    if (submitting) return;
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError({ field: 'name', message: CREATE_PROJECT_MESSAGES.nameRequired });
      return;
    }
    if (!ctx) {
      setError({ field: 'form', message: CREATE_PROJECT_MESSAGES.notReady });
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const project = await createProject(ctx, { name, description });
      addProjectToList(queryClient, ctx.uid, project);
      notifications.show({ color: 'green', message: CREATE_PROJECT_MESSAGES.created });
      setName('');
      setDescription('');
      setSubmitting(false);
      onClose();
      onCreated?.(project);
    } catch (caught) {
      setSubmitting(false);
      if (isDataError(caught) && caught.code === 'validation') {
        // A rule the form could not check itself (for example a name of only spaces after trimming).
        setError({ field: 'name', message: caught.message });
        return;
      }
      if (isDataError(caught) && caught.code === 'not-ready') {
        setError({ field: 'form', message: CREATE_PROJECT_MESSAGES.notReady });
        return;
      }
      console.error('Project creation failed.', caught);
      setError({ field: 'form', message: CREATE_PROJECT_MESSAGES.failed });
      notifications.show({ color: 'red', message: CREATE_PROJECT_MESSAGES.failed });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Create New Project"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            value={name}
            maxLength={PROJECT_NAME_MAX}
            autoComplete="off"
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (error?.field === 'name') setError(null);
            }}
            error={error?.field === 'name' ? error.message : undefined}
          />
          <Textarea
            label="Description"
            description="Optional"
            value={description}
            maxLength={PROJECT_DESCRIPTION_MAX}
            rows={3}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {error?.field === 'form' ? (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          ) : null}
          <FormModalActions submitLabel="Create Project" busy={submitting} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
