import { DuctInputSchema, calculateDuctInput, type DuctInputDraft } from '@org/hvac-core/duct';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { reportReads } from '../../test/report-reading';
import { DuctResults } from './DuctResults';
import { ductReport } from './report';

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
    expect(reportReads(report, 'Standard size', 'Size')).toBe('14 in Ø');
    expect(reportReads(report, 'Standard size', 'Velocity')).toBe('935 fpm');
    expect(reportReads(report, 'Exact size', 'Size')).toMatch(/^13\.[67] in Ø$/);

    renderWithMantine(<DuctResults result={result} />);
    for (const [title, prefix] of [
      ['Standard size', ''],
      ['Exact size', 'exact-'],
    ] as const) {
      expect(screen.getByTestId(`${prefix}duct-velocity`)).toHaveTextContent(
        reportReads(report, title, 'Velocity'),
      );
      expect(screen.getByTestId(`${prefix}total-pressure-loss`)).toHaveTextContent(
        reportReads(report, title, 'Total pressure loss'),
      );
    }
    const reynolds = screen.getByRole('row', { name: /Reynolds number/ });
    expect(within(reynolds).getAllByRole('cell')[0]).toHaveTextContent(
      reportReads(report, 'Standard size', 'Reynolds number'),
    );
    expect(reportReads(report, 'Standard size', 'Reynolds number')).toMatch(
      /^[\d,]+ \(turbulent\)$/,
    );
  });

  it('lists an exact size alone when sizes are not rounded', () => {
    const input = DuctInputSchema.parse({ ...duct, roundingMode: 'none' });
    const report = ductReport(input, calculateDuctInput(input));
    expect(report.results.map((section) => section.title)).toEqual(['Exact size']);
    expect(reportReads(report, 'Exact size', 'Size')).toMatch(/^13\.[67] in Ø$/);
  });
});
