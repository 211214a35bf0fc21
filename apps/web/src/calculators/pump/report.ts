import {
  PUMP_HEAD_FIELD_LABELS,
  PUMP_HEAD_RESULT_SPECS,
  type PumpHeadInput,
  type PumpHeadResult,
} from '@org/hvac-core/pump';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { lineFor, reportLine, reportSections } from '../../calculator-kit/result-lines';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { pumpResultTables } from './result-tables';
import { formatMeasure } from '../../report/precision';
import { textRow } from '../../calculator-kit/text-row';
import { layoutInputSections } from '../../calculator-kit/layout-report';
import { PUMP_HEAD_FORM } from './form-layout';
import { reportBody } from '../../calculator-kit/report-body';

const SYSTEM_TYPE_LABELS: Record<PumpHeadInput['systemType'], string> = {
  closedLoop: 'Closed loop',
  open: 'Open system',
};

const n = (value: number, digits: number) => formatNumber(value, { maximumFractionDigits: digits });

/** The cards' result tables, the circuit and components section by section, and the curves. */
function resultSections(result: PumpHeadResult): ReportSection[] {
  const { heads, npsh, systemCurveStaticHead, operatingPoints } = pumpResultTables(result);
  const line = lineFor(PUMP_HEAD_RESULT_SPECS, result.unitSystem);
  const row = (...args: Parameters<typeof line>): ReportRow => reportLine(line(...args));
  const motor = result.suggestedMotor;
  const sections: ReportSection[] = [
    {
      title: heads.title,
      rows: [
        ...heads.lines.map(reportLine),
        textRow(
          'Suggested motor',
          motor ? `${motor.label} (${motor.standard})` : 'none (see the warnings)',
          true,
        ),
      ],
    },
    {
      title: 'Friction head by section',
      rows: result.sections.flatMap((section, index) => {
        const prefix = `${index + 1}. ${section.name}`;
        return [
          row('sectionVelocity', section.velocity, {
            label: `${prefix}: ${section.label} ${section.pipeMaterial}, velocity`,
          }),
          row('sectionFrictionRate', section.frictionRate, { label: `${prefix}: friction rate` }),
          row('frictionHead', section.frictionHead, { label: `${prefix}: pipe friction` }),
          row('fittingsHead', section.fittingsHead, { label: `${prefix}: fittings` }),
          row('sectionTotalHead', section.totalHead, {
            label: `${prefix}: total`,
            emphasis: 'subtotal',
          }),
        ];
      }),
    },
  ];
  if (result.components.length > 0) {
    sections.push({
      title: 'Component losses',
      rows: result.components.map((component) =>
        row('componentsHead', component.head, { label: component.name }),
      ),
    });
  }
  if (npsh) sections.push(...reportSections([npsh]));
  sections.push({
    title: 'System curve and operating point',
    rows: [
      reportLine(systemCurveStaticHead),
      {
        label: 'System curve coefficient k',
        value: formatMeasure(result.systemCurve.coefficient),
        unit: `${result.units.head} per (${result.units.flowRate})²`,
      },
      ...operatingPoints.flatMap((point) => point.lines.map(reportLine)),
    ],
  });
  return sections;
}

/** The pump-head report: inputs, heads, powers, motor, NPSH, curves, warnings and method. */
export function pumpHeadReport(input: PumpHeadInput, result: PumpHeadResult): ReportBody {
  return reportBody(
    result,
    layoutInputSections(PUMP_HEAD_FORM, input, [
      textRow(PUMP_HEAD_FIELD_LABELS.systemType, SYSTEM_TYPE_LABELS[input.systemType]),
    ]),
    resultSections(result),
    [
      `Liquid: ${result.fluid.label} at ${n(result.fluid.temperature, 1)} ${unitLabel('temperature', result.unitSystem)}, density ${n(result.fluid.densityKgM3, 1)} kg/m³ (${result.fluid.source}).`,
      'Heads are columns of the pumped liquid (as a pump curve shows them); component drops entered as ft of water are a conventional water column (1000 kg/m³) and converted.',
      'The system curve passes through the design point without the safety margin; the motor is sized from the shaft power at the design head with the margin.',
      ...(input.systemType === 'closedLoop'
        ? [
            'Closed loop: static heads of supply and return cancel; the fill pressure sets the suction pressure, not the pump head.',
          ]
        : []),
    ],
  );
}
