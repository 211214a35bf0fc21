import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrorCode, authErrorMessage, isActionCodeError } from './auth-errors';

/** The shape of Firebase's FirebaseError, which is all the mapping reads. */
function authError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('authErrorCode', () => {
  it('reads the auth/ code of a Firebase error', () => {
    expect(authErrorCode(authError('auth/user-disabled'))).toBe('auth/user-disabled');
  });

  it('is null for anything else', () => {
    expect(authErrorCode(new Error('boom'))).toBeNull();
    expect(authErrorCode({ code: 'permission-denied' })).toBeNull();
    expect(authErrorCode(null)).toBeNull();
    expect(authErrorCode('auth/invalid-email')).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'The e-mail address or password is incorrect.'],
    ['auth/invalid-login-credentials', 'The e-mail address or password is incorrect.'],
    ['auth/wrong-password', 'The e-mail address or password is incorrect.'],
    ['auth/user-not-found', /no account with this e-mail address/],
    ['auth/email-already-in-use', /already exists\. Sign in instead/],
    ['auth/weak-password', /too weak.*at least 8 characters/],
    ['auth/password-does-not-meet-requirements', /password policy/],
    ['auth/invalid-email', /valid e-mail address/],
    ['auth/missing-email', 'Enter your e-mail address.'],
    ['auth/missing-password', 'Enter your password.'],
    ['auth/too-many-requests', /Too many attempts.*Wait a few minutes/],
    ['auth/user-disabled', /has been disabled/],
    ['auth/expired-action-code', /expired\. Request a new one/],
    ['auth/invalid-action-code', /used already.*Request a new one/],
    ['auth/requires-recent-login', /confirm your current password/],
    ['auth/user-token-expired', /session has expired\. Sign in again/],
    ['auth/invalid-user-token', /Sign in again/],
    ['auth/user-mismatch', /different account/],
    ['auth/operation-not-allowed', /not enabled/],
    ['auth/quota-exceeded', /Try again later/],
    ['auth/timeout', /took too long/],
    ['auth/internal-error', /had a problem/],
    ['auth/web-storage-unsupported', /storage/],
    ['auth/invalid-api-key', /configuration is invalid/],
    ['auth/unauthorized-continue-uri', /not authorised/],
  ])('maps %s to a human message', (code, expected) => {
    const message = authErrorMessage(authError(code), 'sign-in');
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
    expect(message).not.toMatch(/auth\/|Firebase/);
  });

  it('says the user is offline, or that the local emulator is down in local mode', () => {
    const offline = authError('auth/network-request-failed');
    expect(authErrorMessage(offline, 'sign-in')).toMatch(/appear to be offline/);
    expect(authErrorMessage(offline, 'sign-in', { local: true })).toMatch(
      /local account service.*emulator.*cannot be reached/,
    );
  });

  it('speaks of the password alone when re-confirming it', () => {
    expect(authErrorMessage(authError('auth/invalid-credential'), 'reauthenticate')).toBe(
      'That password is incorrect.',
    );
    expect(authErrorMessage(authError('auth/wrong-password'), 'reauthenticate')).toBe(
      'That password is incorrect.',
    );
  });

  it('says an action link’s account is gone rather than suggesting sign-up', () => {
    expect(authErrorMessage(authError('auth/user-not-found'), 'action-code')).toMatch(
      /no longer exists/,
    );
  });

  it('falls back to a generic message, and logs the unknown error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(authErrorMessage(authError('auth/something-new'))).toMatch(/^Something went wrong/);
    expect(authErrorMessage(new TypeError('x'))).toMatch(/^Something went wrong/);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('isActionCodeError', () => {
  it('recognises expired and used links only', () => {
    expect(isActionCodeError(authError('auth/expired-action-code'))).toBe(true);
    expect(isActionCodeError(authError('auth/invalid-action-code'))).toBe(true);
    expect(isActionCodeError(authError('auth/network-request-failed'))).toBe(false);
  });
});
