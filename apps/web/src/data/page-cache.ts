import type { FileCollectionName, ProjectId, ProjectRecord, SavedFileRecord } from '@org/data';

/**
 * The last project page a signed-in user saw, kept in this browser so the page shows it at once on
 * the next visit, marked as refreshing, while the fresh read runs (issue 23: the reads take 250–900 ms
 * on these machines). One listing per uid, in its own IndexedDB database (structured clone keeps the
 * records' dates); nothing here is shown to anyone but that uid, and the whole database is deleted
 * when nobody is signed in any more (sign-out, account deletion, a session ended elsewhere).
 * No runtime import: the AuthProvider, in every page's first load, calls {@link clearPageCache}.
 */
export interface ProjectListing {
  readonly uid: string;
  readonly projectId: ProjectId;
  readonly project: ProjectRecord;
  readonly files: Record<FileCollectionName, SavedFileRecord[]>;
}

export const PAGE_CACHE_DATABASE = 'hvac-page-cache';
const STORE = 'projectListings';

function openCache(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(PAGE_CACHE_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The page cache could not open.'));
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  return openCache().then((db) =>
    new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('The page cache failed.'));
    }).finally(() => db.close()),
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
  try {
    indexedDB.deleteDatabase(PAGE_CACHE_DATABASE);
  } catch {
    // No IndexedDB in this browser: nothing was kept either.
  }
}
