import { DuctInputSchema, calculateDuctInput, type DuctInputDraft } from '@org/hvac-core/duct';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import type { ReportBody } from '../../workspace/types';
import { DuctResults } from './DuctResults';
import { ductReport } from './report';

/** "value" of a row by its label, in the section of a title. */
function row(report: ReportBody, title: string, label: string): string {
  const section = report.results.find((candidate) => candidate.title === title);
  const found = section?.rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No row ${label} under ${title}`);
  return found.unit ? `${found.value} ${found.unit}` : found.value;
}

// 1000 cfm at 0.1 in. wg/100 ft in round galvanized steel: ASHRAE Handbook—Fundamentals (2021),
// ch. 21, fig. 10 gives about 13.6 in at 980 fpm; the 14 in standard duct carries
// 1000 / (π/4 × (14/12)²) = 935 fpm.
const duct: DuctInputDraft = {
  unitSystem: 'Imperial',
  airflow: 1000,
  ductShape: 'round',
  sizingMethod: 'friction',
  targetFriction: 0.1,
  roundingMode: 'standard',
};

describe('ductReport', () => {
  it('lists the standard and the exact size as the card’s two columns, worded alike', () => {
    const input = DuctInputSchema.parse(duct);
    const result = calculateDuctInput(input);
    const report = ductReport(input, result);
    expect(report.results.map((section) => section.title)).toEqual(['Standard size', 'Exact size']);
    expect(row(report, 'Standard size', 'Size')).toBe('14 in Ø');
    expect(row(report, 'Standard size', 'Velocity')).toBe('935 fpm');
    expect(row(report, 'Exact size', 'Size')).toMatch(/^13\.[67] in Ø$/);

    renderWithMantine(<DuctResults result={result} />);
    for (const [title, prefix] of [
      ['Standard size', ''],
      ['Exact size', 'exact-'],
    ] as const) {
      expect(screen.getByTestId(`${prefix}duct-velocity`)).toHaveTextContent(
        row(report, title, 'Velocity'),
      );
      expect(screen.getByTestId(`${prefix}total-pressure-loss`)).toHaveTextContent(
        row(report, title, 'Total pressure loss'),
      );
    }
    const reynolds = screen.getByRole('row', { name: /Reynolds number/ });
    expect(within(reynolds).getAllByRole('cell')[0]).toHaveTextContent(
      row(report, 'Standard size', 'Reynolds number'),
    );
    expect(row(report, 'Standard size', 'Reynolds number')).toMatch(/^[\d,]+ \(turbulent\)$/);
  });

  it('lists an exact size alone when sizes are not rounded', () => {
    const input = DuctInputSchema.parse({ ...duct, roundingMode: 'none' });
    const report = ductReport(input, calculateDuctInput(input));
    expect(report.results.map((section) => section.title)).toEqual(['Exact size']);
    expect(row(report, 'Exact size', 'Size')).toMatch(/^13\.[67] in Ø$/);
  });
});
