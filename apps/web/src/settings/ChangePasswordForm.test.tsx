import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '../projects/test-utils';
import { ChangePasswordForm } from './ChangePasswordForm';

const changePassword = vi.hoisted(() => vi.fn());
vi.mock('../auth/auth-operations', () => ({ changePassword }));

afterEach(() => changePassword.mockReset());

const authError = (code: string) => Object.assign(new Error(code), { code });

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  renderWithData(<ChangePasswordForm email="ana@example.com" />, { ctx: null });
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('ChangePasswordForm', () => {
  it('checks the fields before asking Firebase', async () => {
    await fill('', 'short', 'other');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password and clears the form', async () => {
    changePassword.mockResolvedValue(undefined);
    await fill('Duct-Work-2026', 'Chiller-Plant-77');
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith('Duct-Work-2026', 'Chiller-Plant-77');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password beside its field', async () => {
    changePassword.mockRejectedValue(authError('auth/invalid-credential'));
    await fill('Not-My-Pass-1', 'Chiller-Plant-77');
    expect(await screen.findByText('That password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'That password is incorrect.',
    );
  });

  it('shows other refusals inline and as a toast', async () => {
    changePassword.mockRejectedValue(authError('auth/too-many-requests'));
    await fill('Duct-Work-2026', 'Chiller-Plant-77');
    expect(await screen.findAllByText(/^Too many attempts from this device\./)).toHaveLength(2);
  });
});
