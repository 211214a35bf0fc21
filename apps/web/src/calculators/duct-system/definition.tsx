import {
  DUCT_SYSTEM_FAN_RESULT_FIELDS,
  DUCT_SYSTEM_METHOD,
  calculateDuctSystemInput,
  defaultDuctSystemInput,
  type DuctSystemResult,
} from '@org/hvac-core/duct-system';
import { unitLabel } from '@org/hvac-core/units';
import type { CalculatorDefinition, ResultSnapshot } from '../../calculator-kit/types';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';
import { convertDuctSystemFile } from './convert-file';
import { DuctSystemWorkspaceEditor } from './DuctSystemWorkspaceEditor';
import { quantityWithUnit } from './format';
import { ductSystemReport } from './report';
import {
  DuctSystemFileSchema,
  type DuctSystemFile,
  type DuctSystemFileDraft,
} from './terminal-source';

/** Snapshot keys, each a pressure but the airflows. */
const SNAPSHOT_LABELS: Readonly<Record<string, string>> = {
  fanAirflow: DUCT_SYSTEM_FAN_RESULT_FIELDS.airflow.label,
  fanTotalPressure: DUCT_SYSTEM_FAN_RESULT_FIELDS.fanTotalPressure.label,
  externalStaticPressure: DUCT_SYSTEM_FAN_RESULT_FIELDS.externalStaticPressure.label,
  systemTotalPressure: DUCT_SYSTEM_FAN_RESULT_FIELDS.systemTotalPressure.label,
  supplyCriticalPathTotal: DUCT_SYSTEM_FAN_RESULT_FIELDS.supplyCriticalPathTotal.label,
  returnCriticalPathTotal: DUCT_SYSTEM_FAN_RESULT_FIELDS.returnCriticalPathTotal.label,
  analysisFanAirflow: 'Fan airflow at the operating point',
};

const AIRFLOW_KEYS = new Set(['fanAirflow', 'analysisFanAirflow']);

/**
 * The duct system calculator on the workspace (issue 42): a supply and return (or exhaust) network
 * sized together, its critical path, fan duty and balancing dampers, or the analysis of an
 * existing one at a fan pressure or fan curve.
 */
export const ductSystemDefinition: CalculatorDefinition<
  DuctSystemFileDraft,
  DuctSystemFile,
  DuctSystemResult
> = {
  intro:
    'A whole duct network from the fan to every terminal, supply with its return or exhaust, sized together by equal friction, static regain or constant velocity: friction by Colebrook, each fitting’s loss from a cited coefficient or correlation, the critical path, the fan total and external static pressure with a safety factor, and the balancing damper of every other path, after ASHRAE Handbook—Fundamentals ch. 21. In analysis mode, the airflow each terminal of an existing system gets from a fan pressure or a fan curve. Terminals can take their airflows from a building-load file of the project. Results update as you type.',
  inputFields: [
    'calculationName',
    'unitSystem',
    'mode',
    'sizingMethod',
    'frictionRate',
    'velocity',
    'airTemperature',
    'altitude',
    'standardSizes',
    'aspectRatio',
    'maxAspectRatio',
    'safetyFactorPercent',
    'components',
    'sections',
    'analysis',
    'terminalSource',
  ],
  createDraft: (unitSystem) => defaultDuctSystemInput(unitSystem),
  convert: convertDuctSystemFile,
  schema: DuctSystemFileSchema,
  calculate: calculateDuctSystemInput,
  snapshot: (result) => {
    const fan = result.fan;
    const snapshot: ResultSnapshot = {
      fanTotalPressure: fan.fanTotalPressure,
      externalStaticPressure: fan.externalStaticPressure,
      fanAirflow: fan.airflow,
      systemTotalPressure: fan.systemTotalPressure,
      supplyCriticalPathTotal: fan.supplyCriticalPathTotal,
      returnCriticalPathTotal: fan.returnCriticalPathTotal,
    };
    if (result.analysis) snapshot['analysisFanAirflow'] = result.analysis.fanAirflow;
    return snapshot;
  },
  describeSnapshotKey: (key, input) => ({
    label: SNAPSHOT_LABELS[key] ?? key,
    unit: unitLabel(AIRFLOW_KEYS.has(key) ? 'airflow' : 'ductPressureLoss', input.unitSystem),
  }),
  summary: (_input, result) => [
    {
      key: 'fanTotalPressure',
      label: SNAPSHOT_LABELS['fanTotalPressure'] ?? '',
      value: quantityWithUnit(result.fan.fanTotalPressure, 'ductPressureLoss', result.unitSystem),
    },
    {
      key: 'externalStaticPressure',
      label: SNAPSHOT_LABELS['externalStaticPressure'] ?? '',
      value: quantityWithUnit(
        result.fan.externalStaticPressure,
        'ductPressureLoss',
        result.unitSystem,
      ),
    },
  ],
  suggestFileName: suggestCalculationName,
  report: ductSystemReport,
  method: DUCT_SYSTEM_METHOD,
  Editor: DuctSystemWorkspaceEditor,
};
