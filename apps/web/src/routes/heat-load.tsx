import { Button, Group, Paper, Text } from '@mantine/core';
import {
  HEAT_LOAD_METHOD,
  defaultHeatLoadInput,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { MethodSteps, PageFrame } from '@org/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-state';
import { HeatLoadCalculator, heatLoadEngine } from '../calculators/heat-load';
import { useHydrated } from '../hydration';
import { readDefaultUnitSystem } from '../preferences/unit-system';
import {
  VISITOR_HEAT_LOAD_DRAFT_KEY,
  clearDraft,
  readDraft,
  writeDraft,
} from '../workspace/draft-storage';
import { isSameDraft } from '../workspace/same-draft';
import { useEvaluation } from '../workspace/use-evaluation';
import { SaveInvitation } from './-components/SaveInvitation';
import { useHandOverEarlyInput } from '../early-input';

export const Route = createFileRoute('/heat-load')({
  component: HeatLoadPage,
});

interface InitialDraft {
  /** The defaults in the user's unit system. */
  defaults: HeatLoadInputDraft;
  /** The draft this browser kept, if any. */
  restored: HeatLoadInputDraft | null;
}

/**
 * Where the page starts: in this browser, its default unit system and kept draft; in the prerendered
 * HTML (and while hydrating it), a first visit's: the defaults in Imperial units.
 */
function initialDraft(inBrowser: boolean): InitialDraft {
  if (!inBrowser) return { defaults: defaultHeatLoadInput('Imperial'), restored: null };
  const defaults = defaultHeatLoadInput(readDefaultUnitSystem());
  const stored = readDraft(VISITOR_HEAT_LOAD_DRAFT_KEY);
  return { defaults, restored: stored ? (stored.draft as HeatLoadInputDraft) : null };
}

/**
 * The public heat-load calculator (spec §2): usable without an account. What is typed is kept in
 * this browser, so signing in to save it (the workspace picks it up) or coming back never loses it.
 */
function HeatLoadPage() {
  const hydrated = useHydrated();
  useHandOverEarlyInput();
  // Hydrating the prerendered page: the browser's own start replaces the HTML's right after.
  const [browserStartPending, setBrowserStartPending] = useState(!hydrated);
  const [initial, setInitial] = useState(() => initialDraft(hydrated));
  const [draft, setDraft] = useState<HeatLoadInputDraft>(initial.restored ?? initial.defaults);
  const evaluation = useEvaluation(heatLoadEngine, draft);
  const [restored, setRestored] = useState(initial.restored !== null);
  const { user, ready } = useAuth();

  useEffect(() => {
    if (!browserStartPending) return;
    const browserStart = initialDraft(true);
    setInitial(browserStart);
    setDraft(browserStart.restored ?? browserStart.defaults);
    setRestored(browserStart.restored !== null);
    setBrowserStartPending(false);
  }, [browserStartPending]);

  useEffect(() => {
    // Not before the kept draft has been read back (it would be cleared as the HTML's defaults).
    if (browserStartPending) return;
    if (isSameDraft(draft, initial.defaults)) clearDraft(VISITOR_HEAT_LOAD_DRAFT_KEY);
    else writeDraft(VISITOR_HEAT_LOAD_DRAFT_KEY, draft);
  }, [browserStartPending, draft, initial.defaults]);

  return (
    <PageFrame
      title="Heat load calculator"
      description={
        <>
          Peak design load of a room, steady state: conduction (U·A·ΔT) through walls, windows and
          roof, window solar gain, people, lighting, equipment, and ventilation and infiltration
          air, after ASHRAE Handbook—Fundamentals (2021), ch. 18. Results update as you type; the
          method and its references are at the end of the page.
        </>
      }
    >
      {restored ? (
        <Paper withBorder p="sm" radius="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Your last inputs in this browser are restored.</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setDraft(initial.defaults);
                setRestored(false);
              }}
            >
              Start over
            </Button>
          </Group>
        </Paper>
      ) : null}
      <HeatLoadCalculator
        value={draft}
        onChange={setDraft}
        evaluation={evaluation}
        resultsFooter={ready ? <SaveInvitation signedIn={user !== null} /> : null}
      />
      <MethodSteps steps={HEAT_LOAD_METHOD} />
    </PageFrame>
  );
}
