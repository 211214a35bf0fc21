import { confirmationError, passwordError } from '../auth/password-rules';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/**
 * Checks the change-password form before Firebase is asked: the current password is present, the
 * new one meets the app's password rules and differs from the current one, and the confirmation
 * matches. Returns one message per field in trouble; empty when the form may be sent.
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  email: string,
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword === '') errors.currentPassword = 'Enter your current password.';
  const newProblem = passwordError(values.newPassword, email);
  if (newProblem) {
    errors.newPassword = newProblem;
  } else if (values.currentPassword !== '' && values.newPassword === values.currentPassword) {
    errors.newPassword = 'Choose a new password that differs from your current one.';
  }
  const confirmProblem = confirmationError(values.newPassword, values.confirmPassword);
  if (confirmProblem) errors.confirmPassword = confirmProblem;
  return errors;
}
