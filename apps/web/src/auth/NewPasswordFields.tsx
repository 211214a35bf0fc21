import { PasswordInput } from '@mantine/core';
import { NewPasswordInput } from './NewPasswordInput';

export interface NewPasswordFieldsProps {
  /** The new password's label; its confirmation reads "Confirm <label>"; default 'Password'. */
  label?: string;
  /** The new password; required. */
  password: string;
  /** Called with the new password on each change; required. */
  onPasswordChange: (value: string) => void;
  /** The error under the new password; default none. */
  passwordError?: string | null;
  /** The password typed again; required. */
  confirmation: string;
  /** Called with the confirmation on each change; required. */
  onConfirmationChange: (value: string) => void;
  /** The error under the confirmation; default none. */
  confirmationError?: string | null;
  /** The account's e-mail address, for the "not your e-mail" rule; default ''. */
  email?: string;
}

/**
 * A new password and its confirmation (sign-up, password reset, password change): the password with
 * its live checklist, then the same typed again.
 */
export function NewPasswordFields({
  label = 'Password',
  password,
  onPasswordChange,
  passwordError,
  confirmation,
  onConfirmationChange,
  confirmationError,
  email = '',
}: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordInput
        label={label}
        value={password}
        onChange={onPasswordChange}
        email={email}
        error={passwordError}
      />
      <PasswordInput
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        error={confirmationError}
      />
    </>
  );
}
