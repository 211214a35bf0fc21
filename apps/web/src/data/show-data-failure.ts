import { notifications } from '@mantine/notifications';
import { isDataError } from '@org/data';

/**
 * The red notification of a data operation that failed: its `title`, and the store's own reason or
 * else `fallback`.
 */
export function showDataFailure(title: string, error: unknown, fallback = 'Try again.'): void {
  notifications.show({
    color: 'red',
    title,
    message: isDataError(error) ? error.message : fallback,
  });
}
