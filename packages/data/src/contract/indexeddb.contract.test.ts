import { describe } from 'vitest';

import { createIndexedDbPort, type IndexedDbPort } from '../adapters/indexeddb';
import { DEFAULT_APP_ID } from '../document-tree';
import { runPortContract } from './port.contract';

describe('DataPort contract: IndexedDB adapter (fake-indexeddb)', () => {
  let port: IndexedDbPort | undefined;
  runPortContract({
    makePort: async () => {
      port = createIndexedDbPort({
        appId: DEFAULT_APP_ID,
        databaseName: `contract-${crypto.randomUUID()}`,
      });
      return port;
    },
    dispose: async () => port?.close(),
  });
});
