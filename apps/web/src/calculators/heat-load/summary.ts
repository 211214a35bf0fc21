import {
  HEAT_LOAD_RESULT_SPECS,
  type HeatLoadInput,
  type HeatLoadInputDraft,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { describeResultKey } from '../../calculator-kit/result-lines';
import type { CalculatorDefinition } from '../../calculator-kit/types';

/** Stored result names: the spec's six first, then the rest of the breakdown. */
const SNAPSHOT_KEYS = [
  'wallLoad',
  'windowLoad',
  'roofLoad',
  'ventilationLoad',
  'internalLoad',
  'totalLoad',
  'windowSolarLoad',
  'infiltrationLoad',
  'safetyFactorLoad',
  'sensibleLoad',
  'latentLoad',
  'deltaT',
] as const satisfies readonly (keyof typeof HEAT_LOAD_RESULT_SPECS & keyof HeatLoadResult)[];

/**
 * What a saved heat-load file keeps of its result and how each value is named: the workspace's
 * module and the public /heat-load page's result summary (which loads nothing else of the module).
 */
export const heatLoadSummary: Pick<
  CalculatorDefinition<HeatLoadInputDraft, HeatLoadInput, HeatLoadResult>,
  'snapshot' | 'summaryKeys' | 'describeSnapshotKey'
> = {
  snapshot: (result) => Object.fromEntries(SNAPSHOT_KEYS.map((key) => [key, result[key]])),
  summaryKeys: ['totalLoad'],
  describeSnapshotKey: describeResultKey(HEAT_LOAD_RESULT_SPECS),
};
