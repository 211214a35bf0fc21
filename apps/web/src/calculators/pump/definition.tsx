import {
  PUMP_HEAD_METHOD,
  PUMP_HEAD_FIELDS,
  PUMP_HEAD_RESULT_SPECS,
  PumpHeadInputSchema,
  calculatePumpHeadInput,
  convertPumpHeadInput,
  defaultPumpHeadInput,
  type PumpHeadFormDraft,
  type PumpHeadInput,
  type PumpHeadResult,
} from '@org/hvac-core/pump';
import { describeResultKey } from '../../calculator-kit/result-lines';
import type { CalculatorDefinition, CalculatorEditorProps } from '../../calculator-kit/types';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { hydronicSystemFilesOf } from './duty-from-hydronic-system';
import { PumpHeadCalculator } from './PumpHeadCalculator';
import { pumpHeadReport } from './report';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';

/** Snapshot labels shorter than their results row's. */
const SNAPSHOT_LABELS: Readonly<Record<string, string>> = {
  motorInputPower: 'Motor input',
  suggestedMotorRating: 'Suggested motor',
  operatingFlowRate: 'Operating flow',
  operatingHead: 'Operating head',
};

const describeResult = describeResultKey(PUMP_HEAD_RESULT_SPECS);

/**
 * The pump-head calculator on the workspace: with the hydronic-system files of the file's project
 * (the route's, or the one a new file is made in), so that an index circuit can be taken.
 */
function PumpHeadWorkspaceEditor(
  props: CalculatorEditorProps<PumpHeadFormDraft, PumpHeadInput, PumpHeadResult>,
) {
  const { sources } = useProjectSources(hydronicSystemFilesOf);
  return <PumpHeadCalculator {...props} hydronicSystemSources={sources} />;
}

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
    // The motor rating is a power; the head as a pressure is kept in kPa in either system.
    const described = describeResult(key === 'suggestedMotorRating' ? 'shaftPower' : key, input);
    return {
      label: SNAPSHOT_LABELS[key] ?? described.label,
      unit: key === 'totalDynamicHeadKPa' ? 'kPa' : described.unit,
    };
  },
  suggestFileName: suggestCalculationName,
  report: pumpHeadReport,
  method: PUMP_HEAD_METHOD,
  Editor: PumpHeadWorkspaceEditor,
};
