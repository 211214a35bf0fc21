import {
  APPLIANCE_DUTY_LABELS,
  KITCHEN_HOOD_STYLE_LABELS,
  VENTILATION_FIELD_LABELS,
  VENTILATION_FIELD_SPECS,
  airChangeGuidance,
  airDistributionConfiguration,
  occupancyCategory,
  type VentilationInput,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { inputRowFor } from '../../calculator-kit/input-rows';
import { reportSections } from '../../calculator-kit/result-lines';
import { ventilationResultTables } from './result-tables';
import { textRow } from '../../calculator-kit/text-row';
import { reportBody } from '../../calculator-kit/report-body';

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

/** The cards' result tables, then the air-change guidance the card gives beside them. */
function resultSections(result: VentilationResult): ReportSection[] {
  const tables = ventilationResultTables(result);
  const sections = reportSections(
    [tables.summary, tables.ventilationRateProcedure, tables.kitchenHood, tables.otherUnits].filter(
      (table) => table !== undefined,
    ),
  );
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
