import {
  DEFAULT_TEMPERATURE_PENALTY,
  REFRIGERANT_LINE_FIELD_LABELS,
  REFRIGERANT_LINE_FIELD_SPECS,
  REFRIGERANT_RESULT_SPECS,
  TUBE_SERIES_INFO,
  refrigerantInfo,
  type RefrigerantLineInput,
  type RefrigerantLineResult,
} from '@org/hvac-core/refrigerant';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import {
  LINE_TYPE_LABELS,
  LINE_ORIENTATION_LABELS,
  REFRIGERANT_KIND_LABELS,
  refrigerantGwpText,
} from './labels';
import { inputRowFor } from '../../calculator-kit/input-rows';
import { lineFor, reportLine, reportSections } from '../../calculator-kit/result-lines';
import { neighbourTubes, refrigerantResultTables } from './result-tables';
import { textRow } from '../../calculator-kit/text-row';

const LABELS = REFRIGERANT_LINE_FIELD_LABELS;

function n(value: number | null, digits: number): string {
  return value === null ? '—' : formatNumber(value, { maximumFractionDigits: digits });
}

function inputSections(
  input: RefrigerantLineInput,
  result: RefrigerantLineResult,
): ReportSection[] {
  const info = refrigerantInfo(input.refrigerant);
  const entered = inputRowFor(REFRIGERANT_LINE_FIELD_SPECS, input);
  const lengthUnit = result.units.length;
  const cycle: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
    textRow(
      LABELS.refrigerant,
      `${info.label}, safety group ${info.safetyGroup}, GWP100 ${refrigerantGwpText(info.id)} (IPCC AR4), ${REFRIGERANT_KIND_LABELS[info.kind].toLowerCase()}`,
    ),
    entered('capacity'),
    entered('evaporatingTemperature'),
    entered('condensingTemperature'),
    entered('superheat'),
    entered('subcooling'),
  ];
  if (input.lineType === 'discharge') {
    cycle.push(entered('dischargeSuperheat', 'default (45 °F | 25 K)'));
  }
  const line: ReportRow[] = [
    textRow(LABELS.lineType, LINE_TYPE_LABELS[input.lineType]),
    textRow(LABELS.orientation, LINE_ORIENTATION_LABELS[input.orientation]),
    textRow(
      LABELS.tubeSeries,
      `${TUBE_SERIES_INFO[input.tubeSeries].label} (${TUBE_SERIES_INFO[input.tubeSeries].standard})`,
    ),
    entered(
      'allowedTemperaturePenalty',
      `default (${DEFAULT_TEMPERATURE_PENALTY[input.lineType][input.unitSystem]} ${result.units.temperatureDifference})`,
    ),
    entered('straightLength'),
    entered('verticalRise'),
    entered('additionalEquivalentLength'),
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

/**
 * The cards' result tables, with the selected tube the card heads its figures with, the neighbours
 * its table lists and the capacity its cycle card gives in tons and kW.
 */
function resultSections(result: RefrigerantLineResult): ReportSection[] {
  const { line, liquidLine, cycle } = refrigerantResultTables(result);
  const lineOf = lineFor(REFRIGERANT_RESULT_SPECS, result.unitSystem);
  const u = result.units;
  return [
    {
      title: line.title,
      rows: [textRow('Selected tube', result.selected.label, true), ...line.lines.map(reportLine)],
    },
    ...reportSections(liquidLine ? [liquidLine] : []),
    {
      title: 'Neighbouring tube sizes',
      rows: neighbourTubes(result).map(({ tube, selected, velocity, pressureDrop, penalty }) => ({
        label: `${tube.label}${selected ? ' (selected)' : ''}`,
        value: `${velocity} ${u.velocity}, ${pressureDrop} ${u.pressure}, penalty ${penalty}`,
        unit: tube.temperaturePenalty === null ? '' : u.temperatureDifference,
      })),
    },
    {
      title: cycle.title,
      rows: [
        lineOf('capacityTons', result.capacityTons),
        lineOf('capacityKw', result.capacityKw),
        ...cycle.lines,
      ].map(reportLine),
    },
  ];
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
