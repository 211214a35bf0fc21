import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type Firestore,
  getFirestore,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import { describe } from 'vitest';

import { createFirestorePort } from '../adapters/firestore';
import { firestoreEmulator, OPEN_RULES, warnWhenEmulatorMissing } from '../test/emulator';
import { runPortContract } from './port.contract';

/** Its own demo project, with open rules: this suite tests the adapter, the rules suite tests the rules. */
const PROJECT_ID = 'demo-hvac-data-contract';

warnWhenEmulatorMissing('firestore.contract');

describe.runIf(process.env['FIRESTORE_EMULATOR_HOST'])(
  'DataPort contract: Firestore adapter (emulator)',
  () => {
    let testEnv: RulesTestEnvironment | undefined;
    let app: FirebaseApp | undefined;
    let db: Firestore | undefined;

    runPortContract({
      makePort: async () => {
        const emulator = firestoreEmulator();
        if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
        // Rejections the contract expects (not-found, ...) reach the tests as DataError; the SDK would log them too.
        setLogLevel('silent');
        testEnv = await initializeTestEnvironment({
          projectId: PROJECT_ID,
          firestore: { rules: OPEN_RULES },
        });
        await testEnv.clearFirestore();
        app = initializeApp({ projectId: PROJECT_ID }, `contract-${Date.now()}`);
        db = getFirestore(app);
        connectFirestoreEmulator(db, emulator.host, emulator.port);
        return createFirestorePort(db);
      },
      dispose: async () => {
        if (db) await terminate(db);
        if (app) await deleteApp(app);
        await testEnv?.clearFirestore();
        await testEnv?.cleanup();
      },
    });
  },
);
