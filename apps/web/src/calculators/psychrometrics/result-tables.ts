import {
  CHART_PROCESS_RESULT_SPECS,
  CHART_PROCESS_TYPE_LABELS,
  CHART_STATE_RESULT_SPECS,
  type ChartProcessResult,
  type ChartStateResultField,
  type MoistAirState,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { lineFor, type ResultLine, type ResultTable } from '../../calculator-kit/result-lines';

/** A computed state's properties, keyed by the states table's columns. */
export interface StateResultTable extends ResultTable {
  readonly id: string;
  readonly label: string;
  readonly fromProcess: boolean;
}

/** A process's numbers, keyed by their result field, with the words the tables and report add. */
export interface ProcessResultTable extends ResultTable {
  readonly id: string;
  /** Its label and type: "SA: Cooling coil". */
  readonly name: string;
  /** "OA + RA → MA". */
  readonly fromTo: string;
  /** The water the process condenses or adds, e.g. "Condensate 93.8 lb/h (0.187 gpm)"; null for none. */
  readonly water: string | null;
}

/** The state's number each property shows, where it is not the property's own key. */
const STATE_PROPERTY: Partial<Record<ChartStateResultField, keyof MoistAirState>> = {
  relativeHumidity: 'relativeHumidityPercent',
  humidityRatio: 'humidityRatioDisplay',
  humidityRatioMass: 'humidityRatio',
};

const STATE_COLUMNS = Object.keys(CHART_STATE_RESULT_SPECS) as ChartStateResultField[];

/** Water flow of a process in the unit system's usual unit. */
function waterText({ water }: ChartProcessResult, imperial: boolean): string | null {
  if (!water) return null;
  const amount = imperial
    ? `${formatNumber(water.flow.poundsPerHour, { maximumFractionDigits: 1 })} lb/h (${formatNumber(water.flow.gallonsPerMinute, { maximumFractionDigits: 3 })} gpm)`
    : `${formatNumber(water.flow.litresPerHour, { maximumFractionDigits: 1 })} L/h`;
  const kind = { condensate: 'Condensate', steam: 'Steam', water: 'Water' }[water.kind];
  return `${kind} ${amount}`;
}

/** A process's flows, loads (or none, for a mix), the mix's share and the coil's numbers. */
function processLines(
  process: ChartProcessResult,
  system: UnitSystem,
  labelOf: (id: string) => string,
): ResultLine[] {
  const line = lineFor(CHART_PROCESS_RESULT_SPECS, system);
  const { loads, mixing, coil } = process;
  return [
    line('enteringAirflow', process.enteringAirflow),
    line('dryAirMassFlow', process.leavingFlow.dryAirMassFlow),
    ...(loads
      ? [
          line('sensible', loads.sensible),
          line('latent', loads.latent),
          line('total', loads.total, { emphasis: 'total' }),
          line('sensibleHeatRatio', loads.sensibleHeatRatio, { fixed: true }),
        ]
      : [line('total', 0, { label: 'Heat added (adiabatic mixing)' })]),
    ...(mixing
      ? [
          line('dryAirFractionA', mixing.fractionA * 100, {
            label: `Dry air from ${labelOf(process.fromIds[0] ?? '')}`,
          }),
        ]
      : []),
    ...(coil
      ? [
          line('coilLoad', coil.coilLoad, { emphasis: 'total' }),
          line('coilLoadTons', coil.coilLoadTons),
          line('apparentDewPoint', coil.apparentDewPoint),
          line('bypassFactor', coil.bypassFactor),
        ]
      : []),
  ];
}

/** The label of a state of the chart by its id; the id itself for an unknown one. */
function stateLabels(result: PsychrometricChartResult): (id: string) => string {
  return (id) => result.states.find((s) => s.id === id)?.label ?? id;
}

/**
 * Every state's properties as the states table and the report both show them, each with all its
 * decimals ("50.0").
 */
export function stateResultTables(result: PsychrometricChartResult): StateResultTable[] {
  const stateLine = lineFor(CHART_STATE_RESULT_SPECS, result.unitSystem);
  return result.states.map(({ id, label, origin, state }) => ({
    id,
    label,
    fromProcess: origin === 'process',
    title: `State ${label}${origin === 'process' ? ' (from a process)' : ''}`,
    lines: STATE_COLUMNS.map((column) =>
      stateLine(
        column,
        state[(STATE_PROPERTY[column] ?? column) as keyof MoistAirState] as number,
        {
          fixed: true,
        },
      ),
    ),
  }));
}

/**
 * Every process's flows, loads, mix and coil as the processes table and the report both show them,
 * with where it runs and its water.
 */
export function processResultTables(result: PsychrometricChartResult): ProcessResultTable[] {
  const system = result.unitSystem;
  const labelOf = stateLabels(result);
  return result.processes.map((process) => {
    const name = `${process.label}: ${CHART_PROCESS_TYPE_LABELS[process.type]}`;
    return {
      id: process.id,
      name,
      title: `Process ${name}`,
      fromTo: `${process.fromIds.map(labelOf).join(' + ')} → ${process.label}`,
      water: waterText(process, system === 'Imperial'),
      lines: processLines(process, system, labelOf),
    };
  });
}
