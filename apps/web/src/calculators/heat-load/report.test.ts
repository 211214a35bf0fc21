import {
  HeatLoadInputSchema,
  calculateHeatLoadInput,
  convertHeatLoadInput,
  defaultHeatLoadInput,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import type { ReportBody, ReportRow } from '../../workspace/types';
import { heatLoadDefinition } from './definition';
import { heatLoadReport } from './report';

/** The report of a draft, parsed and computed as the workspace does. */
function reportOf(draft: HeatLoadInputDraft): ReportBody {
  const input = HeatLoadInputSchema.parse(draft);
  return heatLoadReport(input, calculateHeatLoadInput(input));
}

/** "value unit" of a report row. */
function reads(row: ReportRow): string {
  return row.unit ? `${row.value} ${row.unit}` : row.value;
}

/** "value unit" of a row by its label, in the report's section of that title. */
function row(report: ReportBody, title: string, label: string): string {
  const section = report.results.find((candidate) => candidate.title === title);
  const found = section?.rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No row ${label} in ${title}`);
  return reads(found);
}

/** "value unit" beside a label on the results card of that title. */
function cardReads(cardTitle: string | RegExp, label: string): string | null | undefined {
  const card = screen.getByRole('table', { name: cardTitle });
  const cardRow = within(card).getByRole('rowheader', { name: label }).closest('tr');
  return cardRow && within(cardRow).getByRole('cell').textContent;
}

/** The card each report section repeats, by the card's title. */
const CARD_OF_SECTION: Record<string, string | RegExp> = {
  Totals: /^(Cooling|Heating) load/,
  Breakdown: 'Breakdown',
  'Total in other units': 'Total in other units',
};

/** The room of a new calculation: 400 ft² of wall, 80 ft² of south window, 300 ft² of roof. */
const office = defaultHeatLoadInput('Imperial');

/** The same room heated: 10 °F outdoors, 70 °F indoors, 10 % margin. */
const heated: HeatLoadInputDraft = {
  ...office,
  calculationMode: 'Heating',
  outdoorTemp: 10,
  indoorTemp: 70,
  safetyFactorPercent: 10,
};

describe('heatLoadReport', () => {
  it('gives the cooling totals, the breakdown and the total in every unit', () => {
    const report = reportOf(office);
    expect(report.headingDetail).toBe('cooling');
    expect(report.results.map((section) => section.title)).toEqual([
      'Totals',
      'Breakdown',
      'Total in other units',
    ]);
    // Walls 400 ft² × 0.08 × 20 °F = 640 Btu/h; windows 80 × 0.5 × 20 = 800 Btu/h.
    expect(row(report, 'Breakdown', 'Walls')).toBe('640 Btu/h');
    expect(row(report, 'Breakdown', 'Windows, conduction')).toBe('800 Btu/h');
    expect(row(report, 'Totals', 'Total cooling load')).toBe('11,244 Btu/h');
    expect(row(report, 'Totals', 'Sensible heat ratio')).toBe('0.87');
    expect(row(report, 'Total in other units', 'Tons of refrigeration')).toBe('0.94 tons');
    expect(row(report, 'Total in other units', 'Kilowatts')).toBe('3.3 kW');
  });

  it('gives a heating load without tons, its margin in the breakdown', () => {
    const report = reportOf(heated);
    expect(report.headingDetail).toBe('heating');
    // Walls 400 ft² × 0.08 × 60 °F = 1,920 Btu/h; 7,488 Btu/h sensible + 10 % = 8,237 Btu/h.
    expect(row(report, 'Breakdown', 'Walls')).toBe('1,920 Btu/h');
    expect(row(report, 'Breakdown', 'Safety factor')).toBe('749 Btu/h');
    expect(row(report, 'Totals', 'Total heating load')).toBe('8,237 Btu/h');
    expect(row(report, 'Totals', 'Sensible heat ratio')).toBe('not applicable');
    expect(() => row(report, 'Total in other units', 'Tons of refrigeration')).toThrow();
  });

  it('gives the loads in watts in Metric', () => {
    const report = reportOf(convertHeatLoadInput(office, 'Metric'));
    expect(report.unitSystem).toBe('Metric');
    // 11,244 Btu/h = 3,295 W.
    expect(row(report, 'Totals', 'Total cooling load')).toBe('3,295 W');
    expect(row(report, 'Total in other units', 'Btu/h')).toBe('11,244 Btu/h');
  });

  it.each([
    ['cooling in Imperial', office],
    ['cooling in Metric', convertHeatLoadInput(office, 'Metric')],
    ['heating in Imperial', heated],
  ])('words and rounds every result of %s as the cards do', (_case, draft) => {
    renderCalculator(heatLoadDefinition, draft);
    for (const section of reportOf(draft).results) {
      const card = CARD_OF_SECTION[section.title];
      if (card === undefined) throw new Error(`No card for the section ${section.title}`);
      for (const reported of section.rows) {
        // A result that does not apply is "—" on the card; the report says so in words.
        const expected = reported.value === 'not applicable' ? '—' : reads(reported);
        expect(cardReads(card, reported.label)).toBe(expected);
      }
    }
  });
});
