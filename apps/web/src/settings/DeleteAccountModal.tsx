import { Alert, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { FormModalActions } from '@org/ui';
import { notifications } from '@mantine/notifications';
import { DATA_ERROR_MESSAGES, deleteAllUserData } from '@org/data';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authErrorCode } from '../auth/auth-errors';
import { deleteUser, reauthenticate } from '../auth/auth-operations';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import {
  deleteAccount,
  DeleteAccountError,
  deleteAccountFailureMessage,
  STAGE_TEXT,
  type DeleteAccountStage,
} from './delete-account';

export interface DeleteAccountModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Closes it (Cancel, Escape; never while deleting); required. */
  onClose: () => void;
  /** Called once the account is gone; default: a full page load of the landing page '/'. */
  onDeleted?: () => void;
}

/** The word the user types to confirm. */
export const CONFIRM_WORD = 'DELETE';
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data were deleted.';

const WRONG_PASSWORD = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
]);

/** The landing page belongs to the marketing site, outside this app's router: load it. */
const goToLanding = () => window.location.assign('/');

type Errors = { password?: string; confirm?: string; form?: string };

/**
 * The account deletion dialog: the password (confirmed with Firebase before anything is deleted)
 * and the word DELETE typed out. Then the user's data goes first, while the security rules still
 * let them reach it, then the Firebase user. A failure says exactly what was and was not deleted.
 */
export function DeleteAccountModal({
  opened,
  onClose,
  onDeleted = goToLanding,
}: DeleteAccountModalProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [stage, setStage] = useState<DeleteAccountStage | null>(null);
  const processing = stage !== null;

  const close = () => {
    if (processing) return;
    setPassword('');
    setConfirm('');
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Errors = {};
    if (password === '') problems.password = 'Enter your password.';
    if (confirm.trim() !== CONFIRM_WORD) {
      problems.confirm = `Type ${CONFIRM_WORD} in capital letters to confirm.`;
    }
    if (!ctx) problems.form = `Nothing was deleted. ${DATA_ERROR_MESSAGES['not-ready']}`;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !ctx) return;

    try {
      await deleteAccount(
        password,
        {
          reauthenticate,
          deleteData: () => deleteAllUserData(ctx),
          deleteUser,
        },
        setStage,
      );
      queryClient.removeQueries({ queryKey: userDataKeys.all(ctx.uid) });
      notifications.show({
        color: 'green',
        title: 'Account deleted',
        message: ACCOUNT_DELETED_MESSAGE,
      });
      onDeleted();
    } catch (caught) {
      setStage(null);
      if (!(caught instanceof DeleteAccountError)) {
        console.error('Account deletion failed.', caught);
        setErrors({
          form: 'Something went wrong. Reload the page to see what is left, then try again.',
        });
        return;
      }
      if (caught.stage !== 'reauthenticate') {
        console.error('Account deletion failed.', caught.cause);
        // Some or all of the data is gone: let every screen read the store again.
        void queryClient.invalidateQueries({ queryKey: userDataKeys.all(ctx.uid) });
      }
      const code = authErrorCode(caught.cause);
      if (caught.stage === 'reauthenticate' && code !== null && WRONG_PASSWORD.has(code)) {
        setErrors({
          password: deleteAccountFailureMessage(caught).replace('Nothing was deleted. ', ''),
        });
        return;
      }
      const message = deleteAccountFailureMessage(caught);
      setErrors({ form: message });
      notifications.show({ color: 'red', title: 'Account not deleted', message, autoClose: false });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete account"
      centered
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      withCloseButton={!processing}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">This permanently deletes, and cannot be undone:</Text>
          <List size="sm" mt={-8}>
            <List.Item>every project and every file saved in it;</List.Item>
            <List.Item>your company details and logo;</List.Item>
            <List.Item>your account, so you can no longer sign in with it.</List.Item>
          </List>
          <Text size="sm">To keep a copy, export your projects as a backup first.</Text>
          <PasswordInput
            label="Password"
            description="Your current password, to confirm it is you."
            autoComplete="current-password"
            data-autofocus
            value={password}
            disabled={processing}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors(({ password: _removed, form: _form, ...rest }) => rest);
            }}
            error={errors.password}
          />
          <TextInput
            label={`Type ${CONFIRM_WORD} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirm}
            disabled={processing}
            onChange={(event) => {
              setConfirm(event.currentTarget.value);
              setErrors(({ confirm: _removed, form: _form, ...rest }) => rest);
            }}
            error={errors.confirm}
          />
          {errors.form ? (
            <Alert color="red" role="alert" title="Account not deleted">
              {errors.form}
            </Alert>
          ) : null}
          {stage ? (
            <Text size="sm" c="dimmed" role="status">
              {STAGE_TEXT[stage]}
            </Text>
          ) : null}
          <FormModalActions
            submitLabel="Delete account permanently"
            busy={processing}
            onCancel={close}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
