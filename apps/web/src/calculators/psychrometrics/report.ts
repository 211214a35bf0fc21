import {
  ADIABATIC_TARGETS,
  CHART_PROCESS_FIELD_SPECS,
  CHART_PROCESS_TYPE_LABELS,
  CHART_PROCESS_RESULT_SPECS,
  CHART_STATE_RESULT_SPECS,
  PSYCHROMETRIC_CHART_FIELD_SPECS,
  STATE_SPEC_FIELD_SPECS,
  STATE_SPEC_PAIRS,
  STEAM_TARGETS,
  type HumidifierTargetOption,
  type ChartProcess,
  type ChartProcessResult,
  type ChartState,
  type PsychrometricChartInput,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import { fieldUnitLabel, type NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { inputRow } from '../../workspace/input-rows';
import { reportRow } from '../../workspace/result-rows';
import { STATE_COLUMNS, processUnit, stateNumber } from './format';
import { processWaterText } from './ResultsTables';
import { formatMeasure } from '../../report/precision';

/** A typed number with its unit, "—" when blank. */
function typed(value: unknown, spec: NumberFieldSpec, unitSystem: UnitSystem): string {
  if (typeof value !== 'number') return '—';
  const unit = fieldUnitLabel(spec.unit, unitSystem);
  return `${formatMeasure(value)}${unit === '' ? '' : ` ${unit}`}`;
}

function describeSpec(spec: ChartState['spec'], unitSystem: UnitSystem): string {
  const values: Record<string, unknown> = spec;
  return STATE_SPEC_PAIRS[spec.by]
    .map((field) => {
      const fieldSpec = STATE_SPEC_FIELD_SPECS[field];
      return `${fieldSpec.label} ${typed(values[field], fieldSpec, unitSystem)}`;
    })
    .join(', ');
}

/** A humidifier's leaving-air target as the report words it: "RH 50 %", "dew point 55 °F". */
function targetText(
  targets: readonly HumidifierTargetOption[],
  leaving: { readonly by: string },
  unitSystem: UnitSystem,
): string {
  const target = targets.find((t) => t.by === leaving.by);
  const values: Record<string, unknown> = leaving;
  return target === undefined
    ? ''
    : `${target.word} ${typed(values[leaving.by], target.spec, unitSystem)}`;
}

function describeProcess(
  process: ChartProcess,
  unitSystem: UnitSystem,
  labelOf: (id: string) => string,
): string {
  const own = (field: keyof typeof CHART_PROCESS_FIELD_SPECS, value: unknown) =>
    typed(value, CHART_PROCESS_FIELD_SPECS[field], unitSystem);
  if (process.type === 'mixing') {
    return `${labelOf(process.streamA)} at ${own('airflowA', process.airflowA)} + ${labelOf(process.streamB)} at ${own('airflowB', process.airflowB)}`;
  }
  const entering = `${labelOf(process.from)} at ${own('airflow', process.airflow)}`;
  switch (process.type) {
    case 'sensible':
      return `${entering} to a dry bulb of ${own('leavingDryBulb', process.leavingDryBulb)}`;
    case 'coolingCoil':
      return process.coil.by === 'apparentDewPoint'
        ? `${entering}; ADP ${own('apparentDewPoint', process.coil.apparentDewPoint)}, bypass factor ${own('bypassFactor', process.coil.bypassFactor)}`
        : `${entering}; leaving ${describeSpec(process.coil.leaving, unitSystem)}`;
    case 'steamHumidification':
      return `${entering} to ${targetText(STEAM_TARGETS, process.leaving, unitSystem)}${process.steamTemperature === undefined ? '' : `; steam at ${own('steamTemperature', process.steamTemperature)}`}`;
    case 'adiabaticHumidification':
      return `${entering} to ${targetText(ADIABATIC_TARGETS, process.leaving, unitSystem)}`;
  }
}

function inputSections(
  input: PsychrometricChartInput,
  result: PsychrometricChartResult,
): ReportSection[] {
  const system = input.unitSystem;
  const labelOf = (id: string) => result.states.find((s) => s.id === id)?.label ?? id;
  const general: ReportRow[] = [
    { label: 'Calculation name', value: input.calculationName || '—', unit: '' },
    input.pressure === undefined
      ? inputRow(PSYCHROMETRIC_CHART_FIELD_SPECS, 'altitude', {
          unitSystem: system,
          altitude: input.altitude ?? 0,
        })
      : {
          ...inputRow(PSYCHROMETRIC_CHART_FIELD_SPECS, 'pressure', input),
          label: 'Barometric pressure (entered)',
        },
    {
      label: 'Barometric pressure',
      value: formatMeasure(result.pressure),
      unit: result.units.pressure,
    },
    {
      label: 'ASHRAE 55 comfort zone (simplified)',
      value: input.showComfortZone ? 'shown' : 'not shown',
      unit: '',
    },
  ];
  const sections: ReportSection[] = [{ title: 'Inputs', rows: general }];
  if (input.states.length > 0) {
    sections.push({
      title: 'States as entered',
      rows: input.states.map((state) => ({
        label: state.label,
        value: describeSpec(state.spec, system),
        unit: '',
      })),
    });
  }
  if (input.processes.length > 0) {
    sections.push({
      title: 'Processes as entered',
      rows: input.processes.map((process) => ({
        label: `${process.label}: ${CHART_PROCESS_TYPE_LABELS[process.type]}`,
        value: describeProcess(process, system, labelOf),
        unit: '',
      })),
    });
  }
  return sections;
}

/** A process's rows: its flows, loads, mix, water and coil. */
function processRows(
  process: ChartProcessResult,
  system: UnitSystem,
  labelOf: (id: string) => string,
): ReportRow[] {
  type Row = Parameters<typeof reportRow>[4];
  const row = (key: keyof typeof CHART_PROCESS_RESULT_SPECS, value: number | null, extra?: Row) =>
    reportRow(CHART_PROCESS_RESULT_SPECS, key, value, system, extra);
  const { loads, mixing, coil } = process;
  return [
    {
      label: 'From → to',
      value: `${process.fromIds.map(labelOf).join(' + ')} → ${process.label}`,
      unit: '',
    },
    row('enteringAirflow', process.enteringAirflow),
    row('dryAirMassFlow', process.leavingFlow.dryAirMassFlow),
    ...(loads
      ? [
          row('sensible', loads.sensible),
          row('latent', loads.latent),
          row('total', loads.total, { emphasis: true }),
          row('sensibleHeatRatio', loads.sensibleHeatRatio, { fixed: true }),
        ]
      : [
          {
            label: 'Heat added (adiabatic mixing)',
            value: '0',
            unit: processUnit('total', system),
          },
        ]),
    ...(mixing
      ? [
          row('dryAirFractionA', mixing.fractionA * 100, {
            label: `Dry air from ${labelOf(process.fromIds[0] ?? '')}`,
          }),
        ]
      : []),
    ...(process.water
      ? [{ label: 'Water', value: processWaterText(process, system === 'Imperial'), unit: '' }]
      : []),
    ...(coil
      ? [
          row('coilLoad', coil.coilLoad, { emphasis: true }),
          row('coilLoadTons', coil.coilLoadTons),
          row('apparentDewPoint', coil.apparentDewPoint),
          row('bypassFactor', coil.bypassFactor),
        ]
      : []),
  ];
}

function resultSections(result: PsychrometricChartResult): ReportSection[] {
  const system = result.unitSystem;
  const labelOf = (id: string) => result.states.find((s) => s.id === id)?.label ?? id;
  const states: ReportSection[] = result.states.map(({ label, origin, state }) => ({
    title: `State ${label}${origin === 'process' ? ' (from a process)' : ''}`,
    rows: STATE_COLUMNS.map((column) =>
      reportRow(CHART_STATE_RESULT_SPECS, column, stateNumber(state, column), system, {
        fixed: true,
      }),
    ),
  }));
  const processes: ReportSection[] = result.processes.map((process) => ({
    title: `Process ${process.label}: ${CHART_PROCESS_TYPE_LABELS[process.type]}`,
    rows: processRows(process, system, labelOf),
  }));
  return [...states, ...processes];
}

/** The psychrometric report: inputs, a table per state and per process, warnings, notes and method. */
export function psychrometricReport(
  input: PsychrometricChartInput,
  result: PsychrometricChartResult,
): ReportBody {
  const notes = [
    'Loads are heat added to the air: negative for cooling and dehumidifying. The coil load is the refrigeration the coil supplies, less the enthalpy the condensate carries away.',
    'Airflows are volume flows at each process’s entering state; mass flows are of dry air.',
  ];
  if (input.showComfortZone) {
    notes.push(
      'The comfort zone drawn is the simplified graphical zone of ASHRAE 55-2004 (summer 0.5 clo, winter 1.0 clo), a guide only: use the PMV method of ASHRAE 55 for compliance.',
    );
  }
  return {
    unitSystem: result.unitSystem,
    inputs: inputSections(input, result),
    results: resultSections(result),
    warnings: result.warnings,
    notes,
  };
}
