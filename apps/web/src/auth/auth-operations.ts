/**
 * Every account operation the app performs, in one place: sign-in, sign-up, e-mail verification,
 * password reset, action links, re-authentication, password change, account deletion and sign-out.
 *
 * Firebase is never imported statically here: each function loads it on first use (through
 * `loadFirebase()`, so the AuthProvider hears of the load and follows the user), so a screen may import
 * this module without putting Firebase into its first load. Errors are Firebase's own (`code`
 * 'auth/…'), or 'auth/no-current-user' when an operation needs a signed-in user and there is none;
 * show them with `authErrorMessage()` from auth-errors.ts.
 *
 * Action links: production e-mails must point at this app's /action-confirmation page (Firebase
 * console > Authentication > Templates > customise action URL); in local mode the mailbox rewrites the
 * emulator's links to it.
 */
import type { ActionCodeInfo, ActionCodeSettings, Auth, User } from 'firebase/auth';
// Types only: the module itself is loaded with import() in withAuth().
import type * as FirebaseAuthSdk from 'firebase/auth';
import { loadFirebase } from './firebase-loader';

type AuthSdk = typeof FirebaseAuthSdk;

async function withAuth(): Promise<{ auth: Auth; sdk: AuthSdk }> {
  const [{ auth }, sdk] = await Promise.all([loadFirebase(), import('firebase/auth')]);
  return { auth, sdk };
}

/** An error shaped like Firebase's, for operations that need a user when nobody is signed in. */
function noCurrentUser(): Error & { code: string } {
  return Object.assign(new Error('Nobody is signed in.'), { code: 'auth/no-current-user' });
}

async function withUser(): Promise<{ auth: Auth; sdk: AuthSdk; user: User }> {
  const { auth, sdk } = await withAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw noCurrentUser();
  return { auth, sdk, user };
}

/**
 * Runs `send` with a continue URL on this site (the "Continue" button of Firebase's own action page
 * and the confirmation page's next step) and, if Firebase refuses that URL because the domain is not
 * on the project's authorised list, again without one: the e-mail matters more than the button.
 */
async function sendWithContinueUrl(
  continuePath: string,
  send: (settings: ActionCodeSettings | undefined) => Promise<void>,
): Promise<void> {
  const origin = globalThis.location?.origin;
  if (!origin) return send(undefined);
  try {
    await send({ url: new URL(continuePath, origin).href });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'auth/unauthorized-continue-uri' && code !== 'auth/invalid-continue-uri')
      throw error;
    await send(undefined);
  }
}

/**
 * Signs in with e-mail and password.
 *
 * @returns The signed-in user (check `emailVerified` before entering the protected area).
 */
export async function signIn(email: string, password: string): Promise<User> {
  const { auth, sdk } = await withAuth();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  return user;
}

/**
 * Creates an account and signs it in. Send the verification e-mail next with `sendVerification()`:
 * a failure to send must not undo the account.
 *
 * @returns The new, signed-in, unverified user.
 */
export async function signUp(email: string, password: string): Promise<User> {
  const { auth, sdk } = await withAuth();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
  return user;
}

/**
 * Sends the signed-in user an e-mail with a link that verifies their address.
 *
 * @param continuePath - Where the user continues after verifying; default '/dashboard'.
 * @returns The address the message was sent to.
 */
export async function sendVerification(continuePath = '/dashboard'): Promise<string> {
  const { sdk, user } = await withUser();
  await sendWithContinueUrl(continuePath, (settings) =>
    sdk.sendEmailVerification(user, settings ?? null),
  );
  return user.email ?? '';
}

/**
 * Fetches the signed-in user's record again (e-mail verified since?) and refreshes their ID token so
 * its claims agree. Firebase does not report this change by itself.
 *
 * @returns The refreshed user, or null when nobody is signed in.
 */
export async function reloadUser(): Promise<User | null> {
  const { auth, sdk } = await withAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  await sdk.reload(user);
  await sdk.getIdToken(user, true);
  return user;
}

/**
 * Sends a password-reset e-mail. Resolves the same whether or not an account has this address, so the
 * screen cannot reveal who has an account (Firebase does the same with e-mail enumeration protection
 * on; the emulator and older projects answer 'auth/user-not-found', which is swallowed here).
 *
 * @throws Firebase's 'auth/invalid-email', 'auth/too-many-requests', 'auth/network-request-failed'...
 */
export async function sendReset(email: string): Promise<void> {
  const { auth, sdk } = await withAuth();
  try {
    await sendWithContinueUrl('/login', (settings) =>
      sdk.sendPasswordResetEmail(auth, email.trim(), settings),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return;
    throw error;
  }
}

/**
 * Checks a password-reset code without using it.
 *
 * @returns The e-mail address of the account the code resets.
 */
export async function verifyResetCode(oobCode: string): Promise<string> {
  const { auth, sdk } = await withAuth();
  return sdk.verifyPasswordResetCode(auth, oobCode);
}

/** Sets a new password with a password-reset code (which is then used up). */
export async function confirmReset(oobCode: string, newPassword: string): Promise<void> {
  const { auth, sdk } = await withAuth();
  await sdk.confirmPasswordReset(auth, oobCode, newPassword);
}

/**
 * Reads an action code without using it.
 *
 * @returns Its operation and data: for 'RECOVER_EMAIL', `data.email` is the address being restored and
 *   `data.previousEmail` the one it replaces.
 */
export async function checkActionCode(oobCode: string): Promise<ActionCodeInfo> {
  const { auth, sdk } = await withAuth();
  return sdk.checkActionCode(auth, oobCode);
}

/**
 * Applies an e-mail verification or e-mail recovery code. Reload the signed-in user afterwards
 * (`reloadUser()`) to see the change.
 */
export async function applyActionCode(oobCode: string): Promise<void> {
  const { auth, sdk } = await withAuth();
  await sdk.applyActionCode(auth, oobCode);
}

/**
 * Restores the e-mail address an account had before a change (a 'recoverEmail' link).
 *
 * @returns The restored address.
 */
export async function recoverEmail(oobCode: string): Promise<string> {
  const info = await checkActionCode(oobCode);
  await applyActionCode(oobCode);
  return info.data.email ?? '';
}

/**
 * Confirms the signed-in user's password again, which Firebase requires shortly before sensitive
 * changes (password change, account deletion), else they fail with 'auth/requires-recent-login'.
 *
 * @throws 'auth/invalid-credential' (or 'auth/wrong-password') for a wrong password; map it with the
 *   'reauthenticate' context.
 */
export async function reauthenticate(currentPassword: string): Promise<void> {
  const { sdk, user } = await withUser();
  if (!user.email) throw noCurrentUser();
  const credential = sdk.EmailAuthProvider.credential(user.email, currentPassword);
  await sdk.reauthenticateWithCredential(user, credential);
}

/**
 * Changes the signed-in user's password after confirming the current one. Check the new one against
 * password-rules.ts first.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword);
  const { sdk, user } = await withUser();
  await sdk.updatePassword(user, newPassword);
}

/**
 * Deletes the signed-in user's account (the Auth record only; delete their data first, while still
 * signed in, since the security rules let only the owner do that). Call `reauthenticate()` before
 * deleting data, so this final step cannot fail with 'auth/requires-recent-login' halfway through.
 * Firebase signs the user out once the account is gone.
 */
export async function deleteUser(): Promise<void> {
  const { sdk, user } = await withUser();
  await sdk.deleteUser(user);
}

/** Signs the current user out (the data layer then drops their data from memory). */
export async function signOut(): Promise<void> {
  const services = await loadFirebase();
  await services.signOut();
}
