import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a component mounting now renders what only the browser knows: false in the prerender and
 * while React hydrates prerendered HTML, true once the page has hydrated or when it is rendered
 * afresh (main.tsx says which).
 */
let settled = false;

/** Before hydrating prerendered HTML (main.tsx; a test that hydrates more than once). */
export function markHydrating(): void {
  settled = false;
}

/**
 * Once the page's HTML has hydrated (the page's hand-over, early-input.ts), or before rendering a
 * page afresh with no HTML to match (main.tsx): components mounting from now on render what the
 * browser knows at once.
 */
export function markHydrated(): void {
  settled = true;
}

/**
 * False while React hydrates prerendered HTML (and during the prerender itself), true otherwise.
 * A component that shows something only the browser knows (a stored draft, the dark-mode choice, a
 * saved session) renders what the prerender rendered while this is false, so hydration matches the
 * HTML, and re-renders with the browser's value right after. That re-render is a transition: React
 * renders it in slices and yields to the browser between them, rather than in one long task
 * (issue 18's Total Blocking Time); a component mounted after hydration gets true at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(settled);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
