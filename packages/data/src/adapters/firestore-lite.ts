/**
 * The Firestore adapter as the app runs it: reads through Firestore Lite, everything else through
 * the full SDK's adapter (`./firestore`), loaded on first use.
 *
 * Why (issue 23): the full SDK reads a query by opening a listen stream and running every document
 * through its local cache and query view (sorted maps keyed by path); a 1,000-file project spent
 * over a second of main-thread time there. Firestore Lite reads the same documents with one REST
 * call (`runQuery`, `batchGet`) and no cache, so a page's reads start without the full SDK's code
 * and cost little per document. Writes, transactions (the conflict check) and listeners are the full
 * SDK's, exactly as before; the app has no listener on a read path, and every write it awaits is
 * acknowledged by the server, so a Lite read after it sees it.
 */
import {
  collection,
  doc,
  type DocumentSnapshot,
  type Firestore as LiteFirestore,
  getDoc,
  getDocs,
  orderBy,
  query,
  Timestamp,
} from 'firebase/firestore/lite';

import type { CollectionPath, DocPath } from '../document-tree';
import { toDataError } from '../errors';
import type { DataPort, ListOptions, RawDocumentEntry, Unsubscribe } from '../port';
import { fromStoredData } from './firestore-semantics';

const readSnapshot = (snapshot: DocumentSnapshot) => fromStoredData(snapshot.data(), Timestamp);

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}

/** The port's reads (and its id generator, which needs no server) on a Firestore Lite instance. */
export type FirestoreReads = Pick<DataPort, 'get' | 'list' | 'newId'>;

/** {@link FirestoreReads} through Firestore Lite: same paths, ordering and values as the full adapter. */
export function createFirestoreLiteReads(db: LiteFirestore): FirestoreReads {
  const collectionRef = (path: CollectionPath) => collection(db, path);
  const listQuery = (path: CollectionPath, options: ListOptions = {}) =>
    options.orderBy === undefined
      ? collectionRef(path)
      : query(collectionRef(path), orderBy(options.orderBy, options.direction ?? 'asc'));
  return {
    newId: (path) => doc(collectionRef(path)).id,
    get: (path: DocPath) => mapped(async () => readSnapshot(await getDoc(doc(db, path)))),
    list: (path, options) =>
      mapped(async (): Promise<RawDocumentEntry[]> => {
        const snapshot = await getDocs(listQuery(path, options));
        return snapshot.docs.map((document) => ({
          id: document.id,
          data: readSnapshot(document) ?? {},
        }));
      }),
  };
}

/**
 * The Firestore port: `get`, `list` and `newId` through Firestore Lite (`db`), every other operation
 * through the full adapter that `loadFull` creates, called once, on the first write or subscription
 * (a failed load is retried on the next one). A subscription made before the full adapter has loaded
 * starts once it has; unsubscribing before then cancels it.
 */
export function createFirestoreLitePort(
  db: LiteFirestore,
  loadFull: () => Promise<DataPort>,
): DataPort {
  const reads = createFirestoreLiteReads(db);
  let loading: Promise<DataPort> | undefined;
  const full = (): Promise<DataPort> => {
    loading ??= loadFull().catch((error: unknown) => {
      loading = undefined;
      throw toDataError(error);
    });
    return loading;
  };
  const later = (
    subscribe: (port: DataPort) => Unsubscribe,
    onError: ((error: ReturnType<typeof toDataError>) => void) | undefined,
  ): Unsubscribe => {
    let unsubscribe: Unsubscribe | undefined;
    let cancelled = false;
    full().then(
      (port) => {
        if (!cancelled) unsubscribe = subscribe(port);
      },
      (error: unknown) => {
        if (!cancelled) onError?.(toDataError(error));
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };
  return {
    kind: 'firestore',
    ...reads,
    add: async (path, data) => (await full()).add(path, data),
    set: async (path, data) => (await full()).set(path, data),
    update: async (path, data, precondition) => (await full()).update(path, data, precondition),
    delete: async (path) => (await full()).delete(path),
    batch: async (ops) => (await full()).batch(ops),
    subscribeDoc: (path, onNext, onError) =>
      later((port) => port.subscribeDoc(path, onNext, onError), onError),
    subscribeCollection: (path, options, onNext, onError) =>
      later((port) => port.subscribeCollection(path, options, onNext, onError), onError),
  };
}
