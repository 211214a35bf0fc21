import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates prerendered HTML (and during the prerender itself), true otherwise.
 * A component that shows something only the browser knows (a stored draft, the dark-mode choice, a
 * saved session) renders what the prerender rendered while this is false, so hydration matches the
 * HTML, and re-renders with the browser's value right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
