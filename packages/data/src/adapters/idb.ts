/**
 * The IndexedDB plumbing every store this package keeps in the browser is built on: the local-stack
 * adapter (indexeddb.ts) and the web app's page cache of the last project listing. Its own entry,
 * '@org/data/idb', with no other import, so a page that only needs local storage loads nothing else
 * of the data layer.
 */

/** A request's result, as a promise; rejects with the request's error (or `failure` without one). */
export function requestResult<T>(
  request: IDBRequest<T>,
  failure = 'IndexedDB request failed',
): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(failure));
  });
}

export interface OpenDatabaseOptions {
  /** Defaults to `globalThis.indexedDB`. */
  readonly indexedDB?: IDBFactory;
  readonly name: string;
  readonly version: number;
  /** Creates the stores and indexes of a database that is new or older than `version`. */
  readonly upgrade: (db: IDBDatabase) => void;
  /**
   * Another tab holds an older version open: the error to reject with. Without it, the open waits
   * until that tab lets go.
   */
  readonly blocked?: () => unknown;
  /** The open failed: the error to reject with (defaults to the request's error). */
  readonly failed?: (error: DOMException | null) => unknown;
  /** Another tab wants to upgrade the open database (it should close it). */
  readonly versionChange?: (db: IDBDatabase) => void;
}

/** Opens (creating or upgrading as needed) a database. */
export function openDatabase(options: OpenDatabaseOptions): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const factory = options.indexedDB ?? globalThis.indexedDB;
    const request = factory.open(options.name, options.version);
    request.onupgradeneeded = () => options.upgrade(request.result);
    const { blocked, versionChange } = options;
    if (blocked) request.onblocked = () => reject(blocked());
    request.onsuccess = () => {
      const db = request.result;
      if (versionChange) db.onversionchange = () => versionChange(db);
      resolve(db);
    };
    request.onerror = () =>
      reject(
        options.failed
          ? options.failed(request.error)
          : (request.error ?? new Error(`The database ${options.name} could not be opened.`)),
      );
  });
}

/**
 * One request on one object store, in a transaction of its own; resolves with its result. Never
 * throws: a transaction that cannot start (a closed database, no such store) rejects too.
 */
export function storeRequest<T>(
  db: IDBDatabase,
  store: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
  failure?: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = work(db.transaction(store, mode).objectStore(store));
    requestResult(request, failure).then(resolve, reject);
  });
}

/**
 * Deletes a whole database, without waiting (the browser finishes it once no tab holds it open);
 * a browser without IndexedDB has nothing to delete.
 */
export function deleteDatabase(name: string, factory?: IDBFactory): void {
  try {
    (factory ?? globalThis.indexedDB).deleteDatabase(name);
  } catch {
    // No IndexedDB in this browser: nothing was kept either.
  }
}
