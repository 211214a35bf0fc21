import type {
  HydronicSystemInput,
  HydronicSystemInputDraft,
  HydronicSystemResult,
} from '@org/hvac-core/hydronic-system';
import type { ProjectFiles } from '../../data/project-queries';
import { RESULTS_FIELD, VERSION_FIELD } from '../../workspace/stored-file';
import type { CalculatorEditorProps } from '../../workspace/types';
import { useProjectSources } from '../../workspace/use-project-sources';
import { calculatorByDomain } from '../catalog';
import { HydronicSystemEditor } from './HydronicSystemEditor';
import type { BuildingLoadSourceFile } from './load-source-files';

/** The project's building-load files with the inputs they store (results and version left out). */
function buildingLoadFilesOf(files: ProjectFiles): BuildingLoadSourceFile[] {
  const collection = calculatorByDomain('building-load')?.collection;
  if (collection === undefined) return [];
  return (files[collection] ?? []).flatMap((file) => {
    if (file.status !== 'ok' || file.deletedAt !== undefined) return [];
    const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
    return [{ fileId: file.id, name: file.name, savedAt: file.updatedAt ?? file.createdAt, data }];
  });
}

/**
 * The hydronic-system calculator on the workspace: with the building-load files of the file's
 * project (the route's, or the one a new file is made in), to take terminal loads from.
 */
export function HydronicWorkspaceEditor(
  props: CalculatorEditorProps<HydronicSystemInputDraft, HydronicSystemInput, HydronicSystemResult>,
) {
  const { sources } = useProjectSources(buildingLoadFilesOf);
  return <HydronicSystemEditor {...props} loadSources={sources} />;
}
