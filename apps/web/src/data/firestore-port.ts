import type { DataPort } from '@org/data';
import { createFirestoreLitePort } from '@org/data/firestore-lite';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';

/**
 * Cloud Firestore behind the data port; in its own module so only Firestore modes load it. With
 * `emulator` (the local stack), the same code talks to the Cloud Firestore emulator instead.
 *
 * Reads go through Firestore Lite (one REST call, no local cache: a 1,000-file project's list no
 * longer costs a second in the full SDK); the full SDK (./firestore-full-port) loads on the first
 * write, transaction or listener, which behave exactly as before (issue 23).
 */
export function createCloudPort(
  app: FirebaseApp,
  emulator?: { host: string; port: number },
): DataPort {
  const lite = getFirestore(app);
  if (emulator) connectFirestoreEmulator(lite, emulator.host, emulator.port);
  return createFirestoreLitePort(lite, () =>
    import('./firestore-full-port').then(({ createFullPort }) => createFullPort(app, emulator)),
  );
}
