import type { DataPort } from '@org/data';
import { createFirestorePort } from '@org/data/firestore';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

/**
 * The full Firestore SDK behind the data port, for writes, transactions and listeners. Loaded by
 * firestore-port.ts on the first of those, never for a page's reads (issue 23).
 */
export function createFullPort(
  app: FirebaseApp,
  emulator?: { host: string; port: number },
): DataPort {
  const firestore = getFirestore(app);
  if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  return createFirestorePort(firestore);
}
