import { deleteApp, initializeApp } from 'firebase/app';
import { getFirestore, terminate } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it, vi } from 'vitest';

import {
  asProjectId,
  asUserId,
  DEFAULT_APP_ID,
  isDocumentId,
  projectPath,
  projectsPath,
  type TreeScope,
} from '../document-tree';
import { DataError } from '../errors';
import type { DataPort, RawDocument } from '../port';
import { createFirestoreLitePort } from './firestore-lite';
import { createIndexedDbPort } from './indexeddb';

// The reads themselves need a server: the Firestore contract runs them on the emulator. These tests
// hold the split: what loads the full adapter, and when (no network is used here).
const app = initializeApp({ projectId: 'demo-hvac-lite-split' }, 'lite-split');
const lite = getFirestore(app);
const scope: TreeScope = { appId: DEFAULT_APP_ID, uid: asUserId('alice') };

afterAll(async () => {
  await terminate(lite);
  await deleteApp(app);
});

/** A stand-in for the full adapter: the IndexedDB port (in-memory here), which meets the same contract. */
function fullPort(): DataPort {
  return createIndexedDbPort({
    appId: DEFAULT_APP_ID,
    databaseName: `lite-split-${crypto.randomUUID()}`,
    crossTab: false,
  });
}

describe('createFirestoreLitePort', () => {
  it('is a Firestore port that makes ids without loading the full adapter', () => {
    const loadFull = vi.fn(() => Promise.resolve(fullPort()));
    const port = createFirestoreLitePort(lite, loadFull);
    expect(port.kind).toBe('firestore');
    const ids = new Set([port.newId(projectsPath(scope)), port.newId(projectsPath(scope))]);
    expect(ids.size).toBe(2);
    for (const id of ids) expect(isDocumentId(id)).toBe(true);
    expect(loadFull).not.toHaveBeenCalled();
  });

  it('loads the full adapter once, on the first write, and writes through it', async () => {
    const full = fullPort();
    const loadFull = vi.fn(() => Promise.resolve(full));
    const port = createFirestoreLitePort(lite, loadFull);
    const path = projectPath(scope, asProjectId('office'));
    await Promise.all([
      port.set(path, { name: 'Office' }),
      port.set(projectPath(scope, asProjectId('school')), { name: 'School' }),
    ]);
    await port.update(path, { name: 'Head office' });
    expect(loadFull).toHaveBeenCalledTimes(1);
    expect(await full.get(path)).toEqual({ name: 'Head office' });
    await port.batch([{ type: 'delete', path }]);
    await port.delete(projectPath(scope, asProjectId('school')));
    expect(await full.list(projectsPath(scope))).toEqual([]);
  });

  it('rejects a write with a DataError when the full adapter cannot load, and tries again next time', async () => {
    const full = fullPort();
    const loadFull = vi
      .fn<() => Promise<DataPort>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(full);
    const port = createFirestoreLitePort(lite, loadFull);
    const path = projectPath(scope, asProjectId('office'));
    const failed = port.set(path, { name: 'Office' });
    await expect(failed).rejects.toBeInstanceOf(DataError);
    await port.set(path, { name: 'Office' });
    expect(loadFull).toHaveBeenCalledTimes(2);
    expect(await full.get(path)).toEqual({ name: 'Office' });
  });

  it('starts a subscription once the full adapter has loaded', async () => {
    const full = fullPort();
    const path = projectPath(scope, asProjectId('office'));
    await full.set(path, { name: 'Office' });
    const port = createFirestoreLitePort(lite, () => Promise.resolve(full));
    const seen: (RawDocument | null)[] = [];
    const unsubscribe = port.subscribeDoc(path, (doc) => seen.push(doc));
    await vi.waitFor(() => expect(seen).toEqual([{ name: 'Office' }]));
    unsubscribe();
  });

  it('never starts a subscription cancelled before the full adapter loaded', async () => {
    let resolve: (port: DataPort) => void = () => {};
    const loading = new Promise<DataPort>((done) => {
      resolve = done;
    });
    const full = fullPort();
    const subscribe = vi.spyOn(full, 'subscribeCollection');
    const port = createFirestoreLitePort(lite, () => loading);
    const onNext = vi.fn();
    const unsubscribe = port.subscribeCollection(projectsPath(scope), {}, onNext);
    unsubscribe();
    resolve(full);
    await loading;
    await Promise.resolve();
    expect(subscribe).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('reports a failed load to a subscription as a DataError', async () => {
    const port = createFirestoreLitePort(lite, () => Promise.reject(new Error('offline')));
    const onError = vi.fn();
    port.subscribeDoc(projectPath(scope, asProjectId('office')), () => {}, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(DataError);
  });
});
