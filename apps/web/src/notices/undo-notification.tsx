import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * How long an Undo notice stays, ms: 20 s, the time WCAG 2.2 (success criterion 2.2.1, "Timing
 * Adjustable") gives a user to act on a time limit; Mantine also pauses it while the pointer or
 * focus is on it. Ten seconds ran out on a slow, busy machine before a keyboard user reached Undo.
 */
export const UNDO_NOTICE_MS = 20_000;

/**
 * "Deleted {what}." for 20 seconds (`UNDO_NOTICE_MS`), with an Undo button that calls `undo` and closes the notice.
 * `id` names the notice (unique per deletion); `message` replaces the sentence for a change that
 * is not a deletion (a resize of every pipe).
 */
export function showUndoNotification(
  id: string,
  what: string,
  undo: () => void,
  message = `Deleted ${what}.`,
): void {
  notifications.show({
    id,
    autoClose: UNDO_NOTICE_MS,
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            undo();
            notifications.hide(id);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
