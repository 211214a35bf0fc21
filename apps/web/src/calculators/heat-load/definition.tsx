import {
  HEAT_LOAD_METHOD,
  HEAT_LOAD_FIELDS,
  convertHeatLoadInput,
  defaultHeatLoadInput,
  type HeatLoadInput,
  type HeatLoadInputDraft,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { unitLabel } from '@org/hvac-core/units';
import type { CalculatorDefinition } from '../../workspace/types';
import { heatLoadEngine } from './engine';
import { HeatLoadCalculator } from './HeatLoadCalculator';
import { heatLoadReport } from './report';

/** Stored result names and their labels: the spec's six first, then the rest of the breakdown. */
const SNAPSHOT_LABELS = {
  wallLoad: 'Walls',
  windowLoad: 'Windows, conduction',
  roofLoad: 'Roof',
  ventilationLoad: 'Ventilation',
  internalLoad: 'Internal gains',
  totalLoad: 'Total load',
  windowSolarLoad: 'Windows, solar',
  infiltrationLoad: 'Infiltration',
  safetyFactorLoad: 'Safety factor',
  sensibleLoad: 'Sensible load',
  latentLoad: 'Latent load',
  deltaT: 'Design temperature difference',
} as const;

type SnapshotKey = keyof typeof SNAPSHOT_LABELS;

/** The heat-load calculator on the workspace (spec §3 "Heat load"). */
export const heatLoadDefinition: CalculatorDefinition<
  HeatLoadInputDraft,
  HeatLoadInput,
  HeatLoadResult
> = {
  intro:
    'Peak design load of a room, steady state: conduction through walls, windows and roof, window solar gain, people, lighting, equipment, and ventilation and infiltration air, after ASHRAE Handbook—Fundamentals (2021), ch. 18. Results update as you type.',
  inputFields: HEAT_LOAD_FIELDS,
  createDraft: defaultHeatLoadInput,
  convert: (draft, unitSystem) => convertHeatLoadInput(draft, unitSystem),
  ...heatLoadEngine,
  snapshot: (result) => {
    const snapshot: Record<string, number> = {};
    for (const key of Object.keys(SNAPSHOT_LABELS) as SnapshotKey[]) snapshot[key] = result[key];
    return snapshot;
  },
  summaryKeys: ['totalLoad'],
  describeSnapshotKey: (key, input) => {
    const label = (SNAPSHOT_LABELS as Record<string, string>)[key] ?? key;
    const unit =
      key === 'deltaT'
        ? unitLabel('temperatureDifference', input.unitSystem)
        : unitLabel('heatRate', input.unitSystem);
    return { label, unit };
  },
  suggestFileName: (draft) => {
    const room = typeof draft.roomName === 'string' ? draft.roomName.trim() : '';
    const mode = draft.calculationMode === 'Heating' ? 'heating' : 'cooling';
    return room ? `${room} ${mode} load` : '';
  },
  report: heatLoadReport,
  method: HEAT_LOAD_METHOD,
  Editor: HeatLoadCalculator,
};
