import {
  FileIdSchema,
  getFile,
  getProject,
  listAllFiles,
  ProjectIdSchema,
  type FileCollectionName,
  type ProjectId,
} from '@org/data';
import { prepareLocaleData } from '../locale-data';
import { holdForFirstReads } from './first-reads';
import { keepUnchanged } from './keep-unchanged';
import { openDataContext } from './open-data-context';
import { KEPT_UPDATED_AT, readProjectListing } from './page-cache';
import { queryClient } from './query-client';
import { userDataKeys } from './query-keys';

export { preloadDataStore } from './open-data-context';

/**
 * Starts a project page's two reads, the project and its files, together and without waiting for
 * them, into the queries the page then uses (same keys, same reads). Called once the user is known,
 * before the page has rendered: both queries exist (fetching) at once, and once the store is loaded
 * the requests leave in the same turn, before the app's render (issue 23). A bad id or a failed read
 * is left to the page, which says so.
 */
export function startProjectReads(uid: string, rawProjectId: string): void {
  const parsed = ProjectIdSchema.safeParse(rawProjectId);
  if (!parsed.success) return;
  const projectId = parsed.data;
  const context = openDataContext(uid);
  // Background reads wait for these two (first-reads.ts); prefetchQuery never rejects.
  holdForFirstReads(
    queryClient.prefetchQuery({
      queryKey: userDataKeys.project(uid, projectId),
      queryFn: async () => getProject(await context, projectId),
      structuralSharing: keepUnchanged,
    }),
  );
  holdForFirstReads(
    queryClient.prefetchQuery({
      queryKey: userDataKeys.allFiles(uid, projectId),
      queryFn: async () => listAllFiles(await context, projectId),
      structuralSharing: keepUnchanged,
    }),
  );
  void showKeptListing(uid, projectId);
  // The page's dates need the locale's data (~70 ms to load): while the reads are out.
  prepareLocaleData();
}

/**
 * Puts `uid`'s kept listing of the project (page-cache.ts) into the page's queries while their reads
 * run, so the page shows it at once; each query's read then replaces it. A query that already has
 * data (its read won, or an earlier visit's in this tab) keeps it. The kept data is stale from the
 * start, so nothing takes it for a fresh read. A read that finds the same data keeps the kept
 * records themselves (keepUnchanged), so the page draws again only what changed.
 */
async function showKeptListing(uid: string, projectId: ProjectId): Promise<void> {
  const listing = await readProjectListing(uid, projectId);
  if (!listing) return;
  const seed = (queryKey: readonly unknown[], data: object) => {
    if (queryClient.getQueryData(queryKey) === undefined)
      queryClient.setQueryData(queryKey, data, { updatedAt: KEPT_UPDATED_AT });
  };
  seed(userDataKeys.project(uid, projectId), listing.project);
  seed(userDataKeys.allFiles(uid, projectId), listing.files);
}

/**
 * Starts a saved file's read, without waiting for it, into the query its page's workspace then uses
 * (same key, same read), for the same reason as {@link startProjectReads}: once the store is loaded
 * the request leaves before the app's render, not after the page's code has loaded (issue 23: a bill
 * or schedule opened after a chain of loads). A bad id is left to the page, which says so.
 */
export function startFileRead(
  uid: string,
  rawProjectId: string,
  collection: FileCollectionName,
  rawFileId: string,
): void {
  const projectId = ProjectIdSchema.safeParse(rawProjectId);
  const fileId = FileIdSchema.safeParse(rawFileId);
  if (!projectId.success || !fileId.success) return;
  const context = openDataContext(uid);
  holdForFirstReads(
    queryClient.prefetchQuery({
      queryKey: userDataKeys.file(uid, projectId.data, collection, fileId.data),
      queryFn: async () => getFile(await context, projectId.data, collection, fileId.data),
    }),
  );
}
