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
 * last error. Every try calls `load` afresh; with `retryableImport` a failed chunk is fetched again
 * on the next try in every browser, so a connection that drops for a moment no longer loses the
 * piece for the rest of the visit (issue 44: the bill's built-in suggestions were gone for good).
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

/** Imports a module by its URL; Vite leaves a variable import as it is. */
const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** The URL a failed `import()` names ("Failed to fetch dynamically imported module: <url>"). */
function failedModuleUrl(error: unknown): string | undefined {
  return error instanceof Error
    ? /dynamically imported module: (\S+)$/.exec(error.message)?.[1]
    : undefined;
}

/**
 * A dynamic import that a later try fetches again in every browser. Chromium before the rule of
 * whatwg/html#10327 (Debian's Chromium 150, checked) keeps a module whose fetch failed as failed for
 * the page's life: `import('./x')` again fails at once, without a request. So after a failure that
 * names the module's URL, each next call imports that URL with a new `?retry=N`, a module the
 * browser has not seen; once one loads, later calls get that same module. (A chunk that the module
 * imports itself and that failed stays failed in those browsers: keep a lazy piece in one chunk.)
 * Make one per module, as a constant, and let `loadWithRetry` do the waiting.
 */
export function retryableImport<M>(
  importModule: () => Promise<M>,
  importUrl: (url: string) => Promise<unknown> = importByUrl,
): () => Promise<M> {
  let failedUrl: string | undefined;
  let retryUrl: string | undefined;
  let retries = 0;
  return async () => {
    try {
      return retryUrl === undefined ? await importModule() : ((await importUrl(retryUrl)) as M);
    } catch (error) {
      failedUrl ??= failedModuleUrl(error);
      if (failedUrl !== undefined) {
        retries += 1;
        retryUrl = `${failedUrl}${failedUrl.includes('?') ? '&' : '?'}retry=${retries}`;
      }
      throw error;
    }
  };
}
