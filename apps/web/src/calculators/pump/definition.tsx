import {
  PUMP_HEAD_METHOD,
  PUMP_HEAD_FIELDS,
  PumpHeadInputSchema,
  calculatePumpHeadInput,
  convertPumpHeadInput,
  defaultPumpHeadInput,
  type PumpHeadFormDraft,
  type PumpHeadInput,
  type PumpHeadResult,
} from '@org/hvac-core/pump';
import { unitLabel } from '@org/hvac-core/units';
import type { CalculatorDefinition } from '../../workspace/types';
import { PumpHeadCalculator } from './PumpHeadCalculator';
import { pumpHeadReport } from './report';

const SNAPSHOT_LABELS: Record<string, string> = {
  totalDynamicHead: 'Total dynamic head',
  totalDynamicHeadKPa: 'Total dynamic head as pressure',
  designHead: 'Design head',
  frictionHead: 'Pipe friction',
  fittingsHead: 'Fittings and valves',
  componentsHead: 'Components',
  staticHead: 'Static head',
  hydraulicPower: 'Hydraulic power',
  shaftPower: 'Shaft power',
  motorInputPower: 'Motor input',
  suggestedMotorRating: 'Suggested motor',
  npshAvailable: 'NPSH available',
  operatingFlowRate: 'Operating flow',
  operatingHead: 'Operating head',
};

/** The pump-head calculator on the workspace (issue 5, "Pump head"). */
export const pumpHeadDefinition: CalculatorDefinition<
  PumpHeadFormDraft,
  PumpHeadInput,
  PumpHeadResult
> = {
  intro:
    'Total dynamic head of a hydronic pump from its index circuit (Darcy–Weisbach with Colebrook, Crane K values for fittings, rated component drops, static lift for open systems), hydraulic and shaft power, the next standard motor, NPSH available, and the system curve with the operating point and the affinity laws. Results update as you type.',
  inputFields: PUMP_HEAD_FIELDS,
  createDraft: defaultPumpHeadInput,
  convert: (draft, unitSystem) => convertPumpHeadInput(draft, unitSystem),
  schema: PumpHeadInputSchema,
  calculate: calculatePumpHeadInput,
  snapshot: (result) => ({
    totalDynamicHead: result.totalDynamicHead,
    totalDynamicHeadKPa: result.totalDynamicHeadKPa,
    designHead: result.designHead,
    frictionHead: result.frictionHead,
    fittingsHead: result.fittingsHead,
    componentsHead: result.componentsHead,
    staticHead: result.staticHead,
    hydraulicPower: result.hydraulicPower,
    shaftPower: result.shaftPower,
    motorInputPower: result.motorInputPower,
    ...(result.suggestedMotor ? { suggestedMotorRating: result.suggestedMotor.rating } : {}),
    ...(result.npsh ? { npshAvailable: result.npsh.available } : {}),
    ...(result.operatingPoint
      ? {
          operatingFlowRate: result.operatingPoint.flowRate,
          operatingHead: result.operatingPoint.head,
        }
      : {}),
  }),
  summaryKeys: ['totalDynamicHead', 'shaftPower'],
  describeSnapshotKey: (key, input) => {
    const system = input.unitSystem;
    const head = unitLabel('pumpHead', system);
    const power = unitLabel('shaftPower', system);
    const units: Record<string, string> = {
      totalDynamicHead: head,
      totalDynamicHeadKPa: 'kPa',
      designHead: head,
      frictionHead: head,
      fittingsHead: head,
      componentsHead: head,
      staticHead: head,
      hydraulicPower: power,
      shaftPower: power,
      motorInputPower: power,
      suggestedMotorRating: power,
      npshAvailable: head,
      operatingFlowRate: unitLabel('waterFlow', system),
      operatingHead: head,
    };
    return { label: SNAPSHOT_LABELS[key] ?? key, unit: units[key] ?? '' };
  },
  suggestFileName: (draft) => {
    const name = typeof draft.calculationName === 'string' ? draft.calculationName.trim() : '';
    return name;
  },
  report: pumpHeadReport,
  method: PUMP_HEAD_METHOD,
  Editor: PumpHeadCalculator,
};
