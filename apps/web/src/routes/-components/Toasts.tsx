import { Notifications } from '@mantine/notifications';

/** Mantine's toast area, in a chunk of its own (NotificationsHost loads it with the first toast). */
export function Toasts() {
  return <Notifications position="top-center" />;
}
