import type { BoqDraft } from '@org/hvac-core/boq';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { SuggestionsPanel } from './SuggestionsPanel';

vi.mock('../../ai-logic-config', () => ({ aiLogicConfig: () => null }));
vi.mock('../../data/queries', () => ({
  useProjects: () => ({ data: [], isPending: false }),
}));
// A project with a duct system and a hydronic system whose saved inputs its schema refuses.
vi.mock('../../data/project-queries', async () => {
  const { defaultDuctSystemInput } = await import('@org/hvac-core/duct-system');
  const createdAt = new Date('2026-11-20T10:00:00.000Z');
  const file = (collection: string, id: string, name: string, data: object) => ({
    status: 'ok',
    id,
    name,
    collection,
    projectId: 'p1',
    createdAt,
    updatedAt: null,
    data,
  });
  const data = {
    ductSystems: [
      file('ductSystems', 'ds-1', 'Level 2 air', {
        ...defaultDuctSystemInput('Imperial'),
        // a saved file's result snapshot and engine version are not inputs
        results: { fan: {} },
        hvacCoreVersion: '0.9.0',
      }),
    ],
    hydronicSystems: [
      file('hydronicSystems', 'hs-1', 'Half-drawn CHW', { unitSystem: 'Imperial', sections: 7 }),
    ],
  };
  return {
    useProjectFiles: () => ({ data, isPending: false, isError: false, refetch: vi.fn() }),
  };
});
vi.mock('@tanstack/react-router', () => ({
  Link: (props: Record<string, unknown>) => <a href="#">{String(props['children'] ?? '')}</a>,
}));

let latest: BoqDraft = { currency: 'USD', items: [] };
function Harness() {
  const [draft, setDraft] = useState<BoqDraft>({ currency: 'USD', items: [] });
  latest = draft;
  return <SuggestionsPanel value={draft} onChange={setDraft} projectId="p1" />;
}

describe('suggestions from a duct system and a hydronic system', () => {
  it('lists the duct system’s sheet metal and fittings, and says why the other gives none', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);
    const [group] = await screen.findAllByTestId('boq-suggestion-group');
    if (!group) throw new Error('The duct system gives suggestions.');
    const toggle = within(group).getByRole('button', { name: /“Level 2 air”/ });
    // A small project's groups start open; a large one's collapsed.
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
    const cards = within(group).getAllByTestId('boq-suggestion');
    const texts = cards.map((card) => card.textContent ?? '');
    expect(texts.some((text) => text.includes('Galvanized steel sheet 24 ga for duct'))).toBe(true);
    expect(texts.some((text) => text.includes('Balancing (volume) damper, 12 in Ø'))).toBe(true);
    // 2(22 + 14 in) × 50 ft = 300 ft² of the 22 × 14 in mains.
    const main = cards.find((card) =>
      card.textContent?.includes('Galvanized steel rectangular duct 22 × 14 in, sheet-metal area'),
    );
    expect(main && within(main).getByTestId('boq-suggestion-quantity').textContent).toMatch(
      /^300 ft²/,
    );
    expect(screen.getByText(/^“Half-drawn CHW”: The saved inputs are not valid/)).toBeTruthy();
    expect(screen.queryByText(/NaN|Infinity/)).toBeNull();
    expect(latest.items).toEqual([]);
  });
});
