import {
  BUILDING_LOAD_METHOD,
  BuildingLoadInputSchema,
  calculateBuildingLoadInput,
  convertBuildingLoadInput,
  defaultBuildingLoadInput,
  type BuildingLoadInput,
  type BuildingLoadInputDraft,
  type BuildingLoadResult,
} from '@org/hvac-core/building-load';
import { unitLabel } from '@org/hvac-core/units';
import type { CalculatorDefinition, ResultSnapshot } from '../../calculator-kit/types';
import { BuildingLoadWorkspaceEditor } from './BuildingLoadWorkspaceEditor';
import { load, loadUnit } from './format';
import { buildingLoadReport } from './report';

const SNAPSHOT_LABELS: Record<string, string> = {
  buildingPeakW: 'Building block peak',
  buildingHeatingW: 'Building heating load',
};

/** The snapshot key of a system's coil load: letters and digits only, safe as a stored field name. */
function coilKey(systemId: string): string {
  return `coil_${systemId.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** The building-load calculator: rooms, zones and systems, hour by hour (ASHRAE RTS). */
export const buildingLoadDefinition: CalculatorDefinition<
  BuildingLoadInputDraft,
  BuildingLoadInput,
  BuildingLoadResult
> = {
  intro:
    'Cooling loads of rooms, zones and air systems hour by hour on the design days of your site, by the radiant time series method of ASHRAE Handbook—Fundamentals ch. 18, with the peak month and hour of each, the coil loads with outdoor air, and steady-state heating loads. Import your EnergyPlus .ddy or .stat weather file or type the design values.',
  inputFields: [
    'calculationName',
    'unitSystem',
    'site',
    'constructions',
    'windowTypes',
    'rooms',
    'zones',
    'systems',
  ],
  createDraft: defaultBuildingLoadInput,
  convert: (draft, unitSystem) => convertBuildingLoadInput(draft, unitSystem),
  schema: BuildingLoadInputSchema,
  calculate: calculateBuildingLoadInput,
  snapshot: (result) => {
    const snapshot: ResultSnapshot = { buildingHeatingW: result.building.heatingW };
    if (result.building.blockPeak) snapshot['buildingPeakW'] = result.building.blockPeak.totalW;
    for (const system of result.systems) {
      if (system.coil) snapshot[coilKey(system.id)] = system.coil.totalW;
    }
    return snapshot;
  },
  describeSnapshotKey: (key, input) => {
    const unit = unitLabel('heatRate', 'Metric');
    const system = input.systems.find((s) => coilKey(s.id) === key);
    if (system) return { label: `Coil load of ${system.name}`, unit };
    return { label: SNAPSHOT_LABELS[key] ?? key, unit };
  },
  // In the page's units, as the peak table shows them; the snapshot keeps W.
  summary: (_input, result) => {
    const { building, unitSystem } = result;
    const item = (key: 'buildingPeakW' | 'buildingHeatingW', watts: number) => ({
      key,
      label: SNAPSHOT_LABELS[key] ?? key,
      value: `${load(watts, unitSystem)} ${loadUnit(unitSystem)}`,
    });
    return [
      ...(building.blockPeak ? [item('buildingPeakW', building.blockPeak.totalW)] : []),
      item('buildingHeatingW', building.heatingW),
    ];
  },
  suggestFileName: (draft) => {
    const name = typeof draft.calculationName === 'string' ? draft.calculationName.trim() : '';
    return name;
  },
  report: buildingLoadReport,
  method: BUILDING_LOAD_METHOD,
  Editor: BuildingLoadWorkspaceEditor,
};
