import type { DataPort } from '@org/data';
import { loadFirebase } from '../auth/firebase-loader';
import { env } from '../env';

let port: Promise<DataPort> | undefined;

/**
 * The document store for this run of the app, created once on first use and loaded lazily so a
 * visitor's page never downloads it: Cloud Firestore in cloud mode, the browser's IndexedDB (same
 * paths, ordering and batch semantics) in local mode (ARCHITECTURE.md, "Backends").
 */
export function loadDataPort(): Promise<DataPort> {
  port ??= (
    env.mode === 'cloud'
      ? Promise.all([loadFirebase(), import('./firestore-port')]).then(([services, module]) =>
          module.createCloudPort(services.app),
        )
      : import('./indexeddb-port').then((module) => module.createLocalPort(env.appId))
  ).catch((error: unknown) => {
    port = undefined;
    throw error;
  });
  return port;
}
