import type {
  EnergyCostInput,
  EnergyCostInputDraft,
  EnergyCostResult,
} from '@org/hvac-core/energy';
import type { ProjectFiles } from '../../data/project-queries';
import { RESULTS_FIELD, VERSION_FIELD } from '../../workspace/stored-file';
import type { CalculatorEditorProps } from '../../workspace/types';
import { useProjectSources } from '../../workspace/use-project-sources';
import { calculatorByDomain } from '../catalog';
import type { BuildingLoadSourceFile } from './DesignLoadsFromBuilding';
import { EnergyCalculator } from './EnergyCalculator';

/** The project's building-load files with the inputs they store (their results and version left out). */
function buildingLoadFilesOf(files: ProjectFiles): BuildingLoadSourceFile[] {
  const collection = calculatorByDomain('building-load')?.collection;
  if (collection === undefined) return [];
  return (files[collection] ?? []).flatMap((file) => {
    if (file.status !== 'ok') return [];
    const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
    return [{ fileId: file.id, name: file.name, savedAt: file.updatedAt ?? file.createdAt, data }];
  });
}

/**
 * The energy calculator on the workspace: with the building-load files of the file's project (the
 * route's, or the one a new file is made in), so that their design loads can be taken.
 */
export function EnergyWorkspaceEditor(
  props: CalculatorEditorProps<EnergyCostInputDraft, EnergyCostInput, EnergyCostResult>,
) {
  const { sources } = useProjectSources(buildingLoadFilesOf);
  return <EnergyCalculator {...props} designLoadSources={sources} />;
}
