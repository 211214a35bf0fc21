import {
  FAN_FIELD_LABELS,
  type FanInput,
  type FanResult,
  FAN_FIELD_SPECS,
  FAN_RESULT_SPECS,
} from '@org/hvac-core/fan';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { inputRowFor } from '../../calculator-kit/input-rows';
import { lineFor, reportLine, reportSections } from '../../calculator-kit/result-lines';
import { fanResultTables } from './result-tables';
import { textRow } from '../../calculator-kit/text-row';
import { reportBody } from '../../calculator-kit/report-body';

const LABELS = FAN_FIELD_LABELS;

const BASIS_LABELS: Record<FanInput['efficiencyBasis'], string> = {
  total: 'Total (ηt, with the fan total pressure)',
  static: 'Static (ηs, with the fan static pressure)',
};

/** The duct-system file the duty was taken from, by its name when it was taken. */
function dutySourceText(source: NonNullable<FanInput['dutySource']>): string {
  return source.fileName === ''
    ? 'a duct-system file (unnamed)'
    : `duct-system file “${source.fileName}”`;
}

function inputSections(input: FanInput): ReportSection[] {
  const entered = inputRowFor(FAN_FIELD_SPECS, input);
  const rows: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
    ...(input.dutySource ? [textRow('Duty from', dutySourceText(input.dutySource))] : []),
    entered('airflow'),
    entered('fanStaticPressure'),
    entered('outletArea', 'not given (total pressure taken as static)'),
    entered('shaftPower', 'not given (from the efficiency)'),
  ];
  if (input.shaftPower === undefined) {
    rows.push(
      textRow(LABELS.efficiencyBasis, BASIS_LABELS[input.efficiencyBasis]),
      entered('fanEfficiencyPercent'),
    );
  }
  rows.push(
    entered('driveEfficiencyPercent'),
    entered('motorEfficiencyPercent'),
    entered('motorSizingMarginPercent'),
  );
  for (const field of ['currentSpeed', 'newSpeed', 'currentDiameter', 'newDiameter'] as const) {
    if (input[field] !== undefined) rows.push(entered(field));
  }
  return [{ title: 'Fan duty and drive', rows }];
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
  return reportBody(result, inputSections(input), resultSections(result));
}
