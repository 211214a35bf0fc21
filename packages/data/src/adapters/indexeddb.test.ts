import { describe, expect, it, vi } from 'vitest';

import {
  asProjectId,
  asUserId,
  DEFAULT_APP_ID,
  projectPath,
  projectsPath,
  type TreeScope,
} from '../document-tree';
import { DataError } from '../errors';
import { type RawDocumentEntry, serverTimestamp } from '../port';
import { createIndexedDbPort, defaultDatabaseName } from './indexeddb';

const scope: TreeScope = { appId: DEFAULT_APP_ID, uid: asUserId('alice') };
const uniqueName = (): string => `idb-test-${crypto.randomUUID()}`;

describe('IndexedDB adapter', () => {
  it('names its database after the app id', () => {
    const port = createIndexedDbPort({ appId: DEFAULT_APP_ID, crossTab: false });
    expect(port.databaseName).toBe(defaultDatabaseName(DEFAULT_APP_ID));
    expect(port.databaseName).toContain(DEFAULT_APP_ID);
    port.close();
  });

  it('keeps data across a reload (a new adapter on the same database)', async () => {
    const databaseName = uniqueName();
    const first = createIndexedDbPort({ appId: DEFAULT_APP_ID, databaseName, crossTab: false });
    const id = await first.add(projectsPath(scope), {
      name: 'Office',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    first.close();

    const second = createIndexedDbPort({ appId: DEFAULT_APP_ID, databaseName, crossTab: false });
    expect(await second.get(projectPath(scope, asProjectId(id)))).toEqual({
      name: 'Office',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    second.close();
  });

  it('tells subscribers in another tab about writes (BroadcastChannel)', async () => {
    const databaseName = uniqueName();
    const tabA = createIndexedDbPort({ appId: DEFAULT_APP_ID, databaseName });
    const tabB = createIndexedDbPort({ appId: DEFAULT_APP_ID, databaseName });
    const seen: RawDocumentEntry[][] = [];
    const unsubscribe = tabB.subscribeCollection(projectsPath(scope), {}, (docs) =>
      seen.push(docs),
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    await tabA.set(projectPath(scope, asProjectId('p1')), { name: 'From tab A' });
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual([{ id: 'p1', data: { name: 'From tab A' } }]),
    );
    unsubscribe();
    tabA.close();
    tabB.close();
  });

  it('stamps server time from its clock, never going backwards', async () => {
    const clock = vi.fn(() => new Date('2024-06-01T12:00:00.000Z'));
    const port = createIndexedDbPort({
      appId: DEFAULT_APP_ID,
      databaseName: uniqueName(),
      crossTab: false,
      now: clock,
    });
    const first = await port.add(projectsPath(scope), { createdAt: serverTimestamp() });
    clock.mockReturnValue(new Date('2024-05-01T00:00:00.000Z'));
    const second = await port.add(projectsPath(scope), { createdAt: serverTimestamp() });

    const a = (await port.get(projectPath(scope, asProjectId(first))))?.['createdAt'];
    const b = (await port.get(projectPath(scope, asProjectId(second))))?.['createdAt'];
    expect(a).toEqual(new Date('2024-06-01T12:00:00.000Z'));
    expect(b).toEqual(new Date('2024-06-01T12:00:00.001Z'));
    port.close();
  });

  it('aborts the whole batch when an update would make a document larger than 1 MiB', async () => {
    const port = createIndexedDbPort({
      appId: DEFAULT_APP_ID,
      databaseName: uniqueName(),
      crossTab: false,
    });
    const big = projectPath(scope, asProjectId('big'));
    const other = projectPath(scope, asProjectId('other'));
    await port.set(big, { part1: 'x'.repeat(600_000) });
    const error = await port
      .batch([
        { type: 'set', path: other, data: { name: 'not written' } },
        { type: 'update', path: big, data: { part2: 'y'.repeat(600_000) } },
      ])
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: 'validation' });
    expect(await port.get(other)).toBeNull();
    expect(Object.keys((await port.get(big)) ?? {})).toEqual(['part1']);
    port.close();
  });

  it('hands out copies: changing a read document does not change the store', async () => {
    const port = createIndexedDbPort({
      appId: DEFAULT_APP_ID,
      databaseName: uniqueName(),
      crossTab: false,
    });
    const path = projectPath(scope, asProjectId('p'));
    await port.set(path, { list: [1, 2] });
    const read = await port.get(path);
    (read?.['list'] as number[]).push(3);
    expect(await port.get(path)).toEqual({ list: [1, 2] });
    port.close();
  });

  it('rejects with not-ready once closed', async () => {
    const port = createIndexedDbPort({
      appId: DEFAULT_APP_ID,
      databaseName: uniqueName(),
      crossTab: false,
    });
    port.close();
    await expect(port.get(projectPath(scope, asProjectId('p')))).rejects.toMatchObject({
      code: 'not-ready',
    });
  });

  it('reports unavailable when the browser has no IndexedDB', async () => {
    const saved = globalThis.indexedDB;
    Reflect.deleteProperty(globalThis, 'indexedDB');
    try {
      const port = createIndexedDbPort({ appId: DEFAULT_APP_ID, crossTab: false });
      await expect(port.list(projectsPath(scope))).rejects.toMatchObject({ code: 'unavailable' });
      port.close();
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
