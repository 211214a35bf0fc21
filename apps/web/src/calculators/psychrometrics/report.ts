import {
  ADIABATIC_TARGETS,
  CHART_PROCESS_FIELD_SPECS,
  CHART_PROCESS_TYPE_LABELS,
  PSYCHROMETRIC_CHART_FIELD_SPECS,
  STATE_SPEC_FIELD_SPECS,
  STATE_SPEC_PAIRS,
  STEAM_TARGETS,
  type HumidifierTargetOption,
  type ChartProcess,
  type ChartState,
  type PsychrometricChartInput,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import { fieldUnitLabel, type NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { inputRowFor } from '../../calculator-kit/input-rows';
import { reportLine, reportSections } from '../../calculator-kit/result-lines';
import { textRow } from '../../calculator-kit/text-row';
import { processResultTables, stateResultTables } from './result-tables';
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
      ? inputRowFor(PSYCHROMETRIC_CHART_FIELD_SPECS, {
          unitSystem: system,
          altitude: input.altitude ?? 0,
        })('altitude')
      : {
          ...inputRowFor(PSYCHROMETRIC_CHART_FIELD_SPECS, input)('pressure'),
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

/** The tables' results: a section per state, then per process with where it runs and its water. */
function resultSections(result: PsychrometricChartResult): ReportSection[] {
  return [
    ...reportSections(stateResultTables(result)),
    ...processResultTables(result).map(({ title, fromTo, water, lines }) => ({
      title,
      rows: [
        textRow('From → to', fromTo),
        ...lines.map(reportLine),
        ...(water === null ? [] : [textRow('Water', water)]),
      ],
    })),
  ];
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
