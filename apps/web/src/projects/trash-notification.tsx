import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isDataError } from '@org/data';
import { useState } from 'react';
import { UNDO_NOTICE_MS } from '../notices/undo-notification';

export interface MovedToTrashOptions {
  /** The notification's title, e.g. "Project deleted"; required. */
  title: string;
  /** Brings the item back (restoreProject / restoreFile and the cache update); required. */
  onUndo: () => Promise<void>;
}

/**
 * After a delete: "Moved to Recently deleted." with an Undo button, for `UNDO_NOTICE_MS`. The
 * notification stays while the mouse or focus is on it (Mantine pauses its timer), so Undo can be reached
 * with the keyboard. A failed undo says so in a red notification.
 */
export function showMovedToTrash({ title, onUndo }: MovedToTrashOptions): void {
  const id = `moved-to-trash-${crypto.randomUUID()}`;
  notifications.show({
    id,
    title,
    color: 'green',
    autoClose: UNDO_NOTICE_MS,
    message: <UndoMessage onUndo={onUndo} onDone={() => notifications.hide(id)} />,
  });
}

function UndoMessage({ onUndo, onDone }: { onUndo: () => Promise<void>; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      await onUndo();
      onDone();
      notifications.show({ color: 'green', message: 'Restored.' });
    } catch (error) {
      console.error('Undoing the delete failed.', error);
      setBusy(false);
      notifications.show({
        color: 'red',
        title: 'It could not be restored',
        message: `${isDataError(error) ? error.message : 'Try again.'} It is still in Recently deleted.`,
      });
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      {/* The body colour, not the notification's dimmed description colour (too faint for WCAG AA). */}
      <Text size="sm" c="var(--mantine-color-text)">
        Moved to Recently deleted.
      </Text>
      <Button size="compact-sm" variant="light" loading={busy} onClick={() => void undo()}>
        Undo
      </Button>
    </Stack>
  );
}
