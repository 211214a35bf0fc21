/**
 * The small document-store port the app really uses. Two adapters implement it: Firestore (production)
 * and IndexedDB (the local stack). Both keep Firestore's semantics: the same paths, the same ordering,
 * `update` of a missing document fails with `not-found`, batches are atomic and hold at most
 * {@link MAX_BATCH_OPS} operations, and the same values are rejected (`undefined`, nested arrays, ...).
 *
 * Timestamps: write a `Date` or {@link serverTimestamp}; every timestamp reads back as a `Date`.
 * Every method rejects with a `DataError`.
 */
import type { CollectionPath, DocPath } from './document-tree';
import type { DataError } from './errors';

const SERVER_TIMESTAMP = Symbol.for('@org/data/serverTimestamp');

/** The placeholder for "the time the store commits this write". Adapters replace it when they write. */
export interface ServerTimestamp {
  readonly [SERVER_TIMESTAMP]: true;
}

const serverTimestampSentinel: ServerTimestamp = Object.freeze({
  [SERVER_TIMESTAMP]: true as const,
});

/**
 * A sentinel a field can hold in `add`, `set`, `update` or a batch: Firestore resolves it to its commit
 * time (`serverTimestamp()`), IndexedDB to the current time.
 */
export function serverTimestamp(): ServerTimestamp {
  return serverTimestampSentinel;
}

export function isServerTimestamp(value: unknown): value is ServerTimestamp {
  return typeof value === 'object' && value !== null && SERVER_TIMESTAMP in value;
}

/** A document as written: top-level field names to values. */
export type WriteData = Readonly<Record<string, unknown>>;

/** A document as read: plain data, timestamps as `Date`. Not yet validated. */
export type RawDocument = Record<string, unknown>;

export interface RawDocumentEntry {
  readonly id: string;
  readonly data: RawDocument;
}

export type SortDirection = 'asc' | 'desc';

export interface ListOptions {
  /**
   * Top-level field to order by. As in Firestore, documents without this field are left out; ties are
   * broken by document id in the same direction. Without it, documents come in id order.
   */
  readonly orderBy?: string;
  readonly direction?: SortDirection;
}

export type BatchOp =
  | { readonly type: 'set'; readonly path: DocPath; readonly data: WriteData }
  | { readonly type: 'update'; readonly path: DocPath; readonly data: WriteData }
  | { readonly type: 'delete'; readonly path: DocPath };

/** Firestore's limit on the writes in one batch; both adapters reject a larger batch. */
export const MAX_BATCH_OPS = 500;

export type Unsubscribe = () => void;

export interface DataPort {
  /** Which adapter this is, for the UI's "local mode" badge and for logs. */
  readonly kind: 'firestore' | 'indexeddb';

  /** A fresh document id for `collection`, without writing anything (for batches). */
  newId(collection: CollectionPath): string;

  /** Adds a document with a generated id and returns the id. */
  add(collection: CollectionPath, data: WriteData): Promise<string>;

  /** Creates or replaces the whole document. */
  set(path: DocPath, data: WriteData): Promise<void>;

  /**
   * Replaces the given top-level fields and keeps the others.
   * @throws {DataError} `not-found` if the document does not exist.
   */
  update(path: DocPath, data: WriteData): Promise<void>;

  /** The document, or `null` if it does not exist. */
  get(path: DocPath): Promise<RawDocument | null>;

  /** The documents directly in `collection` (not in sub-collections). */
  list(collection: CollectionPath, options?: ListOptions): Promise<RawDocumentEntry[]>;

  /** Deletes the document (sub-collections are not touched). Deleting a missing document succeeds. */
  delete(path: DocPath): Promise<void>;

  /** Applies every operation, in order, atomically: all of them are written or none is. */
  batch(ops: readonly BatchOp[]): Promise<void>;

  /** Calls `onNext` with the document now and after each change to it, until unsubscribed. */
  subscribeDoc(
    path: DocPath,
    onNext: (doc: RawDocument | null) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe;

  /** Calls `onNext` with the listing now and after each change in the collection, until unsubscribed. */
  subscribeCollection(
    collection: CollectionPath,
    options: ListOptions,
    onNext: (docs: RawDocumentEntry[]) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe;
}
