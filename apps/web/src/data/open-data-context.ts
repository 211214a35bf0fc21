import type * as DataPackage from '@org/data';
import type { DataContext, DataPort } from '@org/data';
import { env } from '../env';
import { loadDataPort } from './load-data-port';

type DataModule = typeof DataPackage;

/** The store's code and port, once both have loaded. */
let store: { data: DataModule; port: DataPort } | undefined;
let opened: { uid: string; context: Promise<DataContext> } | undefined;

function createContext({ data, port }: { data: DataModule; port: DataPort }, uid: string) {
  return data.createDataContext({ port, uid, appId: env.appId });
}

function loadStore(): Promise<{ data: DataModule; port: DataPort }> {
  return Promise.all([import('@org/data'), loadDataPort()]).then(([data, port]) => {
    store = { data, port };
    return store;
  });
}

/**
 * The signed-in user's data context (the document store and the user's paths), opened once per
 * user and shared: the DataProvider and the route loaders that start a page's reads before its
 * components have loaded (issue 23) read through the same one. A failed opening is forgotten, so
 * the next call tries again. `@org/data` and the store's code are imported here, never statically,
 * to keep them out of a visitor's first page. Once they have loaded, the context is made at once:
 * an `import()`, even of a loaded module, settles only after the tasks already queued, such as the
 * app's render, and a page's first read would wait for them (issue 23).
 */
export function openDataContext(uid: string): Promise<DataContext> {
  if (opened?.uid !== uid) {
    const context = store
      ? Promise.resolve(createContext(store, uid))
      : loadStore().then((loaded) => createContext(loaded, uid));
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
  void loadStore().catch(() => undefined);
}
