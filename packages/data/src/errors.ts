/**
 * The one error type this package rejects with, so the UI can tell the user what happened.
 */

export type DataErrorCode =
  | 'not-ready'
  | 'validation'
  | 'not-found'
  | 'permission-denied'
  | 'unavailable'
  | 'conflict'
  | 'unknown';

/** One problem with one field, for forms that show a message beside the field. */
export interface FieldIssue {
  /** Dotted field path, `''` for the whole value. */
  readonly path: string;
  readonly message: string;
}

export const DATA_ERROR_MESSAGES: Readonly<Record<DataErrorCode, string>> = {
  'not-ready': 'Database not ready.',
  validation: 'Some of the data is not valid.',
  'not-found': 'That item no longer exists.',
  'permission-denied': 'You do not have permission to access this data. Try signing in again.',
  unavailable: 'The database cannot be reached right now. Check your connection and try again.',
  conflict: 'This was changed elsewhere (another tab or device) since you opened it.',
  unknown: 'Something went wrong while loading or saving your data.',
};

export class DataError extends Error {
  override readonly name = 'DataError';
  readonly code: DataErrorCode;
  readonly issues: readonly FieldIssue[];

  constructor(
    code: DataErrorCode,
    message: string = DATA_ERROR_MESSAGES[code],
    options: { cause?: unknown; issues?: readonly FieldIssue[] } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.issues = options.issues ?? [];
  }
}

/**
 * A write whose precondition failed: the document changed since the version the caller opened. `current`
 * is what is stored now (raw from the port, a parsed record from the repositories), so the UI can show
 * both and let the user choose.
 */
export class ConflictError<T = unknown> extends DataError {
  readonly current: T;

  constructor(
    current: T,
    message: string = DATA_ERROR_MESSAGES.conflict,
    options: { cause?: unknown } = {},
  ) {
    super('conflict', message, options);
    this.current = current;
  }
}

export function isConflictError(error: unknown): error is ConflictError {
  return error instanceof ConflictError;
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/** Firestore's error codes (`FirestoreErrorCode`) mapped to ours. */
const FIRESTORE_CODES: Readonly<Record<string, DataErrorCode>> = {
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
  'invalid-argument': 'validation',
  'out-of-range': 'validation',
  'already-exists': 'validation',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  aborted: 'unavailable',
  cancelled: 'unavailable',
};

/** The Firestore error code of `error` if it is a `FirestoreError` (or looks like one). */
export function firestoreCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('name' in error))
    return undefined;
  const { code, name } = error;
  return name === 'FirebaseError' && typeof code === 'string' ? code : undefined;
}

/** Maps a Firestore error code (with or without the `firestore/` prefix) to a {@link DataErrorCode}. */
export function dataErrorCodeForFirestore(code: string): DataErrorCode {
  return FIRESTORE_CODES[code.replace(/^firestore\//, '')] ?? 'unknown';
}

/**
 * Any thrown value as a {@link DataError}: a DataError passes through, a Firestore error gets its code
 * mapped, an IndexedDB `QuotaExceededError` and a request that never reached the server (offline, a
 * failed fetch) become `unavailable`, anything else `unknown`.
 */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const firestoreCode = firestoreCodeOf(error);
  if (firestoreCode !== undefined) {
    const code = dataErrorCodeForFirestore(firestoreCode);
    const detail =
      code === 'validation' && error instanceof Error ? error.message : DATA_ERROR_MESSAGES[code];
    return new DataError(code, detail, { cause: error });
  }
  if (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === 'QuotaExceededError'
  ) {
    return new DataError('unavailable', 'The browser has run out of storage space for this site.', {
      cause: error,
    });
  }
  if (isNetworkFailure(error)) {
    return new DataError('unavailable', DATA_ERROR_MESSAGES.unavailable, { cause: error });
  }
  return new DataError('unknown', DATA_ERROR_MESSAGES.unknown, { cause: error });
}

/**
 * A request that never reached the server: the browser's fetch failure ("Failed to fetch" in
 * Chromium, "NetworkError when attempting to fetch resource." in Firefox, "Load failed" in Safari), a
 * part of the app that could not be loaded, or anything thrown while the browser says it is offline.
 * Said as "cannot be reached", with what to do, instead of a generic failure (issue 44).
 */
function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (!(error instanceof TypeError)) return false;
  return /failed to fetch|networkerror|load failed|network request failed|dynamically imported module/i.test(
    error.message,
  );
}
