import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type Firestore,
  getFirestore,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  type Firestore as LiteFirestore,
  getFirestore as getLiteFirestore,
  terminate as terminateLite,
} from 'firebase/firestore/lite';
import { describe } from 'vitest';

import { createFirestorePort } from '../adapters/firestore';
import { createFirestoreLitePort } from '../adapters/firestore-lite';
import type { DataPort } from '../port';
import { firestoreEmulator, OPEN_RULES, warnWhenEmulatorMissing } from '../test/emulator';
import { runPortContract } from './port.contract';

/** How many Firebase apps the suite has made, to name each one uniquely. */
let appCount = 0;

warnWhenEmulatorMissing('firestore.contract');

/**
 * The contract on the emulator, in its own demo project with open rules (this suite tests the
 * adapter, the rules suite tests the rules): once for the full SDK's adapter alone, once as the app
 * runs it (reads through Firestore Lite, the rest through the full adapter).
 */
function runOnEmulator(projectId: string, withLiteReads: boolean): void {
  let testEnv: RulesTestEnvironment | undefined;
  let app: FirebaseApp | undefined;
  let db: Firestore | undefined;
  let lite: LiteFirestore | undefined;

  runPortContract({
    makePort: async (): Promise<DataPort> => {
      const emulator = firestoreEmulator();
      if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
      // Rejections the contract expects (not-found, ...) reach the tests as DataError; the SDK would log them too.
      setLogLevel('silent');
      testEnv = await initializeTestEnvironment({
        projectId,
        firestore: { rules: OPEN_RULES },
      });
      await testEnv.clearFirestore();
      appCount += 1;
      // A fresh app name per port, without the clock: the SDK refuses two apps of one name.
      app = initializeApp({ projectId }, `contract-${projectId}-${appCount}`);
      const fullDb = getFirestore(app);
      connectFirestoreEmulator(fullDb, emulator.host, emulator.port);
      db = fullDb;
      if (!withLiteReads) return createFirestorePort(fullDb);
      const liteDb = getLiteFirestore(app);
      connectLiteEmulator(liteDb, emulator.host, emulator.port);
      lite = liteDb;
      return createFirestoreLitePort(liteDb, () => Promise.resolve(createFirestorePort(fullDb)));
    },
    dispose: async () => {
      if (db) await terminate(db);
      if (lite) await terminateLite(lite);
      if (app) await deleteApp(app);
      await testEnv?.clearFirestore();
      await testEnv?.cleanup();
    },
  });
}

describe.runIf(process.env['FIRESTORE_EMULATOR_HOST'])(
  'DataPort contract: Firestore adapter (emulator)',
  () => runOnEmulator('demo-hvac-data-contract', false),
);

describe.runIf(process.env['FIRESTORE_EMULATOR_HOST'])(
  'DataPort contract: Firestore adapter with Firestore Lite reads (emulator)',
  () => runOnEmulator('demo-hvac-data-contract-lite', true),
);
