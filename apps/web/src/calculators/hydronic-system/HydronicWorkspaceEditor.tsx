import type {
  HydronicSystemInput,
  HydronicSystemInputDraft,
  HydronicSystemResult,
} from '@org/hvac-core/hydronic-system';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { buildingLoadFilesOf } from '../building-load/load-sources';
import { HydronicSystemEditor } from './HydronicSystemEditor';

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
