import type { User } from 'firebase/auth';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState } from './auth-state';
import { loadFirebase, onFirebaseLoaded } from './firebase-loader';
import { restoredSession, startingAuthState } from './session';
import { hasSessionHint, setSessionHint, useSessionHint } from './session-hint';

export interface AuthProviderProps {
  /** The app; required. */
  children: ReactNode;
}

// A returning user's session starts being restored as soon as the app's code runs, not after its
// first render and the router's first guard: every protected page's first read waits on it (issue 23).
// A visitor's browser (no hint) loads nothing. Failures are left to the provider's own load below.
if (hasSessionHint()) void loadFirebase().catch(() => undefined);

/**
 * Provides `{ user, ready, loadUser, signOut }`. The Firebase auth listener sets the user and marks the
 * state ready (spec §4). Firebase is imported dynamically, inside this effect, and only when this
 * browser had a session (see session-hint.ts) or when a page asks for it (sign-in, protected routes):
 * a visitor's page never waits for, or downloads, Firebase.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  // A session a guard waited for (main.tsx) is known at once: the listener's report renders nothing.
  const [user, setUser] = useState<User | null>(() => restoredSession()?.user ?? null);
  // True once the auth listener has fired (or Firebase could not start).
  const [known, setKnown] = useState(() => restoredSession() !== undefined);
  // Whether this browser had a session; false in prerendered HTML and while hydrating it (a visitor's
  // page), so hydration matches the HTML and a returning user's spinner follows right after.
  const hadSession = useSessionHint();
  const ready = known || !hadSession;

  useEffect(() => {
    let unsubscribeAuth: (() => void) | undefined;
    const stopListening = onFirebaseLoaded((services) => {
      unsubscribeAuth?.();
      unsubscribeAuth = services.onUserChanged((next) => {
        setSessionHint(next !== null);
        // Nobody signed in (sign-out, account deletion, a session ended elsewhere): the kept project
        // page (issue 23) goes too. Imported here, not at the top: every page's first load has this.
        if (next === null) {
          void import('../data/page-cache')
            .then(({ clearPageCache }) => clearPageCache())
            .catch(() => undefined);
        }
        setUser(next);
        setKnown(true);
      });
    });
    if (hasSessionHint()) {
      loadFirebase().catch((error: unknown) => {
        // Spec §8: initialization errors are logged; the app carries on without a user.
        console.error('Firebase Auth could not start.', error);
        setKnown(true);
      });
    }
    return () => {
      stopListening();
      unsubscribeAuth?.();
    };
  }, []);

  const value = useMemo<AuthState>(() => ({ ...startingAuthState, user, ready }), [user, ready]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
