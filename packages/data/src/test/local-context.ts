/** Repository tests run over the IndexedDB adapter (fake-indexeddb in Node). */
import { vi } from 'vitest';

import { createIndexedDbPort, type IndexedDbPort } from '../adapters/indexeddb';
import { createDataContext, type DataContext } from '../context';
import { DEFAULT_APP_ID } from '../document-tree';
import type { DataPort } from '../port';

export interface LocalStore {
  readonly port: IndexedDbPort;
  /** A context for `uid` over this store. */
  readonly as: (uid: string) => DataContext;
}

/** A fresh, empty local database. */
export function makeLocalStore(): LocalStore {
  const port = createIndexedDbPort({
    appId: DEFAULT_APP_ID,
    databaseName: `test-${crypto.randomUUID()}`,
    crossTab: false,
  });
  return { port, as: (uid) => createDataContext({ port, uid }) };
}

/** The port with every method wrapped in a spy, to count calls such as `batch`. */
export function spyOnPort(port: DataPort) {
  return {
    ...port,
    add: vi.fn(port.add),
    set: vi.fn(port.set),
    update: vi.fn(port.update),
    delete: vi.fn(port.delete),
    batch: vi.fn(port.batch),
    list: vi.fn(port.list),
  } satisfies DataPort;
}
