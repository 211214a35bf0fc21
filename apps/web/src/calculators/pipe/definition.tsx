import {
  PIPE_METHOD,
  PIPE_FIELDS,
  PipeInputSchema,
  calculatePipeInput,
  convertPipeInput,
  defaultPipeInput,
  type PipeFormDraft,
  type PipeInput,
  type PipeResult,
} from '@org/hvac-core/pipe';
import { unitLabel, type Quantity } from '@org/hvac-core/units';
import type { CalculatorDefinition } from '../../workspace/types';
import { PipeCalculator } from './PipeCalculator';
import { pipeReport } from './report';

/** Stored result names with their labels and quantities: the spec's five first. */
const SNAPSHOT: Record<string, { label: string; quantity: Quantity | null }> = {
  diameter: { label: 'Inside diameter', quantity: 'pipeDiameter' },
  velocity: { label: 'Velocity', quantity: 'waterVelocity' },
  pipeHeadLoss: { label: 'Pipe head loss', quantity: 'pipeHeadLoss' },
  fittingsHeadLoss: { label: 'Fittings head loss', quantity: 'pipeHeadLoss' },
  totalHeadLoss: { label: 'Total head loss', quantity: 'pipeHeadLoss' },
  frictionRate: { label: 'Friction rate', quantity: 'pipeFrictionRate' },
  equipmentHeadLoss: { label: 'Equipment pressure drops', quantity: 'pipeHeadLoss' },
  reynoldsNumber: { label: 'Reynolds number', quantity: null },
};

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
  describeSnapshotKey: (key, input) => {
    const entry = SNAPSHOT[key];
    if (!entry) return { label: key, unit: '' };
    return {
      label: entry.label,
      unit: entry.quantity === null ? '' : unitLabel(entry.quantity, input.unitSystem),
    };
  },
  suggestFileName: (draft) => {
    const name = typeof draft.calculationName === 'string' ? draft.calculationName.trim() : '';
    return name;
  },
  report: pipeReport,
  method: PIPE_METHOD,
  Editor: PipeCalculator,
};
