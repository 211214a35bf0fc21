import {
  FAN_FIELD_LABELS,
  fanFieldUnitLabel,
  type FanInput,
  type FanNumericField,
  type FanResult,
} from '@org/hvac-core/fan';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { FAN_DIGITS } from './field-ui';
import { formatMeasure } from '../../report/precision';

const LABELS = FAN_FIELD_LABELS;

const BASIS_LABELS: Record<FanInput['efficiencyBasis'], string> = {
  total: 'Total (ηt, with the fan total pressure)',
  static: 'Static (ηs, with the fan static pressure)',
};

/** An entered number with its unit, or `blank` (no unit) when it was left out. */
function inputRow(input: FanInput, field: FanNumericField, blank: string): ReportRow {
  const value = input[field];
  return {
    label: LABELS[field],
    value: value === undefined ? blank : formatMeasure(value),
    unit: value === undefined ? '' : fanFieldUnitLabel(field, input.unitSystem),
  };
}

function inputSections(input: FanInput): ReportSection[] {
  const rows: ReportRow[] = [
    { label: LABELS.calculationName, value: input.calculationName || '—', unit: '' },
    inputRow(input, 'airflow', '—'),
    inputRow(input, 'fanStaticPressure', '—'),
    inputRow(input, 'outletArea', 'not given (total pressure taken as static)'),
    inputRow(input, 'shaftPower', 'not given (from the efficiency)'),
  ];
  if (input.shaftPower === undefined) {
    rows.push(
      { label: LABELS.efficiencyBasis, value: BASIS_LABELS[input.efficiencyBasis], unit: '' },
      inputRow(input, 'fanEfficiencyPercent', '—'),
    );
  }
  rows.push(
    inputRow(input, 'driveEfficiencyPercent', '—'),
    inputRow(input, 'motorEfficiencyPercent', '—'),
    inputRow(input, 'motorSizingMarginPercent', '—'),
  );
  for (const field of ['currentSpeed', 'newSpeed', 'currentDiameter', 'newDiameter'] as const) {
    if (input[field] !== undefined) rows.push(inputRow(input, field, '—'));
  }
  return [{ title: 'Fan duty and drive', rows }];
}

function resultSections(result: FanResult): ReportSection[] {
  const system = result.unitSystem;
  const units = result.units;
  const n = (value: number, digits: number): string =>
    formatNumber(value, { maximumFractionDigits: digits });
  const pressure = FAN_DIGITS.pressure(system);
  const power = FAN_DIGITS.power;
  const percent = FAN_DIGITS.percent;
  const rows: ReportRow[] = [
    {
      label: 'Fan total pressure',
      value: n(result.fanTotalPressure, pressure),
      unit: units.pressure,
    },
    {
      label: 'Outlet velocity',
      value:
        result.outletVelocity === null
          ? 'not known'
          : n(result.outletVelocity, FAN_DIGITS.velocity(system)),
      unit: result.outletVelocity === null ? '' : units.velocity,
    },
    {
      label: 'Outlet velocity pressure',
      value: n(result.outletVelocityPressure, pressure),
      unit: units.pressure,
    },
    { label: 'Static air power', value: n(result.staticAirPower, power), unit: units.power },
    { label: 'Total air power', value: n(result.totalAirPower, power), unit: units.power },
    {
      label: 'Fan static efficiency ηs',
      value: n(result.staticEfficiencyPercent, percent),
      unit: '%',
    },
    {
      label: 'Fan total efficiency ηt',
      value: n(result.totalEfficiencyPercent, percent),
      unit: '%',
    },
    {
      label:
        result.shaftPowerSource === 'entered'
          ? 'Shaft (brake) power, as entered'
          : 'Shaft (brake) power',
      value: n(result.shaftPower, power),
      unit: units.power,
      emphasis: true,
    },
    { label: 'Motor output', value: n(result.motorOutput, power), unit: units.power },
    { label: 'Motor input', value: n(result.motorInputPower, power), unit: units.power },
  ];
  if (system === 'Imperial') {
    rows.push({ label: 'Motor input', value: n(result.motorInputKw, power), unit: 'kW' });
  }
  rows.push(
    {
      label: 'Suggested motor',
      value: result.suggestedMotor
        ? `${result.suggestedMotor.label} (${result.suggestedMotor.standard})`
        : 'none: see the warnings',
      unit: '',
      emphasis: true,
    },
    {
      label: 'Motor load',
      value: result.motorLoadPercent === null ? '—' : n(result.motorLoadPercent, 0),
      unit: result.motorLoadPercent === null ? '' : '%',
    },
  );
  const sections: ReportSection[] = [{ title: 'Fan and motor', rows }];

  const laws = result.fanLaws;
  if (laws) {
    sections.push({
      title: 'Fan laws: the new duty',
      rows: [
        { label: 'Speed ratio N₂/N₁', value: n(laws.speedRatio, FAN_DIGITS.ratio), unit: '' },
        { label: 'Diameter ratio D₂/D₁', value: n(laws.diameterRatio, FAN_DIGITS.ratio), unit: '' },
        { label: 'Airflow', value: n(laws.airflow, FAN_DIGITS.airflow), unit: units.airflow },
        {
          label: 'Fan static pressure',
          value: n(laws.fanStaticPressure, pressure),
          unit: units.pressure,
        },
        {
          label: 'Fan total pressure',
          value: n(laws.fanTotalPressure, pressure),
          unit: units.pressure,
        },
        {
          label: 'Shaft (brake) power',
          value: n(laws.shaftPower, power),
          unit: units.power,
          emphasis: true,
        },
        { label: 'Motor output', value: n(laws.motorOutput, power), unit: units.power },
        {
          label: 'Load on the present motor',
          value: laws.motorLoadPercent === null ? '—' : n(laws.motorLoadPercent, 0),
          unit: laws.motorLoadPercent === null ? '' : '%',
        },
      ],
    });
  }
  return sections;
}

/** The fan report: inputs, results with the motor, the fan-law duty, warnings and assumptions. */
export function fanReport(input: FanInput, result: FanResult): ReportBody {
  return {
    unitSystem: result.unitSystem,
    inputs: inputSections(input),
    results: resultSections(result),
    warnings: result.warnings.map((warning) => warning.message),
    notes: result.notes.map((note) => note.message),
  };
}
