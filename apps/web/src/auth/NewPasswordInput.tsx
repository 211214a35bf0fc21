import { PasswordInput } from '@mantine/core';
import { PasswordChecklist } from './PasswordChecklist';

export interface NewPasswordInputProps {
  /** The field's label; default 'Password'. */
  label?: string;
  /** The password; required. */
  value: string;
  /** Called with the new value on each change; required. */
  onChange: (value: string) => void;
  /** The account's e-mail address, for the "not your e-mail" rule; default ''. */
  email?: string;
  /** The error under the field; default none. */
  error?: string | null;
}

/**
 * A field for choosing a password (sign-up, password reset, password change), with the rules as a live
 * checklist under it. The checklist is the input's description (aria-describedby), after the error.
 */
export function NewPasswordInput({
  label = 'Password',
  value,
  onChange,
  email = '',
  error,
}: NewPasswordInputProps) {
  return (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      // A checklist is not a paragraph: the description renders as a div.
      descriptionProps={{ component: 'div', mt: 'xs' }}
      description={<PasswordChecklist password={value} email={email} />}
    />
  );
}
