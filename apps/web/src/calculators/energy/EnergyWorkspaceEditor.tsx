import { ProjectIdSchema, type ProjectId } from '@org/data';
import type {
  EnergyCostInput,
  EnergyCostInputDraft,
  EnergyCostResult,
} from '@org/hvac-core/energy';
import { useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useProjectFiles } from '../../projects/project-queries';
import { RESULTS_FIELD, VERSION_FIELD } from '../../workspace/stored-file';
import type { CalculatorEditorProps } from '../../workspace/types';
import { calculatorByDomain } from '../catalog';
import type { BuildingLoadSourceFile, BuildingLoadSources } from './DesignLoadsFromBuilding';
import { EnergyCalculator } from './EnergyCalculator';

/**
 * The energy calculator on the workspace: with the building-load files of the file's project (the
 * route's, or the one a new file is made in), so that their design loads can be taken.
 */
export function EnergyWorkspaceEditor(
  props: CalculatorEditorProps<EnergyCostInputDraft, EnergyCostInput, EnergyCostResult>,
) {
  const params: { projectId?: string } = useParams({ strict: false });
  const search: { projectId?: string } = useSearch({ strict: false });
  const chosen = ProjectIdSchema.safeParse(params.projectId ?? search.projectId);
  const projectId = chosen.success ? chosen.data : null;
  const files = useProjectFiles((projectId ?? '') as ProjectId, projectId !== null);
  const collection = calculatorByDomain('building-load')?.collection;

  const buildingFiles = useMemo(
    (): BuildingLoadSourceFile[] =>
      collection === undefined
        ? []
        : (files.data?.[collection] ?? []).flatMap((file) => {
            if (file.status !== 'ok') return [];
            const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
            return [{ fileId: file.id, name: file.name, data }];
          }),
    [files.data, collection],
  );
  const sources: BuildingLoadSources =
    projectId === null
      ? { status: 'noProject' }
      : files.isPending
        ? { status: 'loading' }
        : files.isError
          ? { status: 'error', retry: () => void files.refetch() }
          : { status: 'ready', files: buildingFiles };

  return <EnergyCalculator {...props} designLoadSources={sources} />;
}
