import type { DuctSystemResult } from '@org/hvac-core/duct-system';
import { useState } from 'react';
import { ProjectPicker } from '../../project-sources/ProjectPicker';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { buildingLoadFilesOf } from '../building-load/load-sources';
import { DuctSystemCalculator } from './DuctSystemCalculator';
import type { DuctSystemFile, DuctSystemFileDraft } from './terminal-source';

/**
 * The duct system editor on the workspace: with the building-load files of the file's project (the
 * route's, or one picked while the file is not saved in a project), for the terminals' airflows.
 */
export function DuctSystemWorkspaceEditor(
  props: CalculatorEditorProps<DuctSystemFileDraft, DuctSystemFile, DuctSystemResult>,
) {
  const [picked, setPicked] = useState('');
  const { fixedProject, sources } = useProjectSources(buildingLoadFilesOf, picked);
  return (
    <DuctSystemCalculator
      {...props}
      buildingLoadSources={sources}
      projectPicker={
        fixedProject === undefined ? (
          <ProjectPicker id="duct-system-import-project" value={picked} onChange={setPicked} />
        ) : undefined
      }
    />
  );
}
