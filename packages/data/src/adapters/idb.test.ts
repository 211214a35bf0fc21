import { describe, expect, it } from 'vitest';

import { deleteDatabase, openDatabase, requestResult, storeRequest } from './idb';

const uniqueName = (): string => `idb-helper-test-${crypto.randomUUID()}`;
const open = (name: string) =>
  openDatabase({ name, version: 1, upgrade: (db) => db.createObjectStore('things') });

describe('IndexedDB helpers', () => {
  it('creates a database with its stores, and keeps what is put in them', async () => {
    const name = uniqueName();
    const first = await open(name);
    await storeRequest(first, 'things', 'readwrite', (store) =>
      store.put({ at: new Date('2024-01-01T00:00:00Z') }, 'a'),
    );
    first.close();

    const second = await open(name);
    expect(await storeRequest(second, 'things', 'readonly', (store) => store.get('a'))).toEqual({
      at: new Date('2024-01-01T00:00:00Z'),
    });
    second.close();
  });

  it('rejects, rather than throws, when the transaction cannot start', async () => {
    const db = await open(uniqueName());
    await expect(
      storeRequest(db, 'missing', 'readonly', (store) => store.get('a')),
    ).rejects.toThrow();
    db.close();
    await expect(
      storeRequest(db, 'things', 'readonly', (store) => store.get('a')),
    ).rejects.toThrow();
  });

  it('rejects with the error `failed` gives when the open fails', async () => {
    const name = uniqueName();
    (await openDatabase({ name, version: 2, upgrade: () => undefined })).close();
    // Opening at a lower version than the database's fails.
    await expect(
      openDatabase({ name, version: 1, upgrade: () => undefined, failed: () => new Error('nope') }),
    ).rejects.toThrow('nope');
  });

  it('deletes a whole database, and ignores a browser without IndexedDB', async () => {
    const name = uniqueName();
    const db = await open(name);
    await storeRequest(db, 'things', 'readwrite', (store) => store.put(1, 'a'));
    db.close();
    deleteDatabase(name);
    const reopened = await open(name);
    expect(await requestResult(reopened.transaction('things').objectStore('things').count())).toBe(
      0,
    );
    reopened.close();
    expect(() => deleteDatabase(name, undefined as unknown as IDBFactory)).not.toThrow();
  });
});
