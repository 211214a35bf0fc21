import { useNotifications } from '@mantine/notifications';
import { Suspense, lazy, useState } from 'react';
import { loadWithRetry, retryableImport } from '../../lazy/load-with-retry';

// A failed load is tried again (loadWithRetry): React keeps a lazy component's first failure.
const importToasts = retryableImport(() => import('./Toasts'));
const Toasts = lazy(() =>
  loadWithRetry(importToasts).then((module) => ({ default: module.Toasts })),
);

/**
 * The toast area, loaded with the first notification: `notifications.show()` only fills Mantine's
 * store, which the area shows whenever it mounts, so a page that never notifies (a visitor's
 * /heat-load) never loads it.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
