import type { DataPort } from '@org/data';
import { createFirestorePort } from '@org/data/firestore';
import type { FirebaseApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';

/** Cloud Firestore behind the data port; in its own module so only cloud mode loads Firestore. */
export function createCloudPort(app: FirebaseApp): DataPort {
  return createFirestorePort(getFirestore(app));
}
