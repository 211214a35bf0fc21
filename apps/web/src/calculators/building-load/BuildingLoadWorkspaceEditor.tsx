import type {
  BuildingLoadInput,
  BuildingLoadInputDraft,
  BuildingLoadResult,
} from '@org/hvac-core/building-load';
import { useState } from 'react';
import { ProjectPicker } from '../../project-sources/ProjectPicker';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { BuildingLoadCalculator } from './BuildingLoadCalculator';
import { heatLoadSources } from './room-sources';
import { OpenChartButtons } from './OpenChartButtons';

/**
 * The building-load editor on the workspace: the editor with the project's heat-load files for
 * "Import from heat-load file" (the file's project, or one picked while the file is not saved in
 * a project), read as the schedule's "Fill from the project" reads them.
 */
export function BuildingLoadWorkspaceEditor(
  props: CalculatorEditorProps<BuildingLoadInputDraft, BuildingLoadInput, BuildingLoadResult>,
) {
  const [picked, setPicked] = useState('');
  const { fixedProject, projectId, sources } = useProjectSources(heatLoadSources, picked);

  return (
    <BuildingLoadCalculator
      {...props}
      roomSources={sources}
      chartActions={(result) => <OpenChartButtons result={result} projectId={projectId} />}
      projectPicker={
        fixedProject === undefined ? (
          <ProjectPicker id="building-import-project" value={picked} onChange={setPicked} />
        ) : undefined
      }
    />
  );
}
