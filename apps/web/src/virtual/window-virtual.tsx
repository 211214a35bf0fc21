import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * Lists shorter than this render every row as before; from this length on only the rows near the
 * viewport are in the page (TanStack Virtual, scrolled by the window). Short lists, the usual case,
 * keep their plain markup, so find-in-page and every existing journey see all their rows.
 */
export const VIRTUALIZE_FROM = 60;

/**
 * Rows drawn beyond each edge of the viewport, so Tab always finds the next row in the page (and
 * the browser, scrolling to it, brings the following ones in). Each drawn row of a bill or a
 * schedule mounts a dozen inputs, so no more than that: a filtered view or an opened file mounts
 * the rows in view and a few more (issue 23).
 */
const OVERSCAN = 3;

/** The distance from the top of the document to an element, kept in step as the page above changes. */
function useDocumentTop(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [top, setTop] = useState(0);
  // Content above the list (an alert, a growing section) moves it: measured again whenever the
  // page changes size.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [enabled, ref]);
  return top;
}

export interface WindowRows {
  /** Whether the list is long enough to be virtualized. */
  readonly virtual: boolean;
  /** The indexes to render, in order. */
  readonly indexes: readonly number[];
  /** Space above and below the rendered rows, in px (0 when not virtual). */
  readonly before: number;
  readonly after: number;
  /** Attach to each rendered row (with `data-index`) so its real height is measured. */
  readonly measure: (element: Element | null) => void;
  /** Scrolls so that a row is in view (and so rendered). */
  readonly scrollTo: (index: number) => void;
}

/**
 * The rows of a long list or table body that are in or near the viewport. `ref` is the element
 * that holds the rows (a list or a tbody): its place on the page sets the virtualizer's margin.
 */
export function useWindowRows(
  ref: RefObject<HTMLElement | null>,
  count: number,
  estimateSize: number,
  keyOf: (index: number) => string,
): WindowRows {
  const virtual = count >= VIRTUALIZE_FROM;
  const scrollMargin = useDocumentTop(ref, virtual);
  const keyRef = useRef(keyOf);
  useLayoutEffect(() => {
    keyRef.current = keyOf;
  });
  // The virtualizer lays every row out again when one of its functions is a new one: they change
  // only when the rows' keys (their order, which rows are shown) do, not on each edit of a row
  // (a keystroke in a 500-row schedule laid out all 500 again: issue 23).
  let keys = '';
  if (virtual) for (let index = 0; index < count; index += 1) keys += `${keyOf(index)}\n`;
  // `keys` is a dependency on purpose: the function reads the keys through keyRef.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getItemKey = useCallback((index: number) => keyRef.current(index), [keys]);
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  // A row measured at 0 px (not laid out yet, or a test's DOM without layout) keeps its estimate.
  const measureElement = useCallback(
    (element: Element) => element.getBoundingClientRect().height || estimateSize,
    [estimateSize],
  );
  // A short list leaves the virtualizer off: on, it reads the window's scroll offset while the page
  // renders, which forces a layout of the page as it was, in the task that opens a bill (issue 23).
  const virtualizer: Virtualizer<Window, Element> = useWindowVirtualizer({
    enabled: virtual,
    count: virtual ? count : 0,
    estimateSize: estimate,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey,
    measureElement,
  });
  if (!virtual) {
    return {
      virtual,
      indexes: Array.from({ length: count }, (_, index) => index),
      before: 0,
      after: 0,
      measure: () => {},
      scrollTo: () => {},
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const total = virtualizer.getTotalSize();
  return {
    virtual,
    indexes: items.map((item) => item.index),
    before: first ? Math.max(0, first.start - scrollMargin) : 0,
    after: last ? Math.max(0, total - (last.end - scrollMargin)) : 0,
    measure: virtualizer.measureElement,
    scrollTo: (index) => virtualizer.scrollToIndex(index, { align: 'center' }),
  };
}

/** A spacer row of a virtual table body: it stands for the rows not rendered, and is hidden. */
export function SpacerRow({ height, columns }: { height: number; columns: number }): ReactNode {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-spacer="">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
