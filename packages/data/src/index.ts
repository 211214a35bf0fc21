/**
 * @org/data: the storage layer. Paths live in `document-tree`, the store behind a small port with two
 * adapters (Firestore, IndexedDB), and the app calls the small named repository functions.
 */
export * from './document-tree';
export * from './errors';
export {
  type BatchOp,
  type DataPort,
  isServerTimestamp,
  type ListOptions,
  MAX_BATCH_OPS,
  meetsPrecondition,
  type RawDocument,
  type RawDocumentEntry,
  type ServerTimestamp,
  serverTimestamp,
  type SortDirection,
  type Unsubscribe,
  type UpdatePrecondition,
  type WriteData,
} from './port';
export * from './schemas';
export * from './file-data';
export * from './context';

// The Firestore adapter is its own entry, '@org/data/firestore', so local mode never bundles Firestore.
export {
  createIndexedDbPort,
  defaultDatabaseName,
  type IndexedDbPort,
  type IndexedDbPortOptions,
} from './adapters/indexeddb';

export * from './repositories/projects';
export * from './repositories/files';
export * from './repositories/company-profile';
export * from './repositories/account';
export * from './backup';
export * from './repositories/trash';
