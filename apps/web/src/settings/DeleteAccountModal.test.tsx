import type * as DataModule from '@org/data';
import { DataError } from '@org/data';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { DeleteAccountModal } from './DeleteAccountModal';

const deleteAllUserData = vi.hoisted(() => vi.fn());
const reauthenticate = vi.hoisted(() => vi.fn());
const deleteUser = vi.hoisted(() => vi.fn());
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  deleteAllUserData,
}));
vi.mock('../auth/auth-operations', () => ({ reauthenticate, deleteUser }));

afterEach(() => {
  vi.restoreAllMocks();
  for (const mock of [deleteAllUserData, reauthenticate, deleteUser]) mock.mockReset();
});

const authError = (code: string) => Object.assign(new Error(code), { code });

async function submit(password: string, word: string) {
  const user = userEvent.setup();
  const onDeleted = vi.fn();
  const ctx = fakeDataContext();
  renderWithData(<DeleteAccountModal opened onClose={() => {}} onDeleted={onDeleted} />, { ctx });
  const dialog = screen.getByRole('dialog', { name: 'Delete account' });
  expect(dialog).toBeInTheDocument();
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  if (word) await user.type(screen.getByLabelText('Type DELETE to confirm'), word);
  await user.click(screen.getByRole('button', { name: 'Delete account permanently' }));
  return { onDeleted, ctx };
}

describe('DeleteAccountModal', () => {
  it('needs the password and the word DELETE', async () => {
    await submit('', 'delete');
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Type DELETE in capital letters to confirm.')).toBeInTheDocument();
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('deletes nothing for a wrong password', async () => {
    reauthenticate.mockRejectedValue(authError('auth/wrong-password'));
    await submit('Wrong-pass-1', 'DELETE');
    expect(await screen.findByText('That password is incorrect.')).toBeInTheDocument();
    expect(deleteAllUserData).not.toHaveBeenCalled();
    expect(deleteUser).not.toHaveBeenCalled();
  });

  it('deletes the data, then the user, then leaves with a toast', async () => {
    reauthenticate.mockResolvedValue(undefined);
    deleteAllUserData.mockResolvedValue({ deletedProjects: 1, deletedFiles: 3 });
    deleteUser.mockResolvedValue(undefined);
    const { onDeleted, ctx } = await submit('Duct-Work-2026', 'DELETE');
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(reauthenticate).toHaveBeenCalledWith('Duct-Work-2026');
    expect(deleteAllUserData).toHaveBeenCalledWith(ctx);
    expect(deleteAllUserData.mock.invocationCallOrder[0]).toBeLessThan(
      deleteUser.mock.invocationCallOrder[0] ?? 0,
    );
    expect(screen.getByText('Your account and all its data were deleted.')).toBeInTheDocument();
  });

  it('keeps the account and says so when deleting the data fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reauthenticate.mockResolvedValue(undefined);
    deleteAllUserData.mockRejectedValue(new DataError('permission-denied'));
    const { onDeleted } = await submit('Duct-Work-2026', 'DELETE');
    expect(
      await screen.findAllByText(
        /^Your account was not deleted\. Deleting your data stopped partway/,
      ),
    ).toHaveLength(2);
    expect(deleteUser).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says the data is gone but the account is not when the last step fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reauthenticate.mockResolvedValue(undefined);
    deleteAllUserData.mockResolvedValue({ deletedProjects: 2, deletedFiles: 0 });
    deleteUser.mockRejectedValue(authError('auth/internal-error'));
    const { onDeleted } = await submit('Duct-Work-2026', 'DELETE');
    expect(
      await screen.findAllByText(
        /^All your data was deleted \(2 projects and 0 files\), but your account itself could not be deleted/,
      ),
    ).toHaveLength(2);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
