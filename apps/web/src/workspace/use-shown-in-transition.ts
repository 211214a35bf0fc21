import { startTransition, useEffect, useState } from 'react';

/**
 * Whether what is `ready` may be shown: true from a render after `ready` first holds, reached in a
 * transition. The page's first render of a calculator is its largest (every field, result and
 * chart); begun by a promise's answer (the calculator's chunk, the store), React would render it
 * in one task that blocks the phone for a quarter of a second. In a transition React renders it in
 * slices and lets the browser run between them (issue 39 §7); the loading state stays on screen
 * till the whole page is ready to commit, so nothing appears in pieces. Shown once, it shows again at once whenever `ready` holds again.
 */
export function useShownInTransition(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return ready && shown;
}
