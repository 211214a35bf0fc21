import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true from the next, which React renders in a transition: in
 * slices of a few milliseconds with the browser free between them. Rendered in one piece, a
 * building's editor (thousands of elements) held a phone's main thread for over a second as the page
 * opened.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
