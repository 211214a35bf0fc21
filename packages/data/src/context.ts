import { type AppId, asUserId, resolveAppId, type TreeScope, type UserId } from './document-tree';
import { DataError, toDataError } from './errors';
import type { DataPort } from './port';

/** What every repository function needs: the store, and whose tree to work in. */
export interface DataContext extends TreeScope {
  readonly port: DataPort;
  readonly appId: AppId;
  readonly uid: UserId;
}

/** A context, or nothing yet (no database, or no signed-in user). */
export type MaybeDataContext = DataContext | null | undefined;

/**
 * Builds a context for a signed-in user. `appId` falls back to `DEFAULT_APP_ID` when the host injected
 * none, or one that cannot be a path segment (see `resolveAppId`).
 */
export function createDataContext(options: {
  port: DataPort;
  uid: string;
  appId?: string | null | undefined;
}): DataContext {
  return {
    port: options.port,
    uid: asUserId(options.uid),
    appId: resolveAppId(options.appId),
  };
}

/** @throws {DataError} `not-ready` ('Database not ready.') when there is no database or no user. */
export function requireContext(ctx: MaybeDataContext): DataContext {
  if (!ctx?.port || !ctx.uid) throw new DataError('not-ready');
  return ctx;
}

/** Runs a repository operation and rejects with a `DataError` whatever went wrong. */
export async function withContext<T>(
  ctx: MaybeDataContext,
  work: (ctx: DataContext) => Promise<T>,
): Promise<T> {
  try {
    return await work(requireContext(ctx));
  } catch (error) {
    throw toDataError(error);
  }
}
