import { useEffect, useState } from 'react';
import { tabDraftSlot, type TabDraftSlot } from './draft-slots';

/**
 * This tab's draft slot of a page (see `draft-slots.ts`), or null while the tab's identity is being
 * claimed (a moment, once per page load).
 */
export function useTabDraftSlot(pageKey: string): TabDraftSlot | null {
  const [slot, setSlot] = useState<{ pageKey: string; slot: TabDraftSlot } | null>(null);
  useEffect(() => {
    let active = true;
    tabDraftSlot(pageKey)
      // Never expected; the page then keeps its drafts in the slot shared by its tabs, as before.
      .catch((): TabDraftSlot => ({ key: pageKey, recoverable: [] }))
      .then((found) => {
        if (active) setSlot({ pageKey, slot: found });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [pageKey]);
  return slot?.pageKey === pageKey ? slot.slot : null;
}
