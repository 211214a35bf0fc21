import { NativeSelect } from '@mantine/core';
import { useProjects } from '../data/queries';

export interface ProjectPickerProps {
  /** The menu's element id; required. */
  id: string;
  /** The picked project's id, '' for none; required. */
  value: string;
  /** Called with the id of the project picked; required. */
  onChange: (projectId: string) => void;
}

/**
 * "Project": the user's projects (those that could be read), for a panel that reads a project's
 * calculations on a page that has no project.
 */
export function ProjectPicker({ id, value, onChange }: ProjectPickerProps) {
  const projects = useProjects();
  return (
    <NativeSelect
      id={id}
      label="Project"
      data={[
        { value: '', label: projects.isPending ? 'Loading projects…' : 'Choose a project' },
        ...(projects.data ?? []).flatMap((project) =>
          project.status === 'ok' ? [{ value: project.id, label: project.name }] : [],
        ),
      ]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
