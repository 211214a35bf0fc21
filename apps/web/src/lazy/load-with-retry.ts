/** Why a load is waiting before its next try. */
export type LoadWait =
  /** The browser is offline: the next try starts when it says it is online again. */
  | 'offline'
  /** The try failed while online (a dropped request, a server hiccup): the next starts shortly. */
  | 'retrying';

export interface LoadRetryOptions {
  /**
   * The waits, ms, before each further try while the browser says it is online; once they are used
   * up the load fails. Default 1 s, 2 s, 4 s.
   */
  readonly delaysMs?: readonly number[];
  /** Called each time the load waits, with why (to say so on screen); default nothing. */
  readonly onWait?: (reason: LoadWait) => void;
}

const DEFAULT_DELAYS_MS = [1000, 2000, 4000] as const;

/** Resolves at the browser's next `online` event. */
function nextOnline(): Promise<void> {
  return new Promise((resolve) =>
    globalThis.addEventListener('online', () => resolve(), { once: true }),
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Loads a lazily loaded piece of the app (a calculator's chunk, the PDF maker, the suggestions
 * engine) and tries again when it fails: while the browser is offline, as soon as it is back online,
 * however long that takes; while online, after each of a few short waits, then it fails with the
 * last error. Every try calls `load` afresh: a failed `import()` is fetched again on the next call
 * (checked in this machine's Chromium 156; whatwg/html#10327 makes it the rule), so a connection
 * that drops for a moment no longer loses the piece for the rest of the visit (issue 44: the bill's
 * built-in suggestions were gone for good after a moment offline).
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { delaysMs = DEFAULT_DELAYS_MS, onWait }: LoadRetryOptions = {},
): Promise<T> {
  let retriesOnline = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!navigator.onLine) {
        onWait?.('offline');
        await nextOnline();
        continue;
      }
      const delayMs = delaysMs[retriesOnline];
      if (delayMs === undefined) throw error;
      retriesOnline += 1;
      onWait?.('retrying');
      await sleep(delayMs);
    }
  }
}
