import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmationModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Called to close it: after the action succeeds, or on Cancel / Escape when not processing; required. */
  onClose: () => void;
  /** The modal's title, which also names its dialog; required. */
  title: string;
  /** What will happen, shown as the body; required. User text inside it must be plain text nodes. */
  message: ReactNode;
  /**
   * The action. While its promise is pending the modal shows its processing state and cannot be
   * closed; when it resolves the modal closes; when it rejects the modal stays open with the error.
   */
  onConfirm: () => Promise<unknown> | void;
  /** Label of the confirm button; default 'Confirm'. */
  confirmLabel?: string;
  /** Label of the cancel button; default 'Cancel'. */
  cancelLabel?: string;
  /** Colour of the confirm button; default 'red' (most confirmations guard a delete). */
  confirmColor?: string;
  /** The error text shown when the action fails; default the error's own message. */
  errorMessage?: (error: unknown) => string;
}

const defaultErrorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The action failed. Try again.';

/**
 * Spec §2 and §4: a confirmation with a title, a message and a processing state. Open → on confirm
 * it shows processing, runs the action, then closes. A failure keeps it open and says why, so the
 * user can retry or cancel knowing nothing happened silently.
 */
export function ConfirmationModal({
  opened,
  onClose,
  title,
  message,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmColor = 'red',
  errorMessage = defaultErrorMessage,
}: ConfirmationModalProps) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The action may finish after the component is gone (the row it confirmed is removed).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);

  const close = () => {
    if (!processing) onClose();
  };

  const confirm = async () => {
    setProcessing(true);
    setError(null);
    try {
      await onConfirm();
      if (mounted.current) setProcessing(false);
      onClose();
    } catch (caught) {
      if (!mounted.current) return;
      setProcessing(false);
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      withCloseButton={!processing}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {error ? (
          <Alert color="red" role="alert" title="It did not work">
            {error}
          </Alert>
        ) : null}
        {processing ? (
          <Text size="sm" c="dimmed" role="status">
            Working…
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={processing}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={() => void confirm()} loading={processing}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
