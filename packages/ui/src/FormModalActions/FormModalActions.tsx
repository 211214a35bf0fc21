import { Button, Group } from '@mantine/core';

export interface FormModalActionsProps {
  /** The submit button's words, e.g. "Rename"; required. */
  submitLabel: string;
  /** Whether the form is being submitted: the submit button spins, Cancel is disabled; required. */
  busy: boolean;
  /** Closes the dialog without submitting; required. */
  onCancel: () => void;
  /** The submit button's colour, e.g. 'red' for a destructive action; default the theme's primary. */
  color?: string;
}

/** The buttons under a dialog's form: Cancel, then the form's submit button, at the right. */
export function FormModalActions({ submitLabel, busy, onCancel, color }: FormModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
