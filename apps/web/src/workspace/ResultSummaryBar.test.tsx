import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../calculators/catalog';
import { loadCalculator } from '../calculators/registry';
import { renderWithMantine } from '../test/render';
import { evaluateDraft } from '../calculator-kit/evaluate';
import { summaryItems } from '../calculator-kit/summary-items';
import { ResultSummaryBar } from './ResultSummaryBar';

describe('the result summary pinned on phones', () => {
  it.each(CALCULATORS.map((calculator) => [calculator.title, calculator] as const))(
    '%s: names its key results with their units',
    async (_title, calculator) => {
      const module = await loadCalculator(calculator);
      const draft = module.createDraft('Imperial');
      const evaluation = evaluateDraft(module, draft);
      // A calculator whose new draft has no result yet (an empty chart) shows no summary.
      if (evaluation.result === null) return;
      const items = summaryItems(module, evaluation.input, evaluation.result);
      for (const key of module.summaryKeys ?? []) {
        const item = items.find((candidate) => candidate.key === key);
        if (!item) continue;
        expect(item.label).not.toBe(key);
        expect(item.value).not.toMatch(/NaN|undefined/);
      }
    },
    30_000,
  );

  it('shows the heat load total with its unit, only when the inputs are valid', async () => {
    const heatLoad = CALCULATORS.find((calculator) => calculator.route === 'heat-load');
    if (!heatLoad) throw new Error('no heat load in the catalog');
    const module = await loadCalculator(heatLoad);
    const evaluation = evaluateDraft(module, module.createDraft('Imperial'));
    expect(evaluation.formErrors).toEqual([]);
    expect(evaluation.errors).toEqual({});
    const { rerender } = renderWithMantine(
      <ResultSummaryBar module={module} evaluation={{ ...evaluation, ok: true }} />,
    );
    const bar = screen.getByTestId('result-summary');
    // Hidden from the md breakpoint up (jsdom applies no media queries, so it reads as hidden).
    expect(bar).toHaveAttribute('aria-label', 'Result summary');
    expect(bar.tagName).toBe('ASIDE');
    expect(bar).toHaveTextContent(/Total load [\d,]+ Btu\/h/);
    rerender(<ResultSummaryBar module={module} evaluation={{ ...evaluation, ok: false }} />);
    expect(screen.queryByTestId('result-summary')).toBeNull();
  });

  /** The summary of a calculator's new draft in a unit system. */
  async function summaryOf(route: string, unitSystem: 'Imperial' | 'Metric') {
    const entry = CALCULATORS.find((calculator) => calculator.route === route);
    if (!entry) throw new Error(`no ${route} in the catalog`);
    const module = await loadCalculator(entry);
    const draft = module.createDraft(unitSystem);
    let evaluation = evaluateDraft(module, draft);
    if (evaluation.pending) {
      await evaluation.pending;
      evaluation = evaluateDraft(module, draft);
    }
    return summaryItems(module, evaluation.input, evaluation.result);
  }

  // Issue 44: the bar said "Building heating load 5,476 W" on an Imperial page, "32,463 kWh" beside
  // a card in MMBtu, and "NC 38.4" beside the card's NC 39.
  it.each([
    ['building-load', 'Imperial', 'buildingHeatingW', /^[\d,]+ Btu\/h$/],
    ['building-load', 'Metric', 'buildingHeatingW', /^[\d,]+ W$/],
    ['energy-analysis', 'Imperial', 'annualHeat', /^[\d,.]+ MMBtu$/],
    ['energy-analysis', 'Imperial', 'annualCooling', /^[\d,]+ ton·h$/],
    ['energy-analysis', 'Metric', 'annualHeat', /^[\d,]+ kWh$/],
  ] as const)('%s in %s gives %s in the page’s units', async (route, system, key, unit) => {
    const item = (await summaryOf(route, system)).find((candidate) => candidate.key === key);
    expect(item?.value).toMatch(unit);
  });

  it('gives the acoustic NC rating as the card does, a whole number', async () => {
    const items = await summaryOf('acoustic-calculator', 'Imperial');
    const nc = items.find((item) => item.key === 'nc');
    expect(nc?.label).toBe('NC rating');
    expect(nc?.value).toMatch(/^\d+$/);
  });
});
