import {
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
import type { CalculatorDefinition, ResultSnapshot } from '../../workspace/types';
import { PsychrometricCalculator } from './PsychrometricCalculator';
import { psychrometricReport } from './report';

const SNAPSHOT_PROPERTIES: Record<string, { label: string; unit: (imperial: boolean) => string }> =
  {
    dryBulb: { label: 'dry bulb', unit: (i) => (i ? '°F' : '°C') },
    humidityRatio: { label: 'humidity ratio', unit: (i) => (i ? 'lb/lb' : 'kg/kg') },
    enthalpy: { label: 'enthalpy', unit: (i) => (i ? 'Btu/lb' : 'kJ/kg') },
    sensible: { label: 'sensible heat', unit: (i) => (i ? 'Btu/h' : 'W') },
    latent: { label: 'latent heat', unit: (i) => (i ? 'Btu/h' : 'W') },
    total: { label: 'total heat', unit: (i) => (i ? 'Btu/h' : 'W') },
    coilLoad: { label: 'coil load', unit: (i) => (i ? 'Btu/h' : 'W') },
  };

/** The states' key properties and the processes' loads, keyed "{id}.{property}". */
function snapshot(result: PsychrometricChartResult): ResultSnapshot {
  const out: ResultSnapshot = {};
  for (const { id, state } of result.states) {
    out[`${id}.dryBulb`] = state.dryBulb;
    out[`${id}.humidityRatio`] = state.humidityRatio;
    out[`${id}.enthalpy`] = state.enthalpy;
  }
  for (const process of result.processes) {
    if (process.loads) {
      out[`${process.id}.sensible`] = process.loads.sensible;
      out[`${process.id}.latent`] = process.loads.latent;
      out[`${process.id}.total`] = process.loads.total;
    }
    if (process.coil) out[`${process.id}.coilLoad`] = process.coil.coilLoad;
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
    const imperial = input.unitSystem === 'Imperial';
    const label =
      input.states.find((s) => s.id === id)?.label ??
      input.processes.find((p) => p.id === id)?.label ??
      id;
    return property
      ? { label: `${label} ${property.label}`, unit: property.unit(imperial) }
      : { label: key, unit: '' };
  },
  suggestFileName: (draft) => {
    const name = typeof draft.calculationName === 'string' ? draft.calculationName.trim() : '';
    return name;
  },
  report: psychrometricReport,
  method: PSYCHROMETRIC_CHART_METHOD,
  Editor: PsychrometricCalculator,
};
