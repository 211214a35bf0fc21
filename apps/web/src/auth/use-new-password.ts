import { useState } from 'react';
import type { NewPasswordFieldsProps } from './NewPasswordFields';
import { confirmationError, passwordError } from './password-rules';

/**
 * A new password and its confirmation as a form holds them (sign-up, password reset): `fields` for
 * NewPasswordFields, `check` before sending, `setPasswordError` for a password Firebase refused.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirmation?: string | null }>(
    {},
  );
  const fields = {
    password,
    onPasswordChange: setPassword,
    passwordError: errors.password,
    confirmation,
    onConfirmationChange: setConfirmation,
    confirmationError: errors.confirmation,
  } satisfies Partial<NewPasswordFieldsProps>;
  /** Shows what breaks the password rules (for this account's `email`); true when nothing does. */
  const check = (email: string): boolean => {
    const next = {
      password: passwordError(password, email),
      confirmation: confirmationError(password, confirmation),
    };
    setErrors(next);
    return !next.password && !next.confirmation;
  };
  const setPasswordError = (message: string) => setErrors({ password: message });
  return { password, fields, check, setPasswordError };
}
