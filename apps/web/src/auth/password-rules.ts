/**
 * The app's password rules, checked in the browser before Firebase is asked (Firebase's own minimum
 * is 6 characters; a project password policy may add more, reported as 'auth/weak-password' or
 * 'auth/password-does-not-meet-requirements' and mapped in auth-errors.ts).
 */

export const MIN_PASSWORD_LENGTH = 8;
/** Firebase rejects longer passwords. */
export const MAX_PASSWORD_LENGTH = 4096;

export type PasswordRuleId = 'length' | 'letter' | 'digit' | 'not-email';

export interface PasswordCheck {
  id: PasswordRuleId;
  /** The rule as the checklist shows it. */
  label: string;
  /** The message when the rule is broken, as a form error. */
  message: string;
  met: boolean;
}

/** Every rule, in checklist order, with whether `password` meets it. */
export function checkPassword(password: string, email = ''): PasswordCheck[] {
  const normalizedEmail = email.trim().toLowerCase();
  const localPart = normalizedEmail.split('@')[0] ?? '';
  const lowered = password.trim().toLowerCase();
  const isEmail =
    lowered !== '' &&
    normalizedEmail !== '' &&
    (lowered === normalizedEmail || (localPart.length > 0 && lowered === localPart));
  return [
    {
      id: 'length',
      label: `At least ${MIN_PASSWORD_LENGTH} characters`,
      message:
        password.length > MAX_PASSWORD_LENGTH
          ? `Use at most ${MAX_PASSWORD_LENGTH} characters.`
          : `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
      met: password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH,
    },
    {
      id: 'letter',
      label: 'At least one letter',
      message: 'Include at least one letter.',
      met: /\p{L}/u.test(password),
    },
    {
      id: 'digit',
      label: 'At least one digit',
      message: 'Include at least one digit (0–9).',
      met: /\p{Nd}/u.test(password),
    },
    {
      id: 'not-email',
      label: 'Not your e-mail address',
      message: 'Do not use your e-mail address as your password.',
      met: !isEmail,
    },
  ];
}

/** The first broken rule's message, or null when `password` meets every rule. */
export function passwordError(password: string, email = ''): string | null {
  if (password === '') return 'Enter a password.';
  return checkPassword(password, email).find((check) => !check.met)?.message ?? null;
}

/** The message when the confirmation differs from the password, else null. */
export function confirmationError(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Enter the password again to confirm it.';
  return confirmation === password ? null : 'The passwords do not match.';
}

/** A light check of an e-mail address's shape; Firebase has the last word ('auth/invalid-email'). */
export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'Enter your e-mail address.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
    ? null
    : 'Enter a valid e-mail address, such as name@example.com.';
}
