import { describe, expect, expectTypeOf, it, vi } from 'vitest';

import {
  asFileId,
  asProjectId,
  COLLECTIONS,
  type FileId,
  filePath,
  type ProjectId,
} from '../document-tree';
import { DataError, isConflictError } from '../errors';
import { FILE_NAME_MAX, type SavedFile } from '../schemas';
import { makeLocalStore } from '../test/local-context';
import {
  copyName,
  createFile,
  deleteFile,
  duplicateFile,
  type FileConflictError,
  getFile,
  listAllFiles,
  listFiles,
  renameFile,
  subscribeFiles,
  updateFile,
} from './files';
import { createProject } from './projects';

const heatLoad = {
  inputs: {
    calculationMode: 'Cooling',
    roomName: 'Office',
    outdoorTemp: 95,
    indoorTemp: 75,
    unitSystem: 'Imperial',
  },
  results: { totalLoad: 12_345 },
  engineVersion: '0.1.0',
};

async function setup() {
  const store = makeLocalStore();
  const ctx = store.as('alice');
  const project = await createProject(ctx, { name: 'Office' });
  return { ...store, ctx, projectId: project.id };
}

const okFile = (value: unknown): SavedFile => {
  expect(value).toMatchObject({ status: 'ok' });
  return value as SavedFile;
};

describe('createFile and getFile', () => {
  it('saves name, a server-time createdAt and the data, and reads them back', async () => {
    const { ctx, projectId } = await setup();
    const file = await createFile(ctx, projectId, 'calculations', {
      name: ' Office heat load ',
      data: heatLoad,
    });
    expect(file).toMatchObject({
      status: 'ok',
      projectId,
      collection: 'calculations',
      name: 'Office heat load',
      data: heatLoad,
    });
    expect(file.createdAt).toBeInstanceOf(Date);
    expect(file.updatedAt).toBeUndefined();
    expect(await getFile(ctx, projectId, 'calculations', file.id)).toEqual(file);
  });

  it('refuses a blank name, and a project that does not exist', async () => {
    const { ctx, projectId } = await setup();
    await expect(createFile(ctx, projectId, 'boqs', { name: ' ', data: {} })).rejects.toMatchObject(
      {
        code: 'validation',
        message: 'File name is required.',
      },
    );
    await expect(
      createFile(ctx, asProjectId('gone'), 'boqs', { name: 'BoQ', data: {} }),
    ).rejects.toMatchObject({
      code: 'not-found',
      message: 'This project no longer exists.',
    });
  });

  it('reads null for a missing file', async () => {
    const { ctx, projectId } = await setup();
    expect(await getFile(ctx, projectId, 'boqs', asFileId('nope'))).toBeNull();
  });

  it('keeps project ids and file ids apart in the types', () => {
    expectTypeOf<ProjectId>().not.toExtend<FileId>();
    expectTypeOf<FileId>().not.toExtend<ProjectId>();
    expectTypeOf<string>().not.toExtend<FileId>();
  });
});

describe('listFiles and listAllFiles', () => {
  it('lists one collection newest first, and every collection grouped', async () => {
    const { ctx, projectId } = await setup();
    await createFile(ctx, projectId, 'boqs', { name: 'First', data: {} });
    await createFile(ctx, projectId, 'boqs', { name: 'Second', data: {} });
    await createFile(ctx, projectId, 'pipeCalculations', { name: 'Loop', data: {} });

    const boqs = await listFiles(ctx, projectId, 'boqs');
    expect(boqs.map((f) => f.status === 'ok' && f.name)).toEqual(['Second', 'First']);

    const all = await listAllFiles(ctx, projectId);
    expect(Object.keys(all)).toEqual(COLLECTIONS.map((c) => c.collection));
    expect(all.boqs).toHaveLength(2);
    expect(all.pipeCalculations).toHaveLength(1);
    expect(all.calculations).toEqual([]);
  });

  it('surfaces a damaged file with its raw data instead of dropping it', async () => {
    const { ctx, port, projectId } = await setup();
    await createFile(ctx, projectId, 'boqs', { name: 'Fine', data: {} });
    const raw = { name: 'Broken', createdAt: 'yesterday', data: 'not an object' };
    await port.set(filePath(ctx, projectId, 'boqs', asFileId('broken')), raw);

    const files = await listFiles(ctx, projectId, 'boqs');
    expect(files.map((f) => f.status)).toEqual(['ok', 'damaged']);
    expect(files[1]).toMatchObject({
      status: 'damaged',
      id: 'broken',
      projectId,
      collection: 'boqs',
      raw,
    });
    expect(files[1]?.status === 'damaged' && files[1].issues.map((i) => i.path)).toEqual([
      'createdAt',
      'data',
    ]);
  });

  it('reports changes to subscribers', async () => {
    const { ctx, projectId } = await setup();
    const seen: number[] = [];
    const unsubscribe = subscribeFiles(ctx, projectId, 'boqs', (files) => seen.push(files.length));
    await createFile(ctx, projectId, 'boqs', { name: 'BoQ', data: {} });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    unsubscribe();
  });
});

describe('updateFile, renameFile, duplicateFile, deleteFile', () => {
  it('updateFile replaces the data, keeps createdAt and sets updatedAt', async () => {
    const { ctx, projectId } = await setup();
    const file = await createFile(ctx, projectId, 'calculations', {
      name: 'Heat load',
      data: heatLoad,
    });
    const changed = { ...heatLoad, results: { totalLoad: 1 } };
    const updated = await updateFile(ctx, projectId, 'calculations', file.id, { data: changed });

    expect(updated.createdAt).toEqual(file.createdAt);
    expect(updated.updatedAt?.getTime()).toBeGreaterThan(file.createdAt.getTime());
    expect(updated.data).toEqual(changed);
    expect(updated.name).toBe('Heat load');
  });

  it('renameFile changes only the name (and updatedAt), keeping createdAt and data', async () => {
    const { ctx, projectId } = await setup();
    const file = await createFile(ctx, projectId, 'calculations', {
      name: 'Heat load',
      data: heatLoad,
    });
    const renamed = await renameFile(ctx, projectId, 'calculations', file.id, 'Ground floor');
    expect(renamed).toMatchObject({
      name: 'Ground floor',
      createdAt: file.createdAt,
      data: heatLoad,
    });
    await expect(renameFile(ctx, projectId, 'calculations', file.id, '')).rejects.toMatchObject({
      code: 'validation',
    });
  });

  it('updating a missing file fails with not-found and does not create it', async () => {
    const { ctx, projectId } = await setup();
    await expect(
      updateFile(ctx, projectId, 'boqs', asFileId('gone'), { data: {} }),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await getFile(ctx, projectId, 'boqs', asFileId('gone'))).toBeNull();
  });

  it('duplicateFile saves "Copy of …" with the same data and its own id and createdAt; the original keeps its createdAt', async () => {
    const { ctx, projectId } = await setup();
    const original = await createFile(ctx, projectId, 'ductCalculations', {
      name: 'Main duct',
      data: { airflow: 2000 },
    });
    const copy = await duplicateFile(ctx, projectId, 'ductCalculations', original.id);

    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: 'Copy of Main duct', data: { airflow: 2000 } });
    expect(copy.createdAt.getTime()).toBeGreaterThan(original.createdAt.getTime());
    expect(okFile(await getFile(ctx, projectId, 'ductCalculations', original.id))).toEqual(
      original,
    );
    const listed = await listFiles(ctx, projectId, 'ductCalculations');
    expect(listed.map((f) => f.status === 'ok' && f.name)).toEqual([
      'Copy of Main duct',
      'Main duct',
    ]);
  });

  it('duplicateFile refuses a damaged or missing file', async () => {
    const { ctx, port, projectId } = await setup();
    await port.set(filePath(ctx, projectId, 'boqs', asFileId('broken')), { name: 'Broken' });
    await expect(duplicateFile(ctx, projectId, 'boqs', asFileId('broken'))).rejects.toBeInstanceOf(
      DataError,
    );
    await expect(duplicateFile(ctx, projectId, 'boqs', asFileId('broken'))).rejects.toMatchObject({
      code: 'validation',
    });
    await expect(duplicateFile(ctx, projectId, 'boqs', asFileId('gone'))).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('duplicateFile refuses, with a message, a file stored beyond what the rules accept (issue 44)', async () => {
    const { ctx, port, projectId } = await setup();
    await port.set(filePath(ctx, projectId, 'boqs', asFileId('old')), {
      name: 'Old bill',
      createdAt: new Date('2024-01-01T00:00:00Z'),
      data: { items: Array.from({ length: 5001 }, (_, i) => ({ id: `i${i}` })) },
    });
    await expect(duplicateFile(ctx, projectId, 'boqs', asFileId('old'))).rejects.toMatchObject({
      code: 'validation',
      message:
        'This file cannot be copied: it was stored with data that can no longer be saved (items may hold at most 5000 entries). Export it to keep its data.',
    });
    expect(await listFiles(ctx, projectId, 'boqs')).toHaveLength(1);
  });

  it('copyName stays within the longest file name', () => {
    expect(copyName('Main duct')).toBe('Copy of Main duct');
    expect(copyName('x'.repeat(FILE_NAME_MAX))).toHaveLength(FILE_NAME_MAX);
  });

  it('deleteFile removes only that file', async () => {
    const { ctx, projectId } = await setup();
    const a = await createFile(ctx, projectId, 'boqs', { name: 'A', data: {} });
    const b = await createFile(ctx, projectId, 'boqs', { name: 'B', data: {} });
    await deleteFile(ctx, projectId, 'boqs', a.id);
    expect((await listFiles(ctx, projectId, 'boqs')).map((f) => f.id)).toEqual([b.id]);
  });
});

describe('the bounds firestore.rules puts on data (issue 44), checked before writing', () => {
  const fiftyThousand = Array.from({ length: 50_000 }, (_, i) => i);

  it.each([
    [
      'a bill of 50,000 items',
      'boqs',
      { items: fiftyThousand },
      'items may hold at most 5000 entries.',
    ],
    ['a list written as text', 'equipmentSchedules', { rows: 'AHU-1' }, 'rows must be a list.'],
    [
      'an over-long calculation name',
      'ductCalculations',
      { calculationName: 'x'.repeat(121) },
      'calculationName must be at most 120 characters.',
    ],
    [
      'an unknown unit system',
      'fanCalculations',
      { unitSystem: 'Cubits' },
      'Unit system must be Imperial or Metric.',
    ],
  ] as const)('createFile and updateFile refuse %s', async (_, collection, data, message) => {
    const { ctx, projectId } = await setup();
    await expect(
      createFile(ctx, projectId, collection, { name: 'Bad', data }),
    ).rejects.toMatchObject({ code: 'validation', message });
    expect(await listFiles(ctx, projectId, collection)).toEqual([]);
    const file = await createFile(ctx, projectId, collection, { name: 'Good', data: {} });
    await expect(updateFile(ctx, projectId, collection, file.id, { data })).rejects.toMatchObject({
      code: 'validation',
      message,
    });
    expect(okFile(await getFile(ctx, projectId, collection, file.id)).data).toEqual({});
  });

  it('accepts a bill of 5000 items, the most the engine allows', async () => {
    const { ctx, projectId } = await setup();
    const items = Array.from({ length: 5000 }, (_, i) => ({ id: `i${i}`, quantity: 1 }));
    const file = await createFile(ctx, projectId, 'boqs', { name: 'Big bill', data: { items } });
    expect(file.data['items']).toHaveLength(5000);
  });
});

describe('updateFile with the version the editor opened', () => {
  it('saves when the stored file is still that version, and each save is a new version', async () => {
    const { ctx, projectId } = await setup();
    const created = await createFile(ctx, projectId, 'boqs', { name: 'BoQ', data: { n: 0 } });
    const first = await updateFile(
      ctx,
      projectId,
      'boqs',
      created.id,
      { data: { n: 1 } },
      { expectedUpdatedAt: created.updatedAt ?? null },
    );
    expect(first.updatedAt).toBeInstanceOf(Date);
    const second = await updateFile(
      ctx,
      projectId,
      'boqs',
      created.id,
      { data: { n: 2 } },
      { expectedUpdatedAt: first.updatedAt ?? null },
    );
    expect(second.data).toEqual({ n: 2 });
  });

  it('rejects a save from a stale version with a ConflictError carrying the stored file', async () => {
    const { ctx, projectId } = await setup();
    const opened = await createFile(ctx, projectId, 'boqs', { name: 'BoQ', data: { n: 0 } });
    const theirs = await updateFile(ctx, projectId, 'boqs', opened.id, { data: { n: 'theirs' } });

    const error: unknown = await updateFile(
      ctx,
      projectId,
      'boqs',
      opened.id,
      { data: { n: 'mine' } },
      { expectedUpdatedAt: opened.updatedAt ?? null },
    ).catch((reason: unknown) => reason);

    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'conflict' });
    expect((error as FileConflictError).current).toEqual(theirs);
    expect(await getFile(ctx, projectId, 'boqs', opened.id)).toEqual(theirs);
  });
});
