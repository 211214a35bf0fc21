import { notifications } from '@mantine/notifications';
import { isDataError, toDataError } from '@org/data';

/**
 * The red notification of a data operation that failed: its `title`, and the store's own reason (a
 * request that never reached the server says the database cannot be reached) or else `fallback`.
 */
export function showDataFailure(title: string, error: unknown, fallback = 'Try again.'): void {
  const reason = isDataError(error) ? error : toDataError(error);
  notifications.show({
    color: 'red',
    title,
    message: reason.code === 'unknown' ? fallback : reason.message,
  });
}
