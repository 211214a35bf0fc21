import type { DataPort } from '@org/data';
import { loadFirebase } from '../auth/firebase-loader';
import { env } from '../env';
import { loadLocalStackData } from './local-stack';

let port: Promise<DataPort> | undefined;

async function openPort(): Promise<DataPort> {
  if (env.mode === 'cloud') {
    const [services, module] = await Promise.all([loadFirebase(), import('./firestore-port')]);
    return module.createCloudPort(services.app);
  }
  // The local stack nearly always runs the emulator: the Firestore adapter's code loads while
  // local-stack.json is read, not after (only the IndexedDB fallback leaves it unused).
  const firestore = import('./firestore-port');
  firestore.catch(() => undefined);
  const data = await loadLocalStackData();
  if (data.store === 'firestore') {
    const [services, module] = await Promise.all([loadFirebase(), firestore]);
    return module.createCloudPort(services.app, { host: data.host, port: data.port });
  }
  const module = await import('./indexeddb-port');
  return module.createLocalPort(env.appId);
}

/**
 * The document store for this run of the app, created once on first use and loaded lazily so a
 * visitor's page never downloads it: Cloud Firestore in cloud mode; in local mode, the Cloud Firestore
 * emulator (same adapter as production) when the local stack runs one, else the browser's IndexedDB
 * (same paths, ordering and batch semantics) (ARCHITECTURE.md, "Backends").
 */
export function loadDataPort(): Promise<DataPort> {
  port ??= openPort().catch((error: unknown) => {
    port = undefined;
    throw error;
  });
  return port;
}
