import {
  REFRIGERANT_RESULT_SPECS,
  type RefrigerantLineInput,
  type RefrigerantLineResult,
} from '@org/hvac-core/refrigerant';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportSection } from '../../report/types';
import { layoutInputSections } from '../../calculator-kit/layout-report';
import { refrigerantForm } from './form-layout';
import { lineFor, reportLine, reportSections } from '../../calculator-kit/result-lines';
import { neighbourTubes, refrigerantResultTables } from './result-tables';
import { textRow } from '../../calculator-kit/text-row';

function n(value: number | null, digits: number): string {
  return value === null ? '—' : formatNumber(value, { maximumFractionDigits: digits });
}

/** The inputs in the form's groups, then each fitting with its equivalent length in the selected tube. */
function inputSections(
  input: RefrigerantLineInput,
  result: RefrigerantLineResult,
): ReportSection[] {
  const lengthUnit = result.units.length;
  const sections = layoutInputSections(refrigerantForm(), input);
  if (result.fittings.length > 0)
    sections.push({
      title: 'Fittings (in the selected tube)',
      rows: result.fittings.map((fitting) => ({
        label: `${fitting.quantity} × ${fitting.label}`,
        value: `${n(fitting.equivalentLengthEach, 2)} each, ${n(fitting.equivalentLength, 2)} in all`,
        unit: lengthUnit,
      })),
    });
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
