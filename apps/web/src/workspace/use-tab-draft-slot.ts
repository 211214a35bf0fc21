import { useEffect, useMemo, useState } from 'react';
import {
  provisionalTabId,
  tabDraftKey,
  tabDraftSlot,
  type RecoverableDraft,
  type TabDraftSlot,
} from './draft-slots';

const NONE: readonly RecoverableDraft[] = [];

/**
 * This tab's draft slot of a page (see `draft-slots.ts`): at once the slot of the tab's id as
 * sessionStorage holds it, then, a moment later, the slot of the claimed id (the same one, except
 * in a duplicated tab) with the drafts closed tabs left of the page.
 */
export function useTabDraftSlot(pageKey: string): TabDraftSlot {
  const [resolved, setResolved] = useState<{ pageKey: string; slot: TabDraftSlot } | null>(null);
  useEffect(() => {
    let active = true;
    tabDraftSlot(pageKey)
      // Never expected; the page then keeps its drafts in the slot it started with.
      .catch((): TabDraftSlot => ({
        key: tabDraftKey(pageKey, provisionalTabId()),
        recoverable: NONE,
      }))
      .then((slot) => {
        if (active) setResolved({ pageKey, slot });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [pageKey]);
  const provisional = useMemo(
    (): TabDraftSlot => ({ key: tabDraftKey(pageKey, provisionalTabId()), recoverable: NONE }),
    [pageKey],
  );
  return resolved?.pageKey === pageKey ? resolved.slot : provisional;
}
