import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  loadBoqAiSuggestions,
  type BoqAiSuggestion,
  type BoqDraft,
  type SavedCalculation,
} from '@org/hvac-core/boq';
import type { UnitSystem } from '@org/hvac-core/units';
import { useEffect, useRef, useState } from 'react';
import { aiLogicConfig } from '../../ai-logic-config';
import { useOnline } from './use-online';
import { importEngine } from './load-engine';

export interface AiSuggestionsControlProps {
  /** The project's saved calculations, summarised for the model; required (may be empty). */
  calculations: readonly SavedCalculation[];
  /** The bill as it is now, read when the AI is asked; required. It is only read. */
  getDraft: () => BoqDraft;
  /** Unit system of the quantities; default each calculation's own. */
  unitSystem?: UnitSystem;
  /** Called with the model's suggestions when an answer is valid; required. */
  onSuggestions: (suggestions: BoqAiSuggestion[]) => void;
}

type RequestState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'failed'; message: string }
  | { status: 'done'; count: number };

export const AI_NOT_CONFIGURED =
  'AI suggestions are not configured for this workspace: they need Firebase AI Logic, set with ' +
  'VITE_AI_LOGIC or __ai_logic.';
export const AI_OFFLINE =
  'You are offline: AI suggestions need a connection. The built-in suggestions still work.';

/**
 * "Suggest with AI": asks Gemini through Firebase AI Logic for items missing from the bill. The
 * button is disabled, with the reason beside it, when AI Logic is not configured or the browser is
 * offline; while it waits it shows progress and a Cancel; errors and timeouts are reported. The
 * bill is never changed here: suggestions go to the review list.
 */
export function AiSuggestionsControl({
  calculations,
  getDraft,
  unitSystem,
  onSuggestions,
}: AiSuggestionsControlProps) {
  const online = useOnline();
  const config = aiLogicConfig();
  const [request, setRequest] = useState<RequestState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const requests = useRef(0);

  // Leaving the page cancels a request in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const asking = request.status === 'asking';
  const ready = config !== null && online;

  const ask = async () => {
    if (config === null || asking) return;
    const abort = new AbortController();
    controller.current = abort;
    requests.current += 1;
    setRequest({ status: 'asking' });
    try {
      const [{ requestAiSuggestions }, engine, { deriveBoqSuggestions }] = await Promise.all([
        import('./ai-suggestions'),
        loadBoqAiSuggestions(),
        importEngine(),
      ]);
      const suggestions = await requestAiSuggestions({
        config,
        engine,
        derive: deriveBoqSuggestions,
        calculations,
        draft: getDraft(),
        ...(unitSystem ? { unitSystem } : {}),
        requestId: requests.current,
        signal: abort.signal,
      });
      if (abort.signal.aborted) return;
      onSuggestions(suggestions);
      setRequest({ status: 'done', count: suggestions.length });
    } catch (error) {
      // Cancelled by the user or by leaving the page: nothing to report. (A timeout is an error.)
      if (abort.signal.aborted) return;
      // AiSuggestionsError by name: importing the class would load the SDK with the page.
      const message =
        error instanceof Error && error.name === 'AiSuggestionsError'
          ? error.message
          : 'The AI suggestions could not be loaded; nothing was changed. Check the connection and try again.';
      setRequest({ status: 'failed', message });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const reason =
    config === null
      ? AI_NOT_CONFIGURED
      : !online
        ? AI_OFFLINE
        : `Asks ${config.model} (Firebase AI Logic) for items missing from the bill, from the ` +
          'project’s calculations and the items above.';

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Button
          id="boq-ai-suggest"
          size="compact-sm"
          // Beside a long explanation, the button keeps its whole label.
          flex="none"
          disabled={!ready || asking}
          aria-describedby="boq-ai-reason"
          onClick={() => void ask()}
        >
          Suggest with AI
        </Button>
        <Text id="boq-ai-reason" size="xs" c="dimmed" data-testid="boq-ai-reason">
          {reason}
        </Text>
      </Group>
      <div role="status" aria-live="polite">
        {asking ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Asking the AI…</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                controller.current?.abort();
                controller.current = null;
                setRequest({ status: 'idle' });
              }}
            >
              Cancel
            </Button>
          </Group>
        ) : request.status === 'done' ? (
          <Text size="sm" data-testid="boq-ai-result">
            {request.count === 0
              ? 'The AI found nothing missing from the bill.'
              : `The AI suggested ${request.count} ${request.count === 1 ? 'item' : 'items'}, marked AI in the list below.`}
          </Text>
        ) : null}
      </div>
      {request.status === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          title="AI suggestions failed"
          role="alert"
          data-testid="boq-ai-error"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setRequest({ status: 'idle' })}
        >
          {request.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
