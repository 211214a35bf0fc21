import type { FirebaseServices } from '../firebase';

type Listener = (services: FirebaseServices) => void;

let loaded: FirebaseServices | undefined;
let loading: Promise<FirebaseServices> | undefined;
const listeners = new Set<Listener>();

/**
 * Loads Firebase (its code and the Auth instance) once, on first call. Every part of the app that
 * needs Firebase (sign-in, sign-out, data) goes through here, so the AuthProvider starts listening to
 * the auth state whoever loads it first.
 */
export function loadFirebase(): Promise<FirebaseServices> {
  loading ??= import('../firebase')
    .then(({ getFirebase }) => {
      const services = getFirebase();
      loaded = services;
      for (const listener of listeners) listener(services);
      return services;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Calls `listener` once Firebase is loaded (at once if it already is); returns the unsubscribe. */
export function onFirebaseLoaded(listener: Listener): () => void {
  listeners.add(listener);
  if (loaded) listener(loaded);
  return () => {
    listeners.delete(listener);
  };
}
