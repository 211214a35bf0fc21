import { isDataError } from '@org/data';
import { describeAuthError } from '../auth/describe-auth-error';
import { plural } from '../plural';

/** The steps of deleting an account, in order. */
export type DeleteAccountStage = 'reauthenticate' | 'data' | 'account';

/** What was deleted. */
export interface DeletedData {
  deletedProjects: number;
  deletedFiles: number;
}

/** The operations account deletion runs (the real ones in the modal, stubs in tests). */
export interface DeleteAccountSteps {
  /** Confirms the password with Firebase (required shortly before deleting an account). */
  reauthenticate: (password: string) => Promise<void>;
  /** Deletes every project, file and the company profile (`deleteAllUserData`). */
  deleteData: () => Promise<DeletedData>;
  /** Deletes the Firebase user, which signs them out. */
  deleteUser: () => Promise<void>;
}

/** Which step failed, with what was already deleted. */
export class DeleteAccountError extends Error {
  override readonly name = 'DeleteAccountError';
  constructor(
    readonly stage: DeleteAccountStage,
    override readonly cause: unknown,
    /** Set when the data was deleted before the failure. */
    readonly deleted: DeletedData | null = null,
  ) {
    super(`Account deletion failed at the ${stage} step.`);
  }
}

/**
 * Deletes the account: password first (so nothing is deleted for a wrong one, and the last step
 * cannot fail for want of a recent sign-in), then the user's data while the security rules still let
 * them reach it, then the Firebase user.
 *
 * @param onStage - Told as each step starts, for the progress text.
 * @throws {DeleteAccountError} Naming the step that failed.
 */
export async function deleteAccount(
  password: string,
  steps: DeleteAccountSteps,
  onStage: (stage: DeleteAccountStage) => void = () => {},
): Promise<DeletedData> {
  onStage('reauthenticate');
  try {
    await steps.reauthenticate(password);
  } catch (error) {
    throw new DeleteAccountError('reauthenticate', error);
  }
  onStage('data');
  let deleted: DeletedData;
  try {
    deleted = await steps.deleteData();
  } catch (error) {
    throw new DeleteAccountError('data', error);
  }
  onStage('account');
  try {
    await steps.deleteUser();
  } catch (error) {
    throw new DeleteAccountError('account', error, deleted);
  }
  return deleted;
}

/** "3 projects and 7 files". */
export function describeDeleted({ deletedProjects, deletedFiles }: DeletedData): string {
  return `${plural(deletedProjects, 'project')} and ${plural(deletedFiles, 'file')}`;
}

/** What the progress text says during each step. */
export const STAGE_TEXT: Readonly<Record<DeleteAccountStage, string>> = {
  reauthenticate: 'Checking your password…',
  data: 'Deleting your projects, files and company details…',
  account: 'Deleting your account…',
};

/** Exactly what happened when deletion failed, and what the user can do. */
export function deleteAccountFailureMessage(error: DeleteAccountError): string {
  switch (error.stage) {
    case 'reauthenticate':
      return `Nothing was deleted. ${describeAuthError(error.cause, 'reauthenticate')}`;
    case 'data': {
      const reason = isDataError(error.cause)
        ? error.cause.message
        : 'Something went wrong while deleting your data.';
      return `Your account was not deleted. Deleting your data stopped partway: ${reason} Some of your projects and files may already be deleted; the rest are still there. Try again to finish.`;
    }
    case 'account': {
      const deleted = error.deleted ? ` (${describeDeleted(error.deleted)})` : '';
      return `All your data was deleted${deleted}, but your account itself could not be deleted: ${describeAuthError(error.cause)} You are still signed in; try again to finish.`;
    }
  }
}
