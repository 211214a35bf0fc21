import { describe, expect, it, vi } from 'vitest';

import { createDataContext } from '../context';
import {
  asFileId,
  asProjectId,
  COLLECTIONS,
  type FileCollectionName,
  filePath,
  type ProjectId,
  projectPath,
  projectsPath,
} from '../document-tree';
import { DataError } from '../errors';
import { type BatchOp, MAX_BATCH_OPS } from '../port';
import { makeLocalStore, spyOnPort } from '../test/local-context';
import { listAllFiles, listFiles } from './files';
import {
  createProject,
  createProjectFromTemplate,
  deleteProject,
  getProject,
  listProjects,
  renameProject,
  subscribeProjects,
  updateProjectDescription,
} from './projects';

async function rejection(promise: Promise<unknown>): Promise<DataError> {
  const reason: unknown = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(DataError);
  return reason as DataError;
}

describe('createProject', () => {
  it('stores name, description and a server-time createdAt, and returns the project with id and date', async () => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    const before = Date.now();
    const project = await createProject(ctx, { name: '  Office fit-out ', description: 'Level 2' });

    expect(project).toMatchObject({ status: 'ok', name: 'Office fit-out', description: 'Level 2' });
    expect(project.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(project.date).toBe(project.createdAt.toISOString());
    expect(await port.get(projectPath(ctx, project.id))).toEqual({
      name: 'Office fit-out',
      description: 'Level 2',
      createdAt: project.createdAt,
    });
  });

  it('makes the description optional', async () => {
    const { as } = makeLocalStore();
    expect(await createProject(as('alice'), { name: 'A' })).toMatchObject({ description: '' });
  });

  it.each(['', '   ', '\n\t'])(
    "refuses the blank name %j with 'Project name is required.' and writes nothing",
    async (name) => {
      const { port, as } = makeLocalStore();
      const ctx = as('alice');
      const error = await rejection(createProject(ctx, { name, description: 'x' }));
      expect(error.code).toBe('validation');
      expect(error.message).toBe('Project name is required.');
      expect(error.issues).toEqual([{ path: 'name', message: 'Project name is required.' }]);
      expect(await port.list(projectsPath(ctx))).toEqual([]);
    },
  );

  it('refuses a name over 120 characters and a description over 2000 with their own messages', async () => {
    const { as } = makeLocalStore();
    const long = await rejection(createProject(as('alice'), { name: 'x'.repeat(121) }));
    expect(long.message).toBe('Project name must be at most 120 characters.');
    const description = await rejection(
      createProject(as('alice'), { name: 'A', description: 'x'.repeat(2001) }),
    );
    expect(description.message).toBe('Description must be at most 2000 characters.');
  });

  it("is blocked with 'Database not ready.' without a database or a signed-in user", async () => {
    for (const ctx of [null, undefined]) {
      const error = await rejection(createProject(ctx, { name: 'A' }));
      expect(error).toMatchObject({ code: 'not-ready', message: 'Database not ready.' });
    }
  });
});

describe('listProjects', () => {
  it('lists newest createdAt first', async () => {
    const { as } = makeLocalStore();
    const ctx = as('alice');
    const names = ['First', 'Second', 'Third'];
    for (const name of names) await createProject(ctx, { name });
    const listed = await listProjects(ctx);
    expect(listed.map((p) => (p.status === 'ok' ? p.name : p.id))).toEqual([
      'Third',
      'Second',
      'First',
    ]);
  });

  it('surfaces a damaged project with its raw data, after the valid ones, instead of dropping it', async () => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    await createProject(ctx, { name: 'Fine' });
    const raw = { name: 42, description: 'kept as it was' };
    await port.set(projectPath(ctx, asProjectId('broken')), raw);

    const listed = await listProjects(ctx);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ status: 'ok', name: 'Fine' });
    const damaged = listed[1];
    expect(damaged).toMatchObject({ status: 'damaged', id: 'broken', raw });
    expect(damaged?.status === 'damaged' ? damaged.issues.map((issue) => issue.path) : []).toEqual([
      'name',
      'createdAt',
    ]);
    expect(await getProject(ctx, asProjectId('broken'))).toMatchObject({ status: 'damaged', raw });
  });

  it('reports changes to subscribers', async () => {
    const { as } = makeLocalStore();
    const ctx = as('alice');
    const seen: string[][] = [];
    const unsubscribe = subscribeProjects(ctx, (projects) =>
      seen.push(projects.map((p) => (p.status === 'ok' ? p.name : '?'))),
    );
    await createProject(ctx, { name: 'A' });
    await createProject(ctx, { name: 'B' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['B', 'A']));
    unsubscribe();
  });
});

describe('getProject, renameProject, updateProjectDescription', () => {
  it('reads null for a project that does not exist', async () => {
    const { as } = makeLocalStore();
    expect(await getProject(as('alice'), asProjectId('nope'))).toBeNull();
  });

  it('renames and edits the description, keeping createdAt', async () => {
    const { as } = makeLocalStore();
    const ctx = as('alice');
    const project = await createProject(ctx, { name: 'Old', description: 'old' });
    await renameProject(ctx, project.id, ' New ');
    await updateProjectDescription(ctx, project.id, 'new');
    expect(await getProject(ctx, project.id)).toEqual({
      ...project,
      name: 'New',
      description: 'new',
    });
  });

  it('refuses a blank new name, and reports a missing project as not-found', async () => {
    const { as } = makeLocalStore();
    const ctx = as('alice');
    const project = await createProject(ctx, { name: 'Old' });
    expect(await rejection(renameProject(ctx, project.id, ' '))).toMatchObject({
      code: 'validation',
      message: 'Project name is required.',
    });
    expect(await rejection(renameProject(ctx, asProjectId('gone'), 'New'))).toMatchObject({
      code: 'not-found',
    });
  });
});

describe('createProjectFromTemplate', () => {
  const template = {
    name: 'Small Office Fit-out',
    description: 'A heat load, a main supply duct and a basic BoQ.',
    files: [
      {
        collection: 'calculations',
        name: 'Office heat load',
        data: { calculationMode: 'Cooling', roomName: 'Office' },
      },
      {
        collection: 'ductCalculations',
        name: 'Main supply duct',
        data: { airflow: 2000, ductShape: 'round' },
      },
      {
        collection: 'boqs',
        name: 'Basic BoQ',
        data: {
          currency: '$',
          items: [{ id: '1', description: 'Duct', quantity: 10, unit: 'm', rate: 5, total: 50 }],
        },
      },
    ],
  } as const;

  it('adds the project, then writes every file in one batch with name, createdAt and data', async () => {
    const store = makeLocalStore();
    const port = spyOnPort(store.port);
    const ctx = createDataContext({ port, uid: 'alice' });
    const project = await createProjectFromTemplate(ctx, template);

    expect(project).toMatchObject({
      status: 'ok',
      name: template.name,
      description: template.description,
    });
    expect(port.batch).toHaveBeenCalledTimes(1);
    expect(port.batch.mock.calls[0]?.[0]).toHaveLength(3);

    const files = await listAllFiles(ctx, project.id);
    for (const file of template.files) {
      const [stored] = files[file.collection];
      expect(stored).toMatchObject({ status: 'ok', name: file.name, data: file.data });
      const createdAt = stored?.status === 'ok' ? stored.createdAt.getTime() : 0;
      expect(createdAt).toBeGreaterThanOrEqual(project.createdAt.getTime());
    }
  });

  it('checks every file before writing anything', async () => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    const bad = {
      ...template,
      files: [...template.files, { collection: 'boqs', name: 'Bad', data: { grid: [[1, 2]] } }],
    } as const;
    expect(await rejection(createProjectFromTemplate(ctx, bad))).toMatchObject({
      code: 'validation',
    });
    // Beyond the bounds firestore.rules puts on a calculator's data (file-data.ts).
    const tooBig = {
      name: 'T',
      files: [{ collection: 'equipmentSchedules', name: 'x', data: { rows: Array(501).fill({}) } }],
    } as const;
    expect(await rejection(createProjectFromTemplate(ctx, tooBig))).toMatchObject({
      code: 'validation',
      message: 'rows may hold at most 500 entries.',
      issues: [{ path: 'files.0.data.rows', message: 'rows may hold at most 500 entries.' }],
    });
    const unknown = { name: 'T', files: [{ collection: 'notes', name: 'x', data: {} }] };
    expect(await rejection(createProjectFromTemplate(ctx, unknown as never))).toMatchObject({
      code: 'validation',
    });
    expect(await port.list(projectsPath(ctx))).toEqual([]);
  });

  it('removes the new project again if the file batch fails', async () => {
    const store = makeLocalStore();
    const port = spyOnPort(store.port);
    port.batch.mockRejectedValueOnce(new DataError('unavailable'));
    const ctx = createDataContext({ port, uid: 'alice' });
    expect(await rejection(createProjectFromTemplate(ctx, template))).toMatchObject({
      code: 'unavailable',
    });
    expect(await listProjects(ctx)).toEqual([]);
  });
});

describe('deleteProject', () => {
  async function seedFiles(
    ctx: ReturnType<ReturnType<typeof makeLocalStore>['as']>,
    projectId: ProjectId,
    counts: Partial<Record<FileCollectionName, number>>,
  ): Promise<void> {
    const ops: BatchOp[] = Object.entries(counts).flatMap(([collection, count]) =>
      Array.from({ length: count }, (_, i) => ({
        type: 'set' as const,
        path: filePath(ctx, projectId, collection as FileCollectionName, asFileId(`f${i}`)),
        data: { name: `File ${i}`, createdAt: new Date(), data: { i } },
      })),
    );
    for (let start = 0; start < ops.length; start += MAX_BATCH_OPS) {
      await ctx.port.batch(ops.slice(start, start + MAX_BATCH_OPS));
    }
  }

  it('deletes every file in every collection, in batches of at most 500, then the project', async () => {
    const store = makeLocalStore();
    const port = spyOnPort(store.port);
    const ctx = createDataContext({ port, uid: 'alice' });
    const doomed = await createProject(ctx, { name: 'Doomed' });
    const kept = await createProject(ctx, { name: 'Kept' });
    await seedFiles(ctx, doomed.id, {
      calculations: 260,
      boqs: 260,
      ductCalculations: 3,
      equipmentSchedules: 1,
    });
    await seedFiles(ctx, kept.id, { boqs: 2 });
    port.batch.mockClear();

    expect(await deleteProject(ctx, doomed.id)).toEqual({ deletedFiles: 524 });

    const batches = port.batch.mock.calls.map(([ops]) => ops);
    expect(batches).toHaveLength(2);
    for (const ops of batches) expect(ops.length).toBeLessThanOrEqual(MAX_BATCH_OPS);
    expect(batches.at(-1)?.at(-1)).toEqual({ type: 'delete', path: projectPath(ctx, doomed.id) });

    expect(await getProject(ctx, doomed.id)).toBeNull();
    for (const { collection } of COLLECTIONS)
      expect(await listFiles(ctx, doomed.id, collection)).toEqual([]);
    expect(await listFiles(ctx, kept.id, 'boqs')).toHaveLength(2);
    expect(await getProject(ctx, kept.id)).toMatchObject({ status: 'ok' });
  });

  it('deletes a project that has no files', async () => {
    const { as } = makeLocalStore();
    const ctx = as('alice');
    const project = await createProject(ctx, { name: 'Empty' });
    expect(await deleteProject(ctx, project.id)).toEqual({ deletedFiles: 0 });
    expect(await listProjects(ctx)).toEqual([]);
  });
});

describe("two users' data", () => {
  it('is kept apart by path', async () => {
    const { port, as } = makeLocalStore();
    const alice = as('alice');
    const bob = as('bob');
    const project = await createProject(alice, { name: "Alice's" });
    await createProject(bob, { name: "Bob's" });

    expect((await listProjects(alice)).map((p) => p.status === 'ok' && p.name)).toEqual([
      "Alice's",
    ]);
    expect((await listProjects(bob)).map((p) => p.status === 'ok' && p.name)).toEqual(["Bob's"]);
    expect(await getProject(bob, project.id)).toBeNull();

    await deleteProject(bob, project.id);
    expect(await getProject(alice, project.id)).toMatchObject({ status: 'ok' });
    expect(projectPath(alice, project.id)).not.toBe(projectPath(bob, project.id));
    expect((await port.list(projectsPath(alice))).map((entry) => entry.id)).toEqual([project.id]);
  });
});
