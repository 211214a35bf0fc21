import {
  PIPE_METHOD,
  PIPE_FIELDS,
  PIPE_RESULT_SPECS,
  PipeInputSchema,
  calculatePipeInput,
  convertPipeInput,
  defaultPipeInput,
  type PipeFormDraft,
  type PipeInput,
  type PipeResult,
} from '@org/hvac-core/pipe';
import { describeResultKey } from '../../calculator-kit/result-lines';
import type { CalculatorDefinition } from '../../calculator-kit/types';
import { PipeCalculator } from './PipeCalculator';
import { pipeReport } from './report';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';

/** The hydronic pipe sizer on the workspace (spec §3 "Pipe"). */
export const pipeDefinition: CalculatorDefinition<PipeFormDraft, PipeInput, PipeResult> = {
  intro:
    'The smallest standard size of steel, copper or plastic pipe that meets a friction-rate target and the ASHRAE velocity limits, for water or glycol at its temperature, by Darcy–Weisbach with the Colebrook friction factor (or Hazen–Williams), with fittings by Crane TP-410 and equipment pressure drops. Results update as you type.',
  inputFields: PIPE_FIELDS,
  createDraft: defaultPipeInput,
  convert: (draft, unitSystem) => convertPipeInput(draft, unitSystem),
  schema: PipeInputSchema,
  calculate: calculatePipeInput,
  snapshot: (result) => ({
    diameter: result.diameter,
    velocity: result.velocity,
    pipeHeadLoss: result.pipeHeadLoss,
    fittingsHeadLoss: result.fittingsHeadLoss,
    totalHeadLoss: result.totalHeadLoss,
    frictionRate: result.selected.frictionRate,
    equipmentHeadLoss: result.equipmentHeadLoss,
    reynoldsNumber: result.selected.reynoldsNumber,
  }),
  summaryKeys: ['diameter', 'totalHeadLoss'],
  describeSnapshotKey: describeResultKey(PIPE_RESULT_SPECS),
  suggestFileName: suggestCalculationName,
  report: pipeReport,
  method: PIPE_METHOD,
  Editor: PipeCalculator,
};
