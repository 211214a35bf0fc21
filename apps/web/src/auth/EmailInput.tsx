import { TextInput } from '@mantine/core';

export interface EmailInputProps {
  /** The address as typed; required. */
  value: string;
  /** Called with the new text on each change; required. */
  onChange: (value: string) => void;
  /** The error under the field; default none. */
  error?: string | null;
}

/**
 * The account's e-mail field (sign-in, sign-up, password reset): typed as an address, so phones show
 * their e-mail keyboard and password managers fill it in.
 */
export function EmailInput({ value, onChange, error }: EmailInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
