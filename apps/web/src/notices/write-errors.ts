import { toDataError } from '@org/data';

/**
 * A failed read or write in words the user can act on: the store's own message when it has one, and
 * for a request that never reached the server (offline, a failed fetch, a part of the app that did
 * not load) that the database cannot be reached and what to do, never a generic failure (issue 44).
 */
export function describeWriteError(error: unknown): string {
  return toDataError(error).message;
}
