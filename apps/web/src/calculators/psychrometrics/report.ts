import {
  type ChartProcess,
  type ChartState,
  type PsychrometricChartInput,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { PROCESS_TYPE_LABELS, STATE_COLUMNS, formatHeatRate } from './format';
import {
  ADIABATIC_TARGETS,
  SPEC_FIELD_LABELS,
  SPEC_PAIRS,
  STEAM_TARGETS,
  inputUnits,
  specFieldUnit,
  targetUnit,
  type TargetOption,
} from './field-ui';
import { processWaterText } from './ResultsTables';
import { formatMeasure } from '../../report/precision';

const typed = (value: number | undefined, unit: string) =>
  value === undefined ? '—' : `${formatMeasure(value)}${unit === '' ? '' : ` ${unit}`}`;

function describeSpec(spec: ChartState['spec'], input: PsychrometricChartInput): string {
  const values: Record<string, unknown> = spec;
  const valueOf = (field: string) => {
    const value = values[field];
    return typeof value === 'number' ? value : undefined;
  };
  return SPEC_PAIRS[spec.by].fields
    .map(
      (field) =>
        `${SPEC_FIELD_LABELS[field]} ${typed(valueOf(field), specFieldUnit(field, input.unitSystem))}`,
    )
    .join(', ');
}

/** A humidifier's leaving-air target as the report words it: "RH 50 %", "dew point 55 °F". */
function targetText(
  targets: readonly TargetOption<string>[],
  leaving: { readonly by: string },
  unitSystem: UnitSystem,
): string {
  const target = targets.find((t) => t.by === leaving.by);
  const values: Record<string, unknown> = leaving;
  const value = values[leaving.by];
  return target === undefined
    ? ''
    : `${target.word} ${typed(typeof value === 'number' ? value : undefined, targetUnit(target, unitSystem))}`;
}

function describeProcess(
  process: ChartProcess,
  input: PsychrometricChartInput,
  labelOf: (id: string) => string,
): string {
  const u = inputUnits(input.unitSystem);
  switch (process.type) {
    case 'mixing':
      return `${labelOf(process.streamA)} at ${typed(process.airflowA, u.airflow)} + ${labelOf(process.streamB)} at ${typed(process.airflowB, u.airflow)}`;
    case 'sensible':
      return `${labelOf(process.from)} at ${typed(process.airflow, u.airflow)} to a dry bulb of ${typed(process.leavingDryBulb, u.temperature)}`;
    case 'coolingCoil':
      return process.coil.by === 'apparentDewPoint'
        ? `${labelOf(process.from)} at ${typed(process.airflow, u.airflow)}; ADP ${typed(process.coil.apparentDewPoint, u.temperature)}, bypass factor ${typed(process.coil.bypassFactor, '')}`
        : `${labelOf(process.from)} at ${typed(process.airflow, u.airflow)}; leaving ${describeSpec(process.coil.leaving, input)}`;
    case 'steamHumidification':
      return `${labelOf(process.from)} at ${typed(process.airflow, u.airflow)} to ${targetText(STEAM_TARGETS, process.leaving, input.unitSystem)}${process.steamTemperature === undefined ? '' : `; steam at ${typed(process.steamTemperature, u.temperature)}`}`;
    case 'adiabaticHumidification':
      return `${labelOf(process.from)} at ${typed(process.airflow, u.airflow)} to ${targetText(ADIABATIC_TARGETS, process.leaving, input.unitSystem)}`;
  }
}

function inputSections(
  input: PsychrometricChartInput,
  result: PsychrometricChartResult,
): ReportSection[] {
  const u = inputUnits(input.unitSystem);
  const labelOf = (id: string) => result.states.find((s) => s.id === id)?.label ?? id;
  const general: ReportRow[] = [
    { label: 'Calculation name', value: input.calculationName || '—', unit: '' },
    input.pressure === undefined
      ? {
          label: 'Altitude',
          value: formatMeasure(input.altitude ?? 0),
          unit: u.altitude,
        }
      : {
          label: 'Barometric pressure (entered)',
          value: formatMeasure(input.pressure),
          unit: u.pressure,
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
        value: describeSpec(state.spec, input),
        unit: '',
      })),
    });
  }
  if (input.processes.length > 0) {
    sections.push({
      title: 'Processes as entered',
      rows: input.processes.map((process) => ({
        label: `${process.label}: ${PROCESS_TYPE_LABELS[process.type]}`,
        value: describeProcess(process, input, labelOf),
        unit: '',
      })),
    });
  }
  return sections;
}

function resultSections(result: PsychrometricChartResult): ReportSection[] {
  const imperial = result.unitSystem === 'Imperial';
  const heat = imperial ? 'Btu/h' : 'W';
  const labelOf = (id: string) => result.states.find((s) => s.id === id)?.label ?? id;
  const states: ReportSection[] = result.states.map(({ label, origin, state }) => ({
    title: `State ${label}${origin === 'process' ? ' (from a process)' : ''}`,
    rows: STATE_COLUMNS.map((column) => ({
      label: column.label,
      value: column.value(state),
      unit: column.unit(result.units),
    })),
  }));
  const processes: ReportSection[] = result.processes.map((process) => {
    const rows: ReportRow[] = [
      {
        label: 'From → to',
        value: `${process.fromIds.map(labelOf).join(' + ')} → ${process.label}`,
        unit: '',
      },
      {
        label: 'Airflow entering',
        value: formatNumber(process.enteringAirflow, { maximumFractionDigits: 0 }),
        unit: imperial ? 'cfm' : 'L/s',
      },
      {
        label: 'Dry-air mass flow',
        value: formatNumber(process.leavingFlow.dryAirMassFlow, {
          maximumFractionDigits: imperial ? 0 : 3,
        }),
        unit: process.leavingFlow.units.dryAirMassFlow,
      },
    ];
    if (process.loads) {
      rows.push(
        {
          label: 'Sensible heat added to the air',
          value: formatHeatRate(process.loads.sensible),
          unit: heat,
        },
        {
          label: 'Latent heat added to the air',
          value: formatHeatRate(process.loads.latent),
          unit: heat,
        },
        {
          label: 'Total heat added to the air',
          value: formatHeatRate(process.loads.total),
          unit: heat,
          emphasis: true,
        },
        {
          label: 'Sensible heat ratio',
          value:
            process.loads.sensibleHeatRatio === null
              ? '—'
              : formatNumber(process.loads.sensibleHeatRatio, {
                  maximumFractionDigits: 2,
                  minimumFractionDigits: 2,
                }),
          unit: '',
        },
      );
    } else {
      rows.push({ label: 'Heat added (adiabatic mixing)', value: '0', unit: heat });
    }
    if (process.mixing) {
      rows.push({
        label: `Dry air from ${labelOf(process.fromIds[0] ?? '')}`,
        value: formatNumber(process.mixing.fractionA * 100, { maximumFractionDigits: 1 }),
        unit: '%',
      });
    }
    if (process.water)
      rows.push({ label: 'Water', value: processWaterText(process, imperial), unit: '' });
    if (process.coil) {
      rows.push(
        {
          label: 'Coil load (refrigeration)',
          value: formatHeatRate(process.coil.coilLoad),
          unit: heat,
          emphasis: true,
        },
        {
          label: 'Coil load',
          value: formatNumber(process.coil.coilLoadTons, { maximumFractionDigits: 2 }),
          unit: 'tons',
        },
        {
          label: 'Apparent dew point',
          value: formatNumber(process.coil.apparentDewPoint, { maximumFractionDigits: 1 }),
          unit: result.units.temperature,
        },
        {
          label: 'Bypass factor',
          value: formatNumber(process.coil.bypassFactor, { maximumFractionDigits: 3 }),
          unit: '',
        },
      );
    }
    return { title: `Process ${process.label}: ${PROCESS_TYPE_LABELS[process.type]}`, rows };
  });
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
