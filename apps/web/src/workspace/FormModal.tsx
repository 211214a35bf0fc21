import { Alert, Fieldset, Modal, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { FormModalActions } from '@org/ui';
import { FILE_NAME_MAX } from '@org/data';
import type { ReactNode } from 'react';

export interface FormModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Closes it; not while `busy`; required. */
  onClose: () => void;
  /** The dialog's title, e.g. "Rename file"; required. */
  title: string;
  /** The modal's width, e.g. 'lg'; default Mantine's. */
  size?: string;
  /** The submit button's words, e.g. "Rename"; required. */
  submitLabel: string;
  /** Whether the form is being submitted; required. */
  busy: boolean;
  /** Submits the form (the browser's own submit is prevented); required. */
  onSubmit: () => Promise<void>;
  /** A failure of the whole form, shown under the fields; default none. */
  formError?: string | null;
  /** The title of that failure's alert, e.g. "Not saved"; required. */
  errorTitle: string;
  /** The form's fields; required. */
  children: ReactNode;
}

/**
 * A dialog around one form: its fields (disabled while `busy`), a failure of the whole form, then
 * Cancel and submit.
 */
export function FormModal({
  onClose,
  busy,
  onSubmit,
  formError,
  errorTitle,
  ...props
}: FormModalProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      size={props.size}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="md">
          {/* While the form is submitted its fields are read-only, so what is stored is what is shown. */}
          <Fieldset variant="unstyled" disabled={busy} m={0}>
            <Stack gap="md">{props.children}</Stack>
          </Fieldset>
          {formError ? (
            <Alert color="red" role="alert" title={errorTitle}>
              {formError}
            </Alert>
          ) : null}
          <FormModalActions submitLabel={props.submitLabel} busy={busy} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The "File name" field of the save and rename dialogs, focused when the dialog opens. */
export function FileNameInput(props: Pick<TextInputProps, 'value' | 'onChange' | 'error'>) {
  return (
    <TextInput
      label="File name"
      required
      data-autofocus
      maxLength={FILE_NAME_MAX}
      autoComplete="off"
      {...props}
    />
  );
}
