import { type MaybeDataContext, requireContext, withContext } from '../context';
import { companyProfilePath } from '../document-tree';
import type { DataError } from '../errors';
import type { Unsubscribe } from '../port';
import {
  type CompanyProfile,
  type CompanyProfileInput,
  CompanyProfileInputSchema,
  type CompanyProfileRecord,
  parseInput,
  toCompanyProfileRecord,
} from '../schemas';

/**
 * The user's company details. When none are stored yet, the defaults (`name` '', `location` '',
 * `logo` null) with `exists: false`.
 */
export function getCompanyProfile(ctx: MaybeDataContext): Promise<CompanyProfileRecord> {
  return withContext(ctx, async ({ port, ...scope }) =>
    toCompanyProfileRecord(await port.get(companyProfilePath(scope))),
  );
}

/**
 * Calls `onNext` with {@link getCompanyProfile}'s result now and after each change; returns the unsubscribe
 * function.
 * @throws {DataError} `not-ready` at once, without a database or user.
 */
export function subscribeCompanyProfile(
  ctx: MaybeDataContext,
  onNext: (profile: CompanyProfileRecord) => void,
  onError?: (error: DataError) => void,
): Unsubscribe {
  const { port, ...scope } = requireContext(ctx);
  return port.subscribeDoc(
    companyProfilePath(scope),
    (raw) => onNext(toCompanyProfileRecord(raw)),
    onError,
  );
}

/**
 * Stores the whole profile (name and location trimmed; logo a base64 PNG or JPEG data URL of at most
 * about 500 KB, or null: no SVG, as firestore.rules' `isLogo`).
 * @throws {DataError} `validation` with a message naming the field.
 */
export function saveCompanyProfile(
  ctx: MaybeDataContext,
  input: CompanyProfileInput,
): Promise<CompanyProfile> {
  return withContext(ctx, async ({ port, ...scope }) => {
    const profile = parseInput(CompanyProfileInputSchema, input);
    await port.set(companyProfilePath(scope), profile);
    return { status: 'ok', exists: true, ...profile };
  });
}
