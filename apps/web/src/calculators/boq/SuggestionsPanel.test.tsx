import type { BoqAiSuggestion, BoqDraft } from '@org/hvac-core/boq';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { AI_NOT_CONFIGURED, AI_OFFLINE } from './AiSuggestionsControl';
import { SuggestionsPanel } from './SuggestionsPanel';

const mocks = vi.hoisted(() => ({
  aiLogicConfig: vi.fn(),
  requestAiSuggestions: vi.fn(),
}));

vi.mock('../../ai-logic-config', () => ({ aiLogicConfig: mocks.aiLogicConfig }));
vi.mock('./ai-suggestions', () => ({ requestAiSuggestions: mocks.requestAiSuggestions }));
vi.mock('../../data/queries', () => ({
  useProjects: () => ({ data: [], isPending: false }),
}));
vi.mock('../../data/project-queries', () => ({
  // A project without calculations: no built-in suggestions.
  useProjectFiles: () => ({ data: {}, isPending: false, isError: false, refetch: vi.fn() }),
}));

const CONFIG = { backend: 'googleAI', model: 'gemini-2.5-flash', timeoutMs: 30_000 };

const BILL: BoqDraft = {
  currency: 'USD',
  items: [{ id: 'item-1', description: 'Ductwork', quantity: 450, unit: 'lb', rate: 9.5 }],
};

const SOURCE = { type: 'AI', model: 'gemini-2.5-flash', name: 'AI (gemini-2.5-flash)' } as const;
const HANGERS: BoqAiSuggestion = {
  id: 'ai:1:0',
  category: 'ai',
  description: 'Duct hangers and supports',
  quantity: 12,
  unit: 'no.',
  basis: 'Suggested by AI (gemini-2.5-flash): One hanger every 4 ft of the 50 ft main.',
  source: SOURCE,
  reason: 'One hanger every 4 ft of the 50 ft main.',
  rate: 35,
};
const BALANCING: BoqAiSuggestion = {
  id: 'ai:1:1',
  category: 'ai',
  description: '<b>Testing and balancing</b>',
  quantity: 1,
  unit: 'lot',
  basis: 'Suggested by AI (gemini-2.5-flash): Needed before handover.',
  source: SOURCE,
  reason: 'Needed before handover.',
};

function aiError(message: string): Error {
  return Object.assign(new Error(message), { name: 'AiSuggestionsError' });
}

let latest: BoqDraft = BILL;
function Harness() {
  const [draft, setDraft] = useState<BoqDraft>(BILL);
  latest = draft;
  return <SuggestionsPanel value={draft} onChange={setDraft} />;
}

const button = () => screen.getByRole('button', { name: 'Suggest with AI' });

function configured() {
  mocks.aiLogicConfig.mockReturnValue(CONFIG);
}

beforeEach(() => {
  latest = BILL;
  mocks.aiLogicConfig.mockReset().mockReturnValue(null);
  mocks.requestAiSuggestions.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SuggestionsPanel’s AI suggestions', () => {
  it('disables the button and says why when AI Logic is not configured', () => {
    renderWithMantine(<Harness />);
    expect(button()).toBeDisabled();
    expect(screen.getByTestId('boq-ai-reason')).toHaveTextContent(AI_NOT_CONFIGURED);
    expect(button()).toHaveAttribute('aria-describedby', 'boq-ai-reason');
    // The built-in suggestions are still there (here: the project has none to give).
    expect(screen.getByText(/Choose a project to see suggestions/)).toBeInTheDocument();
  });

  it('disables the button while offline and enables it when back online', async () => {
    configured();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithMantine(<Harness />);
    expect(screen.getByTestId('boq-ai-reason')).toHaveTextContent(AI_OFFLINE);
    expect(button()).toBeDisabled();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(button()).toBeEnabled();
    expect(screen.getByTestId('boq-ai-reason')).toHaveTextContent(/gemini-2\.5-flash/);
  });

  it('shows the AI’s suggestions with their reasons, as text, and adds one on Accept', async () => {
    configured();
    mocks.requestAiSuggestions.mockResolvedValue([HANGERS, BALANCING]);
    renderWithMantine(<Harness />);
    expect(button()).toBeEnabled();
    await userEvent.click(button());

    expect(await screen.findByTestId('boq-ai-result')).toHaveTextContent(
      'The AI suggested 2 items',
    );
    const request = mocks.requestAiSuggestions.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(request).toMatchObject({ config: CONFIG, calculations: [], draft: BILL, requestId: 1 });
    expect(request['engine']).toHaveProperty('boqAiPromptSummary');

    const cards = screen.getAllByTestId('boq-suggestion');
    expect(cards).toHaveLength(2);
    const [hangers, balancing] = cards as [HTMLElement, HTMLElement];
    expect(within(hangers).getByText('AI')).toBeInTheDocument();
    expect(within(hangers).getByTestId('boq-suggestion-reason')).toHaveTextContent(
      'Why: One hanger every 4 ft of the 50 ft main.',
    );
    expect(within(hangers).getByTestId('boq-suggestion-quantity')).toHaveTextContent(
      '12 no. at $35.00',
    );
    // Markup from the model stays text.
    expect(within(balancing).getByText('<b>Testing and balancing</b>')).toBeInTheDocument();
    expect(balancing.querySelector('b')).toBeNull();
    expect(latest.items).toHaveLength(1);

    await userEvent.click(within(hangers).getByRole('button', { name: /^Accept:/ }));
    expect(latest.items).toHaveLength(2);
    expect(latest.items?.[1]).toMatchObject({
      description: 'Duct hangers and supports',
      quantity: 12,
      unit: 'no.',
      rate: 35,
      notes: HANGERS.basis,
    });
    expect(within(hangers).getByText('✓ Added to the bill')).toBeInTheDocument();

    // Ignore hides one; the bill is not touched.
    await userEvent.click(within(balancing).getByRole('button', { name: /^Ignore:/ }));
    expect(screen.getAllByTestId('boq-suggestion')).toHaveLength(1);
    expect(latest.items).toHaveLength(2);
  });

  it('edits an AI suggestion before adding it, starting from the AI’s rate', async () => {
    configured();
    mocks.requestAiSuggestions.mockResolvedValue([HANGERS]);
    renderWithMantine(<Harness />);
    expect(button()).toBeEnabled();
    await userEvent.click(button());
    const card = await screen.findByTestId('boq-suggestion');
    await userEvent.click(within(card).getByRole('button', { name: /^Edit:/ }));
    const rate = within(card).getByLabelText('Rate');
    expect(rate).toHaveValue('35');
    await userEvent.clear(rate);
    await userEvent.type(rate, '40');
    await userEvent.click(within(card).getByRole('button', { name: 'Add edited item' }));
    expect(latest.items?.[1]).toMatchObject({ description: 'Duct hangers and supports', rate: 40 });
  });

  it.each([
    ['an answer that cannot be read', 'The AI answer could not be read; nothing was changed.'],
    ['a timeout', 'The AI did not answer within 30 s; nothing was changed. Try again later.'],
    [
      'an HTTP error',
      'The AI service answered with an error (HTTP 500); nothing was changed. Try again later.',
    ],
  ])('reports %s and leaves the items alone', async (_name, message) => {
    configured();
    mocks.requestAiSuggestions.mockRejectedValue(aiError(message));
    renderWithMantine(<Harness />);
    expect(button()).toBeEnabled();
    await userEvent.click(button());
    const alert = await screen.findByTestId('boq-ai-error');
    expect(alert).toHaveTextContent(message);
    expect(latest).toBe(BILL);
    expect(screen.queryAllByTestId('boq-suggestion')).toHaveLength(0);
    // It can be asked again.
    expect(button()).toBeEnabled();
  });

  it('says a generic failure without showing its internals', async () => {
    configured();
    mocks.requestAiSuggestions.mockRejectedValue(new TypeError('Failed to fetch dynamically'));
    renderWithMantine(<Harness />);
    expect(button()).toBeEnabled();
    await userEvent.click(button());
    expect(await screen.findByTestId('boq-ai-error')).toHaveTextContent(
      'The AI suggestions could not be loaded; nothing was changed.',
    );
  });

  it('shows progress while waiting, and Cancel stops the request', async () => {
    configured();
    let signal: AbortSignal | undefined;
    mocks.requestAiSuggestions.mockImplementation(
      (request: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          signal = request.signal;
          request.signal.addEventListener('abort', () => reject(aiError('Cancelled.')));
        }),
    );
    renderWithMantine(<Harness />);
    expect(button()).toBeEnabled();
    await userEvent.click(button());
    expect(await screen.findByText('Asking the AI…')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('Asking the AI…')).toBeNull());
    expect(screen.queryByTestId('boq-ai-error')).toBeNull();
    expect(button()).toBeEnabled();
    expect(latest).toBe(BILL);
  });
});
