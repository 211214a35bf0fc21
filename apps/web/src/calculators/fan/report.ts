import { FAN_RESULT_SPECS, type FanInput, type FanResult } from '@org/hvac-core/fan';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { layoutInputSections } from '../../calculator-kit/layout-report';
import { FAN_FORM } from './form-layout';
import { lineFor, reportLine, reportSections } from '../../calculator-kit/result-lines';
import { fanResultTables } from './result-tables';
import { textRow } from '../../calculator-kit/text-row';
import { reportBody } from '../../calculator-kit/report-body';

/** The duct-system file the duty was taken from, by its name when it was taken. */
function dutySourceText(source: NonNullable<FanInput['dutySource']>): string {
  return source.fileName === ''
    ? 'a duct-system file (unnamed)'
    : `duct-system file “${source.fileName}”`;
}

/** The cards' result tables, with the motor the card beside them suggests added to the duty. */
function resultSections(result: FanResult): ReportSection[] {
  const [duty, laws] = fanResultTables(result);
  const motor = result.suggestedMotor;
  const motorLoad = lineFor(FAN_RESULT_SPECS, result.unitSystem)(
    'motorLoadPercent',
    result.motorLoadPercent,
  );
  const motorRows: ReportRow[] = [
    textRow(
      FAN_RESULT_SPECS.motorRating.label,
      motor ? `${motor.label} (${motor.standard})` : 'none: see the warnings',
      true,
    ),
    reportLine(motorLoad),
  ];
  return [
    { title: duty.title, rows: [...duty.lines.map(reportLine), ...motorRows] },
    ...reportSections(laws ? [laws] : []),
  ];
}

/** The fan report: inputs, results with the motor, the fan-law duty, warnings and assumptions. */
export function fanReport(input: FanInput, result: FanResult): ReportBody {
  return reportBody(
    result,
    layoutInputSections(
      FAN_FORM,
      input,
      input.dutySource ? [textRow('Duty from', dutySourceText(input.dutySource))] : [],
    ),
    resultSections(result),
  );
}
