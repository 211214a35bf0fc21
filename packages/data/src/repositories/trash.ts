/**
 * Recently deleted: the app's Delete moves a project or a file here instead of deleting it, by setting
 * its `deletedAt` to server time in ONE write (a project's files are not touched, so a project's delete
 * can never be left half done). The lists the app uses leave such documents out (`listProjects`,
 * `listFiles`); a file inside a deleted project is hidden with its project and comes back with it.
 *
 * Restoring sets `deletedAt` to `null` (a live document has no `deletedAt` or a `null` one: documents
 * saved before this existed have none). Deleting for good removes the documents; it happens when the
 * user asks, when the list is emptied, and {@link RECENTLY_DELETED_DAYS} days after the delete, when the
 * list is next opened ({@link listRecentlyDeleted} takes the current time as a parameter).
 *
 * A file whose project no longer exists cannot be restored: {@link restoreFile} says so. (Deleting a
 * project for good deletes its deleted files too, so this happens only after an interrupted purge.)
 */
import { type DataContext, type MaybeDataContext, withContext } from '../context';
import {
  asFileId,
  asProjectId,
  COLLECTIONS,
  type DocPath,
  type FileCollectionName,
  type FileId,
  filePath,
  filesPath,
  type ProjectId,
  projectPath,
  projectsPath,
} from '../document-tree';
import { DataError } from '../errors';
import { MAX_BATCH_OPS, type RawDocument, serverTimestamp } from '../port';
import { isDeletedDocument } from '../schemas';
import { chunk } from './_lib';
import { deleteFile } from './files';
import { deleteProject } from './projects';

/** How long a deleted project or file stays in Recently deleted before it is deleted for good. */
export const RECENTLY_DELETED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeletedProjectItem {
  readonly kind: 'project';
  readonly projectId: ProjectId;
  readonly name: string;
  readonly deletedAt: Date;
  /** The files that come back with it (those not deleted on their own before). */
  readonly fileCount: number;
}

export interface DeletedFileItem {
  readonly kind: 'file';
  readonly projectId: ProjectId;
  /** The name of the (live) project it belongs to. */
  readonly projectName: string;
  readonly collection: FileCollectionName;
  readonly fileId: FileId;
  readonly name: string;
  readonly deletedAt: Date;
}

export type DeletedItem = DeletedProjectItem | DeletedFileItem;

/** When `deletedAt` plus {@link RECENTLY_DELETED_DAYS} days is reached. */
export function expiresAt(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + RECENTLY_DELETED_DAYS * DAY_MS);
}

/**
 * Whole days (rounded up) until the item is deleted for good: from {@link RECENTLY_DELETED_DAYS} (also
 * when the server's clock is a little ahead of `now`) down to 0 once it is due.
 */
export function daysLeft(deletedAt: Date, now: Date): number {
  const days = Math.ceil((expiresAt(deletedAt).getTime() - now.getTime()) / DAY_MS);
  return Math.min(RECENTLY_DELETED_DAYS, Math.max(0, days));
}

const nameOf = (raw: RawDocument, id: string): string => {
  const name = raw['name'];
  return typeof name === 'string' && name.trim() ? name : `Damaged item ${id}`;
};

/** Every deleted item: deleted projects, and deleted files of the live projects. */
async function collectDeleted(context: DataContext): Promise<DeletedItem[]> {
  const { port } = context;
  const projects = (await port.list(projectsPath(context))).filter(
    (entry) => entry.data['importing'] !== true,
  );
  const perProject = await Promise.all(
    projects.map(async (project): Promise<DeletedItem[]> => {
      const projectId = asProjectId(project.id);
      const listings = await Promise.all(
        COLLECTIONS.map(async ({ collection }) => ({
          collection,
          entries: await port.list(filesPath(context, projectId, collection)),
        })),
      );
      const name = nameOf(project.data, project.id);
      const projectDeletedAt = project.data['deletedAt'];
      if (projectDeletedAt instanceof Date) {
        const fileCount = listings.reduce(
          (sum, { entries }) =>
            sum + entries.filter((entry) => !isDeletedDocument(entry.data)).length,
          0,
        );
        return [{ kind: 'project', projectId, name, deletedAt: projectDeletedAt, fileCount }];
      }
      return listings.flatMap(({ collection, entries }) =>
        entries.flatMap((entry): DeletedItem[] => {
          const deletedAt = entry.data['deletedAt'];
          if (!(deletedAt instanceof Date)) return [];
          return [
            {
              kind: 'file',
              projectId,
              projectName: name,
              collection,
              fileId: asFileId(entry.id),
              name: nameOf(entry.data, entry.id),
              deletedAt,
            },
          ];
        }),
      );
    }),
  );
  return perProject
    .flat()
    .sort(
      (a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || keyOf(a).localeCompare(keyOf(b)),
    );
}

const keyOf = (item: DeletedItem): string =>
  item.kind === 'project' ? item.projectId : `${item.projectId}/${item.collection}/${item.fileId}`;

/** Deletes the items for good: deleted files in batches, each project with everything under it. */
async function deleteItemsForGood(
  context: DataContext,
  items: readonly DeletedItem[],
): Promise<void> {
  const files: DocPath[] = items.flatMap((item) =>
    item.kind === 'file' ? [filePath(context, item.projectId, item.collection, item.fileId)] : [],
  );
  for (const part of chunk(files, MAX_BATCH_OPS)) {
    await context.port.batch(part.map((path) => ({ type: 'delete', path })));
  }
  for (const item of items) {
    if (item.kind === 'project') await deleteProject(context, item.projectId);
  }
}

/**
 * What is in Recently deleted, newest delete first. Items deleted {@link RECENTLY_DELETED_DAYS} days or
 * more before `now` are deleted for good first (and counted in `purged`), so the list never shows them.
 * Reads every project's file collections (the deleted files of live projects are found there).
 */
export function listRecentlyDeleted(
  ctx: MaybeDataContext,
  now: Date,
): Promise<{ items: DeletedItem[]; purged: number }> {
  return withContext(ctx, async (context) => {
    const all = await collectDeleted(context);
    const expired = all.filter((item) => expiresAt(item.deletedAt).getTime() <= now.getTime());
    await deleteItemsForGood(context, expired);
    return {
      items: all.filter((item) => !expired.includes(item)),
      purged: expired.length,
    };
  });
}

/**
 * Moves a project to Recently deleted: one write of `deletedAt` (server time); its files stay as they
 * are and are hidden with it.
 * @throws {DataError} `not-found` if the project does not exist.
 */
export function moveProjectToTrash(ctx: MaybeDataContext, projectId: ProjectId): Promise<void> {
  return withContext(ctx, ({ port, ...scope }) =>
    port.update(projectPath(scope, projectId), { deletedAt: serverTimestamp() }),
  );
}

/**
 * Moves a file to Recently deleted (one write of `deletedAt`, server time).
 * @throws {DataError} `not-found` if the file does not exist.
 */
export function moveFileToTrash(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
): Promise<void> {
  return withContext(ctx, ({ port, ...scope }) =>
    port.update(filePath(scope, projectId, collection, fileId), { deletedAt: serverTimestamp() }),
  );
}

/**
 * Brings a project back from Recently deleted, whole: every file it had when it was deleted is listed
 * again (one write).
 * @throws {DataError} `not-found` if it was deleted for good meanwhile.
 */
export function restoreProject(ctx: MaybeDataContext, projectId: ProjectId): Promise<void> {
  return withContext(ctx, async ({ port, ...scope }) => {
    try {
      await port.update(projectPath(scope, projectId), { deletedAt: null });
    } catch (error) {
      if (error instanceof DataError && error.code === 'not-found') {
        throw new DataError(
          'not-found',
          'This project was deleted for good and cannot be restored.',
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  });
}

/** The message of {@link restoreFile} when the file's project is gone. */
export const FILE_PROJECT_GONE =
  'Its project was deleted for good, so this file cannot be restored. It will be deleted for good with the rest of Recently deleted.';

/**
 * Brings a file back from Recently deleted into its project.
 * @throws {DataError} `not-found` with {@link FILE_PROJECT_GONE} if its project no longer exists, or
 *   if the file itself was deleted for good meanwhile.
 */
export function restoreFile(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  collection: FileCollectionName,
  fileId: FileId,
): Promise<void> {
  return withContext(ctx, async ({ port, ...scope }) => {
    if ((await port.get(projectPath(scope, projectId))) === null) {
      throw new DataError('not-found', FILE_PROJECT_GONE);
    }
    try {
      await port.update(filePath(scope, projectId, collection, fileId), { deletedAt: null });
    } catch (error) {
      if (error instanceof DataError && error.code === 'not-found') {
        throw new DataError('not-found', 'This file was deleted for good and cannot be restored.', {
          cause: error,
        });
      }
      throw error;
    }
  });
}

/** Restores one item of {@link listRecentlyDeleted}. */
export function restoreItem(ctx: MaybeDataContext, item: DeletedItem): Promise<void> {
  return item.kind === 'project'
    ? restoreProject(ctx, item.projectId)
    : restoreFile(ctx, item.projectId, item.collection, item.fileId);
}

/** Deletes one item of {@link listRecentlyDeleted} for good (a project with everything under it). */
export async function deleteItemForGood(ctx: MaybeDataContext, item: DeletedItem): Promise<void> {
  if (item.kind === 'project') await deleteProject(ctx, item.projectId);
  else await deleteFile(ctx, item.projectId, item.collection, item.fileId);
}

/**
 * Empties Recently deleted: every deleted project (with everything under it) and every deleted file is
 * deleted for good.
 * @returns How many items were deleted.
 */
export function emptyRecentlyDeleted(ctx: MaybeDataContext): Promise<number> {
  return withContext(ctx, async (context) => {
    const items = await collectDeleted(context);
    await deleteItemsForGood(context, items);
    return items.length;
  });
}
