/**
 * Human messages for the Firebase Auth errors a user can meet (spec §8 leaves them open; issue 3 asks
 * for every one a user can hit). Screens call `authErrorMessage(error, context)` and show the result
 * inline or as a toast; nothing else in the app turns an Auth error code into text.
 *
 * The codes are the `code` of Firebase's `FirebaseError` ('auth/…'), as listed in firebase/auth's
 * `AuthErrorCodes`. This module does not import Firebase, so it costs nothing where it is used.
 */

/** What the user was doing, where one code needs different words in different places. */
export type AuthErrorContext =
  'sign-in' | 'sign-up' | 'reauthenticate' | 'reset-request' | 'action-code' | 'general';

/** Where the app's accounts live, for the "cannot reach the service" message. */
export interface AuthErrorOptions {
  /** True in local mode (the Auth emulator); default false. */
  local?: boolean;
}

/** The Auth error code of `error` ('auth/…'), or null when it is not a Firebase Auth error. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

const WRONG_CREDENTIALS = 'The e-mail address or password is incorrect.';
const LINK_EXPIRED = 'This link has expired. Request a new one.';
const LINK_INVALID =
  'This link is not valid: it may have been used already, or copied only in part. Request a new one.';

/** Messages that read the same wherever the error happens. */
const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-email': 'Enter a valid e-mail address, such as name@example.com.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found':
    'There is no account with this e-mail address. Check it, or create an account.',
  'auth/email-already-in-use':
    'An account with this e-mail address already exists. Sign in instead, or reset its password.',
  'auth/weak-password':
    'This password is too weak. Use at least 8 characters, with at least one letter and one digit.',
  'auth/password-does-not-meet-requirements':
    'This password does not meet the account password policy. Use a longer password that mixes letters and digits.',
  'auth/too-many-requests':
    'Too many attempts from this device. Wait a few minutes and try again, or reset your password.',
  'auth/user-disabled': 'This account has been disabled. Contact your administrator to restore it.',
  'auth/expired-action-code': LINK_EXPIRED,
  'auth/invalid-action-code': LINK_INVALID,
  'auth/missing-action-code': LINK_INVALID,
  'auth/requires-recent-login':
    'For your security, confirm your current password before making this change.',
  'auth/user-token-expired': 'Your session has expired. Sign in again.',
  'auth/invalid-user-token': 'Your session is no longer valid. Sign in again.',
  'auth/user-mismatch': 'That password belongs to a different account than the one signed in.',
  'auth/user-signed-out': 'You are signed out. Sign in again to continue.',
  'auth/no-current-user': 'You are signed out. Sign in again to continue.',
  'auth/null-user': 'You are signed out. Sign in again to continue.',
  'auth/operation-not-allowed':
    'Signing in with e-mail and password is not enabled for this app. Contact its administrator.',
  'auth/quota-exceeded': 'The account service is over its limit right now. Try again later.',
  'auth/timeout': 'The account service took too long to answer. Try again.',
  'auth/internal-error': 'The account service had a problem. Try again in a moment.',
  'auth/web-storage-unsupported':
    'This browser is blocking the storage sign-in needs. Allow site data (cookies and storage) for this site and try again.',
  'auth/invalid-api-key': 'This app’s sign-in configuration is invalid. Contact its administrator.',
  'auth/app-not-authorized':
    'This app’s sign-in configuration is invalid. Contact its administrator.',
  'auth/unauthorized-domain':
    'This web address is not authorised to use the account service. Contact the administrator.',
  'auth/unauthorized-continue-uri':
    'This web address is not authorised to send account e-mails. Contact the administrator.',
  'auth/invalid-continue-uri':
    'This web address is not authorised to send account e-mails. Contact the administrator.',
  'auth/email-change-needs-verification':
    'This account’s new e-mail address must be verified first. Check that inbox for our message.',
};

/** The message for `error`, phrased for what the user was doing. Logs errors it has no words for. */
export function authErrorMessage(
  error: unknown,
  context: AuthErrorContext = 'general',
  options: AuthErrorOptions = {},
): string {
  const code = authErrorCode(error);
  if (code === 'auth/network-request-failed') {
    return options.local
      ? 'The local account service (the Firebase Auth emulator) cannot be reached. Check that the local stack is running, then try again.'
      : 'You appear to be offline, or the account service cannot be reached. Check your connection and try again.';
  }
  if (context === 'reauthenticate' && code !== null && WRONG_PASSWORD_CODES.has(code)) {
    return 'That password is incorrect.';
  }
  if (context === 'action-code' && code === 'auth/user-not-found') {
    return 'The account this link was sent to no longer exists.';
  }
  if (code !== null) {
    const message = MESSAGES[code];
    if (message) return message;
  }
  console.error('Unexpected authentication error.', error);
  return 'Something went wrong. Try again, and if it keeps happening, reload the page.';
}

const WRONG_PASSWORD_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
]);

/** True when `error` means an action link (e-mail verification, reset…) has expired or was used. */
export function isActionCodeError(error: unknown): boolean {
  const code = authErrorCode(error);
  return (
    code === 'auth/expired-action-code' ||
    code === 'auth/invalid-action-code' ||
    code === 'auth/missing-action-code'
  );
}
