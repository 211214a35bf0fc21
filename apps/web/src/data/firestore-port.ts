import type { DataPort } from '@org/data';
import { createFirestorePort } from '@org/data/firestore';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

/**
 * Cloud Firestore behind the data port; in its own module so only Firestore modes load it. With
 * `emulator` (the local stack), the same code talks to the Cloud Firestore emulator instead.
 */
export function createCloudPort(
  app: FirebaseApp,
  emulator?: { host: string; port: number },
): DataPort {
  const firestore = getFirestore(app);
  if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  return createFirestorePort(firestore);
}
