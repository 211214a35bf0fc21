import { NativeSelect } from '@mantine/core';
import { ProjectIdSchema, type ProjectId } from '@org/data';
import type {
  BuildingLoadInput,
  BuildingLoadInputDraft,
  BuildingLoadResult,
} from '@org/hvac-core/building-load';
import { useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useProjects } from '../../data/queries';
import { useProjectFiles } from '../../projects/project-queries';
import type { CalculatorEditorProps } from '../../workspace/types';
import { BuildingLoadCalculator } from './BuildingLoadCalculator';
import { heatLoadFilesOf, type RoomSourcesState } from './room-sources';

/**
 * The building-load editor on the workspace: the editor with the project's heat-load files for
 * "Import from heat-load file" (the file's project, or one picked while the file is not saved in
 * a project), read as the schedule's "Fill from the project" reads them.
 */
export function BuildingLoadWorkspaceEditor(
  props: CalculatorEditorProps<BuildingLoadInputDraft, BuildingLoadInput, BuildingLoadResult>,
) {
  const params: { projectId?: string } = useParams({ strict: false });
  const search: { projectId?: string } = useSearch({ strict: false });
  const fixedProject = params.projectId ?? search.projectId;
  const [picked, setPicked] = useState('');
  const chosen = ProjectIdSchema.safeParse(fixedProject ?? picked);
  const projectId = chosen.success ? chosen.data : null;
  const projects = useProjects();
  const files = useProjectFiles((projectId ?? '') as ProjectId, projectId !== null);
  const heatLoads = useMemo(() => (files.data ? heatLoadFilesOf(files.data) : []), [files.data]);
  const roomSources: RoomSourcesState =
    projectId === null
      ? { status: 'noProject' }
      : files.isPending
        ? { status: 'loading' }
        : files.isError
          ? { status: 'error', retry: () => void files.refetch() }
          : { status: 'ready', files: heatLoads };

  return (
    <BuildingLoadCalculator
      {...props}
      roomSources={roomSources}
      projectPicker={
        fixedProject === undefined ? (
          <NativeSelect
            id="building-import-project"
            label="Project"
            data={[
              { value: '', label: projects.isPending ? 'Loading projects…' : 'Choose a project' },
              ...(projects.data ?? []).flatMap((project) =>
                project.status === 'ok' ? [{ value: project.id, label: project.name }] : [],
              ),
            ]}
            value={picked}
            onChange={(event) => setPicked(event.currentTarget.value)}
          />
        ) : undefined
      }
    />
  );
}
