import { Button, Group, Paper, Text } from '@mantine/core';
import {
  HEAT_LOAD_METHOD,
  defaultHeatLoadInput,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { MethodSteps, PageFrame } from '@org/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-state';
import { HeatLoadCalculator, heatLoadEngine, heatLoadSummary } from '../calculators/heat-load';
import { useHydrated } from '../hydration';
import { readDefaultUnitSystem } from '../preferences/unit-system';
import {
  VISITOR_HEAT_LOAD_DRAFT_KEY,
  clearDraft,
  readDraft,
  writeDraft,
} from '../workspace/draft-storage';
import { ResultSummaryBar } from '../workspace/ResultSummaryBar';
import { isSameDraft } from '../workspace/same-draft';
import { SkipToInputs } from '../workspace/SkipToInputs';
import workspaceClasses from '../workspace/workspace.module.css';
import { useEvaluation } from '../calculator-kit/use-evaluation';
import { SaveInvitation } from './-components/SaveInvitation';
import { useHandOverEarlyInput } from '../early-input';

export const Route = createFileRoute('/heat-load')({
  component: HeatLoadPage,
});

/** The element holding the calculator's inputs: the target of "Skip to inputs", as in the workspace. */
const INPUTS_ID = 'calculator-inputs';

interface InitialDraft {
  /** The defaults in the user's unit system. */
  defaults: HeatLoadInputDraft;
  /** The draft this browser kept, if any. */
  restored: HeatLoadInputDraft | null;
}

/** The page's state, one object so the browser's start can be decided against the draft at hand. */
interface PageState {
  initial: InitialDraft;
  draft: HeatLoadInputDraft;
  /** The draft shown is the one this browser kept. */
  restored: boolean;
  /** Hydrating the prerendered page: the browser's own start is still to be applied. */
  browserStartPending: boolean;
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

/** The page's state at a start: the kept draft if there is one, else the defaults. */
function startFrom(initial: InitialDraft, browserStartPending: boolean): PageState {
  const { restored, defaults } = initial;
  return { initial, draft: restored ?? defaults, restored: restored !== null, browserStartPending };
}

/**
 * The public heat-load calculator (spec §2): usable without an account. What is typed is kept in
 * this browser, so signing in to save it (the workspace picks it up) or coming back never loses it.
 */
function HeatLoadPage() {
  const hydrated = useHydrated();
  // Hydrating the prerendered page: the browser's own start replaces the HTML's once handed over.
  const [page, setPage] = useState(() => startFrom(initialDraft(hydrated), !hydrated));
  // Once what the visitor typed into the prerendered form is in the state: the browser's own start
  // (its default unit system, a kept draft) replaces the HTML's defaults, unless the visitor has
  // already changed them; then the page stays as they shaped it, in the units they saw, and becomes
  // the kept draft.
  const startInBrowser = useCallback(() => {
    const browserStart = startFrom(initialDraft(true), false);
    setPage((current) => {
      if (!current.browserStartPending) return current;
      if (current.draft !== current.initial.defaults) {
        return { ...current, browserStartPending: false };
      }
      return browserStart;
    });
  }, []);
  useHandOverEarlyInput(startInBrowser);
  const { initial, draft, restored, browserStartPending } = page;
  const evaluation = useEvaluation(heatLoadEngine, draft);
  const { user, ready } = useAuth();
  const setDraft = useCallback(
    (next: HeatLoadInputDraft) => setPage((current) => ({ ...current, draft: next })),
    [],
  );

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
                setPage((current) => ({
                  ...current,
                  draft: current.initial.defaults,
                  restored: false,
                }));
              }}
            >
              Start over
            </Button>
          </Group>
        </Paper>
      ) : null}
      <SkipToInputs targetId={INPUTS_ID} />
      <div id={INPUTS_ID} tabIndex={-1} className={workspaceClasses.inputsTarget}>
        <HeatLoadCalculator
          value={draft}
          onChange={setDraft}
          evaluation={evaluation}
          resultsFooter={ready ? <SaveInvitation signedIn={user !== null} /> : null}
        />
      </div>
      <MethodSteps steps={HEAT_LOAD_METHOD} />
      <ResultSummaryBar module={heatLoadSummary} evaluation={evaluation} />
    </PageFrame>
  );
}
