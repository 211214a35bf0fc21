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

/**
 * "Only if nobody changed it since I read it": the top-level `field` of the stored document holds the
 * timestamp `equals` (compared to the millisecond), or, with `equals: null`, the field is absent.
 * Checked in the same transaction as the write; a mismatch rejects with a `ConflictError` carrying the
 * stored document.
 */
export interface UpdatePrecondition {
  readonly field: string;
  readonly equals: Date | null;
}

export type BatchOp =
  | { readonly type: 'set'; readonly path: DocPath; readonly data: WriteData }
  | {
      readonly type: 'update';
      readonly path: DocPath;
      readonly data: WriteData;
      readonly precondition?: UpdatePrecondition;
    }
  | { readonly type: 'delete'; readonly path: DocPath };

/** Whether a stored document (as read: timestamps as `Date`) meets `precondition`. */
export function meetsPrecondition(doc: RawDocument, precondition: UpdatePrecondition): boolean {
  const value = doc[precondition.field];
  if (precondition.equals === null) return value === undefined || value === null;
  return value instanceof Date && value.getTime() === precondition.equals.getTime();
}

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
   * Replaces the given top-level fields and keeps the others; with a precondition, only if the stored
   * document still meets it (checked atomically with the write).
   * @throws {DataError} `not-found` if the document does not exist.
   * @throws {ConflictError} `conflict`, carrying the stored document, if the precondition fails.
   */
  update(path: DocPath, data: WriteData, precondition?: UpdatePrecondition): Promise<void>;

  /** The document, or `null` if it does not exist. */
  get(path: DocPath): Promise<RawDocument | null>;

  /** The documents directly in `collection` (not in sub-collections). */
  list(collection: CollectionPath, options?: ListOptions): Promise<RawDocumentEntry[]>;

  /** Deletes the document (sub-collections are not touched). Deleting a missing document succeeds. */
  delete(path: DocPath): Promise<void>;

  /**
   * Applies every operation, in order, atomically: all of them are written or none is, and an `update`'s
   * precondition is checked within the same atomic write.
   */
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
