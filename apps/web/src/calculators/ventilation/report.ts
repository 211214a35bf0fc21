import {
  APPLIANCE_DUTY_LABELS,
  KITCHEN_HOOD_STYLE_LABELS,
  VENTILATION_FIELD_LABELS,
  VENTILATION_FIELD_SPECS,
  VENTILATION_RESULT_SPECS,
  airChangeGuidance,
  airDistributionConfiguration,
  occupancyCategory,
  type VentilationInput,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { airflowLabel } from './airflow-units';
import { inputRowFor, reportRowFor } from '../../workspace/result-row-for';
import { textRow } from '../../workspace/text-row';
import { reportBody } from '../../workspace/report-body';

const LABELS = VENTILATION_FIELD_LABELS;

const MODE_LABELS: Record<VentilationInput['mode'], string> = {
  airChanges: 'Airflow from air changes per hour',
  airChangesFromAirflow: 'Air changes per hour from airflow',
  ventilationRateProcedure: 'ASHRAE 62.1 ventilation rate procedure (zone)',
  kitchenHood: 'Commercial kitchen hood exhaust, International Mechanical Code minimum',
};

function inputSections(input: VentilationInput): ReportSection[] {
  const numberRow = inputRowFor(VENTILATION_FIELD_SPECS, input);
  const rows: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
    textRow(LABELS.mode, MODE_LABELS[input.mode]),
    ...(['roomWidth', 'roomLength', 'roomHeight'] as const).map((field) => numberRow(field)),
  ];
  if (input.mode === 'airChanges') rows.push(numberRow('airChangesPerHour'));
  if (input.mode === 'airChangesFromAirflow') rows.push(numberRow('airflow'));
  if (input.mode === 'ventilationRateProcedure') {
    const category = occupancyCategory(input.occupancyCategory);
    rows.push(
      textRow(LABELS.occupancyCategory, `${category.group}: ${category.label}`),
      numberRow('zoneFloorArea', 'room width × length'),
      numberRow('zonePopulation', 'default occupant density'),
      textRow(
        LABELS.airDistributionConfiguration,
        airDistributionConfiguration(input.airDistributionConfiguration).label,
      ),
    );
  }
  if (input.mode === 'kitchenHood') {
    rows.push(
      textRow(LABELS.hoodStyle, KITCHEN_HOOD_STYLE_LABELS[input.hoodStyle]),
      textRow(LABELS.applianceDuty, APPLIANCE_DUTY_LABELS[input.applianceDuty]),
      numberRow('hoodLength'),
    );
  }
  rows.push(
    textRow(LABELS.spaceType, input.spaceType ? airChangeGuidance(input.spaceType).label : 'none'),
  );
  return [{ title: 'Inputs', rows }];
}

function resultSections(result: VentilationResult): ReportSection[] {
  const system = result.unitSystem;
  const row = reportRowFor(VENTILATION_RESULT_SPECS, system);
  /** A row whose number shows digits from its magnitude (240 cfm, 15.3 cfm, 47.2 L/s). */
  const byMagnitude = (base: ReportRow, value: number): ReportRow => ({
    ...base,
    value: formatNumber(value),
  });
  const airflows = result.airflows;
  const sections: ReportSection[] = [
    {
      title: 'Results',
      rows: [
        row('roomVolume', result.roomVolume),
        row('floorArea', result.floorArea),
        byMagnitude(
          row('requiredAirflow', result.requiredAirflow, {
            label: airflowLabel(result.mode),
            emphasis: true,
          }),
          result.requiredAirflow,
        ),
        byMagnitude(row('cfm', airflows.cfm, { label: 'Airflow' }), airflows.cfm),
        row('litresPerSecond', airflows.litresPerSecond, { label: 'Airflow' }),
        row('cubicMetresPerHour', airflows.cubicMetresPerHour, { label: 'Airflow' }),
        row('airChangesPerHour', result.airChangesPerHour),
      ],
    },
  ];
  const vrp = result.ventilationRateProcedure;
  if (vrp) {
    sections.push({
      title: 'ASHRAE 62.1 zone outdoor airflow',
      rows: [
        row('peopleRate', vrp.peopleRate),
        row('areaRate', vrp.areaRate),
        row('zonePopulation', vrp.zonePopulation),
        row('zoneFloorArea', vrp.zoneFloorArea),
        row('breathingZoneOutdoorAirflow', vrp.breathingZoneOutdoorAirflow),
        row('zoneAirDistributionEffectiveness', vrp.zoneAirDistributionEffectiveness),
        row('zoneOutdoorAirflow', vrp.zoneOutdoorAirflow, { emphasis: true }),
      ],
    });
  }
  const hood = result.kitchenHood;
  if (hood) {
    sections.push({
      title: 'Kitchen hood exhaust',
      rows: [
        row('hoodRate', hood.ratePerLength, {
          label: `Rate, ${hood.hoodStyleLabel.toLowerCase()} over ${hood.applianceDutyLabel.replace(/ \(.*\)$/, '').toLowerCase()} appliances`,
        }),
        row('hoodLength', hood.hoodLength),
        row('exhaustAirflow', hood.exhaustAirflow, { emphasis: true }),
      ],
    });
  }
  if (result.guidance) {
    sections.push({
      title: 'Guidance',
      rows: [
        {
          label: `Recommended for ${result.guidance.label.toLowerCase()}`,
          value: `${result.guidance.minAch}–${result.guidance.maxAch}`,
          unit: 'ACH',
        },
      ],
    });
  }
  return sections;
}

/** The ventilation report: inputs, results, the 62.1 breakdown, guidance, warnings and method. */
export function ventilationReport(input: VentilationInput, result: VentilationResult): ReportBody {
  const notes = result.notes.map((note) => note.message);
  if (result.guidance) notes.push(`Air-change guidance source: ${result.guidance.source}.`);
  return reportBody(result, inputSections(input), resultSections(result), notes);
}
