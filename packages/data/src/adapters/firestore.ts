/**
 * The production adapter: a thin, direct mapping of the port onto the modular Firebase SDK. The only
 * translation is of values (our server-timestamp sentinel to Firestore's, Firestore `Timestamp`s back to
 * `Date`) and of errors (to `DataError`).
 */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  type QuerySnapshot,
  runTransaction,
  serverTimestamp as firestoreServerTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';

import type { CollectionPath, DocPath } from '../document-tree';
import { ConflictError, DataError, toDataError } from '../errors';
import {
  type BatchOp,
  type DataPort,
  isServerTimestamp,
  meetsPrecondition,
  type ListOptions,
  type RawDocument,
  type RawDocumentEntry,
  type WriteData,
} from '../port';
import { checkBatch, checkWrite, fromStoredData, isPlainObject } from './firestore-semantics';

export interface FirestorePort extends DataPort {
  readonly kind: 'firestore';
  readonly firestore: Firestore;
}

function toFirestoreValue(value: unknown): unknown {
  if (isServerTimestamp(value)) return firestoreServerTimestamp();
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toFirestoreValue(item)]),
    );
  }
  return value;
}

const toFirestoreData = (data: WriteData): DocumentData => {
  const converted = toFirestoreValue(data);
  return isPlainObject(converted) ? converted : {};
};

/** A snapshot's data with timestamps as `Date`; a pending server timestamp reads as the local estimate. */
function readSnapshot(snapshot: DocumentSnapshot): RawDocument | null {
  return fromStoredData(snapshot.data({ serverTimestamps: 'estimate' }), Timestamp);
}

function readQuery(snapshot: QuerySnapshot): RawDocumentEntry[] {
  return snapshot.docs.map((document) => ({ id: document.id, data: readSnapshot(document) ?? {} }));
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}

export function createFirestorePort(db: Firestore): FirestorePort {
  const docRef = (path: DocPath) => doc(db, path);
  const collectionRef = (path: CollectionPath) => collection(db, path);
  const listQuery = (path: CollectionPath, options: ListOptions = {}) =>
    options.orderBy === undefined
      ? collectionRef(path)
      : query(collectionRef(path), orderBy(options.orderBy, options.direction ?? 'asc'));

  /**
   * The operations in one transaction: every document with a precondition is read first (a transaction
   * reads before it writes, and is retried if one of them changes before the commit), then all are
   * written.
   */
  const transact = (ops: readonly BatchOp[]): Promise<void> =>
    runTransaction(db, async (transaction) => {
      for (const op of ops) {
        if (op.type !== 'update' || !op.precondition) continue;
        const current = readSnapshot(await transaction.get(docRef(op.path)));
        if (current === null)
          throw new DataError('not-found', `No document to update at ${op.path}.`);
        if (!meetsPrecondition(current, op.precondition)) throw new ConflictError(current);
      }
      for (const op of ops) {
        if (op.type === 'set') transaction.set(docRef(op.path), toFirestoreData(op.data));
        else if (op.type === 'update')
          transaction.update(docRef(op.path), toFirestoreData(op.data));
        else transaction.delete(docRef(op.path));
      }
    });

  return {
    kind: 'firestore',
    firestore: db,

    newId: (path) => doc(collectionRef(path)).id,

    add: (path, data) =>
      mapped(async () => {
        checkWrite(doc(collectionRef(path)).path as DocPath, data, 'set');
        return (await addDoc(collectionRef(path), toFirestoreData(data))).id;
      }),

    set: (path, data) =>
      mapped(async () => {
        checkWrite(path, data, 'set');
        await setDoc(docRef(path), toFirestoreData(data));
      }),

    update: (path, data, precondition) =>
      mapped(async () => {
        checkWrite(path, data, 'update');
        if (precondition) await transact([{ type: 'update', path, data, precondition }]);
        else await updateDoc(docRef(path), toFirestoreData(data));
      }),

    get: (path) => mapped(async () => readSnapshot(await getDoc(docRef(path)))),

    list: (path, options) => mapped(async () => readQuery(await getDocs(listQuery(path, options)))),

    delete: (path) => mapped(() => deleteDoc(docRef(path))),

    batch: (ops) =>
      mapped(async () => {
        checkBatch(ops);
        if (ops.length === 0) return;
        if (ops.some((op) => op.type === 'update' && op.precondition)) {
          await transact(ops);
          return;
        }
        const batch = writeBatch(db);
        for (const op of ops) {
          if (op.type === 'set') batch.set(docRef(op.path), toFirestoreData(op.data));
          else if (op.type === 'update') batch.update(docRef(op.path), toFirestoreData(op.data));
          else batch.delete(docRef(op.path));
        }
        await batch.commit();
      }),

    subscribeDoc: (path, onNext, onError) =>
      onSnapshot(
        docRef(path),
        (snapshot) => onNext(readSnapshot(snapshot)),
        (error) => onError?.(toDataError(error)),
      ),

    subscribeCollection: (path, options, onNext, onError) =>
      onSnapshot(
        listQuery(path, options),
        (snapshot) => onNext(readQuery(snapshot)),
        (error) => onError?.(toDataError(error)),
      ),
  };
}
