import { DataError } from '@org/data';
import { describe, expect, it, vi } from 'vitest';
import {
  deleteAccount,
  DeleteAccountError,
  deleteAccountFailureMessage,
  type DeleteAccountSteps,
} from './delete-account';

const authError = (code: string) => Object.assign(new Error(code), { code });

function steps(overrides: Partial<DeleteAccountSteps> = {}) {
  const calls: string[] = [];
  const all: DeleteAccountSteps = {
    reauthenticate: vi.fn(async () => {
      calls.push('reauthenticate');
    }),
    deleteData: vi.fn(async () => {
      calls.push('data');
      return { deletedProjects: 2, deletedFiles: 5 };
    }),
    deleteUser: vi.fn(async () => {
      calls.push('user');
    }),
    ...overrides,
  };
  return { all, calls };
}

async function failure(promise: Promise<unknown>): Promise<DeleteAccountError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeleteAccountError);
  return error as DeleteAccountError;
}

describe('deleteAccount', () => {
  it('confirms the password, deletes the data, then the user, reporting each stage', async () => {
    const { all, calls } = steps();
    const stages: string[] = [];
    await expect(deleteAccount('pw', all, (stage) => stages.push(stage))).resolves.toEqual({
      deletedProjects: 2,
      deletedFiles: 5,
    });
    expect(all.reauthenticate).toHaveBeenCalledWith('pw');
    expect(calls).toEqual(['reauthenticate', 'data', 'user']);
    expect(stages).toEqual(['reauthenticate', 'data', 'account']);
  });

  it('deletes nothing when the password is wrong', async () => {
    const { all } = steps({
      reauthenticate: () => Promise.reject(authError('auth/invalid-credential')),
    });
    const error = await failure(deleteAccount('wrong', all));
    expect(error.stage).toBe('reauthenticate');
    expect(all.deleteData).not.toHaveBeenCalled();
    expect(all.deleteUser).not.toHaveBeenCalled();
    expect(deleteAccountFailureMessage(error)).toBe(
      'Nothing was deleted. That password is incorrect.',
    );
  });

  it('keeps the account when deleting the data fails, and says the data may be partly gone', async () => {
    const { all } = steps({ deleteData: () => Promise.reject(new DataError('unavailable')) });
    const error = await failure(deleteAccount('pw', all));
    expect(error.stage).toBe('data');
    expect(all.deleteUser).not.toHaveBeenCalled();
    expect(deleteAccountFailureMessage(error)).toBe(
      'Your account was not deleted. Deleting your data stopped partway: The database cannot be reached right now. Check your connection and try again. Some of your projects and files may already be deleted; the rest are still there. Try again to finish.',
    );
  });

  it('says the data is gone but the account is not when the last step fails', async () => {
    const { all } = steps({
      deleteUser: () => Promise.reject(authError('auth/network-request-failed')),
    });
    const error = await failure(deleteAccount('pw', all));
    expect(error.stage).toBe('account');
    expect(error.deleted).toEqual({ deletedProjects: 2, deletedFiles: 5 });
    expect(deleteAccountFailureMessage(error)).toMatch(
      /^All your data was deleted \(2 projects and 5 files\), but your account itself could not be deleted: .+ You are still signed in; try again to finish\.$/,
    );
  });
});
