import type { DataContext } from '@org/data';
import { env } from '../env';
import { loadDataPort } from './load-data-port';

let opened: { uid: string; context: Promise<DataContext> } | undefined;

/**
 * The signed-in user's data context (the document store and the user's paths), opened once per
 * user and shared: the DataProvider and the route loaders that start a page's reads before its
 * components have loaded (issue 23) read through the same one. A failed opening is forgotten, so
 * the next call tries again. `@org/data` and the store's code are imported here, never statically,
 * to keep them out of a visitor's first page.
 */
export function openDataContext(uid: string): Promise<DataContext> {
  if (opened?.uid !== uid) {
    const context = Promise.all([import('@org/data'), loadDataPort()]).then(
      ([{ createDataContext }, port]) => createDataContext({ port, uid, appId: env.appId }),
    );
    const entry = { uid, context };
    context.catch(() => {
      if (opened === entry) opened = undefined;
    });
    opened = entry;
  }
  return opened.context;
}

/**
 * Starts loading the document store's code (and, on the local stack, finding which store runs)
 * without waiting for it, while the sign-in is still being checked: a returning user's page then
 * reads its data as soon as the user is known. Failures are left to whoever opens the store.
 */
export function preloadDataStore(): void {
  void import('@org/data').catch(() => undefined);
  void loadDataPort().catch(() => undefined);
}
