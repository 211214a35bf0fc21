import type {
  EnergyCostInput,
  EnergyCostInputDraft,
  EnergyCostResult,
} from '@org/hvac-core/energy';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { buildingLoadFilesOf } from '../building-load/load-sources';
import { EnergyCalculator } from './EnergyCalculator';

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
