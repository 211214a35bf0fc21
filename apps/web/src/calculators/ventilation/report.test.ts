import { convertVentilationInput, type VentilationInputDraft } from '@org/hvac-core/ventilation';
import { describe, expect, it } from 'vitest';
import { renderCalculator, templateDraft } from '../../test/render-calculator';
import { expectCardsToReadAsReport, reportOfDraft, reportReads } from '../../test/report-reading';
import type { ReportBody } from '../../report/types';
import { ventilationDefinition } from './definition';

/** The report of a draft, parsed and computed as the workspace does. */
const reportOf = (draft: VentilationInputDraft): ReportBody =>
  reportOfDraft(ventilationDefinition, draft);

/** The card each report section repeats, by the card's title. */
const CARD_OF_SECTION: Record<string, string | RegExp> = {
  Results: /^Ventilation/,
  'ASHRAE 62.1 ventilation rate procedure': 'ASHRAE 62.1 ventilation rate procedure',
  'Kitchen hood exhaust': 'Kitchen hood exhaust',
  'Airflow in other units': 'Airflow in other units',
};

/** Every result row of the report reads as the card beside the same label reads. */
function expectCardsToReadAsReportOf(draft: VentilationInputDraft): void {
  renderCalculator(ventilationDefinition, draft);
  const sections = reportOf(draft).results.filter((section) => section.title !== 'Guidance');
  expect(sections.length).toBeGreaterThan(1);
  expectCardsToReadAsReport(sections, CARD_OF_SECTION);
}

/** The Restaurant Kitchen Ventilation template's hood: 12 × 4 × 1 ft at 300 air changes (spec §9). */
const kitchen = templateDraft<VentilationInputDraft>(
  'restaurant-kitchen-ventilation',
  'Kitchen hood ventilation',
);

/** An office zone by the 62.1 procedure: 1,000 ft² and 5 people. */
const office: VentilationInputDraft = {
  ...kitchen,
  mode: 'ventilationRateProcedure',
  occupancyCategory: 'officeSpace',
  zoneFloorArea: 1000,
  zonePopulation: 5,
};

/** A 5 ft wall-mounted canopy over heavy-duty appliances (IMC 507.13). */
const hood: VentilationInputDraft = {
  ...kitchen,
  mode: 'kitchenHood',
  hoodStyle: 'wallCanopy',
  applianceDuty: 'heavy',
  hoodLength: 5,
};

describe('ventilationReport', () => {
  it('gives the kitchen template’s 48 ft³ and 240 cfm, in every airflow unit', () => {
    const report = reportOf(kitchen);
    expect(reportReads(report, 'Results', 'Room volume')).toBe('48 ft³');
    expect(reportReads(report, 'Results', 'Floor area')).toBe('48 ft²');
    expect(reportReads(report, 'Results', 'Required airflow')).toBe('240 cfm');
    expect(reportReads(report, 'Results', 'Air changes per hour')).toBe('300 ACH');
    // 240 cfm × 0.4719 = 113.3 L/s = 407.8 m³/h.
    expect(reportReads(report, 'Airflow in other units', 'Cubic feet per minute')).toBe('240 cfm');
    expect(reportReads(report, 'Airflow in other units', 'Litres per second')).toBe('113.3 L/s');
    expect(reportReads(report, 'Airflow in other units', 'Cubic metres per hour')).toBe('408 m³/h');
  });

  it('gives the airflow in L/s and m³/h in Metric', () => {
    const report = reportOf(convertVentilationInput(kitchen, 'Metric'));
    expect(report.unitSystem).toBe('Metric');
    expect(reportReads(report, 'Results', 'Room volume')).toBe('1.36 m³');
    expect(reportReads(report, 'Results', 'Required airflow')).toBe('113 L/s');
    expect(reportReads(report, 'Results', 'Airflow in m³/h')).toBe('408 m³/h');
  });

  it('gives the 62.1 breakdown of an office zone', () => {
    const report = reportOf(office);
    const title = 'ASHRAE 62.1 ventilation rate procedure';
    // Office space: 5 cfm/person × 5 + 0.06 cfm/ft² × 1000 ft² = 85 cfm; Ez = 1.0.
    expect(reportReads(report, title, 'Rp × Pz')).toBe('25 cfm');
    expect(reportReads(report, title, 'Ra × Az')).toBe('60 cfm');
    expect(reportReads(report, title, 'Breathing-zone outdoor airflow Vbz')).toBe('85 cfm');
    expect(reportReads(report, title, 'Zone outdoor airflow Voz = Vbz / Ez')).toBe('85 cfm');
    expect(reportReads(report, 'Results', 'Zone outdoor airflow (Voz)')).toBe('85 cfm');
  });

  it('gives the hood’s rate, length and exhaust', () => {
    const report = reportOf(hood);
    const title = 'Kitchen hood exhaust';
    // IMC 507.13: wall-mounted canopy over heavy duty, 400 cfm/ft × 5 ft = 2,000 cfm.
    expect(reportReads(report, title, 'Rate, wall-mounted canopy over heavy duty appliances')).toBe(
      '400 cfm/ft',
    );
    expect(reportReads(report, title, 'Hood exhaust Q = rate × L')).toBe('2,000 cfm');
  });

  it.each([
    ['the air changes in Imperial', kitchen],
    ['the air changes in Metric', convertVentilationInput(kitchen, 'Metric')],
    ['the 62.1 procedure', office],
    ['the kitchen hood', hood],
  ])('words and rounds every result of %s as the cards do', (_mode, draft) => {
    expectCardsToReadAsReportOf(draft);
  });
});
