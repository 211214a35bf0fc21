import type { User } from 'firebase/auth';
import { signOut } from './auth-operations';
import type { AuthState } from './auth-state';
import { loadFirebase } from './firebase-loader';

/** Who Firebase restored, once `loadUser` has waited for it. */
let restored: { readonly user: User | null } | undefined;

/** Loads Firebase if needed and resolves with the user once Firebase has restored any session. */
export async function loadUser(): Promise<User | null> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  restored = { user: auth.currentUser };
  return auth.currentUser;
}

/** The session a guard has waited for, if one has: the AuthProvider starts from it. */
export const restoredSession = () => restored;

/** The guards' auth state before the AuthProvider renders: they can wait for the session. */
export const startingAuthState: AuthState = { user: null, ready: false, loadUser, signOut };
