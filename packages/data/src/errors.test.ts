import { describe, expect, it, vi } from 'vitest';

import { createDataContext, requireContext } from './context';
import { createIndexedDbPort } from './adapters/indexeddb';
import { DEFAULT_APP_ID } from './document-tree';
import { DataError, toDataError } from './errors';

/** A stand-in with the shape of the SDK's `FirestoreError` (name 'FirebaseError', a code). */
function firestoreError(code: string): Error {
  return Object.assign(new Error(`firestore ${code}`), { name: 'FirebaseError', code });
}

describe('toDataError', () => {
  it.each([
    ['permission-denied', 'permission-denied'],
    ['unauthenticated', 'permission-denied'],
    ['not-found', 'not-found'],
    ['invalid-argument', 'validation'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['resource-exhausted', 'unavailable'],
    ['internal', 'unknown'],
    ['firestore/permission-denied', 'permission-denied'],
  ])('maps the Firestore code %s to %s, with a message for people', (code, expected) => {
    const error = toDataError(firestoreError(code));
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe(expected);
    expect(error.message.length).toBeGreaterThan(10);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('passes a DataError through and maps anything else to unknown', () => {
    const original = new DataError('validation', 'Bad.');
    expect(toDataError(original)).toBe(original);
    expect(toDataError('boom')).toMatchObject({ code: 'unknown' });
    expect(toDataError(new TypeError('x is not a function'))).toMatchObject({ code: 'unknown' });
    expect(
      toDataError(Object.assign(new Error('full'), { name: 'QuotaExceededError' })),
    ).toMatchObject({ code: 'unavailable' });
  });
});

describe('requireContext and createDataContext', () => {
  it("says 'Database not ready.' without a context", () => {
    expect(() => requireContext(null)).toThrow(new DataError('not-ready', 'Database not ready.'));
  });

  it('defaults the app id and refuses an unusable uid', () => {
    const port = createIndexedDbPort({ appId: DEFAULT_APP_ID, crossTab: false });
    expect(createDataContext({ port, uid: 'alice' }).appId).toBe(DEFAULT_APP_ID);
    expect(createDataContext({ port, uid: 'alice', appId: 'other-app' }).appId).toBe('other-app');
    expect(() => createDataContext({ port, uid: 'a/b' })).toThrow(DataError);
    port.close();
  });
});

// Issue 44: a save or a read that never reached the server said "Something went wrong".
describe('toDataError of a request that never reached the server', () => {
  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'Failed to fetch dynamically imported module: https://example.test/assets/firestore-port.js',
  ])('says the database cannot be reached after a TypeError %j', (message) => {
    expect(toDataError(new TypeError(message))).toMatchObject({
      code: 'unavailable',
      message: 'The database cannot be reached right now. Check your connection and try again.',
    });
  });

  it('says so for anything thrown while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(toDataError(new Error('internal'))).toMatchObject({ code: 'unavailable' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
