/**
 * The one contract every `DataPort` adapter must meet. It is run against IndexedDB always and against
 * Firestore (emulator) when one is reachable, so both are held to the same semantics.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  asFileId,
  asProjectId,
  asUserId,
  companyProfilePath,
  DEFAULT_APP_ID,
  filePath,
  filesPath,
  isDocumentId,
  projectPath,
  projectsPath,
  type TreeScope,
} from '../document-tree';
import { ConflictError, DataError } from '../errors';
import {
  type BatchOp,
  type DataPort,
  MAX_BATCH_OPS,
  type RawDocument,
  serverTimestamp,
} from '../port';

export interface ContractTarget {
  /** Called once before the suite. */
  readonly makePort: () => Promise<DataPort>;
  /** Called once after the suite. */
  readonly dispose?: () => Promise<void>;
}

let scopeCounter = 0;
/** A fresh user tree per test, so tests never see each other's documents. */
function freshScope(): TreeScope {
  scopeCounter += 1;
  return {
    appId: DEFAULT_APP_ID,
    uid: asUserId(
      `contract-${Date.now()}-${scopeCounter}-${Math.random().toString(36).slice(2, 8)}`,
    ),
  };
}

const at = (iso: string): Date => new Date(iso);

/** A clock tolerance for comparing server time with this machine's time. */
const SKEW_MS = 5_000;

function expectNear(value: unknown, before: number, after: number): void {
  expect(value).toBeInstanceOf(Date);
  const time = (value as Date).getTime();
  expect(time).toBeGreaterThanOrEqual(before - SKEW_MS);
  expect(time).toBeLessThanOrEqual(after + SKEW_MS);
}

async function expectDataError(
  promise: Promise<unknown>,
  code: DataError['code'],
): Promise<DataError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataError);
  expect(error).toMatchObject({ code });
  return error as DataError;
}

export function runPortContract(target: ContractTarget): void {
  let port: DataPort;

  beforeAll(async () => {
    port = await target.makePort();
  });

  afterAll(async () => {
    await target.dispose?.();
  });

  describe('add and get', () => {
    it('adds a document with a generated id and reads every kind of value back', async () => {
      const scope = freshScope();
      const written = {
        name: 'Office',
        count: 3,
        ratio: 0.25,
        flag: true,
        nothing: null,
        when: at('2024-05-06T07:08:09.123Z'),
        nested: { deeper: { value: 'x' }, list: [1, 'two', { three: 3 }] },
        rows: [{ id: 'a', quantity: 2 }],
      };
      const id = await port.add(projectsPath(scope), written);
      expect(isDocumentId(id)).toBe(true);
      const read = await port.get(projectPath(scope, asProjectId(id)));
      expect(read).toEqual(written);
      expect(read?.['when']).toBeInstanceOf(Date);
    });

    it('reads a missing document as null', async () => {
      const scope = freshScope();
      expect(await port.get(projectPath(scope, asProjectId('missing')))).toBeNull();
    });

    it('gives distinct, valid ids from newId without writing', async () => {
      const scope = freshScope();
      const ids = new Set(Array.from({ length: 50 }, () => port.newId(projectsPath(scope))));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(isDocumentId(id)).toBe(true);
      expect(await port.list(projectsPath(scope))).toEqual([]);
    });
  });

  describe('set, update and delete', () => {
    it('set creates a document and then replaces it whole', async () => {
      const scope = freshScope();
      const path = companyProfilePath(scope);
      await port.set(path, { name: 'Acme', location: 'Leeds', logo: null });
      await port.set(path, { name: 'Acme Ltd' });
      expect(await port.get(path)).toEqual({ name: 'Acme Ltd' });
    });

    it('update replaces the given top-level fields and keeps the others', async () => {
      const scope = freshScope();
      const path = projectPath(scope, asProjectId('p1'));
      await port.set(path, { name: 'A', description: 'keep', settings: { a: 1, b: 2 } });
      await port.update(path, { name: 'B', settings: { a: 9 } });
      expect(await port.get(path)).toEqual({ name: 'B', description: 'keep', settings: { a: 9 } });
    });

    it('update of a missing document fails with not-found and creates nothing', async () => {
      const scope = freshScope();
      const path = projectPath(scope, asProjectId('nope'));
      await expectDataError(port.update(path, { name: 'x' }), 'not-found');
      expect(await port.get(path)).toBeNull();
    });

    it('delete removes the document, and deleting a missing one succeeds', async () => {
      const scope = freshScope();
      const path = projectPath(scope, asProjectId('p1'));
      await port.set(path, { name: 'A' });
      await port.delete(path);
      expect(await port.get(path)).toBeNull();
      await expect(port.delete(path)).resolves.toBeUndefined();
    });

    it('delete does not cascade into sub-collections (as Firestore)', async () => {
      const scope = freshScope();
      const projectId = asProjectId('p1');
      const file = filePath(scope, projectId, 'boqs', asFileId('f1'));
      await port.set(projectPath(scope, projectId), { name: 'A' });
      await port.set(file, { name: 'BoQ' });
      await port.delete(projectPath(scope, projectId));
      expect(await port.get(file)).toEqual({ name: 'BoQ' });
    });
  });

  describe('list', () => {
    it('lists only the documents directly in the collection', async () => {
      const scope = freshScope();
      const projectId = asProjectId('p1');
      await port.set(projectPath(scope, projectId), { name: 'A' });
      await port.set(filePath(scope, projectId, 'boqs', asFileId('f1')), { name: 'in boqs' });
      await port.set(filePath(scope, projectId, 'calculations', asFileId('f2')), {
        name: 'in calculations',
      });
      await port.set(companyProfilePath(scope), { name: 'elsewhere' });

      expect(await port.list(projectsPath(scope))).toEqual([{ id: 'p1', data: { name: 'A' } }]);
      expect(await port.list(filesPath(scope, projectId, 'boqs'))).toEqual([
        { id: 'f1', data: { name: 'in boqs' } },
      ]);
      expect(await port.list(filesPath(scope, projectId, 'ductCalculations'))).toEqual([]);
    });

    it('orders by a field newest first when asked, ties by id, leaving out documents without it', async () => {
      const scope = freshScope();
      const docs: [string, RawDocument][] = [
        ['b', { createdAt: at('2024-01-02T00:00:00Z') }],
        ['a', { createdAt: at('2024-01-03T00:00:00Z') }],
        ['c', { createdAt: at('2024-01-01T00:00:00Z') }],
        ['d', { createdAt: at('2024-01-02T00:00:00Z') }],
        ['e', { other: true }],
      ];
      await port.batch(
        docs.map(([id, data]) => ({
          type: 'set',
          path: projectPath(scope, asProjectId(id)),
          data,
        })),
      );

      const desc = await port.list(projectsPath(scope), {
        orderBy: 'createdAt',
        direction: 'desc',
      });
      expect(desc.map((entry) => entry.id)).toEqual(['a', 'd', 'b', 'c']);
      expect(desc[0]?.data['createdAt']).toBeInstanceOf(Date);

      const asc = await port.list(projectsPath(scope), { orderBy: 'createdAt', direction: 'asc' });
      expect(asc.map((entry) => entry.id)).toEqual(['c', 'b', 'd', 'a']);
    });

    it('orders mixed value types as Firestore does (null, booleans, numbers, timestamps, strings)', async () => {
      const scope = freshScope();
      const values: [string, unknown][] = [
        ['s', 'text'],
        ['t', at('2024-01-01T00:00:00Z')],
        ['n', 5],
        ['m', -1],
        ['b', true],
        ['z', null],
      ];
      await port.batch(
        values.map(([id, key]) => ({
          type: 'set',
          path: projectPath(scope, asProjectId(id)),
          data: { key },
        })),
      );
      const asc = await port.list(projectsPath(scope), { orderBy: 'key' });
      expect(asc.map((entry) => entry.id)).toEqual(['z', 'b', 'm', 'n', 't', 's']);
    });

    it('lists in document id order without orderBy', async () => {
      const scope = freshScope();
      for (const id of ['m', 'B', 'a', 'Z', '0']) {
        await port.set(projectPath(scope, asProjectId(id)), { createdAt: new Date() });
      }
      const listed = await port.list(projectsPath(scope));
      expect(listed.map((entry) => entry.id)).toEqual(['0', 'B', 'Z', 'a', 'm']);
    });
  });

  describe('serverTimestamp', () => {
    it('resolves to the commit time, read back as a Date, in add, set, update and batch', async () => {
      const scope = freshScope();
      const before = Date.now();
      const id = await port.add(projectsPath(scope), { name: 'A', createdAt: serverTimestamp() });
      const path = projectPath(scope, asProjectId(id));
      await port.update(path, { updatedAt: serverTimestamp() });
      await port.set(companyProfilePath(scope), { savedAt: serverTimestamp() });
      const projectId = asProjectId('p2');
      await port.batch([
        {
          type: 'set',
          path: projectPath(scope, projectId),
          data: { createdAt: serverTimestamp() },
        },
        {
          type: 'set',
          path: filePath(scope, projectId, 'boqs', asFileId('f')),
          data: { createdAt: serverTimestamp() },
        },
      ]);
      const after = Date.now();

      const project = await port.get(path);
      expectNear(project?.['createdAt'], before, after);
      expectNear(project?.['updatedAt'], before, after);
      expectNear((await port.get(companyProfilePath(scope)))?.['savedAt'], before, after);

      const batched = await port.get(projectPath(scope, projectId));
      const batchedFile = await port.get(filePath(scope, projectId, 'boqs', asFileId('f')));
      expectNear(batched?.['createdAt'], before, after);
      // Every server timestamp in one commit gets the same time.
      expect(batchedFile?.['createdAt']).toEqual(batched?.['createdAt']);
    });

    it('resolves a server timestamp nested in a map', async () => {
      const scope = freshScope();
      const before = Date.now();
      await port.set(companyProfilePath(scope), { meta: { at: serverTimestamp() } });
      const meta = (await port.get(companyProfilePath(scope)))?.['meta'] as RawDocument;
      expectNear(meta['at'], before, Date.now());
    });
  });

  describe('update with a precondition (no silent overwrites)', () => {
    it('writes when the field still holds the expected time', async () => {
      const scope = freshScope();
      const path = filePath(scope, asProjectId('p1'), 'boqs', asFileId('f1'));
      const opened = at('2024-05-06T07:08:09.123Z');
      await port.set(path, { name: 'BoQ', updatedAt: opened, data: { n: 1 } });
      await port.update(
        path,
        { data: { n: 2 }, updatedAt: serverTimestamp() },
        { field: 'updatedAt', equals: at('2024-05-06T07:08:09.123Z') },
      );
      expect(await port.get(path)).toMatchObject({ name: 'BoQ', data: { n: 2 } });
    });

    it('writes when the field is expected absent and is absent', async () => {
      const scope = freshScope();
      const path = filePath(scope, asProjectId('p1'), 'boqs', asFileId('f1'));
      await port.set(path, { name: 'BoQ', data: { n: 1 } });
      await port.update(path, { data: { n: 2 } }, { field: 'updatedAt', equals: null });
      expect(await port.get(path)).toEqual({ name: 'BoQ', data: { n: 2 } });
    });

    it('rejects with a ConflictError carrying the stored document, and writes nothing', async () => {
      const scope = freshScope();
      const path = filePath(scope, asProjectId('p1'), 'boqs', asFileId('f1'));
      const stored = {
        name: 'BoQ',
        updatedAt: at('2024-05-06T07:08:10.000Z'),
        data: { n: 'theirs' },
      };
      await port.set(path, stored);
      const error = await expectDataError(
        port.update(
          path,
          { data: { n: 'mine' } },
          { field: 'updatedAt', equals: at('2024-05-06T07:08:09.123Z') },
        ),
        'conflict',
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as ConflictError).current).toEqual(stored);
      expect(await port.get(path)).toEqual(stored);
    });

    it('a second save from the same opened version conflicts (two tabs)', async () => {
      const scope = freshScope();
      const path = filePath(scope, asProjectId('p1'), 'boqs', asFileId('f1'));
      await port.set(path, { name: 'BoQ', data: { n: 0 } });
      const opened = { field: 'updatedAt', equals: null } as const;
      await port.update(path, { data: { n: 'first' }, updatedAt: serverTimestamp() }, opened);
      await expectDataError(
        port.update(path, { data: { n: 'second' }, updatedAt: serverTimestamp() }, opened),
        'conflict',
      );
      expect(await port.get(path)).toMatchObject({ data: { n: 'first' } });
    });

    it('rejects a missing document with not-found', async () => {
      const scope = freshScope();
      const path = filePath(scope, asProjectId('p1'), 'boqs', asFileId('missing'));
      await expectDataError(
        port.update(path, { data: {} }, { field: 'updatedAt', equals: null }),
        'not-found',
      );
      expect(await port.get(path)).toBeNull();
    });

    it('in a batch, a failed precondition writes none of the operations', async () => {
      const scope = freshScope();
      const a = projectPath(scope, asProjectId('a'));
      const b = projectPath(scope, asProjectId('b'));
      await port.set(b, { name: 'B', updatedAt: at('2024-01-01T00:00:00.000Z') });
      await expectDataError(
        port.batch([
          { type: 'set', path: a, data: { name: 'A' } },
          {
            type: 'update',
            path: b,
            data: { name: 'B2' },
            precondition: { field: 'updatedAt', equals: at('2023-01-01T00:00:00.000Z') },
          },
        ]),
        'conflict',
      );
      expect(await port.get(a)).toBeNull();
      expect(await port.get(b)).toMatchObject({ name: 'B' });
    });
  });

  describe('batch', () => {
    it('applies set, update and delete in order', async () => {
      const scope = freshScope();
      const a = projectPath(scope, asProjectId('a'));
      const b = projectPath(scope, asProjectId('b'));
      await port.set(b, { name: 'B' });
      await port.batch([
        { type: 'set', path: a, data: { name: 'A', n: 1 } },
        { type: 'update', path: a, data: { n: 2 } },
        { type: 'delete', path: b },
      ]);
      expect(await port.get(a)).toEqual({ name: 'A', n: 2 });
      expect(await port.get(b)).toBeNull();
    });

    it('is atomic: when one operation fails, none is written', async () => {
      const scope = freshScope();
      const a = projectPath(scope, asProjectId('a'));
      const keep = projectPath(scope, asProjectId('keep'));
      await port.set(keep, { name: 'Keep' });
      await expectDataError(
        port.batch([
          { type: 'set', path: a, data: { name: 'A' } },
          { type: 'delete', path: keep },
          { type: 'update', path: projectPath(scope, asProjectId('missing')), data: { name: 'x' } },
        ]),
        'not-found',
      );
      expect(await port.get(a)).toBeNull();
      expect(await port.get(keep)).toEqual({ name: 'Keep' });
    });

    // 500 real writes take a few seconds on the Firestore emulator.
    it(
      `refuses more than ${MAX_BATCH_OPS} operations and writes none of them`,
      { timeout: 30_000 },
      async () => {
        const scope = freshScope();
        const ops: BatchOp[] = Array.from({ length: MAX_BATCH_OPS + 1 }, (_, i) => ({
          type: 'set',
          path: projectPath(scope, asProjectId(`p${i}`)),
          data: { i },
        }));
        await expectDataError(port.batch(ops), 'validation');
        expect(await port.list(projectsPath(scope))).toEqual([]);
        await port.batch(ops.slice(0, MAX_BATCH_OPS));
        expect(await port.list(projectsPath(scope))).toHaveLength(MAX_BATCH_OPS);
      },
    );

    it('accepts an empty batch', async () => {
      await expect(port.batch([])).resolves.toBeUndefined();
    });
  });

  describe('values Firestore cannot store are refused, and nothing is written', () => {
    const cases: [string, RawDocument][] = [
      ['undefined', { name: 'A', description: undefined }],
      ['a nested array', { name: 'A', points: [[1, 2]] }],
      ['a class instance', { name: 'A', map: new Map([['k', 1]]) }],
      ['a function', { name: 'A', run: () => 1 }],
      ['an invalid date', { name: 'A', createdAt: new Date(Number.NaN) }],
      ['a server timestamp in an array', { name: 'A', stamps: [serverTimestamp()] }],
      ['more than 1 MiB', { name: 'A', blob: 'x'.repeat(1_100_000) }],
    ];
    it.each(cases)('refuses %s', async (_, data) => {
      const scope = freshScope();
      const path = projectPath(scope, asProjectId('p'));
      await expectDataError(port.set(path, data), 'validation');
      await expectDataError(port.add(projectsPath(scope), data), 'validation');
      await expectDataError(port.batch([{ type: 'set', path, data }]), 'validation');
      expect(await port.list(projectsPath(scope))).toEqual([]);
    });

    it('refuses dotted field names in update (updates take top-level fields only)', async () => {
      const scope = freshScope();
      const path = projectPath(scope, asProjectId('p'));
      await port.set(path, { settings: { a: 1 } });
      await expectDataError(port.update(path, { 'settings.a': 2 }), 'validation');
      expect(await port.get(path)).toEqual({ settings: { a: 1 } });
    });
  });

  describe('subscriptions', () => {
    it('subscribeDoc reports the document now and after each change, until unsubscribed', async () => {
      const scope = freshScope();
      const path = companyProfilePath(scope);
      const seen: (RawDocument | null)[] = [];
      const unsubscribe = port.subscribeDoc(path, (doc) => seen.push(doc));
      await vi.waitFor(() => expect(seen.at(-1)).toBeNull());

      await port.set(path, { name: 'Acme' });
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ name: 'Acme' }));
      await port.update(path, { name: 'Acme Ltd' });
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ name: 'Acme Ltd' }));
      await port.delete(path);
      await vi.waitFor(() => expect(seen.at(-1)).toBeNull());

      unsubscribe();
      const count = seen.length;
      await port.set(path, { name: 'After' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(seen).toHaveLength(count);
    });

    it('subscribeCollection reports the ordered listing now and after each change', async () => {
      const scope = freshScope();
      const seen: string[][] = [];
      const unsubscribe = port.subscribeCollection(
        projectsPath(scope),
        { orderBy: 'createdAt', direction: 'desc' },
        (docs) => seen.push(docs.map((doc) => doc.id)),
      );
      await vi.waitFor(() => expect(seen.at(-1)).toEqual([]));

      await port.set(projectPath(scope, asProjectId('old')), {
        createdAt: at('2024-01-01T00:00:00Z'),
      });
      await port.set(projectPath(scope, asProjectId('new')), {
        createdAt: at('2024-02-01T00:00:00Z'),
      });
      await vi.waitFor(() => expect(seen.at(-1)).toEqual(['new', 'old']));
      await port.set(filePath(scope, asProjectId('new'), 'boqs', asFileId('f')), {
        name: 'not in this listing',
      });
      await port.delete(projectPath(scope, asProjectId('old')));
      await vi.waitFor(() => expect(seen.at(-1)).toEqual(['new']));

      unsubscribe();
      const count = seen.length;
      await port.set(projectPath(scope, asProjectId('later')), { createdAt: new Date() });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(seen).toHaveLength(count);
    });
  });
}
