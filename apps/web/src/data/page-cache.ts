import type { FileCollectionName, ProjectId, ProjectRecord, SavedFileRecord } from '@org/data';
import { deleteDatabase, openDatabase, storeRequest } from '@org/data/idb';

/**
 * The last project page a signed-in user saw, kept in this browser so the page shows it at once on
 * the next visit, marked as refreshing, while the fresh read runs (issue 23: the reads take 250–900 ms
 * on these machines). One listing per uid, in its own IndexedDB database (structured clone keeps the
 * records' dates); nothing here is shown to anyone but that uid, and the whole database is deleted
 * when nobody is signed in any more (sign-out, account deletion, a session ended elsewhere).
 * No runtime import but @org/data's small IndexedDB helpers ('@org/data/idb'): the AuthProvider, in
 * every page's first load, calls {@link clearPageCache}.
 */
export interface ProjectListing {
  readonly uid: string;
  readonly projectId: ProjectId;
  readonly project: ProjectRecord;
  readonly files: Record<FileCollectionName, SavedFileRecord[]>;
}

export const PAGE_CACHE_DATABASE = 'hvac-page-cache';
const STORE = 'projectListings';

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  return openDatabase({
    name: PAGE_CACHE_DATABASE,
    version: 1,
    upgrade: (db) => db.createObjectStore(STORE),
    failed: (error) => error ?? new Error('The page cache could not open.'),
  }).then((db) =>
    storeRequest(db, STORE, mode, work, 'The page cache failed.').finally(() => db.close()),
  );
}

/** When the data a query got from the page cache was "updated": never, so it is stale at once. */
export const KEPT_UPDATED_AT = 0;

/**
 * Whether a query shows a kept listing (page-cache.ts) that its read has not replaced yet (a read
 * sets the time it was updated, even when it found the same data).
 */
export function isShowingKeptListing(query: { data: unknown; dataUpdatedAt: number }): boolean {
  return query.data !== undefined && query.dataUpdatedAt === KEPT_UPDATED_AT;
}

/**
 * `uid`'s last listing of `projectId`, or undefined (none, another project, or storage unavailable:
 * the page then simply waits for its read).
 */
export function readProjectListing(
  uid: string,
  projectId: ProjectId,
): Promise<ProjectListing | undefined> {
  return run<ProjectListing | undefined>('readonly', (store) => store.get(uid)).then(
    (listing) => (listing?.uid === uid && listing.projectId === projectId ? listing : undefined),
    () => undefined,
  );
}

/** Keeps `listing` as its uid's last one (replacing any other project's); failures are ignored. */
export function saveProjectListing(listing: ProjectListing): Promise<void> {
  return run('readwrite', (store) => store.put(listing, listing.uid)).then(
    () => undefined,
    () => undefined,
  );
}

/** Deletes every kept listing, of every uid; failures (no IndexedDB) are ignored. */
export function clearPageCache(): void {
  deleteDatabase(PAGE_CACHE_DATABASE);
}
