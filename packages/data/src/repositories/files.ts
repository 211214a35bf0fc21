import { z } from 'zod';

import { type DataContext, type MaybeDataContext, requireContext, withContext } from '../context';
import {
  asFileId,
  COLLECTIONS,
  type FileCollectionName,
  type FileId,
  filePath,
  filesPath,
  type ProjectId,
  projectPath,
} from '../document-tree';
import { ConflictError, DataError } from '../errors';
import { type RawDocumentEntry, serverTimestamp, type Unsubscribe } from '../port';
import { fileDataIssues, withoutFullStop } from '../file-data';
import {
  FILE_NAME_MAX,
  fileDataSchemaFor,
  type FileInput,
  FileInputSchema,
  FileNameSchema,
  isDeletedDocument,
  parseInput,
  type SavedFile,
  type SavedFileRecord,
  toFileRecord,
} from '../schemas';
import { newestFirst } from './_lib';

const toRecords = (
  projectId: ProjectId,
  collection: FileCollectionName,
  entries: RawDocumentEntry[],
): SavedFileRecord[] =>
  newestFirst(
    entries
      .filter((entry) => !isDeletedDocument(entry.data))
      .map((entry) => toFileRecord(projectId, collection, asFileId(entry.id), entry.data)),
  );

/**
 * The files of one calculator in a project, newest `createdAt` first; damaged ones last. Files in
 * Recently deleted are left out (filtered here, not queried: older files have no `deletedAt` at all).
 */
export function listFiles(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
): Promise<SavedFileRecord[]> {
  return withContext(ctx, async ({ port, ...scope }) =>
    toRecords(projectId, collection, await port.list(filesPath(scope, projectId, collection))),
  );
}

/** Every file of a project, by collection (every collection present, empty ones as `[]`). */
export function listAllFiles(
  ctx: MaybeDataContext,
  projectId: ProjectId,
): Promise<Record<FileCollectionName, SavedFileRecord[]>> {
  return withContext(ctx, async (context) => {
    const listings = await Promise.all(
      COLLECTIONS.map(
        async ({ collection }) =>
          [collection, await listFiles(context, projectId, collection)] as const,
      ),
    );
    return Object.fromEntries(listings) as Record<FileCollectionName, SavedFileRecord[]>;
  });
}

/**
 * Calls `onNext` with {@link listFiles}' result now and after each change; returns the unsubscribe
 * function.
 * @throws {DataError} `not-ready` at once, without a database or user.
 */
export function subscribeFiles(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  onNext: (files: SavedFileRecord[]) => void,
  onError?: (error: DataError) => void,
): Unsubscribe {
  const { port, ...scope } = requireContext(ctx);
  return port.subscribeCollection(
    filesPath(scope, projectId, collection),
    {},
    (entries) => onNext(toRecords(projectId, collection, entries)),
    onError,
  );
}

/** One file, or `null` if it does not exist. */
export function getFile(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
): Promise<SavedFileRecord | null> {
  return withContext(ctx, async ({ port, ...scope }) => {
    const raw = await port.get(filePath(scope, projectId, collection, fileId));
    return raw === null ? null : toFileRecord(projectId, collection, fileId, raw);
  });
}

async function readBack(
  ctx: DataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
): Promise<SavedFile> {
  const record = await getFile(ctx, projectId, collection, fileId);
  if (record === null) throw new DataError('not-found', 'This file no longer exists.');
  if (record.status === 'damaged')
    throw new DataError('unknown', 'The file was stored in a damaged form.');
  return record;
}

/** The message of {@link createFile} for a project in Recently deleted. */
export const PROJECT_IN_TRASH =
  'This project is in Recently deleted. Restore it to save files into it.';

async function requireProject(ctx: DataContext, projectId: ProjectId): Promise<void> {
  const project = await ctx.port.get(projectPath(ctx, projectId));
  if (project === null) throw new DataError('not-found', 'This project no longer exists.');
  if (isDeletedDocument(project)) throw new DataError('not-found', PROJECT_IN_TRASH);
}

/**
 * Saves a new file in a project with a server-time `createdAt`.
 * @throws {DataError} `not-found` if the project does not exist or is in Recently deleted (a file there
 *   would be invisible).
 */
export function createFile(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  input: FileInput,
): Promise<SavedFile> {
  return withContext(ctx, async (context) => {
    const { name, data } = parseInput(fileInputSchemaFor(collection), input);
    await requireProject(context, projectId);
    const id = await context.port.add(filesPath(context, projectId, collection), {
      name,
      createdAt: serverTimestamp(),
      data,
    });
    return readBack(context, projectId, collection, asFileId(id));
  });
}

/** A new file's name and data, as they may be written to `collection` (see `fileDataSchemaFor`). */
const fileInputSchemaFor = (collection: FileCollectionName) =>
  FileInputSchema.extend({ data: fileDataSchemaFor(collection) });

const fileChangesSchemaFor = (collection: FileCollectionName) =>
  z.object({
    name: FileNameSchema.optional(),
    data: fileDataSchemaFor(collection).optional(),
  });

/** Options of {@link updateFile}. */
export interface UpdateFileOptions {
  /**
   * The version the editor opened: that file's `updatedAt`, or `null` if it had none (never saved since
   * it was created). When given, the save happens only if the stored file still has exactly this
   * `updatedAt` (checked in a transaction); otherwise it rejects with a {@link FileConflictError}.
   * Omitted: the save overwrites whatever is stored (last write wins).
   */
  readonly expectedUpdatedAt?: Date | null;
}

/** The file was saved elsewhere (another tab or device) since the editor opened it. */
export type FileConflictError = ConflictError<SavedFileRecord>;

/**
 * Replaces a file's data (and optionally its name); `createdAt` is kept and `updatedAt` set to server time.
 * @throws {DataError} `not-found` if the file does not exist.
 * @throws {FileConflictError} `conflict` when `options.expectedUpdatedAt` no longer matches; its
 *   `current` is the stored file, as {@link getFile} would return it.
 */
export function updateFile(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
  changes: { name?: string; data?: Record<string, unknown> },
  options: UpdateFileOptions = {},
): Promise<SavedFile> {
  return withContext(ctx, async (context) => {
    const parsed = parseInput(fileChangesSchemaFor(collection), changes);
    const { expectedUpdatedAt } = options;
    try {
      await context.port.update(
        filePath(context, projectId, collection, fileId),
        {
          ...(parsed.name === undefined ? {} : { name: parsed.name }),
          ...(parsed.data === undefined ? {} : { data: parsed.data }),
          updatedAt: serverTimestamp(),
        },
        expectedUpdatedAt === undefined
          ? undefined
          : { field: 'updatedAt', equals: expectedUpdatedAt },
      );
    } catch (error) {
      if (error instanceof ConflictError && isRawDocument(error.current)) {
        const current: SavedFileRecord = toFileRecord(projectId, collection, fileId, error.current);
        throw new ConflictError(current, error.message, { cause: error });
      }
      throw error;
    }
    return readBack(context, projectId, collection, fileId);
  });
}

const isRawDocument = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const renameFile = (
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
  name: string,
): Promise<SavedFile> => updateFile(ctx, projectId, collection, fileId, { name });

/** "Copy of {name}", cut to the longest file name. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, FILE_NAME_MAX).trimEnd();
}

/**
 * Saves a copy of a file beside it, named "Copy of …", with its own `createdAt`. The original is untouched.
 * @throws {DataError} `not-found` if the file does not exist; `validation` if it is damaged.
 */
export function duplicateFile(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
): Promise<SavedFile> {
  return withContext(ctx, async (context) => {
    const source = await getFile(context, projectId, collection, fileId);
    if (source === null) throw new DataError('not-found', 'This file no longer exists.');
    if (source.status === 'damaged') {
      throw new DataError(
        'validation',
        'This file is damaged and cannot be copied. Export it to keep its data.',
      );
    }
    // A file stored before the store's bounds (file-data.ts) may break them; the rules refuse a copy.
    const issues = fileDataIssues(collection, source.data);
    if (issues.length > 0) {
      throw new DataError(
        'validation',
        `This file cannot be copied: it was stored with data that can no longer be saved (${withoutFullStop(issues[0]?.message)}). Export it to keep its data.`,
        { issues },
      );
    }
    const id = await context.port.add(filesPath(context, projectId, collection), {
      name: copyName(source.name),
      createdAt: serverTimestamp(),
      data: source.data,
    });
    return readBack(context, projectId, collection, asFileId(id));
  });
}

/**
 * Deletes a file for good. The app's Delete moves a file to Recently deleted instead
 * (`moveFileToTrash`, trash.ts); this runs when it is deleted for good from there or expires.
 */
export function deleteFile(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
): Promise<void> {
  return withContext(ctx, ({ port, ...scope }) =>
    port.delete(filePath(scope, projectId, collection, fileId)),
  );
}
