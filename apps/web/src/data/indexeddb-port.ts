import { createIndexedDbPort, resolveAppId, type DataPort } from '@org/data';

/** The browser's IndexedDB behind the data port (local mode). */
export function createLocalPort(appId: string): DataPort {
  return createIndexedDbPort({ appId: resolveAppId(appId) });
}
