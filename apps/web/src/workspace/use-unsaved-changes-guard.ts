import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Asks before unsaved edits are left behind: an in-app navigation is held (the caller shows a
 * dialog from the returned blocker) and closing or reloading the tab gets the browser's own prompt.
 * Only a change of page counts: search-parameter changes on the same page are not blocked.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  // Set just before a navigation the workspace starts itself (after a save), which must not ask.
  const allowRef = useRef(false);

  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      dirtyRef.current && !allowRef.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirtyRef.current && !allowRef.current,
    withResolver: true,
  });

  const allowNextNavigation = useCallback(() => {
    allowRef.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}
