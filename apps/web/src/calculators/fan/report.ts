import {
  FAN_FIELD_LABELS,
  type FanInput,
  type FanResult,
  FAN_FIELD_SPECS,
  FAN_RESULT_SPECS,
} from '@org/hvac-core/fan';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { reportRowFor } from '../../workspace/result-row-for';
import { inputRowFor } from '../../workspace/result-row-for';
import { textRow } from '../../workspace/text-row';
import { reportBody } from '../../workspace/report-body';

const LABELS = FAN_FIELD_LABELS;

const BASIS_LABELS: Record<FanInput['efficiencyBasis'], string> = {
  total: 'Total (ηt, with the fan total pressure)',
  static: 'Static (ηs, with the fan static pressure)',
};

function inputSections(input: FanInput): ReportSection[] {
  const entered = inputRowFor(FAN_FIELD_SPECS, input);
  const rows: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
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

function resultSections(result: FanResult): ReportSection[] {
  const system = result.unitSystem;
  const row = reportRowFor(FAN_RESULT_SPECS, system);
  const rows: ReportRow[] = [
    row('fanTotalPressure', result.fanTotalPressure),
    row('outletVelocity', result.outletVelocity, { blank: 'not known' }),
    row('outletVelocityPressure', result.outletVelocityPressure),
    row('staticAirPower', result.staticAirPower),
    row('totalAirPower', result.totalAirPower),
    row('staticEfficiencyPercent', result.staticEfficiencyPercent, { suffix: ' ηs' }),
    row('totalEfficiencyPercent', result.totalEfficiencyPercent, { suffix: ' ηt' }),
    row('shaftPower', result.shaftPower, {
      suffix: result.shaftPowerSource === 'entered' ? ', as entered' : '',
      emphasis: true,
    }),
    row('motorOutput', result.motorOutput),
    row('motorInputPower', result.motorInputPower),
  ];
  if (system === 'Imperial') {
    rows.push({ ...row('motorInputPower', result.motorInputKw), unit: 'kW' });
  }
  rows.push(
    {
      label: FAN_RESULT_SPECS.motorRating.label,
      value: result.suggestedMotor
        ? `${result.suggestedMotor.label} (${result.suggestedMotor.standard})`
        : 'none: see the warnings',
      unit: '',
      emphasis: true,
    },
    row('motorLoadPercent', result.motorLoadPercent),
  );
  const sections: ReportSection[] = [{ title: 'Fan and motor', rows }];

  const laws = result.fanLaws;
  if (laws) {
    sections.push({
      title: 'Fan laws: the new duty',
      rows: [
        row('speedRatio', laws.speedRatio),
        row('diameterRatio', laws.diameterRatio),
        row('airflow', laws.airflow),
        row('fanStaticPressure', laws.fanStaticPressure),
        row('fanTotalPressure', laws.fanTotalPressure),
        row('shaftPower', laws.shaftPower, { emphasis: true }),
        row('motorOutput', laws.motorOutput),
        row('motorLoadPercent', laws.motorLoadPercent, { label: 'Load on the present motor' }),
      ],
    });
  }
  return sections;
}

/** The fan report: inputs, results with the motor, the fan-law duty, warnings and assumptions. */
export function fanReport(input: FanInput, result: FanResult): ReportBody {
  return reportBody(result, inputSections(input), resultSections(result));
}
