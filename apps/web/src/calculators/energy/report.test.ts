import {
  EnergyCostInputSchema,
  calculateEnergyCostInput,
  defaultEnergyCostInput,
  type EnergyCostInputDraft,
} from '@org/hvac-core/energy';
import { describe, expect, it } from 'vitest';
import type { ReportBody } from '../../workspace/types';
import { energyReport } from './report';

/** The report of a draft, parsed and computed as the workspace does. */
function reportOf(draft: EnergyCostInputDraft): ReportBody {
  const input = EnergyCostInputSchema.parse(draft);
  return energyReport(input, calculateEnergyCostInput(input));
}

/** "value unit" of a row by its label, in the first section whose title begins with `title`. */
function row(report: ReportBody, title: string, label: string): string {
  const found = report.results
    .find((section) => section.title.startsWith(title))
    ?.rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No row ${label} in ${title}`);
  return found.unit ? `${found.value} ${found.unit}` : found.value;
}

// The house of EnergyCalculator.test.tsx: 24 × 50,000 Btu/h × 6,000 °F·day × C_D 0.8 / 70 °F =
// 82.29 MMBtu to the building (ASHRAE Fundamentals 2021 ch. 19); the heat pump at HSPF2 7.5 buys
// 82,285,714 Btu / 7.5 Btu/Wh = 10,971 kWh.
const base = defaultEnergyCostInput('Imperial');
const house: EnergyCostInputDraft = {
  calculationName: 'Cedar Lane house',
  unitSystem: 'Imperial',
  heating: {
    method: 'degreeDays',
    designHeatLoss: 50_000,
    indoorDesignTemperature: 70,
    outdoorDesignTemperature: 0,
    heatingDegreeDays: 6000,
    degreeDayCorrection: 0.8,
  },
  tariffs: { ...base.tariffs, electricityPrice: 0.1, naturalGasPrice: 1.6 },
  options: base.options,
};

describe('energyReport', () => {
  it('words and rounds the building demand as the card does', () => {
    const report = reportOf(house);
    expect(row(report, 'Building demand', 'Design temperature difference')).toBe('70 °F');
    expect(row(report, 'Building demand', 'Heating degree-days × C_D 0.8')).toBe('6,000 °F·day');
    expect(report.results[0]?.rows).toContainEqual({
      label: 'Annual heat to the building',
      value: '82.29',
      unit: 'MMBtu',
      emphasis: true,
    });
  });

  it('gives each option the numbers of its column on the screen', () => {
    const report = reportOf(house);
    expect(row(report, 'Option 2:', 'Electricity for heating')).toBe('10,971 kWh');
    expect(row(report, 'Option 2:', 'Annual cost')).toBe('$1,097 per year');
  });
});
