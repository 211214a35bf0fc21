import type { BoqDraft } from '@org/hvac-core/boq';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { SuggestionsPanel } from './SuggestionsPanel';

// A project of 45 ventilation calculations: enough that its suggestions are collapsed and paged.
const ROOMS = 45;
const mocks = vi.hoisted(() => ({ rooms: 45 }));

vi.mock('../../ai-logic-config', () => ({ aiLogicConfig: () => null }));
vi.mock('../../data/queries', () => ({
  useProjects: () => ({ data: [], isPending: false }),
}));
vi.mock('../../data/project-queries', () => {
  const createdAt = new Date('2026-11-20T10:00:00.000Z');
  const data = {
    ventilationCalculations: Array.from({ length: mocks.rooms }, (_, i) => ({
      status: 'ok',
      id: `vent-${i + 1}`,
      name: `Room ${i + 1}`,
      collection: 'ventilationCalculations',
      projectId: 'p1',
      createdAt,
      updatedAt: null,
      data: { roomWidth: 12, roomLength: 4, roomHeight: 3, airChangesPerHour: 6 },
    })),
  };
  return {
    useProjectFiles: () => ({ data, isPending: false, isError: false, refetch: vi.fn() }),
  };
});
vi.mock('@tanstack/react-router', () => ({
  Link: (props: Record<string, unknown>) => <a href="#">{String(props['children'] ?? '')}</a>,
}));

const BILL: BoqDraft = { currency: 'USD', items: [] };

describe('suggestions of a large project', () => {
  it('are grouped by calculation, collapsed, and listed a page at a time', async () => {
    renderWithMantine(<SuggestionsPanel value={BILL} onChange={() => {}} projectId="p1" />);
    // The suggestions engine loads with the project's files (derive.ts), so they come a moment later.
    const groups = await screen.findAllByTestId('boq-suggestion-group');
    // One line a calculation, 20 at a time; no suggestion card until one is opened.
    expect(groups).toHaveLength(20);
    expect(screen.queryAllByTestId('boq-suggestion')).toHaveLength(0);
    const first = within(groups[0] as HTMLElement).getByRole('button', { name: /“Room 1”/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const cards = within(groups[0] as HTMLElement).getAllByTestId('boq-suggestion');
    expect(cards.length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('boq-suggestion')).toHaveLength(cards.length);

    await userEvent.click(screen.getByRole('button', { name: /^Show 20 more calculations/ }));
    expect(screen.getAllByTestId('boq-suggestion-group')).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: /^Show 5 more calculations/ }));
    expect(screen.getAllByTestId('boq-suggestion-group')).toHaveLength(ROOMS);
    expect(screen.queryByRole('button', { name: /more calculations/ })).toBeNull();
  });
});
