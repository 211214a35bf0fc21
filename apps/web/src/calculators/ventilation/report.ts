import {
  VENTILATION_FIELD_LABELS,
  type VentilationInput,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import type { ReportBody, ReportSection } from '../../report/types';
import { layoutInputSections } from '../../calculator-kit/layout-report';
import { VENTILATION_FORM } from './form-layout';
import { reportSections } from '../../calculator-kit/result-lines';
import { ventilationResultTables } from './result-tables';
import { textRow } from '../../calculator-kit/text-row';
import { reportBody } from '../../calculator-kit/report-body';

const MODE_LABELS: Record<VentilationInput['mode'], string> = {
  airChanges: 'Airflow from air changes per hour',
  airChangesFromAirflow: 'Air changes per hour from airflow',
  ventilationRateProcedure: 'ASHRAE 62.1 ventilation rate procedure (zone)',
  kitchenHood: 'Commercial kitchen hood exhaust, International Mechanical Code minimum',
};

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
  return reportBody(
    result,
    layoutInputSections(VENTILATION_FORM, input, [
      textRow(VENTILATION_FIELD_LABELS.mode, MODE_LABELS[input.mode]),
    ]),
    resultSections(result),
    notes,
  );
}
