/**
 * Recently deleted (repositories/trash.ts), through the repositories, held to the same behaviour on both
 * adapters: IndexedDB (trash.indexeddb.test.ts) and Firestore on the emulator with the real
 * firestore.rules, signed in (rules/firestore-rules.test.ts), so every write here also passes the rules.
 * The clock comes in as a parameter: each "now" is computed from a stored `deletedAt`.
 */
import { expect, it } from 'vitest';

import type { DataContext } from '../context';
import { asProjectId, COLLECTIONS, filesPath, projectPath, projectsPath } from '../document-tree';
import { DataError } from '../errors';
import { deleteAllUserData } from '../repositories/account';
import {
  createFile,
  getFile,
  listAllFiles,
  listFiles,
  PROJECT_IN_TRASH,
} from '../repositories/files';
import { createProject, getProject, listProjects } from '../repositories/projects';
import {
  daysLeft,
  type DeletedItem,
  deleteItemForGood,
  emptyRecentlyDeleted,
  expiresAt,
  FILE_PROJECT_GONE,
  listRecentlyDeleted,
  moveFileToTrash,
  moveProjectToTrash,
  RECENTLY_DELETED_DAYS,
  restoreFile,
  restoreItem,
  restoreProject,
} from '../repositories/trash';

async function trashList(ctx: DataContext): Promise<DeletedItem[]> {
  // "now" at the epoch: nothing can have expired then, so this only reads.
  return (await listRecentlyDeleted(ctx, new Date(0))).items;
}

async function storedDocumentCount(ctx: DataContext): Promise<number> {
  const projects = await ctx.port.list(projectsPath(ctx));
  let count = projects.length;
  for (const project of projects) {
    for (const { collection } of COLLECTIONS) {
      count += (await ctx.port.list(filesPath(ctx, asProjectId(project.id), collection))).length;
    }
  }
  return count;
}

async function projectWithFiles(ctx: DataContext, name: string) {
  const project = await createProject(ctx, { name });
  const duct = await createFile(ctx, project.id, 'ductCalculations', {
    name: `${name} duct`,
    data: { airflow: 2000 },
  });
  const boq = await createFile(ctx, project.id, 'boqs', {
    name: `${name} BoQ`,
    data: { items: [] },
  });
  return { project, duct, boq };
}

export function runTrashContract(context: () => DataContext): void {
  it('moves a project to Recently deleted in one write, hides it with its files, and restores it whole', async () => {
    const ctx = context();
    const { project, duct, boq } = await projectWithFiles(ctx, 'Office');
    const kept = await createProject(ctx, { name: 'Kept' });
    const stored = await storedDocumentCount(ctx);

    await moveProjectToTrash(ctx, project.id);

    expect((await listProjects(ctx)).map((record) => record.id)).toEqual([kept.id]);
    expect(await storedDocumentCount(ctx)).toBe(stored);
    const deleted = await getProject(ctx, project.id);
    expect(deleted).toMatchObject({ status: 'ok', name: 'Office' });
    expect(deleted?.status === 'ok' && deleted.deletedAt).toBeInstanceOf(Date);
    const items = await trashList(ctx);
    expect(items).toEqual([
      {
        kind: 'project',
        projectId: project.id,
        name: 'Office',
        deletedAt: expect.any(Date),
        fileCount: 2,
      },
    ]);

    await restoreItem(ctx, items[0] as DeletedItem);

    expect((await listProjects(ctx)).map((record) => record.id).sort()).toEqual(
      [project.id, kept.id].sort(),
    );
    const restored = await getProject(ctx, project.id);
    expect(restored?.status === 'ok' && restored.deletedAt).toBe(undefined);
    const files = await listAllFiles(ctx, project.id);
    expect(files.ductCalculations.map((file) => file.id)).toEqual([duct.id]);
    expect(files.boqs.map((file) => file.id)).toEqual([boq.id]);
    expect(await trashList(ctx)).toEqual([]);
  });

  it('moves a file to Recently deleted without changing it, lists it with its project, and restores it', async () => {
    const ctx = context();
    const { project, duct, boq } = await projectWithFiles(ctx, 'Clinic');

    await moveFileToTrash(ctx, project.id, 'ductCalculations', duct.id);

    expect(await listFiles(ctx, project.id, 'ductCalculations')).toEqual([]);
    expect((await listFiles(ctx, project.id, 'boqs')).map((file) => file.id)).toEqual([boq.id]);
    const items = await trashList(ctx);
    expect(items).toEqual([
      {
        kind: 'file',
        projectId: project.id,
        projectName: 'Clinic',
        collection: 'ductCalculations',
        fileId: duct.id,
        name: 'Clinic duct',
        deletedAt: expect.any(Date),
      },
    ]);

    await restoreFile(ctx, project.id, 'ductCalculations', duct.id);

    const back = await getFile(ctx, project.id, 'ductCalculations', duct.id);
    expect(back).toMatchObject({ status: 'ok', name: 'Clinic duct', data: { airflow: 2000 } });
    expect(back?.status === 'ok' && back.updatedAt).toBe(duct.updatedAt ?? undefined);
    expect(back?.status === 'ok' && back.deletedAt).toBe(undefined);
    expect((await listFiles(ctx, project.id, 'ductCalculations')).map((f) => f.id)).toEqual([
      duct.id,
    ]);
  });

  it('refuses a new file in a project that is in Recently deleted, saying so', async () => {
    const ctx = context();
    const { project } = await projectWithFiles(ctx, 'Hall');
    await moveProjectToTrash(ctx, project.id);
    const error: unknown = await createFile(ctx, project.id, 'boqs', {
      name: 'Late BoQ',
      data: {},
    }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'not-found', message: PROJECT_IN_TRASH });
  });

  it('hides a file deleted on its own inside a deleted project, and lists it again once the project is back', async () => {
    const ctx = context();
    const { project, duct } = await projectWithFiles(ctx, 'School');
    await moveFileToTrash(ctx, project.id, 'ductCalculations', duct.id);
    await moveProjectToTrash(ctx, project.id);

    const items = await trashList(ctx);
    expect(items.map((item) => item.kind)).toEqual(['project']);
    expect(items[0]).toMatchObject({ fileCount: 1 });

    await restoreProject(ctx, project.id);
    expect((await trashList(ctx)).map((item) => item.kind)).toEqual(['file']);
    expect((await listAllFiles(ctx, project.id)).boqs).toHaveLength(1);
  });

  it('deletes a project for good with every file under it, deleted ones too', async () => {
    const ctx = context();
    const { project, duct } = await projectWithFiles(ctx, 'Warehouse');
    const kept = await projectWithFiles(ctx, 'Kept');
    await moveFileToTrash(ctx, project.id, 'ductCalculations', duct.id);
    await moveProjectToTrash(ctx, project.id);
    const [item] = await trashList(ctx);

    await deleteItemForGood(ctx, item as DeletedItem);

    expect(await ctx.port.get(projectPath(ctx, project.id))).toBeNull();
    for (const { collection } of COLLECTIONS) {
      expect(await ctx.port.list(filesPath(ctx, project.id, collection))).toEqual([]);
    }
    expect(await trashList(ctx)).toEqual([]);
    expect((await listAllFiles(ctx, kept.project.id)).ductCalculations).toHaveLength(1);
  });

  it(`deletes for good what has been there ${RECENTLY_DELETED_DAYS} days when the list is read, not before`, async () => {
    const ctx = context();
    const { project, duct } = await projectWithFiles(ctx, 'Lab');
    const other = await projectWithFiles(ctx, 'Gym');
    await moveFileToTrash(ctx, project.id, 'ductCalculations', duct.id);
    await moveProjectToTrash(ctx, other.project.id);
    const items = await trashList(ctx);
    expect(items).toHaveLength(2);
    const latest = Math.max(...items.map((item) => expiresAt(item.deletedAt).getTime()));
    const earliest = Math.min(...items.map((item) => expiresAt(item.deletedAt).getTime()));

    const justBefore = await listRecentlyDeleted(ctx, new Date(earliest - 1));
    expect(justBefore).toEqual({ items, purged: 0 });
    for (const item of items) {
      expect(daysLeft(item.deletedAt, new Date(earliest - 1))).toBeGreaterThanOrEqual(1);
    }

    expect(await listRecentlyDeleted(ctx, new Date(latest))).toEqual({ items: [], purged: 2 });
    expect(await getFile(ctx, project.id, 'ductCalculations', duct.id)).toBeNull();
    expect(await ctx.port.get(projectPath(ctx, other.project.id))).toBeNull();
    for (const { collection } of COLLECTIONS) {
      expect(await ctx.port.list(filesPath(ctx, other.project.id, collection))).toEqual([]);
    }
    expect((await listAllFiles(ctx, project.id)).boqs).toHaveLength(1);
  });

  it('empties Recently deleted and leaves everything else', async () => {
    const ctx = context();
    const a = await projectWithFiles(ctx, 'A');
    const b = await projectWithFiles(ctx, 'B');
    await moveFileToTrash(ctx, a.project.id, 'boqs', a.boq.id);
    await moveProjectToTrash(ctx, b.project.id);
    expect(await trashList(ctx)).toHaveLength(2);

    expect(await emptyRecentlyDeleted(ctx)).toBe(2);

    expect(await trashList(ctx)).toEqual([]);
    expect((await listProjects(ctx)).map((record) => record.id)).toEqual([a.project.id]);
    expect((await listAllFiles(ctx, a.project.id)).ductCalculations).toHaveLength(1);
    expect(await storedDocumentCount(ctx)).toBe(2);
  });

  it('says so when a file cannot be restored because its project is gone', async () => {
    const ctx = context();
    const { project, duct } = await projectWithFiles(ctx, 'Orphan');
    await moveFileToTrash(ctx, project.id, 'ductCalculations', duct.id);
    // What an interrupted purge could leave: the project document gone, a deleted file still there.
    await ctx.port.delete(projectPath(ctx, project.id));

    const error: unknown = await restoreFile(ctx, project.id, 'ductCalculations', duct.id).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: 'not-found', message: FILE_PROJECT_GONE });
  });

  it('lists documents with deletedAt null (restored) like those saved before the field existed', async () => {
    const ctx = context();
    const { project } = await projectWithFiles(ctx, 'Restored');
    await moveProjectToTrash(ctx, project.id);
    await restoreProject(ctx, project.id);
    const raw = await ctx.port.get(projectPath(ctx, project.id));
    expect(raw?.['deletedAt']).toBeNull();
    expect((await listProjects(ctx)).map((record) => record.id)).toEqual([project.id]);
  });

  it('account deletion removes everything, Recently deleted included', async () => {
    const ctx = context();
    const a = await projectWithFiles(ctx, 'A');
    const b = await projectWithFiles(ctx, 'B');
    await moveFileToTrash(ctx, a.project.id, 'boqs', a.boq.id);
    await moveProjectToTrash(ctx, b.project.id);

    expect(await deleteAllUserData(ctx)).toEqual({ deletedProjects: 2, deletedFiles: 4 });
    expect(await storedDocumentCount(ctx)).toBe(0);
  });
}
