import {
  FAN_INPUT_KEYS,
  FAN_METHOD,
  FAN_RESULT_SPECS,
  FanInputSchema,
  calculateFanInput,
  convertFanInput,
  defaultFanInput,
  type FanInput,
  type FanInputDraft,
  type FanResult,
} from '@org/hvac-core/fan';
import { describeResultKey } from '../../calculator-kit/result-lines';
import type {
  CalculatorDefinition,
  CalculatorEditorProps,
  ResultSnapshot,
} from '../../calculator-kit/types';
import { FanCalculator } from './FanCalculator';
import { ductSystemFilesOf } from './duty-from-duct-system';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { fanReport } from './report';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';

/**
 * The fan calculator on the workspace: with the duct-system files of the file's project (the
 * route's, or the one a new file is made in), so that a duct system's fan duty can be taken.
 */
function FanWorkspaceEditor(props: CalculatorEditorProps<FanInputDraft, FanInput, FanResult>) {
  const { sources } = useProjectSources(ductSystemFilesOf);
  return <FanCalculator {...props} ductSystemSources={sources} />;
}

/** The fan calculator on the workspace: fan power, efficiencies, motor size and fan laws. */
export const fanDefinition: CalculatorDefinition<FanInputDraft, FanInput, FanResult> = {
  intro:
    'Air power, fan static and total efficiency (from a shaft power) or shaft (brake) power (from a catalogue efficiency), the motor output and input with the next standard motor size and its load, and the fan laws for a new speed or impeller diameter, after ASHRAE Handbook—HVAC Systems and Equipment ch. 21. Results update as you type.',
  inputFields: FAN_INPUT_KEYS,
  createDraft: defaultFanInput,
  convert: (draft, unitSystem) => convertFanInput(draft, unitSystem),
  schema: FanInputSchema,
  calculate: calculateFanInput,
  snapshot: (result) => {
    const snapshot: ResultSnapshot = {
      fanTotalPressure: result.fanTotalPressure,
      totalAirPower: result.totalAirPower,
      shaftPower: result.shaftPower,
      staticEfficiencyPercent: result.staticEfficiencyPercent,
      totalEfficiencyPercent: result.totalEfficiencyPercent,
      motorOutput: result.motorOutput,
      motorInputPower: result.motorInputPower,
    };
    if (result.suggestedMotor) snapshot['motorRating'] = result.suggestedMotor.rating;
    if (result.motorLoadPercent !== null) snapshot['motorLoadPercent'] = result.motorLoadPercent;
    return snapshot;
  },
  summaryKeys: ['shaftPower', 'motorOutput'],
  describeSnapshotKey: describeResultKey(FAN_RESULT_SPECS),
  suggestFileName: suggestCalculationName,
  report: fanReport,
  method: FAN_METHOD,
  Editor: FanWorkspaceEditor,
};
