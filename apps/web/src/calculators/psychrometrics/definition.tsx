import {
  CHART_PROCESS_RESULT_SPECS,
  CHART_STATE_RESULT_SPECS,
  PSYCHROMETRIC_CHART_METHOD,
  PSYCHROMETRIC_CHART_FIELDS,
  PsychrometricChartInputSchema,
  calculatePsychrometricChart,
  convertPsychrometricChartInput,
  defaultPsychrometricChartInput,
  type PsychrometricChartDraft,
  type PsychrometricChartInput,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import { fieldUnitLabel, type ResultFieldSpec } from '@org/hvac-core/fields';
import type { CalculatorDefinition, ResultSnapshot } from '../../calculator-kit/types';
import { PsychrometricCalculator } from './PsychrometricCalculator';
import { psychrometricReport } from './report';

/** The snapshot's properties: their wording and the result field giving their unit. */
const SNAPSHOT_PROPERTIES: Record<string, readonly [label: string, spec: ResultFieldSpec]> = {
  dryBulb: ['dry bulb', CHART_STATE_RESULT_SPECS.dryBulb],
  humidityRatio: ['humidity ratio', CHART_STATE_RESULT_SPECS.humidityRatioMass],
  enthalpy: ['enthalpy', CHART_STATE_RESULT_SPECS.enthalpy],
  sensible: ['sensible heat', CHART_PROCESS_RESULT_SPECS.sensible],
  latent: ['latent heat', CHART_PROCESS_RESULT_SPECS.latent],
  total: ['total heat', CHART_PROCESS_RESULT_SPECS.total],
  coilLoad: ['coil load', CHART_PROCESS_RESULT_SPECS.coilLoad],
};

/** The states' key properties and the processes' loads, keyed "{id}.{property}". */
function snapshot(result: PsychrometricChartResult): ResultSnapshot {
  const out: ResultSnapshot = {};
  for (const { id, state } of result.states) {
    for (const key of ['dryBulb', 'humidityRatio', 'enthalpy'] as const) {
      out[`${id}.${key}`] = state[key];
    }
  }
  for (const { id, loads, coil } of result.processes) {
    if (loads) {
      for (const key of ['sensible', 'latent', 'total'] as const) out[`${id}.${key}`] = loads[key];
    }
    if (coil) out[`${id}.coilLoad`] = coil.coilLoad;
  }
  return out;
}

/** The psychrometric chart on the workspace (spec: psychrometric chart, saved in psychrometricCharts). */
export const psychrometricDefinition: CalculatorDefinition<
  PsychrometricChartDraft,
  PsychrometricChartInput,
  PsychrometricChartResult
> = {
  intro:
    'Moist-air states and processes on an interactive psychrometric chart after ASHRAE Handbook—Fundamentals ch. 1: mixing, sensible heating and cooling, cooling coils by apparent dew point and bypass factor, steam and adiabatic humidification, with sensible, latent and total loads, sensible heat ratio and condensate. Click the chart to add a state; results update as you type.',
  inputFields: PSYCHROMETRIC_CHART_FIELDS,
  createDraft: defaultPsychrometricChartInput,
  convert: (draft, unitSystem) => convertPsychrometricChartInput(draft, unitSystem),
  schema: PsychrometricChartInputSchema,
  calculate: calculatePsychrometricChart,
  snapshot,
  describeSnapshotKey: (key, input) => {
    const dot = key.lastIndexOf('.');
    const id = key.slice(0, dot);
    const property = SNAPSHOT_PROPERTIES[key.slice(dot + 1)];
    const label =
      input.states.find((s) => s.id === id)?.label ??
      input.processes.find((p) => p.id === id)?.label ??
      id;
    return property
      ? {
          label: `${label} ${property[0]}`,
          unit: fieldUnitLabel(property[1].unit, input.unitSystem),
        }
      : { label: key, unit: '' };
  },
  suggestFileName: (draft) =>
    typeof draft.calculationName === 'string' ? draft.calculationName.trim() : '',
  report: psychrometricReport,
  method: PSYCHROMETRIC_CHART_METHOD,
  Editor: PsychrometricCalculator,
};
