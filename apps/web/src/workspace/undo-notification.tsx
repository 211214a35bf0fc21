import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * "Deleted {what}." for ten seconds, with an Undo button that calls `undo` and closes the notice.
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
    autoClose: 10_000,
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
