import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword } from './use-new-password';

/** A form as sign-up and the reset link build it: the fields, then a button that checks them. */
function Form({ label }: { label?: string }) {
  const newPassword = useNewPassword();
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.check('ana@example.com')) setSent(newPassword.password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields {...newPassword.fields} label={label} email="ana@example.com" />
      <button type="submit">Send</button>
      <button type="button" onClick={() => newPassword.setPasswordError('Refused by Firebase.')}>
        Refuse
      </button>
      {sent !== null ? <p>Sent {sent}</p> : null}
    </form>
  );
}

describe('useNewPassword with NewPasswordFields', () => {
  it('labels the confirmation after the password', () => {
    renderWithMantine(<Form label="New password" />);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('shows what breaks the rules and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Form />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Enter the password again to confirm it.',
    );
    expect(screen.queryByText(/^Sent/)).not.toBeInTheDocument();
  });

  it('sends a password that meets the rules and is confirmed', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Form />);
    await user.type(screen.getByLabelText('Password'), 'Long enough 123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Long enough 123!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent Long enough 123!')).toBeInTheDocument();
  });

  it('puts a refusal under the password', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Form />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Refused by Firebase.')).toBeInTheDocument();
  });
});
