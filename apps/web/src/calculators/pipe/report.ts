import { PIPE_RESULT_SPECS, type PipeInput, type PipeResult } from '@org/hvac-core/pipe';
import { formatFixed, formatNumber } from '@org/ui';
import type { ReportBody, ReportSection } from '../../report/types';
import {
  REGIME_LABELS,
  fittingBasis,
  fittingFigures,
  neighbouringSizes,
  pipeResultTable,
} from './result-tables';
import { reportLine } from '../../calculator-kit/result-lines';
import { layoutInputSections } from '../../calculator-kit/layout-report';
import { PIPE_FORM } from './form-layout';
import { figureFor } from '../../calculator-kit/result-lines';
import { textRow } from '../../calculator-kit/text-row';
import { reportBody } from '../../calculator-kit/report-body';

function resultSections(result: PipeResult): ReportSection[] {
  const u = result.units;
  const s = result.selected;
  const figure = figureFor(PIPE_RESULT_SPECS, result.unitSystem);
  const table = pipeResultTable(result);
  // The card heads with the size and the flow regime; the report lists them first.
  const heading = [
    textRow('Selected size', s.label, true),
    textRow('Flow regime', REGIME_LABELS[s.regime]),
  ];
  const sections: ReportSection[] = [
    { title: table.title, rows: [...heading, ...table.lines.map(reportLine)] },
    {
      title: 'Neighbouring sizes',
      rows: neighbouringSizes(result).map((size) => ({
        label: `${size.label}${size.nominalSize === result.nominalSize ? ' (selected)' : ''}: ID ${figure('diameter', size.insideDiameter, true)} ${u.diameter}, ${figure('velocity', size.velocity, true)} ${u.velocity}`,
        value: figure('frictionRate', size.frictionRate, true),
        unit: u.frictionRate,
      })),
    },
  ];
  if (result.fittings.length > 0) {
    sections.push({
      title: `Fittings at ${s.label}`,
      rows: result.fittings.map((fitting) => ({
        label: `${fitting.quantity} × ${fitting.label}, K ${formatFixed(fitting.kEach, 3)} (${fittingBasis(fitting)})`,
        value: fittingFigures(result, fitting).headLoss,
        unit: u.headLoss,
      })),
    });
  }
  return sections;
}

/** The pipe-sizing report: inputs, the selected size and head losses, comparison, warnings, method. */
export function pipeReport(input: PipeInput, result: PipeResult): ReportBody {
  const notes = [
    `Pipe dimensions: ${result.pipeMaterial.standard}; inside diameter = ${result.pipeMaterial.insideDiameterBasis}.`,
    `Roughness: ${result.pipeMaterial.roughnessSource}.`,
    `Fluid properties: ${result.fluid.source}; ρ = ${formatFixed(result.fluid.densityKgM3, 1)} kg/m³, μ = ${result.fluid.dynamicViscosityPaS.toPrecision(4)} Pa·s at ${formatNumber(result.fluid.temperature)} ${result.units.temperature}.`,
    'Head losses in conventional ft of water (1000 kg/m³) or kPa.',
    ...result.fittings.map((fitting) => `${fitting.label}: ${fitting.source}`),
  ];
  return reportBody(result, layoutInputSections(PIPE_FORM, input), resultSections(result), [
    ...new Set(notes),
  ]);
}
