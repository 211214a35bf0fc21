import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { authErrorCode } from '../auth/auth-errors';
import { changePassword } from '../auth/auth-operations';
import { describeAuthError } from '../auth/describe-auth-error';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import {
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordValues,
} from './change-password-validation';

export interface ChangePasswordFormProps {
  /** The signed-in user's e-mail address (for the rules, and for password managers); required. */
  email: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const WRONG_PASSWORD = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
]);
const WEAK_PASSWORD = new Set(['auth/weak-password', 'auth/password-does-not-meet-requirements']);

type Errors = ChangePasswordErrors & { form?: string };

/**
 * Changes the password: the current one is confirmed with Firebase first (re-authentication, which
 * Firebase requires for this change), then the new one is set. Each Firebase refusal is shown beside
 * the field it is about, or above the buttons.
 */
export function ChangePasswordForm({ email }: ChangePasswordFormProps) {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  // An edit clears the field's error and the form's.
  const edit = (key: keyof ChangePasswordValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, form: _form, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateChangePassword(values, email);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      setValues(EMPTY);
      notifications.show({ color: 'green', message: 'Your password was changed.' });
    } catch (caught) {
      const code = authErrorCode(caught);
      if (code !== null && WRONG_PASSWORD.has(code)) {
        setErrors({ currentPassword: describeAuthError(caught, 'reauthenticate') });
      } else if (code !== null && WEAK_PASSWORD.has(code)) {
        setErrors({ newPassword: describeAuthError(caught) });
      } else {
        const message = describeAuthError(caught);
        setErrors({ form: message });
        notifications.show({ color: 'red', title: 'Password not changed', message });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="change-password-heading"
    >
      <Stack gap="sm" maw={420}>
        {/* For password managers: which account this new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => edit('currentPassword', event.currentTarget.value)}
        />
        <NewPasswordFields
          label="New password"
          password={values.newPassword}
          onPasswordChange={(value) => edit('newPassword', value)}
          passwordError={errors.newPassword ?? null}
          confirmation={values.confirmPassword}
          onConfirmationChange={(value) => edit('confirmPassword', value)}
          confirmationError={errors.confirmPassword}
          email={email}
        />
        {errors.form ? (
          <Alert color="red" role="alert" title="Password not changed">
            {errors.form}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
