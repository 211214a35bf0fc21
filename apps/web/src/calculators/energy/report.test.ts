import type { EnergyCostInputDraft } from '@org/hvac-core/energy';
import { describe, expect, it } from 'vitest';
import { CEDAR_LANE_HOUSE } from '../../test/energy-house';
import { reportOfDraft, reportReads } from '../../test/report-reading';
import type { ReportBody } from '../../report/types';
import { energyDefinition } from './definition';

/** The report of a draft, parsed and computed as the workspace does. */
const reportOf = (draft: EnergyCostInputDraft): ReportBody =>
  reportOfDraft(energyDefinition, draft);

// The worked house (test/energy-house.ts): 24 × 50,000 Btu/h × 6,000 °F·day × C_D 0.8 / 70 °F =
// 82.29 MMBtu to the building (ASHRAE Fundamentals 2021 ch. 19); the heat pump at HSPF2 7.5 buys
// 82,285,714 Btu / 7.5 Btu/Wh = 10,971 kWh.
const house = CEDAR_LANE_HOUSE;

describe('energyReport', () => {
  it('words and rounds the building demand as the card does', () => {
    const report = reportOf(house);
    expect(reportReads(report, 'Building demand', 'Design temperature difference')).toBe('70 °F');
    // The figure the label names: 6,000 °F·day × C_D 0.8 (issue 44).
    expect(reportReads(report, 'Building demand', 'Heating degree-days × C_D 0.8')).toBe(
      '4,800 °F·day',
    );
    expect(report.results[0]?.rows).toContainEqual({
      label: 'Annual heat to the building',
      value: '82.29',
      unit: 'MMBtu',
      emphasis: true,
    });
  });

  it('gives each option the numbers of its column on the screen', () => {
    const report = reportOf(house);
    expect(reportReads(report, 'Option 2:', 'Electricity for heating')).toBe('10,971 kWh');
    expect(reportReads(report, 'Option 2:', 'Annual cost')).toBe('$1,097 per year');
  });
});
