/**
 * The whole document tree, declared once. Every Firestore / IndexedDB path in this package is built here
 * and nowhere else:
 *
 * ```
 * artifacts/{appId}/users/{uid}/projects/{projectId}
 * artifacts/{appId}/users/{uid}/projects/{projectId}/{collectionName}/{fileId}
 * artifacts/{appId}/users/{uid}/companyDetails/profile
 * ```
 *
 * Ids are branded so that a project id cannot be passed where a file id is expected.
 */
import { z } from 'zod';

import { DataError } from './errors';

declare const brandTag: unique symbol;

/** A `T` that only the constructors in this module produce, told apart from other `T`s by `B`. */
export type Brand<T, B extends string> = T & { readonly [brandTag]: B };

export type AppId = Brand<string, 'AppId'>;
export type UserId = Brand<string, 'UserId'>;
export type ProjectId = Brand<string, 'ProjectId'>;
export type FileId = Brand<string, 'FileId'>;

/** Full path of one document, for example `artifacts/a/users/u/projects/p`. */
export type DocPath = Brand<string, 'DocPath'>;
/** Full path of one collection, for example `artifacts/a/users/u/projects`. */
export type CollectionPath = Brand<string, 'CollectionPath'>;

/** The app id used when the host injects none (`__app_id`). */
export const DEFAULT_APP_ID = 'hvac-workbench' as AppId;

/**
 * The app ids whose trees firestore.rules opens (`isAppId`): every other `artifacts/{appId}` is
 * refused. The web app's default app id (apps/web/src/env.ts) must be here, and so must the
 * `VITE_APP_ID` (or host-injected `__app_id`) of any deployment: add it, run
 * `pnpm --filter @org/data run sync:store` (it rewrites the rules' list), and deploy the rules.
 */
export const APP_IDS: readonly AppId[] = [DEFAULT_APP_ID];

/** Firestore's longest document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

/**
 * Whether `value` can be one Firestore path segment: non-empty, at most 1500 bytes, no `/`, not `.` or
 * `..`, and not of the reserved form `__name__`.
 */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    new TextEncoder().encode(value).length <= MAX_ID_BYTES &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

function brandId<B extends string>(value: string, what: string): Brand<string, B> {
  if (!isDocumentId(value)) {
    throw new DataError('validation', `Invalid ${what}: ${JSON.stringify(value)}.`);
  }
  return value as Brand<string, B>;
}

/** @throws {DataError} code `validation` if `value` cannot be a path segment. */
export const asAppId = (value: string): AppId => brandId<'AppId'>(value, 'app id');
/** @throws {DataError} code `validation` if `value` cannot be a path segment. */
export const asUserId = (value: string): UserId => brandId<'UserId'>(value, 'user id');
/** @throws {DataError} code `validation` if `value` cannot be a path segment. */
export const asProjectId = (value: string): ProjectId => brandId<'ProjectId'>(value, 'project id');
/** @throws {DataError} code `validation` if `value` cannot be a path segment. */
export const asFileId = (value: string): FileId => brandId<'FileId'>(value, 'file id');

/**
 * The app id to store data under: the injected one when it is a valid path segment, otherwise
 * {@link DEFAULT_APP_ID}.
 */
export function resolveAppId(injected: unknown): AppId {
  return isDocumentId(injected) ? (injected as AppId) : DEFAULT_APP_ID;
}

/** Route params (`/projects/$projectId/...`) validated with the same rule as the store uses. */
export const ProjectIdSchema = z
  .string()
  .refine(isDocumentId, { error: 'Not a valid project id.' })
  .transform((value) => value as ProjectId);
export const FileIdSchema = z
  .string()
  .refine(isDocumentId, { error: 'Not a valid file id.' })
  .transform((value) => value as FileId);

/**
 * The fifteen kinds of saved file: their key and Firestore collection. These are the product's stored
 * names and must never change. How the app names and routes each kind is the app's business (its
 * calculator catalog), not the store's.
 */
export const COLLECTIONS = [
  { type: 'heatLoad', collection: 'calculations' },
  { type: 'duct', collection: 'ductCalculations' },
  { type: 'pipe', collection: 'pipeCalculations' },
  { type: 'ventilation', collection: 'ventilationCalculations' },
  { type: 'boq', collection: 'boqs' },
  { type: 'pumpHead', collection: 'pumpHeadCalculations' },
  { type: 'refrigerant', collection: 'refrigerantCalculations' },
  { type: 'acoustic', collection: 'acousticCalculations' },
  { type: 'energy', collection: 'energyCalculations' },
  { type: 'psychrometric', collection: 'psychrometricCharts' },
  { type: 'equipmentSchedule', collection: 'equipmentSchedules' },
  { type: 'fan', collection: 'fanCalculations' },
  { type: 'buildingLoad', collection: 'buildingLoadCalculations' },
  { type: 'ductSystem', collection: 'ductSystems' },
  { type: 'hydronicSystem', collection: 'hydronicSystems' },
] as const;

export type CollectionInfo = (typeof COLLECTIONS)[number];
export type FileType = CollectionInfo['type'];
export type FileCollectionName = CollectionInfo['collection'];

/** Every file collection name, in {@link COLLECTIONS} order. */
export const FILE_COLLECTION_NAMES: readonly FileCollectionName[] = COLLECTIONS.map(
  (c) => c.collection,
);

export const FileCollectionNameSchema = z.enum(
  COLLECTIONS.map((c) => c.collection) as [FileCollectionName, ...FileCollectionName[]],
);

export function isFileCollectionName(value: unknown): value is FileCollectionName {
  return COLLECTIONS.some((c) => c.collection === value);
}

/** The table row of a collection name. */
export function collectionInfo(collection: FileCollectionName): CollectionInfo {
  const info = COLLECTIONS.find((c) => c.collection === collection);
  if (!info) throw new DataError('validation', `Unknown file collection: ${String(collection)}.`);
  return info;
}

/** Whose tree a path is in. A `DataContext` is one. */
export interface TreeScope {
  readonly appId: AppId;
  readonly uid: UserId;
}

const join = (...segments: string[]): string => segments.join('/');

/** `artifacts/{appId}/users/{uid}`: the root of one user's data. */
export const userPath = (s: TreeScope): DocPath =>
  join('artifacts', s.appId, 'users', s.uid) as DocPath;

/** `artifacts/{appId}/users/{uid}/projects` */
export const projectsPath = (s: TreeScope): CollectionPath =>
  join(userPath(s), 'projects') as CollectionPath;

/** `artifacts/{appId}/users/{uid}/projects/{projectId}` */
export const projectPath = (s: TreeScope, projectId: ProjectId): DocPath =>
  join(projectsPath(s), projectId) as DocPath;

/** `artifacts/{appId}/users/{uid}/projects/{projectId}/{collectionName}` */
export function filesPath(
  s: TreeScope,
  projectId: ProjectId,
  collection: FileCollectionName,
): CollectionPath {
  collectionInfo(collection);
  return join(projectPath(s, projectId), collection) as CollectionPath;
}

/** `artifacts/{appId}/users/{uid}/projects/{projectId}/{collectionName}/{fileId}` */
export const filePath = (
  s: TreeScope,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
): DocPath => join(filesPath(s, projectId, collection), fileId) as DocPath;

/** `artifacts/{appId}/users/{uid}/companyDetails/profile` */
export const companyProfilePath = (s: TreeScope): DocPath =>
  join(userPath(s), 'companyDetails', 'profile') as DocPath;

/** The collection a document is in, and its id: the inverse of the builders above. */
export function splitDocPath(path: DocPath): { parent: CollectionPath; id: string } {
  const cut = path.lastIndexOf('/');
  return { parent: path.slice(0, cut) as CollectionPath, id: path.slice(cut + 1) };
}

/** The document `id` inside `collection`, for ids that an adapter generated. */
export const childPath = (collection: CollectionPath, id: string): DocPath => {
  if (!isDocumentId(id))
    throw new DataError('validation', `Invalid document id: ${JSON.stringify(id)}.`);
  return join(collection, id) as DocPath;
};
