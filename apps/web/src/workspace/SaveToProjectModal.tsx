import { Alert, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  FileNameSchema,
  PROJECT_NAME_MAX,
  ProjectNameSchema,
  createProject,
  type ProjectId,
} from '@org/data';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataState } from '../data/data-state';
import { useProjects } from '../data/queries';
import { userDataKeys } from '../data/query-keys';
import { FileNameInput, FormModal } from './FormModal';
import { describeWriteError } from '../notices/write-errors';

/** Where and under what name to save. */
export interface SaveTarget {
  projectId: ProjectId;
  projectName: string;
  name: string;
}

export interface SaveToProjectModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Closes it (Cancel, Escape, or after saving); required. */
  onClose: () => void;
  /** Title, e.g. "Save to project" or "Save as"; required. */
  title: string;
  /** The project selected at first (e.g. from ?projectId=); default the newest project. */
  initialProjectId?: string;
  /** The file name suggested at first; required. */
  initialName: string;
  /** Writes the file; a rejection keeps the modal open with the reason; required. */
  onSave: (target: SaveTarget) => Promise<void>;
}

type Where = 'existing' | 'new';

/**
 * "Save to project": pick a project or create one inline, name the file. The project is created
 * first; if the file then fails to save, the new project is kept and selected so a retry does not
 * create a second one.
 */
export function SaveToProjectModal({
  opened,
  onClose,
  title,
  initialProjectId,
  initialName,
  onSave,
}: SaveToProjectModalProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const projectsQuery = useProjects();
  const projects = (projectsQuery.data ?? []).filter((project) => project.status === 'ok');
  const hasProjects = projects.length > 0;

  const [where, setWhere] = useState<Where | null>(null);
  const [projectId, setProjectId] = useState<string | null>(initialProjectId ?? null);
  const [newProjectName, setNewProjectName] = useState('');
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<{ project?: string; name?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  const effectiveWhere: Where = where ?? (hasProjects ? 'existing' : 'new');
  const selectedId =
    projectId && projects.some((project) => project.id === projectId)
      ? projectId
      : (projects[0]?.id ?? '');

  const submit = async () => {
    const nextErrors: typeof errors = {};
    const fileName = FileNameSchema.safeParse(name);
    if (!fileName.success) nextErrors.name = fileName.error.issues[0]?.message;
    let projectName = '';
    if (effectiveWhere === 'new') {
      const parsed = ProjectNameSchema.safeParse(newProjectName);
      if (parsed.success) projectName = parsed.data;
      else nextErrors.project = parsed.error.issues[0]?.message;
    } else if (!selectedId) {
      nextErrors.project = 'Choose a project.';
    }
    setErrors(nextErrors);
    if (nextErrors.name || nextErrors.project || !fileName.success) return;

    setSaving(true);
    try {
      let targetId = selectedId as ProjectId;
      if (effectiveWhere === 'new') {
        let project;
        try {
          project = await createProject(ctx, { name: projectName, description: '' });
        } catch (error) {
          // Spec §8's wording for a failed project creation, as a toast and inline.
          notifications.show({ color: 'red', message: 'Failed to create project.' });
          throw error;
        }
        notifications.show({ color: 'green', message: 'Project Created Successfully!' });
        await queryClient.invalidateQueries({ queryKey: userDataKeys.projects(ctx?.uid ?? '') });
        targetId = project.id;
        projectName = project.name;
        // A retry after a failed file write goes to this project, not a second new one.
        setWhere('existing');
        setProjectId(project.id);
        setNewProjectName('');
      } else {
        projectName = projects.find((project) => project.id === selectedId)?.name ?? '';
      }
      await onSave({ projectId: targetId, projectName, name: fileName.data });
      setSaving(false);
    } catch (error) {
      setSaving(false);
      setErrors({ form: describeWriteError(error) });
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      submitLabel="Save"
      busy={saving}
      onSubmit={submit}
      formError={errors.form}
      errorTitle="Not saved"
    >
      {hasProjects ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="save-where-label">
            Save into
          </Text>
          <SegmentedControl
            aria-labelledby="save-where-label"
            value={effectiveWhere}
            onChange={(value) => setWhere(value === 'new' ? 'new' : 'existing')}
            data={[
              { value: 'existing', label: 'An existing project' },
              { value: 'new', label: 'A new project' },
            ]}
          />
        </Stack>
      ) : null}
      {effectiveWhere === 'existing' ? (
        <NativeSelect
          label="Project"
          value={selectedId}
          onChange={(event) => setProjectId(event.currentTarget.value)}
          error={errors.project}
          data={projects.map((project) => ({ value: project.id, label: project.name }))}
        />
      ) : (
        <TextInput
          label="New project name"
          description={hasProjects ? undefined : 'You have no projects yet: this creates one.'}
          required
          value={newProjectName}
          maxLength={PROJECT_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setNewProjectName(event.currentTarget.value)}
          error={errors.project}
        />
      )}
      <FileNameInput
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
      />
      {projectsQuery.isError ? (
        <Alert color="red">
          Your projects could not be loaded: {describeWriteError(projectsQuery.error)}
        </Alert>
      ) : null}
    </FormModal>
  );
}
