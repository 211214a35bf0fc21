import {
  DEFAULT_TEMPERATURE_PENALTY,
  REFRIGERANT_LINE_FIELD_LABELS,
  TUBE_SERIES_INFO,
  refrigerantInfo,
  refrigerantLineFieldUnitLabel,
  type RefrigerantLineInput,
  type RefrigerantLineNumericField,
  type RefrigerantLineResult,
} from '@org/hvac-core/refrigerant';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import {
  LINE_TYPE_LABELS,
  ORIENTATION_LABELS,
  REFRIGERANT_KIND_LABELS,
  absolutePressureUnit,
  refrigerantGwpText,
  refrigeratingEffect,
} from './labels';
import { formatMeasure } from '../../report/precision';

const LABELS = REFRIGERANT_LINE_FIELD_LABELS;

function n(value: number | null, digits: number): string {
  return value === null ? '—' : formatNumber(value, { maximumFractionDigits: digits });
}

function numberRow(
  input: RefrigerantLineInput,
  field: RefrigerantLineNumericField,
  blank?: string,
): ReportRow {
  const value = input[field];
  if (value === undefined) return { label: LABELS[field], value: blank ?? '—', unit: '' };
  return {
    label: LABELS[field],
    value: formatMeasure(value),
    unit: refrigerantLineFieldUnitLabel(field, input.unitSystem),
  };
}

function inputSections(
  input: RefrigerantLineInput,
  result: RefrigerantLineResult,
): ReportSection[] {
  const info = refrigerantInfo(input.refrigerant);
  const lengthUnit = result.units.length;
  const cycle: ReportRow[] = [
    { label: LABELS.calculationName, value: input.calculationName || '—', unit: '' },
    {
      label: LABELS.refrigerant,
      value: `${info.label}, safety group ${info.safetyGroup}, GWP100 ${refrigerantGwpText(info.id)} (IPCC AR4), ${REFRIGERANT_KIND_LABELS[info.kind].toLowerCase()}`,
      unit: '',
    },
    numberRow(input, 'capacity'),
    numberRow(input, 'evaporatingTemperature'),
    numberRow(input, 'condensingTemperature'),
    numberRow(input, 'superheat'),
    numberRow(input, 'subcooling'),
  ];
  if (input.lineType === 'discharge') {
    cycle.push(numberRow(input, 'dischargeSuperheat', 'default (45 °F | 25 K)'));
  }
  const line: ReportRow[] = [
    { label: LABELS.lineType, value: LINE_TYPE_LABELS[input.lineType], unit: '' },
    { label: LABELS.orientation, value: ORIENTATION_LABELS[input.orientation], unit: '' },
    {
      label: LABELS.tubeSeries,
      value: `${TUBE_SERIES_INFO[input.tubeSeries].label} (${TUBE_SERIES_INFO[input.tubeSeries].standard})`,
      unit: '',
    },
    numberRow(
      input,
      'allowedTemperaturePenalty',
      `default (${DEFAULT_TEMPERATURE_PENALTY[input.lineType][input.unitSystem]} ${result.units.temperatureDifference})`,
    ),
    numberRow(input, 'straightLength'),
    numberRow(input, 'verticalRise'),
    numberRow(input, 'additionalEquivalentLength'),
  ];
  const fittings: ReportRow[] = result.fittings.map((fitting) => ({
    label: `${fitting.quantity} × ${fitting.label}`,
    value: `${n(fitting.equivalentLengthEach, 2)} each, ${n(fitting.equivalentLength, 2)} in all`,
    unit: lengthUnit,
  }));
  const sections: ReportSection[] = [
    { title: 'Refrigerant and cycle', rows: cycle },
    { title: 'Line', rows: line },
  ];
  if (fittings.length > 0)
    sections.push({ title: 'Fittings (in the selected tube)', rows: fittings });
  return sections;
}

function resultSections(result: RefrigerantLineResult): ReportSection[] {
  const u = result.units;
  const imperial = result.unitSystem === 'Imperial';
  const selection: ReportRow[] = [
    { label: 'Selected tube', value: result.selected.label, unit: '', emphasis: true },
    {
      label: 'Inside diameter',
      value: n(result.selected.insideDiameter, imperial ? 3 : 1),
      unit: u.diameter,
    },
    { label: 'Velocity', value: n(result.velocity, imperial ? 0 : 2), unit: u.velocity },
    { label: 'Pressure drop', value: n(result.pressureDrop, 2), unit: u.pressure },
    {
      label: 'Temperature penalty',
      value: n(result.temperaturePenalty, 2),
      unit: u.temperatureDifference,
      emphasis: true,
    },
    {
      label: 'Allowed temperature penalty',
      value: n(result.allowedTemperaturePenalty, 3),
      unit: u.temperatureDifference,
    },
  ];
  if (result.lineType === 'suction') {
    selection.push({
      label: 'Capacity loss from the penalty',
      value: n(result.capacityLossPercent, 1),
      unit: '%',
    });
  }
  selection.push(
    { label: 'Mass flow', value: formatMeasure(result.massFlow), unit: u.massFlow },
    { label: 'Refrigerant charge in the line', value: n(result.charge, 2), unit: u.charge },
    {
      label: 'Fittings equivalent length',
      value: n(result.fittingsEquivalentLength, 1),
      unit: u.length,
    },
    { label: 'Equivalent length', value: n(result.equivalentLength, 1), unit: u.length },
    { label: 'Reynolds number', value: n(result.selected.reynoldsNumber, 0), unit: '' },
  );
  const sections: ReportSection[] = [{ title: 'Line size', rows: selection }];
  if (result.liquidLine) {
    sections.push({
      title: 'Liquid line subcooling',
      rows: [
        {
          label: 'Pressure lost to the lift',
          value: n(result.liquidLine.staticPressureChange, 2),
          unit: u.pressure,
        },
        {
          label: 'Subcooling used by friction and lift',
          value: n(result.liquidLine.subcoolingLost, 2),
          unit: u.temperatureDifference,
        },
        {
          label: 'Subcooling left at the expansion device',
          value: n(result.liquidLine.subcoolingRemaining, 2),
          unit: u.temperatureDifference,
          emphasis: true,
        },
      ],
    });
  }
  const index = result.candidates.findIndex((c) => c.size === result.selected.size);
  sections.push({
    title: 'Neighbouring tube sizes',
    rows: result.candidates.slice(Math.max(0, index - 2), index + 3).map((tube) => ({
      label: `${tube.label}${tube.size === result.selected.size ? ' (selected)' : ''}`,
      value: `${n(tube.velocity, imperial ? 0 : 2)} ${u.velocity}, ${formatMeasure(tube.pressureDrop)} ${u.pressure}, penalty ${
        tube.temperaturePenalty === null ? 'off the table' : n(tube.temperaturePenalty, 2)
      }`,
      unit: tube.temperaturePenalty === null ? '' : u.temperatureDifference,
    })),
  });
  sections.push({
    title: 'Cycle',
    rows: [
      { label: 'Capacity', value: n(result.capacityTons, 2), unit: 'tons' },
      { label: 'Capacity', value: n(result.capacityKw, 2), unit: 'kW' },
      {
        label: 'Evaporator pressure (absolute)',
        value: n(result.cycle.evaporatorPressure, 1),
        unit: absolutePressureUnit(result),
      },
      {
        label: 'Condenser pressure (absolute)',
        value: formatMeasure(result.cycle.condenserPressure),
        unit: absolutePressureUnit(result),
      },
      {
        label: 'Liquid temperature',
        value: n(result.cycle.liquidTemperature, 1),
        unit: u.temperature,
      },
      {
        label: 'Suction gas temperature',
        value: n(result.cycle.suctionGasTemperature, 1),
        unit: u.temperature,
      },
      {
        label: 'Refrigerating effect',
        value: n(refrigeratingEffect(result).value, 1),
        unit: refrigeratingEffect(result).unit,
      },
    ],
  });
  return sections;
}

/** The refrigerant line report: inputs, size and figures, neighbours, warnings with rules, method. */
export function refrigerantReport(
  input: RefrigerantLineInput,
  result: RefrigerantLineResult,
): ReportBody {
  return {
    unitSystem: result.unitSystem,
    inputs: inputSections(input, result),
    results: resultSections(result),
    warnings: result.warnings.map((warning) => `${warning.message} Rule: ${warning.rule}`),
    notes: [
      ...result.notes.map((note) => note.message),
      `Saturation properties: ${result.refrigerant.fluidModel}.`,
    ],
  };
}
