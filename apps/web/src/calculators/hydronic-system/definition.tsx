import {
  HYDRONIC_SYSTEM_METHOD,
  HydronicSystemInputSchema,
  calculateHydronicSystemInput,
  convertHydronicSystemInput,
  defaultHydronicSystemInput,
  type HydronicSystemInput,
  type HydronicSystemInputDraft,
  type HydronicSystemResult,
} from '@org/hvac-core/hydronic-system';
import { unitLabel } from '@org/hvac-core/units';
import type { CalculatorDefinition, ResultSnapshot } from '../../calculator-kit/types';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';
import { HydronicWorkspaceEditor } from './HydronicWorkspaceEditor';
import { hydronicReport } from './report';
import { summaryLines } from './result-tables';

/** The input fields a saved hydronic-system file stores at the top level of its data. */
export const HYDRONIC_SYSTEM_FIELDS = [
  'calculationName',
  'unitSystem',
  'systemType',
  'fluid',
  'concentrationPercent',
  'fluidTemperature',
  'designDeltaT',
  'frictionMethod',
  'valveSeries',
  'balancingValveMinimumPressureDrop',
  'sizingFrictionRate',
  'sizingMaxVelocity',
  'plant',
  'sections',
  'terminals',
  'pump',
  'partLoad',
  'loadSource',
] as const;

const SNAPSHOT_KEYS: Readonly<
  Record<string, { label: string; unit: (input: HydronicSystemInput) => string }>
> = {
  designFlowRate: { label: 'Design flow', unit: (i) => unitLabel('waterFlow', i.unitSystem) },
  designPressure: {
    label: 'Pump pressure at design (index circuit)',
    unit: (i) => unitLabel('pipeHeadLoss', i.unitSystem),
  },
  designShaftPower: {
    label: 'Shaft power at design',
    unit: (i) => unitLabel('shaftPower', i.unitSystem),
  },
  dutyFlowRate: { label: 'Duty point flow', unit: (i) => unitLabel('waterFlow', i.unitSystem) },
  dutyHead: { label: 'Duty point head', unit: (i) => unitLabel('pumpHead', i.unitSystem) },
  partLoadFlowRate: {
    label: 'Part-load pump flow',
    unit: (i) => unitLabel('waterFlow', i.unitSystem),
  },
};

/** The hydronic-system calculator on the workspace (issue 43). */
export const hydronicSystemDefinition: CalculatorDefinition<
  HydronicSystemInputDraft,
  HydronicSystemInput,
  HydronicSystemResult
> = {
  intro:
    'A two-pipe chilled- or hot-water network (direct or reverse return) laid out as risers, floors and terminals: flows from the loads, pipe friction by Darcy–Weisbach or Hazen–Williams, Crane fittings, tees and reducers, the index circuit, control valves sized from a Kvs series for their authority, balancing-valve presets with the excess each takes, the pump’s duty point on its fitted curve with motor power, and the network solved at part load with chosen control valves closed, after ASHRAE Handbook—HVAC Systems and Equipment ch. 13, 44 and 47, Crane TP-410 and TA Hydronics. Terminal loads can come from a building-load file of the project. Results update as you type.',
  inputFields: HYDRONIC_SYSTEM_FIELDS,
  createDraft: (unitSystem) => defaultHydronicSystemInput(unitSystem) as HydronicSystemInputDraft,
  convert: (draft, unitSystem) =>
    convertHydronicSystemInput(draft, unitSystem) as HydronicSystemInputDraft,
  schema: HydronicSystemInputSchema,
  calculate: calculateHydronicSystemInput,
  snapshot: (result) => {
    const snapshot: ResultSnapshot = {
      designFlowRate: result.pump.design.flowRate,
      designPressure: result.pump.design.pressure,
      designShaftPower: result.pump.design.shaftPower,
    };
    if (result.pump.duty) {
      snapshot['dutyFlowRate'] = result.pump.duty.flowRate;
      snapshot['dutyHead'] = result.pump.duty.head;
    }
    if (result.partLoad) snapshot['partLoadFlowRate'] = result.partLoad.pump.flowRate;
    return snapshot;
  },
  describeSnapshotKey: (key, input) => {
    const known = SNAPSHOT_KEYS[key];
    return known ? { label: known.label, unit: known.unit(input) } : { label: key, unit: '' };
  },
  summary: (_input, result) =>
    summaryLines(result)
      .filter((line) => line.key === 'designFlow' || line.key === 'designPressure')
      .map((line) => ({ key: line.key, label: line.label, value: `${line.value} ${line.unit}` })),
  suggestFileName: suggestCalculationName,
  report: hydronicReport,
  method: HYDRONIC_SYSTEM_METHOD,
  Editor: HydronicWorkspaceEditor,
};
