import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

/** Who is signed in (spec §4). */
export interface AuthState {
  /** The signed-in user, or null for a visitor (and until ready). */
  user: User | null;
  /**
   * True once the auth state is known: at once for a browser that has never signed in, else when the
   * Firebase auth listener has fired.
   */
  ready: boolean;
  /**
   * Loads Firebase if needed and resolves with the user once Firebase has restored any session. For
   * route guards: a protected route awaits this before deciding to redirect to /login.
   */
  loadUser: () => Promise<User | null>;
  /** Signs the user out; resolves when done. */
  signOut: () => Promise<void>;
}

/** The state before the provider has mounted: nobody known yet. */
export const initialAuthState: AuthState = {
  user: null,
  ready: false,
  loadUser: async () => null,
  signOut: async () => {},
};

export const AuthContext = createContext<AuthState>(initialAuthState);

/** The current auth state (from the nearest AuthProvider). */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
