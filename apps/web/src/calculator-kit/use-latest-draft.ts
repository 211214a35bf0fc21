import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The draft and its setter as they are now, for the actions of a long list's rows: `edit` applies a
 * change to the draft as it is when called and stays the same function from one keystroke to the
 * next, so an unchanged memoized row is not rendered again; an undo read through `latest` applies
 * to the draft as it is then, not as it was when the row was deleted.
 */
export function useLatestDraft<Draft>(value: Draft, onChange: (next: Draft) => void) {
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const edit = useCallback((change: (draft: Draft) => Draft) => {
    const { value: now, onChange: apply } = latest.current;
    apply(change(now));
  }, []);
  return { latest, edit };
}
