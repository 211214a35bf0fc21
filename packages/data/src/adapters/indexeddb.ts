/**
 * The local-stack adapter: one IndexedDB database per app id, one object store keyed by full document
 * path, with an index on the parent collection path for listing. Keeps Firestore's semantics (see
 * `DataPort`): ordering, atomic batches of at most 500 writes, `update` of a missing document fails,
 * the same values are rejected. Data survives reloads; subscribers are told after each write in this tab
 * and, through a BroadcastChannel, in the other tabs of the same origin.
 */
import {
  type AppId,
  childPath,
  type CollectionPath,
  type DocPath,
  splitDocPath,
} from '../document-tree';
import { ConflictError, DataError, toDataError } from '../errors';
import {
  meetsPrecondition,
  type BatchOp,
  type DataPort,
  type ListOptions,
  type RawDocument,
  type RawDocumentEntry,
  type Unsubscribe,
  type WriteData,
} from '../port';
import {
  checkBatch,
  compareStrings,
  compareValues,
  documentSize,
  MAX_DOCUMENT_BYTES,
  resolveServerTimestamps,
} from './firestore-semantics';
import { openDatabase, storeRequest } from './idb';

const STORE = 'documents';
const PARENT_INDEX = 'parent';
const SCHEMA_VERSION = 1;

interface StoredRecord {
  /** Full document path: the key. */
  path: string;
  /** Path of the collection the document is in. */
  parent: string;
  id: string;
  data: RawDocument;
}

export interface IndexedDbPortOptions {
  /** Names the database, so two apps on one origin keep separate data. */
  readonly appId: AppId;
  /** Defaults to `globalThis.indexedDB`. */
  readonly indexedDB?: IDBFactory;
  /** Defaults to `hvac-workbench-data:{appId}`. */
  readonly databaseName?: string;
  /** Tell other tabs about writes (BroadcastChannel). Defaults to true where BroadcastChannel exists. */
  readonly crossTab?: boolean;
  /** Clock for server timestamps; defaults to the system clock. */
  readonly now?: () => Date;
}

export interface IndexedDbPort extends DataPort {
  readonly kind: 'indexeddb';
  readonly databaseName: string;
  /** Closes the database and the cross-tab channel and drops every subscription. */
  close(): void;
}

export const defaultDatabaseName = (appId: AppId): string => `hvac-workbench-data:${appId}`;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id, like Firestore's auto ids. */
export function autoId(): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 248 = 4 * 62: rejecting bytes at or above it keeps every character equally likely.
  for (const byte of bytes) id += byte < 248 ? ID_ALPHABET.charAt(byte % 62) : '';
  return id.length === 20 ? id : id + autoId().slice(0, 20 - id.length);
}

/** Orders listed documents the way a Firestore query with the same options would. */
export function orderEntries(
  entries: RawDocumentEntry[],
  options: ListOptions = {},
): RawDocumentEntry[] {
  const descending = options.direction === 'desc' ? -1 : 1;
  const field = options.orderBy;
  if (field === undefined) return [...entries].sort((a, b) => compareStrings(a.id, b.id));
  return entries
    .filter((entry) => Object.hasOwn(entry.data, field))
    .sort(
      (a, b) =>
        descending * (compareValues(a.data[field], b.data[field]) || compareStrings(a.id, b.id)),
    );
}

interface ChangeMessage {
  readonly type: 'changed';
  readonly paths: readonly string[];
}

function isChangeMessage(value: unknown): value is ChangeMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === 'changed' &&
    'paths' in value &&
    Array.isArray(value.paths) &&
    value.paths.every((path: unknown) => typeof path === 'string')
  );
}

type Refresh = () => void;

export function createIndexedDbPort(options: IndexedDbPortOptions): IndexedDbPort {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const databaseName = options.databaseName ?? defaultDatabaseName(options.appId);
  const clock = options.now ?? (() => new Date());
  let lastStamp = 0;
  let closed = false;
  let opening: Promise<IDBDatabase> | undefined;

  const docListeners = new Map<string, Set<Refresh>>();
  const collectionListeners = new Map<string, Set<Refresh>>();

  const useChannel = (options.crossTab ?? true) && typeof BroadcastChannel === 'function';
  const channel = useChannel ? new BroadcastChannel(`@org/data:${databaseName}`) : undefined;
  if (channel) {
    // Node keeps a process alive while a channel is open; a browser tab has no such method.
    const unref: unknown = Reflect.get(channel, 'unref');
    if (typeof unref === 'function') unref.call(channel);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isChangeMessage(event.data)) notifyLocal(event.data.paths);
    };
  }

  /** Server time that never goes backwards, so sequential writes order as they were made. */
  function stamp(): Date {
    const time = Math.max(clock().getTime(), lastStamp + 1);
    lastStamp = time;
    return new Date(time);
  }

  function open(): Promise<IDBDatabase> {
    if (closed)
      return Promise.reject(new DataError('not-ready', 'The local database has been closed.'));
    if (!factory) {
      return Promise.reject(
        new DataError(
          'unavailable',
          'This browser does not offer IndexedDB, so local data cannot be kept.',
        ),
      );
    }
    opening ??= openDatabase({
      indexedDB: factory,
      name: databaseName,
      version: SCHEMA_VERSION,
      upgrade: (db) => {
        if (!db.objectStoreNames.contains(STORE)) {
          const store = db.createObjectStore(STORE, { keyPath: 'path' });
          store.createIndex(PARENT_INDEX, 'parent', { unique: false });
        }
      },
      blocked: () =>
        new DataError('unavailable', 'Close the other tabs of this app, then reload this one.'),
      // A newer version of the app in another tab wants to upgrade: let it, and reopen next time.
      versionChange: (db) => {
        db.close();
        opening = undefined;
      },
      failed: (cause) =>
        new DataError('unavailable', 'The local database could not be opened.', { cause }),
    });
    const pending = opening;
    pending.catch(() => {
      if (opening === pending) opening = undefined;
    });
    return pending;
  }

  async function read<T>(work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    try {
      return await storeRequest(await open(), STORE, 'readonly', work);
    } catch (error) {
      throw toDataError(error);
    }
  }

  async function getRecord(path: string): Promise<StoredRecord | undefined> {
    const result: unknown = await read((store) => store.get(path));
    return result === undefined ? undefined : (result as StoredRecord);
  }

  async function listRecords(parent: string): Promise<StoredRecord[]> {
    const result: unknown[] = await read((store) =>
      store.index(PARENT_INDEX).getAll(IDBKeyRange.only(parent)),
    );
    return result as StoredRecord[];
  }

  function notifyLocal(paths: readonly string[]): void {
    const refreshes = new Set<Refresh>();
    for (const path of paths) {
      docListeners.get(path)?.forEach((refresh) => refreshes.add(refresh));
      collectionListeners
        .get(splitDocPath(path as DocPath).parent)
        ?.forEach((refresh) => refreshes.add(refresh));
    }
    refreshes.forEach((refresh) => refresh());
  }

  function announce(paths: readonly string[]): void {
    notifyLocal(paths);
    const message: ChangeMessage = { type: 'changed', paths };
    channel?.postMessage(message);
  }

  /**
   * Runs the operations one after another in one readwrite transaction, so that an `update` sees the
   * writes before it and any failure aborts them all.
   */
  async function commit(ops: readonly BatchOp[]): Promise<void> {
    checkBatch(ops);
    if (ops.length === 0) return;
    const now = stamp();
    let db: IDBDatabase;
    try {
      db = await open();
    } catch (error) {
      throw toDataError(error);
    }
    await new Promise<void>((resolve, reject) => {
      let failure: DataError | undefined;
      let tx: IDBTransaction;
      try {
        tx = db.transaction(STORE, 'readwrite');
      } catch (error) {
        reject(toDataError(error));
        return;
      }
      const store = tx.objectStore(STORE);
      const abortWith = (error: DataError): void => {
        failure ??= error;
        try {
          tx.abort();
        } catch {
          // Already finishing: oncomplete/onabort reports the outcome.
        }
      };
      const put = (path: DocPath, data: RawDocument, next: () => void): void => {
        const size = documentSize(path, data);
        if (size > MAX_DOCUMENT_BYTES) {
          abortWith(
            new DataError(
              'validation',
              `Cannot save ${path}. The document is larger than Firestore allows (1 MiB).`,
            ),
          );
          return;
        }
        const { parent, id } = splitDocPath(path);
        const record: StoredRecord = { path, parent, id, data };
        try {
          store.put(record).onsuccess = next;
        } catch (error) {
          abortWith(toDataError(error));
        }
      };
      const run = (index: number): void => {
        const op = ops[index];
        if (op === undefined) return;
        const next = (): void => run(index + 1);
        if (op.type === 'delete') {
          store.delete(op.path).onsuccess = next;
        } else if (op.type === 'set') {
          put(op.path, resolveServerTimestamps(op.data, now), next);
        } else {
          const request = store.get(op.path);
          request.onsuccess = () => {
            const existing = request.result as StoredRecord | undefined;
            if (existing === undefined) {
              abortWith(new DataError('not-found', `No document to update at ${op.path}.`));
              return;
            }
            if (op.precondition && !meetsPrecondition(existing.data, op.precondition)) {
              abortWith(new ConflictError(existing.data));
              return;
            }
            put(op.path, { ...existing.data, ...resolveServerTimestamps(op.data, now) }, next);
          };
        }
      };
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(failure ?? toDataError(tx.error));
      tx.onerror = (event) => {
        // Reported again by onabort; stop it from reaching window.onerror.
        event.preventDefault();
      };
      run(0);
    });
    announce(ops.map((op) => op.path));
  }

  function subscribe<T>(
    register: Map<string, Set<Refresh>>,
    key: string,
    load: () => Promise<T>,
    onNext: (value: T) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe {
    let active = true;
    let latest = 0;
    const refresh: Refresh = () => {
      const ticket = (latest += 1);
      load().then(
        (value) => {
          if (active && ticket === latest) onNext(value);
        },
        (error: unknown) => {
          if (active && ticket === latest) onError?.(toDataError(error));
        },
      );
    };
    const listeners = register.get(key) ?? new Set<Refresh>();
    listeners.add(refresh);
    register.set(key, listeners);
    refresh();
    return () => {
      active = false;
      listeners.delete(refresh);
      if (listeners.size === 0) register.delete(key);
    };
  }

  const port: IndexedDbPort = {
    kind: 'indexeddb',
    databaseName,

    newId: () => autoId(),

    async add(collection: CollectionPath, data: WriteData): Promise<string> {
      const id = autoId();
      await commit([{ type: 'set', path: childPath(collection, id), data }]);
      return id;
    },

    set: (path, data) => commit([{ type: 'set', path, data }]),

    update: (path, data, precondition) =>
      commit([{ type: 'update', path, data, ...(precondition ? { precondition } : {}) }]),

    delete: (path) => commit([{ type: 'delete', path }]),

    batch: (ops) => commit(ops),

    async get(path) {
      const record = await getRecord(path);
      return record === undefined ? null : record.data;
    },

    async list(collection, listOptions) {
      const records = await listRecords(collection);
      return orderEntries(
        records.map((record) => ({ id: record.id, data: record.data })),
        listOptions,
      );
    },

    subscribeDoc(path, onNext, onError) {
      return subscribe(docListeners, path, () => port.get(path), onNext, onError);
    },

    subscribeCollection(collection, listOptions, onNext, onError) {
      return subscribe(
        collectionListeners,
        collection,
        () => port.list(collection, listOptions),
        onNext,
        onError,
      );
    },

    close() {
      closed = true;
      docListeners.clear();
      collectionListeners.clear();
      channel?.close();
      const pending = opening;
      opening = undefined;
      pending?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
  };
  return port;
}
