import { DATA_ERROR_MESSAGES, isDataError } from '@org/data';

/** A failed read or write in words the user can act on (the store's own message when it has one). */
export function describeWriteError(error: unknown): string {
  if (isDataError(error)) return error.message || DATA_ERROR_MESSAGES[error.code];
  return DATA_ERROR_MESSAGES.unknown;
}
