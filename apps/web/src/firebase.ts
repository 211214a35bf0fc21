import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { env } from './env';

/**
 * Firebase for this run of the app. Load it through `loadFirebase()` (auth/firebase-loader.ts), never
 * with a static import: Firebase's code then stays out of pages that do not need it, and the
 * AuthProvider learns about every load.
 */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  /** Calls back with the signed-in user now and on every change; returns the unsubscribe. */
  onUserChanged: (callback: (user: User | null) => void) => () => void;
  /** Signs the current user out. */
  signOut: () => Promise<void>;
}

let services: FirebaseServices | undefined;

/**
 * The app's Firebase app and Auth, created on first use.
 *
 * `initializeAuth` with explicit persistence and no popup/redirect resolver: `getAuth()` would load a
 * script from Google's servers on mobile user agents, which fails offline (ARCHITECTURE.md).
 */
export function getFirebase(): FirebaseServices {
  if (services) return services;
  const app = getApps().length > 0 ? getApp() : initializeApp(env.firebaseConfig);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (env.mode === 'local' && env.authEmulatorUrl) {
    connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  services = {
    app,
    auth,
    onUserChanged: (callback) => onAuthStateChanged(auth, callback),
    signOut: () => signOut(auth),
  };
  return services;
}
