import type { HeatLoadInput, HeatLoadInputDraft, HeatLoadResult } from '@org/hvac-core/heat-load';
import { unitLabel } from '@org/hvac-core/units';
import type { CalculatorDefinition } from '../../workspace/types';

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

/**
 * What a saved heat-load file keeps of its result and how each value is named: the workspace's
 * module and the public /heat-load page's result summary (which loads nothing else of the module).
 */
export const heatLoadSummary: Pick<
  CalculatorDefinition<HeatLoadInputDraft, HeatLoadInput, HeatLoadResult>,
  'snapshot' | 'summaryKeys' | 'describeSnapshotKey'
> = {
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
};
