import type { User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { loadFirebase } from './firebase-loader';

export type AuthUserState =
  | { status: 'loading'; user: null; error: null }
  | { status: 'ready'; user: User | null; error: null }
  | { status: 'error'; user: null; error: unknown };

export interface UseAuthUser {
  state: AuthUserState;
  /**
   * Re-renders with the current user's latest fields: Firebase mutates the User in place on
   * `reload()` (e-mail verified) without calling its listeners.
   */
  refresh: () => void;
}

/**
 * The signed-in user as Firebase sees it, for the auth screens. Unlike `useAuth()`, it loads Firebase
 * when the screen mounts (a visitor's public pages never do) and stays 'loading' until Firebase has
 * restored any saved session, so a screen never mistakes "not known yet" for "signed out".
 *
 * `enabled: false` (the sign-in page, for a browser that has had no session): Firebase is not loaded
 * for this; the state is 'ready' with no user until it is enabled (the form loads Firebase on submit).
 */
export function useAuthUser({ enabled = true }: { enabled?: boolean } = {}): UseAuthUser {
  const [loaded, setState] = useState<AuthUserState>({
    status: 'loading',
    user: null,
    error: null,
  });
  const [, setVersion] = useState(0);
  const state: AuthUserState = enabled ? loaded : { status: 'ready', user: null, error: null };

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    loadFirebase().then(
      (services) => {
        if (cancelled) return;
        unsubscribe = services.onUserChanged((user) => {
          setState({ status: 'ready', user, error: null });
        });
      },
      (error: unknown) => {
        console.error('Firebase Auth could not start.', error);
        if (!cancelled) setState({ status: 'error', user: null, error });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [enabled]);

  const refresh = useCallback(() => setVersion((version) => version + 1), []);
  return { state, refresh };
}
