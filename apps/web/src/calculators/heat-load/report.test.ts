import {
  convertHeatLoadInput,
  defaultHeatLoadInput,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import {
  expectCardsToReadAsReport,
  reads,
  reportOfDraft,
  reportReads,
} from '../../test/report-reading';
import type { ReportBody } from '../../report/types';
import { heatLoadDefinition } from './definition';

/** The report of a draft, parsed and computed as the workspace does. */
const reportOf = (draft: HeatLoadInputDraft): ReportBody =>
  reportOfDraft(heatLoadDefinition, draft);

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
    expect(reportReads(report, 'Breakdown', 'Walls')).toBe('640 Btu/h');
    expect(reportReads(report, 'Breakdown', 'Windows, conduction')).toBe('800 Btu/h');
    expect(reportReads(report, 'Totals', 'Total cooling load')).toBe('11,244 Btu/h');
    expect(reportReads(report, 'Totals', 'Sensible heat ratio')).toBe('0.87');
    expect(reportReads(report, 'Total in other units', 'Tons of refrigeration')).toBe('0.94 tons');
    expect(reportReads(report, 'Total in other units', 'Kilowatts')).toBe('3.3 kW');
  });

  it('gives a heating load without tons, its margin in the breakdown', () => {
    const report = reportOf(heated);
    expect(report.headingDetail).toBe('heating');
    // Walls 400 ft² × 0.08 × 60 °F = 1,920 Btu/h; 7,488 Btu/h sensible + 10 % = 8,237 Btu/h.
    expect(reportReads(report, 'Breakdown', 'Walls')).toBe('1,920 Btu/h');
    expect(reportReads(report, 'Breakdown', 'Safety factor')).toBe('749 Btu/h');
    expect(reportReads(report, 'Totals', 'Total heating load')).toBe('8,237 Btu/h');
    expect(reportReads(report, 'Totals', 'Sensible heat ratio')).toBe('not applicable');
    expect(() => reportReads(report, 'Total in other units', 'Tons of refrigeration')).toThrow();
  });

  it('gives the loads in watts in Metric', () => {
    const report = reportOf(convertHeatLoadInput(office, 'Metric'));
    expect(report.unitSystem).toBe('Metric');
    // 11,244 Btu/h = 3,295 W.
    expect(reportReads(report, 'Totals', 'Total cooling load')).toBe('3,295 W');
    expect(reportReads(report, 'Total in other units', 'Btu/h')).toBe('11,244 Btu/h');
  });

  it.each([
    ['cooling in Imperial', office],
    ['cooling in Metric', convertHeatLoadInput(office, 'Metric')],
    ['heating in Imperial', heated],
  ])('words and rounds every result of %s as the cards do', (_case, draft) => {
    renderCalculator(heatLoadDefinition, draft);
    // A result that does not apply is "—" on the card; the report says so in words.
    expectCardsToReadAsReport(reportOf(draft).results, CARD_OF_SECTION, (reported) =>
      reported.value === 'not applicable' ? '—' : reads(reported),
    );
  });
});
