import {
  REFRIGERANT_LINE_METHOD,
  REFRIGERANT_LINE_INPUT_FIELDS,
  RefrigerantLineInputSchema,
  convertRefrigerantLineInput,
  defaultRefrigerantLineInput,
  REFRIGERANT_RESULT_SPECS,
  sizeRefrigerantLine,
  type RefrigerantLineInput,
  type RefrigerantLineResult,
} from '@org/hvac-core/refrigerant';
import type { ResultSnapshot } from '../../calculator-kit/types';
import type { CalculatorDefinition } from '../../calculator-kit/types';
import { refrigerantReport } from './report';
import { describeResultKey } from '../../calculator-kit/result-lines';
import type { RefrigerantDraft } from './field-ui';
import { RefrigerantCalculator } from './RefrigerantCalculator';
import { loadedVapourTable, prepareVapourTable } from './vapour-tables';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';

/** Snapshot labels that name a figure more fully than its results row does. */
const SNAPSHOT_LABELS: Readonly<Record<string, string>> = {
  insideDiameter: 'Selected tube inside diameter',
  capacityLossPercent: 'Capacity loss',
  charge: 'Charge in the line',
};

const describeResult = describeResultKey(REFRIGERANT_RESULT_SPECS);

function snapshot(result: RefrigerantLineResult): ResultSnapshot {
  const values: ResultSnapshot = {
    insideDiameter: result.selected.insideDiameter,
    velocity: result.velocity,
    pressureDrop: result.pressureDrop,
    massFlow: result.massFlow,
    charge: result.charge,
    equivalentLength: result.equivalentLength,
  };
  // Numbers that do not apply (null) are left out: a snapshot holds numbers only.
  if (result.temperaturePenalty !== null) values['temperaturePenalty'] = result.temperaturePenalty;
  if (result.capacityLossPercent !== null)
    values['capacityLossPercent'] = result.capacityLossPercent;
  return values;
}

/** The refrigerant pipe sizer on the workspace (issue 7, "Refrigerant pipe sizing"). */
export const refrigerantDefinition: CalculatorDefinition<
  RefrigerantDraft,
  RefrigerantLineInput,
  RefrigerantLineResult
> = {
  intro:
    'Suction, hot-gas discharge and liquid lines in ACR copper for 13 refrigerants: the smallest tube whose pressure drop stays within the allowed saturation-temperature penalty (Darcy–Weisbach with Colebrook, CoolProp property tables), with velocity, capacity loss, charge in the line and the oil-return, noise, liquid-hammer and flash-gas checks of the ASHRAE Refrigeration Handbook. Results update as you type.',
  inputFields: REFRIGERANT_LINE_INPUT_FIELDS,
  createDraft: defaultRefrigerantLineInput,
  convert: (draft, unitSystem) => convertRefrigerantLineInput(draft, unitSystem),
  schema: RefrigerantLineInputSchema,
  // The superheated-vapour table of the draft's refrigerant is loaded on demand (its own chunk), so
  // the page carries one table, not thirteen; the workspace waits for it before computing.
  prepare: (input) => prepareVapourTable(input.refrigerant),
  calculate: (input) => sizeRefrigerantLine(input, loadedVapourTable(input.refrigerant)),
  snapshot,
  summaryKeys: ['insideDiameter', 'pressureDrop'],
  describeSnapshotKey: (key, input) => {
    const described = describeResult(key, input);
    return { ...described, label: SNAPSHOT_LABELS[key] ?? described.label };
  },
  suggestFileName: suggestCalculationName,
  report: refrigerantReport,
  method: REFRIGERANT_LINE_METHOD.map((step) => ({
    title: step.step,
    formula: step.formula,
    reference: step.reference,
  })),
  Editor: RefrigerantCalculator,
};
