import { defaultHeatLoadInput, type HeatLoadInputDraft } from '@org/hvac-core/heat-load';
import { PageFrame } from '@org/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../auth/auth-state';
import { HeatLoadCalculator, HeatLoadMethod } from '../calculators/heat-load';
import { SaveInvitation } from './-components/SaveInvitation';

export const Route = createFileRoute('/heat-load')({
  component: HeatLoadPage,
});

/** The public heat-load calculator (spec §2): usable without an account; nothing is saved. */
function HeatLoadPage() {
  const [draft, setDraft] = useState<HeatLoadInputDraft>(() => defaultHeatLoadInput('Imperial'));
  const { user, ready } = useAuth();
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
      <HeatLoadCalculator
        value={draft}
        onChange={setDraft}
        resultsFooter={ready && !user ? <SaveInvitation /> : null}
      />
      <HeatLoadMethod />
    </PageFrame>
  );
}
