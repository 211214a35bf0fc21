import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children, mounted one after another: the first with the page, each next one in a transition
 * once the one before has committed. A building's editor is thousands of elements; mounted in one
 * commit, the commit and the browser's first layout of it were one task of over a second on a
 * phone (issue 39 §7). In turn, each panel is a commit and a layout of its own, the browser free
 * between them, and the panels at the top paint first. Children added later mount at once.
 */
export function MountInTurn({ children }: { children: ReactNode }) {
  const items = Children.toArray(children);
  // How many are mounted; Infinity once all have been, so that children added later mount at once.
  const [mounted, setMounted] = useState(1);
  const count = items.length;
  useEffect(() => {
    if (mounted !== Infinity)
      startTransition(() => setMounted(mounted + 1 >= count ? Infinity : mounted + 1));
  }, [mounted, count]);
  return items.slice(0, mounted);
}
