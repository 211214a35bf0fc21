import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The URL's fragment, and a link to an entry of the page (`#convert-airflow`, `#formula-...`)
 * brings that entry into view and focuses it once the fragment names one.
 *
 * @param prefix - The ids' prefix this page owns, e.g. "convert-".
 * @param block - Where the entry comes to rest in the view.
 * @param focusOf - The element to focus inside the entry; default the entry itself.
 * @param page - What the page shows (a table's id): the entry is sought again when it changes.
 * @returns The fragment, without its '#', to highlight the entry it names.
 */
export function useHashTarget(
  prefix: string,
  block: ScrollLogicalPosition,
  focusOf: (target: HTMLElement) => HTMLElement | null = (target) => target,
  page?: string,
): string {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash.startsWith(prefix)) return;
    const target = document.getElementById(hash);
    if (!target) return;
    target.scrollIntoView({ block });
    focusOf(target)?.focus({ preventScroll: true });
    // The fragment and the page say when to scroll: the prefix, block and focus rule never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, page]);
  return hash;
}
