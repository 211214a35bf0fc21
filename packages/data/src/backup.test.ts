import { describe, expect, it } from 'vitest';

import {
  applyImport,
  type Backup,
  type BackupProject,
  BACKUP_FORMAT,
  backupFileName,
  IMPORT_STALE_AFTER_MS,
  importStoppedMessage,
  exportEverything,
  exportProject,
  findInterruptedImports,
  findUnfinishedImports,
  parseBackup,
  planImport,
  recoverInterruptedImports,
  serializeBackup,
  uniqueImportName,
} from './backup';
import { BACKUP_ENTRIES_MAX } from './backup-limits';
import { createDataContext } from './context';
import { asFileId, asProjectId, filePath, projectPath, projectsPath } from './document-tree';
import type { DataPort } from './port';
import { getCompanyProfile, saveCompanyProfile } from './repositories/company-profile';
import { createFile, listAllFiles, listFiles, updateFile } from './repositories/files';
import { createProject, getProject, listProjects } from './repositories/projects';
import { makeLocalStore } from './test/local-context';

async function seed(store: ReturnType<typeof makeLocalStore>, uid = 'alice') {
  const ctx = store.as(uid);
  const office = await createProject(ctx, { name: 'Office', description: 'Level 2' });
  const home = await createProject(ctx, { name: 'Home' });
  const heat = await createFile(ctx, office.id, 'calculations', {
    name: 'Heat load',
    data: { inputs: { roomName: 'Office' }, results: { totalLoad: 1200 }, engineVersion: '0.1.0' },
  });
  await updateFile(ctx, office.id, 'calculations', heat.id, {
    data: {
      inputs: { roomName: 'Office 2' },
      results: { totalLoad: 1300 },
      engineVersion: '0.1.0',
    },
  });
  await createFile(ctx, office.id, 'boqs', { name: 'BoQ', data: { currency: '$', items: [] } });
  await createFile(ctx, home.id, 'pipeCalculations', { name: 'Loop', data: { flowRate: 3 } });
  await saveCompanyProfile(ctx, { name: 'Acme', location: 'Leeds', logo: null });
  return { ctx, office, home };
}

/** Export, write to text and read back, as a user saving and opening the file would. */
async function viaFile(backup: Backup): Promise<Backup> {
  const parsed = parseBackup(serializeBackup(backup));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.backup;
}

const BACKUP_DATE = '2024-01-01T00:00:00.000Z';

/** A backup whose first project is "Big" (id `bigId`) with `fileCount` BoQ files, then `others`. */
const bigProjectBackup = (
  appId: string,
  bigId: string,
  fileCount: number,
  ...others: BackupProject[]
): Backup => ({
  format: BACKUP_FORMAT,
  version: 1,
  exportedAt: BACKUP_DATE,
  appId,
  projects: [
    {
      id: bigId,
      name: 'Big',
      description: '',
      createdAt: BACKUP_DATE,
      files: {
        boqs: Array.from({ length: fileCount }, (_, i) => ({
          id: `f${i}`,
          name: `BoQ ${i}`,
          createdAt: BACKUP_DATE,
          data: { i },
        })),
      },
    },
    ...others,
  ],
});

describe('exportProject and exportEverything', () => {
  it('export every project with all its files and the company profile, in the versioned format', async () => {
    const store = makeLocalStore();
    const { ctx, office } = await seed(store);
    const backup = await exportEverything(ctx);

    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: 1, appId: ctx.appId });
    expect(backup.companyProfile).toEqual({ name: 'Acme', location: 'Leeds', logo: null });
    expect(backup.projects.map((p) => p.damaged !== true && p.name)).toEqual(['Home', 'Office']);
    const exported = backup.projects.find((p) => p.id === office.id);
    expect(exported).toMatchObject({
      name: 'Office',
      description: 'Level 2',
      createdAt: office.date,
    });
    expect(exported?.files.calculations?.[0]).toMatchObject({
      name: 'Heat load',
      data: { results: { totalLoad: 1300 } },
    });
    expect(exported?.files.calculations?.[0]).toHaveProperty('updatedAt');
    expect(Object.keys(exported?.files ?? {})).toEqual(['calculations', 'boqs']);
  });

  it('export one project only, and refuse a missing one', async () => {
    const store = makeLocalStore();
    const { ctx, home } = await seed(store);
    const backup = await exportProject(ctx, home.id);
    expect(backup.projects).toHaveLength(1);
    expect(backup.companyProfile).toBeUndefined();
    expect(backupFileName(backup)).toMatch(/^hvac-workbench-home-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(exportProject(ctx, asProjectId('gone'))).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('include damaged documents raw, with their issues', async () => {
    const store = makeLocalStore();
    const { ctx, office } = await seed(store);
    await store.port.set(projectPath(ctx, asProjectId('broken')), {
      name: '',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    await store.port.set(filePath(ctx, office.id, 'boqs', asFileId('bad')), {
      name: 'Bad BoQ',
      data: [],
    });

    const backup = await viaFile(await exportEverything(ctx));
    const broken = backup.projects.find((p) => p.id === 'broken');
    expect(broken).toMatchObject({
      damaged: true,
      raw: { name: '', createdAt: '2024-01-01T00:00:00.000Z' },
    });
    const badFile = backup.projects
      .find((p) => p.id === office.id)
      ?.files.boqs?.find((f) => f.id === 'bad');
    expect(badFile).toMatchObject({ damaged: true, raw: { name: 'Bad BoQ', data: [] } });
  });
});

describe('parseBackup', () => {
  it('accepts its own export', async () => {
    const store = makeLocalStore();
    const { ctx } = await seed(store);
    const backup = await exportEverything(ctx);
    expect(parseBackup(serializeBackup(backup))).toEqual({ ok: true, backup });
  });

  it.each([
    [
      'text that is not JSON',
      '{"format": ',
      'This file is not valid JSON, so it cannot be a backup.',
    ],
    ['JSON of another kind', { hello: 'world' }, 'This file is not an HVAC Workbench backup.'],
    [
      'a backup from a newer version',
      { format: BACKUP_FORMAT, version: 2 },
      'This backup was made by a newer version of the app (format 2); update the app to import it.',
    ],
  ])('explains why it refuses %s', (_, input, message) => {
    expect(parseBackup(input)).toMatchObject({ ok: false, message });
  });

  /** A version-1 backup around one project, as a file holds it. */
  const withProject = (project: Record<string, unknown>) => ({
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: BACKUP_DATE,
    appId: 'hvac-workbench',
    projects: [project],
  });

  it('names the field that is wrong', () => {
    const result = parseBackup(
      withProject({ id: 'p1', name: '  ', description: '', createdAt: BACKUP_DATE, files: {} }),
    );
    expect(result).toMatchObject({
      ok: false,
      message: 'This backup cannot be imported: projects.0.name: Project name is required.',
    });
  });

  it('refuses a backup of 300,000 entries with the count and the limit, before checking each (issue 44)', () => {
    const backup = bigProjectBackup('hvac-workbench', 'big', 300_000);
    expect(parseBackup(JSON.stringify(backup))).toEqual({
      ok: false,
      message:
        'This backup holds 300,001 projects and files; an import takes at most 50,000, so it cannot be imported. Export and import fewer projects at a time.',
      issues: [],
    });
  });

  it('refuses a backup nested 100,000 levels deep with the limit (issue 44)', () => {
    const depth = 100_000;
    const nested = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const file = `{"id":"f","name":"F","createdAt":"${BACKUP_DATE}","data":{"x":${nested}}}`;
    const text = `{"format":"${BACKUP_FORMAT}","version":1,"exportedAt":"${BACKUP_DATE}","appId":"hvac-workbench","projects":[{"id":"p","name":"P","createdAt":"${BACKUP_DATE}","files":{"boqs":[${file}]}}]}`;
    expect(parseBackup(text)).toEqual({
      ok: false,
      message:
        'This backup holds lists or fields nested more than 32 levels deep; a backup made by this app never is, so it cannot be imported.',
      issues: [],
    });
  });

  it(`accepts ${BACKUP_ENTRIES_MAX.toLocaleString('en-US')} entries and the deepest data the store keeps`, () => {
    const backup = bigProjectBackup('hvac-workbench', 'big', BACKUP_ENTRIES_MAX - 1);
    let nested: unknown = 1;
    for (let level = 0; level < 19; level += 1) nested = { a: nested };
    const first = backup.projects[0]?.files.boqs?.[0];
    if (first === undefined || first.damaged === true) throw new Error('expected a valid file');
    first.data = { nested };
    expect(parseBackup(JSON.stringify(backup)).ok).toBe(true);
  });

  it('refuses an unknown file collection', () => {
    const result = parseBackup(
      withProject({ id: 'p1', name: 'A', createdAt: BACKUP_DATE, files: { notes: [] } }),
    );
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.message).toContain('projects.0.files');
  });
});

describe('planImport and applyImport', () => {
  it('round-trips into the same account without overwriting: new ids, clashing names get " (imported)"', async () => {
    const store = makeLocalStore();
    const { ctx, office, home } = await seed(store);
    const before = await exportEverything(ctx);
    const backup = await viaFile(before);

    const plan = await planImport(ctx, backup);
    expect(plan.counts).toEqual({
      projects: 2,
      files: 3,
      filesByCollection: { calculations: 1, boqs: 1, pipeCalculations: 1 },
    });
    expect(plan.clashes).toEqual([
      { originalName: 'Home', newName: 'Home (imported)' },
      { originalName: 'Office', newName: 'Office (imported)' },
    ]);
    expect(plan.companyProfile).toEqual({ action: 'keep-existing' });
    expect(plan.summary[0]).toBe(
      '2 projects and 3 files will be added. Nothing already stored will be changed.',
    );
    expect(plan.summary).toContain(
      '"Office" already exists, so the imported copy will be named "Office (imported)".',
    );

    const result = await applyImport(ctx, plan);
    expect(result).toMatchObject({ files: 3, companyProfile: 'kept-existing' });
    for (const imported of result.projects) expect([office.id, home.id]).not.toContain(imported.id);

    // The originals are untouched.
    expect(await getProject(ctx, office.id)).toEqual(office);
    const afterExport = await exportProject(ctx, office.id);
    expect(afterExport.projects).toEqual(before.projects.filter((p) => p.id === office.id));

    const names = (await listProjects(ctx)).map((p) => p.status === 'ok' && p.name);
    expect(names.sort()).toEqual(['Home', 'Home (imported)', 'Office', 'Office (imported)']);

    const importedOffice = result.projects.find((p) => p.name === 'Office (imported)');
    if (!importedOffice) throw new Error('Office was not imported');
    const files = await listAllFiles(ctx, importedOffice.id);
    const exportedHeat = backup.projects.find((p) => p.id === office.id)?.files.calculations?.[0];
    if (!exportedHeat || exportedHeat.damaged === true)
      throw new Error('the heat load was not exported');
    expect(files.calculations[0]).toMatchObject({
      status: 'ok',
      name: 'Heat load',
      data: exportedHeat.data,
    });
    // The files keep the dates they were exported with, as the plan says (issue 44).
    const imported = files.calculations[0];
    expect(plan.summary).toContain(
      'Imported projects are dated today; their files keep their own dates.',
    );
    expect(imported?.status === 'ok' && imported.createdAt.toISOString()).toBe(
      exportedHeat.createdAt,
    );
    expect(imported?.status === 'ok' && imported.updatedAt?.toISOString()).toBe(
      exportedHeat.updatedAt,
    );
    expect(exportedHeat.updatedAt).toBeDefined();
    expect(await getProject(ctx, importedOffice.id)).toMatchObject({
      status: 'ok',
      description: 'Level 2',
    });
  });

  it('imports into another account as it was, company profile included', async () => {
    const store = makeLocalStore();
    const { ctx } = await seed(store);
    const bob = store.as('bob');
    const plan = await planImport(bob, await viaFile(await exportEverything(ctx)));
    expect(plan.clashes).toEqual([]);
    expect(plan.companyProfile).toEqual({
      action: 'create',
      profile: { name: 'Acme', location: 'Leeds', logo: null },
    });

    const result = await applyImport(bob, plan);
    expect(result.companyProfile).toBe('created');
    expect((await listProjects(bob)).map((p) => p.status === 'ok' && p.name).sort()).toEqual([
      'Home',
      'Office',
    ]);
    expect(await getCompanyProfile(bob)).toMatchObject({ exists: true, name: 'Acme' });
  });

  it('never overwrites a company profile saved after the plan was made', async () => {
    const store = makeLocalStore();
    const { ctx } = await seed(store);
    const bob = store.as('bob');
    const plan = await planImport(bob, await exportEverything(ctx));
    await saveCompanyProfile(bob, { name: 'Bob Co', location: '', logo: null });
    expect((await applyImport(bob, plan)).companyProfile).toBe('kept-existing');
    expect(await getCompanyProfile(bob)).toMatchObject({ name: 'Bob Co' });
  });

  it('skips damaged entries and says so', async () => {
    const store = makeLocalStore();
    const { ctx, office } = await seed(store);
    await store.port.set(projectPath(ctx, asProjectId('broken')), { name: 3 });
    await store.port.set(filePath(ctx, asProjectId('broken'), 'boqs', asFileId('f')), {
      name: 'Under broken',
      createdAt: new Date(),
      data: {},
    });
    await store.port.set(filePath(ctx, office.id, 'boqs', asFileId('bad')), { name: 'Bad' });

    const bob = store.as('bob');
    const plan = await planImport(bob, await viaFile(await exportEverything(ctx)));
    expect(plan.skipped).toEqual([
      { kind: 'file', id: 'bad', reason: 'A damaged file in "Office".' },
      {
        kind: 'project',
        id: 'broken',
        reason: 'The project was damaged when it was exported; its 1 file is skipped with it.',
      },
    ]);
    expect(plan.summary).toContain('2 entries will be skipped; each is listed with the reason.');
    await applyImport(bob, plan);
    expect(await listProjects(bob)).toHaveLength(2);
  });

  it('skips a file whose data firestore.rules would refuse, rather than fail its project (issue 44)', async () => {
    const store = makeLocalStore();
    const backup = bigProjectBackup('hvac-workbench', 'big', 2);
    const second = backup.projects[0]?.files.boqs?.[1];
    if (second === undefined || second.damaged === true) throw new Error('expected a valid file');
    second.data = { items: Array.from({ length: 50_000 }, (_, i) => i) };
    const bob = store.as('bob');
    const plan = await planImport(bob, await viaFile(backup));
    expect(plan.skipped).toEqual([
      {
        kind: 'file',
        id: 'f1',
        reason:
          '"BoQ 1" in "Big" holds data that can no longer be saved (items may hold at most 5000 entries).',
      },
    ]);
    expect(plan.counts.files).toBe(1);
    expect((await applyImport(bob, plan)).files).toBe(1);
  });

  it('refuses in the plan a file over the 1 MiB a stored document may hold, by name and project, and imports the rest (issue 44)', async () => {
    const store = makeLocalStore();
    const backup = bigProjectBackup('hvac-workbench', 'big', 3);
    const [, tooLarge, justUnder] = backup.projects[0]?.files.boqs ?? [];
    if (tooLarge?.damaged !== false && tooLarge?.damaged !== undefined) throw new Error('damaged');
    if (justUnder?.damaged !== false && justUnder?.damaged !== undefined)
      throw new Error('damaged');
    if (!tooLarge || !justUnder) throw new Error('expected three files');
    // Firestore counts a string as its UTF-8 bytes + 1; the rest of each document is about 200 bytes.
    tooLarge.data = { description: 'é'.repeat(550_000) };
    justUnder.data = { description: 'x'.repeat(1_048_000) };
    const bob = store.as('bob');
    const plan = await planImport(bob, await viaFile(backup));
    expect(plan.skipped).toEqual([
      {
        kind: 'file',
        id: 'f1',
        reason:
          '"BoQ 1" in "Big" cannot be imported: it is 1.05 MiB as stored, and a file may be at most 1 MiB (1,048,576 bytes).',
      },
    ]);
    expect(plan.counts.files).toBe(2);
    const result = await applyImport(bob, plan);
    expect(result.files).toBe(2);
    const [imported] = result.projects;
    const stored = imported ? await listFiles(bob, imported.id, 'boqs') : [];
    expect(stored.map((f) => f.status === 'ok' && f.name).sort()).toEqual(['BoQ 0', 'BoQ 2']);
  });

  it('refuses in the plan a file nested deeper than the store keeps, by name (issue 44)', async () => {
    const store = makeLocalStore();
    const backup = bigProjectBackup('hvac-workbench', 'big', 2);
    const second = backup.projects[0]?.files.boqs?.[1];
    if (second === undefined || second.damaged === true) throw new Error('expected a valid file');
    let nested: unknown = 1;
    for (let level = 0; level < 22; level += 1) nested = { a: nested };
    second.data = { nested };
    const bob = store.as('bob');
    const plan = await planImport(bob, await viaFile(backup));
    expect(plan.skipped).toEqual([
      {
        kind: 'file',
        id: 'f1',
        reason: expect.stringMatching(
          /^"BoQ 1" in "Big" cannot be imported: data\.nested(\.a)+: Values cannot be nested more than 20 levels deep\.$/,
        ) as unknown,
      },
    ]);
    expect((await applyImport(bob, plan)).files).toBe(1);
  });

  it('writes more than 500 files of one project in several batches', async () => {
    const store = makeLocalStore();
    const ctx = store.as('alice');
    const project = await createProject(ctx, { name: 'Big' });
    const backup = bigProjectBackup(ctx.appId, project.id, 501);
    const bob = store.as('bob');
    const result = await applyImport(bob, await planImport(bob, backup));
    expect(result.files).toBe(501);
    const [imported] = result.projects;
    expect(imported && (await listFiles(bob, imported.id, 'boqs'))).toHaveLength(501);
  });

  it('refuses to apply a plan made for another account', async () => {
    const store = makeLocalStore();
    const { ctx } = await seed(store);
    const plan = await planImport(ctx, await exportEverything(ctx));
    await expect(applyImport(store.as('bob'), plan)).rejects.toMatchObject({ code: 'validation' });
  });
});

describe('uniqueImportName', () => {
  it('adds " (imported)", then a number, within the 120-character limit', () => {
    expect(uniqueImportName('Office', new Set())).toBe('Office');
    expect(uniqueImportName('Office', new Set(['Office']))).toBe('Office (imported)');
    expect(uniqueImportName('Office', new Set(['Office', 'Office (imported)']))).toBe(
      'Office (imported 2)',
    );
    const long = 'x'.repeat(120);
    const renamed = uniqueImportName(long, new Set([long]));
    expect(renamed).toHaveLength(120);
    expect(renamed.endsWith(' (imported)')).toBe(true);
  });

  it('goes on from the last number it gave a name when told, so many copies of one name take no longer each', () => {
    const taken = new Set(['Office']);
    const lastSuffix = new Map<string, number>();
    const names = Array.from({ length: 3 }, () => {
      const name = uniqueImportName('Office', taken, lastSuffix);
      taken.add(name);
      return name;
    });
    expect(names).toEqual(['Office (imported)', 'Office (imported 2)', 'Office (imported 3)']);
    expect(lastSuffix.get('Office')).toBe(3);
  });
});

/** The reader's clock once an import has written nothing for longer than the stale window. */
const afterStaleWindow = (): { now: Date } => ({
  now: new Date(Date.now() + IMPORT_STALE_AFTER_MS + 60_000),
});

describe('an interrupted import (reload, closed tab, crash) leaves nothing visible and is rolled back', () => {
  /** Two projects: "Big" with 1,001 files (three batches), then "Small" with one. */
  const twoProjects = (appId: string): Backup =>
    bigProjectBackup(appId, 'big', 1001, {
      id: 'small',
      name: 'Small',
      description: '',
      createdAt: BACKUP_DATE,
      files: {
        pipeCalculations: [
          { id: 'p', name: 'Loop', createdAt: BACKUP_DATE, data: { flowRate: 3 } },
        ],
      },
    });

  /**
   * The port, but the tab "dies" at the `stopAt`-th write (1-based, counting set, update and batch):
   * that write is carried out and its promise never settles, as when the page unloads after the store
   * committed it. Nothing after it runs, not even the importer's clean-up.
   */
  function dyingPort(port: DataPort, stopAt: number): { port: DataPort; died: Promise<void> } {
    let writes = 0;
    let signal = (): void => undefined;
    const died = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const die = async <T>(write: () => Promise<T>): Promise<T> => {
      writes += 1;
      const result = await write();
      if (writes < stopAt) return result;
      signal();
      return new Promise<T>(() => undefined);
    };
    const wrapped: DataPort = {
      ...port,
      newId: (collection) => port.newId(collection),
      set: (path, data) => die(() => port.set(path, data)),
      update: (path, data) => die(() => port.update(path, data)),
      batch: (ops) => die(() => port.batch(ops)),
    };
    return { port: wrapped, died };
  }

  // Writes: 1 set "Big" (marked), 2-4 its three batches, 5 clear its mark, 6 set "Small", 7 its batch,
  // 8 clear its mark.
  it.each([
    { stopAt: 1, stage: 'the project written, no files yet', whole: [] as string[], left: 'Big' },
    { stopAt: 2, stage: 'the first batch of files written', whole: [], left: 'Big' },
    { stopAt: 4, stage: 'every file written, the mark not yet cleared', whole: [], left: 'Big' },
    { stopAt: 7, stage: 'the second project half done', whole: ['Big'], left: 'Small' },
  ])(
    'stopped after $stage: only whole projects are listed, the rest is found and removed',
    async ({ stopAt, whole, left }) => {
      const store = makeLocalStore();
      const ctx = store.as('alice');
      const plan = await planImport(ctx, twoProjects(ctx.appId));
      const { port, died } = dyingPort(store.port, stopAt);
      void applyImport(createDataContext({ port, uid: 'alice' }), plan);
      await died;
      expect((await store.port.list(projectsPath(ctx))).length).toBe(whole.length + 1);

      const listed = await listProjects(ctx);
      expect(listed.map((p) => p.status === 'ok' && p.name)).toEqual(whole);
      for (const project of listed) {
        expect((await listAllFiles(ctx, project.id)).boqs).toHaveLength(1001);
      }
      const later = afterStaleWindow();
      const interrupted = await findInterruptedImports(ctx, later);
      expect(interrupted.map((p) => p.name)).toEqual([left]);

      const { rolledBack, running } = await recoverInterruptedImports(ctx, later);
      expect(rolledBack.map((p) => p.name)).toEqual([left]);
      expect(running).toEqual([]);
      const [gone] = rolledBack;
      expect(gone && (await getProject(ctx, gone.id))).toBeNull();
      const orphans = gone ? Object.values(await listAllFiles(ctx, gone.id)).flat() : [];
      expect(orphans).toHaveLength(0);
      expect((await store.port.list(projectsPath(ctx))).length).toBe(whole.length);
      expect(await findInterruptedImports(ctx, later)).toEqual([]);
    },
  );

  /**
   * The port, but the import waits before its `pauseAt`-th batch until `resume` is called, as a slow
   * connection would; `paused` settles when it gets there.
   */
  function pausingPort(port: DataPort, pauseAt: number) {
    let batches = 0;
    let reached = (): void => undefined;
    let resume = (): void => undefined;
    const paused = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const wrapped: DataPort = {
      ...port,
      newId: (collection) => port.newId(collection),
      batch: async (ops) => {
        batches += 1;
        if (batches === pauseAt) {
          reached();
          await gate;
        }
        return port.batch(ops);
      },
    };
    return { port: wrapped, paused, resume };
  }

  it('opening the app elsewhere while an import runs leaves it alone and says it is running (issue 44)', async () => {
    const store = makeLocalStore();
    const ctx = store.as('alice');
    const plan = await planImport(ctx, twoProjects(ctx.appId));
    const { port, paused, resume } = pausingPort(store.port, 2);
    const importing = applyImport(createDataContext({ port, uid: 'alice' }), plan);
    await paused;

    // Another tab or device starts now: the import wrote its first batch a moment ago.
    const { rolledBack, running } = await recoverInterruptedImports(ctx, { now: new Date() });
    expect(rolledBack).toEqual([]);
    expect(running.map((p) => p.name)).toEqual(['Big']);
    expect(await findInterruptedImports(ctx, { now: new Date() })).toEqual([]);

    resume();
    expect((await importing).files).toBe(1002);
    const listed = await listProjects(ctx);
    expect(listed.map((p) => p.status === 'ok' && p.name).sort()).toEqual(['Big', 'Small']);
  });

  it('rolls back at once an import this browser started and knows has stopped, however recent (issue 44)', async () => {
    const store = makeLocalStore();
    const ctx = store.as('alice');
    const plan = await planImport(ctx, twoProjects(ctx.appId));
    const started: string[] = [];
    const { port, died } = dyingPort(store.port, 2);
    void applyImport(createDataContext({ port, uid: 'alice' }), plan, {
      onProjectStart: (id) => started.push(id),
    });
    await died;
    const now = new Date();
    expect((await findUnfinishedImports(ctx, { now })).running.map((p) => p.name)).toEqual(['Big']);
    const { rolledBack, running } = await recoverInterruptedImports(ctx, {
      now,
      stoppedHere: new Set(started),
    });
    expect(rolledBack.map((p) => p.id)).toEqual(started);
    expect(running).toEqual([]);
    expect(await store.port.list(projectsPath(ctx))).toEqual([]);
  });

  it('an import taken as interrupted elsewhere stops and says why, leaving nothing behind (issue 44)', async () => {
    const store = makeLocalStore();
    const ctx = store.as('alice');
    const plan = await planImport(ctx, twoProjects(ctx.appId));
    const { port, paused, resume } = pausingPort(store.port, 2);
    const importing = applyImport(createDataContext({ port, uid: 'alice' }), plan);
    await paused;

    // The import has written nothing for longer than the window: the other screen rolls it back.
    const { rolledBack } = await recoverInterruptedImports(ctx, afterStaleWindow());
    expect(rolledBack.map((p) => p.name)).toEqual(['Big']);

    resume();
    await expect(importing).rejects.toMatchObject({
      code: 'conflict',
      message: importStoppedMessage('Big'),
    });
    expect(importStoppedMessage('Big')).toBe(
      'The import of "Big" was stopped: it wrote nothing for 10 minutes, so the app, opened in another tab or on another device, took it as interrupted and removed it. Projects imported before it are kept; import the backup again to add the rest.',
    );
    expect(await store.port.list(projectsPath(ctx))).toEqual([]);
    const [gone] = rolledBack;
    expect(gone ? Object.values(await listAllFiles(ctx, gone.id)).flat() : [null]).toEqual([]);
  });

  it('a finished import carries no mark that lists or exports would trip on', async () => {
    const store = makeLocalStore();
    const ctx = store.as('alice');
    const steps: string[] = [];
    const result = await applyImport(ctx, await planImport(ctx, twoProjects(ctx.appId)), {
      onProgress: (progress) => steps.push(`${progress.projectName}:${progress.stage}`),
    });
    expect(result.files).toBe(1002);
    expect(steps.at(-1)).toBe('Small:finished');
    expect((await listProjects(ctx)).map((p) => p.status)).toEqual(['ok', 'ok']);
    expect(await findInterruptedImports(ctx, afterStaleWindow())).toEqual([]);
    expect(await recoverInterruptedImports(ctx, afterStaleWindow())).toEqual({
      rolledBack: [],
      running: [],
    });
    const backup = await exportEverything(ctx);
    expect(parseBackup(serializeBackup(backup)).ok).toBe(true);
  });

  it('leaves projects made any other way alone', async () => {
    const store = makeLocalStore();
    const { ctx } = await seed(store);
    expect((await recoverInterruptedImports(ctx, afterStaleWindow())).rolledBack).toEqual([]);
    expect(await listProjects(ctx)).toHaveLength(2);
  });
});
