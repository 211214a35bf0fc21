/**
 * `firestore.rules` at the repository root. The structure checks run always (with our own parser, see
 * `rules-syntax.ts`); the behaviour checks need the Firestore emulator and run whenever
 * FIRESTORE_EMULATOR_HOST is set, and say why they skip otherwise.
 */
import { readFileSync } from 'node:fs';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { connectFirestoreEmulator, getFirestore, setLogLevel, terminate } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createFirestorePort } from '../adapters/firestore';
import { applyImport, exportEverything, parseBackup, planImport } from '../backup';
import { createDataContext, type DataContext } from '../context';
import { asUserId, DEFAULT_APP_ID, FILE_COLLECTION_NAMES } from '../document-tree';
import { deleteAllUserData } from '../repositories/account';
import { getCompanyProfile, saveCompanyProfile } from '../repositories/company-profile';
import {
  createFile,
  duplicateFile,
  listAllFiles,
  renameFile,
  updateFile,
} from '../repositories/files';
import {
  createProject,
  createProjectFromTemplate,
  deleteProject,
  getProject,
  listProjects,
  renameProject,
  updateProjectDescription,
} from '../repositories/projects';
import {
  COMPANY_LOCATION_MAX,
  COMPANY_NAME_MAX,
  FILE_NAME_MAX,
  LOGO_MAX_CHARS,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
} from '../schemas';
import { firestoreEmulator, warnWhenEmulatorMissing } from '../test/emulator';
import {
  type Allow,
  type Block,
  conjuncts,
  type Expr,
  type FunctionDecl,
  parseRules,
  printExpr,
  type RulesFile,
} from './rules-syntax';

const RULES_URL = new URL('../../../../firestore.rules', import.meta.url);
const RULES = readFileSync(RULES_URL, 'utf8');

const DOCUMENTS = '/databases/{database}/documents';
const USER_TREE = `${DOCUMENTS}/artifacts/{appId}/users/{uid}`;

interface PlacedAllow extends Allow {
  readonly path: string;
}

function allowsIn(block: Block, prefix: string): PlacedAllow[] {
  return [
    ...block.allows.map((allow) => ({ ...allow, path: prefix })),
    ...block.matches.flatMap((match) => allowsIn(match, `${prefix}${match.path}`)),
  ];
}

function functionsIn(block: Block): FunctionDecl[] {
  return [...block.functions, ...block.matches.flatMap(functionsIn)];
}

describe('firestore.rules: structure (parsed without the emulator)', () => {
  let parsed: RulesFile | undefined;
  /** Parsed on first use, so a syntax error fails each test with its line rather than the whole file. */
  const rules = (): RulesFile => (parsed ??= parseRules(RULES));
  const allows = (): PlacedAllow[] => allowsIn(rules().body, '');
  const fn = (name: string): FunctionDecl => {
    const found = functionsIn(rules().body).find((candidate) => candidate.name === name);
    if (!found) throw new Error(`firestore.rules has no function ${name}`);
    return found;
  };
  const isCallTo = (expr: Expr, name: string, args: string[]): boolean =>
    expr.kind === 'call' &&
    expr.callee.kind === 'identifier' &&
    expr.callee.name === name &&
    expr.args.map(printExpr).join(',') === args.join(',');
  const allowFor = (path: string, method: Allow['methods'][number]): PlacedAllow => {
    const found = allows().find((allow) => allow.path === path && allow.methods.includes(method));
    if (!found) throw new Error(`no allow ${method} at ${path}`);
    return found;
  };

  it('is rules version 2 for Cloud Firestore, with balanced blocks that parse completely', () => {
    expect(rules().version).toBe('2');
    expect(rules().service).toBe('cloud.firestore');
    expect(rules().body.matches.map((match) => match.path)).toEqual([DOCUMENTS]);
    expect(rules().body.allows).toEqual([]);
  });

  it('allows nothing outside artifacts/{appId}/users/{uid}, so everything else is denied', () => {
    expect(allows().length).toBeGreaterThan(0);
    for (const allow of allows()) expect(allow.path.startsWith(USER_TREE)).toBe(true);
  });

  it('defines the owner check as a signed-in user whose uid is the path uid', () => {
    const isOwner = fn('isOwner');
    expect(isOwner.params).toEqual(['uid']);
    expect(printExpr(isOwner.returns)).toBe(
      '((request.auth != null) && (request.auth.uid == uid))',
    );
  });

  it('requires isOwner(uid) in every allow, and never allows unconditionally', () => {
    for (const allow of allows()) {
      expect(allow.condition, `allow at line ${allow.line}`).toBeDefined();
      const parts = allow.condition ? conjuncts(allow.condition) : [];
      expect(
        parts.some((part) => isCallTo(part, 'isOwner', ['uid'])),
        `allow ${allow.methods.join(', ')} at line ${allow.line} must require isOwner(uid)`,
      ).toBe(true);
    }
  });

  it('checks the shape of project creates (createdAt is the request time) and updates (createdAt kept)', () => {
    const projects = `${USER_TREE}/projects/{projectId}`;
    const create = conjuncts(
      allowFor(projects, 'create').condition ?? { kind: 'literal', value: true },
    ).map(printExpr);
    expect(create).toContain('isValidProject(request.resource.data)');
    expect(create).toContain('(request.resource.data.createdAt == request.time)');
    const update = conjuncts(
      allowFor(projects, 'update').condition ?? { kind: 'literal', value: true },
    ).map(printExpr);
    expect(update).toContain('isValidProject(request.resource.data)');
    expect(update).toContain('(request.resource.data.createdAt == resource.data.createdAt)');
  });

  it('uses the same bounds as the zod schemas', () => {
    const project = printExpr(fn('isValidProject').returns);
    expect(project).toContain('(data.name.trim().size() > 0)');
    expect(project).toContain(`(data.name.size() <= ${PROJECT_NAME_MAX})`);
    expect(project).toContain(`(data.description.size() <= ${PROJECT_DESCRIPTION_MAX})`);
    expect(project).toContain('(data.createdAt is timestamp)');
    expect(project).toContain(
      "data.keys().hasOnly(['name', 'description', 'createdAt', 'importing'])",
    );
    // The optional mark of a backup import that has not finished (backup.ts IMPORT_MARK).
    expect(project).toContain("(!('importing' in data) || (data.importing is bool))");

    const file = printExpr(fn('isValidFile').returns);
    expect(file).toContain(`(data.name.size() <= ${FILE_NAME_MAX})`);
    expect(file).toContain('(data.data is map)');

    const profile = printExpr(fn('isValidCompanyProfile').returns);
    expect(profile).toContain(`(data.name.size() <= ${COMPANY_NAME_MAX})`);
    expect(profile).toContain(`(data.location.size() <= ${COMPANY_LOCATION_MAX})`);
    expect(profile).toContain(`(data.logo.size() <= ${LOGO_MAX_CHARS})`);
  });

  it('lists exactly the eleven file collections of the document tree', () => {
    const returns = fn('isFileCollection').returns;
    expect(returns.kind === 'binary' && returns.op === 'in').toBe(true);
    const list = returns.kind === 'binary' ? returns.right : returns;
    expect(list.kind).toBe('list');
    const names =
      list.kind === 'list'
        ? list.items.map((item) => (item.kind === 'string' ? item.value : '?'))
        : [];
    expect(names).toEqual([...FILE_COLLECTION_NAMES]);
  });

  it('keeps projects and the company profile out of the catch-all rule, so their checks cannot be bypassed', () => {
    const catchAll = allowFor(`${USER_TREE}/{collectionId}/{rest=**}`, 'write');
    expect(printExpr(catchAll.condition ?? { kind: 'literal', value: true })).toContain(
      "!(collectionId in ['projects', 'companyDetails'])",
    );
  });
});

/* --------------------------------------------------------------------------- with the emulator */

const PROJECT_ID = 'demo-hvac-workbench-rules';
const APP = DEFAULT_APP_ID;
const userTree = (uid: string): string => `artifacts/${APP}/users/${uid}`;
const { serverTimestamp } = firebase.firestore.FieldValue;

warnWhenEmulatorMissing('firestore-rules');

describe.runIf(process.env['FIRESTORE_EMULATOR_HOST'])(
  'firestore.rules: behaviour (Firestore emulator)',
  () => {
    let testEnv: RulesTestEnvironment;

    beforeAll(async () => {
      // Denied writes are what these tests expect; the SDK would log each one as an error.
      setLogLevel('silent');
      testEnv = await initializeTestEnvironment({
        projectId: PROJECT_ID,
        firestore: { rules: RULES },
      });
    });
    beforeEach(async () => {
      await testEnv.clearFirestore();
    });
    afterAll(async () => {
      await testEnv.cleanup();
    });

    const as = (uid: string | null): firebase.firestore.Firestore =>
      uid === null
        ? testEnv.unauthenticatedContext().firestore()
        : testEnv.authenticatedContext(uid).firestore();
    const validProject = () => ({
      name: 'Office fit-out',
      description: 'Level 2',
      createdAt: serverTimestamp(),
    });

    async function seedProject(uid: string, projectId: string): Promise<void> {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await context
          .firestore()
          .doc(`${userTree(uid)}/projects/${projectId}`)
          .set({
            name: 'Seeded',
            description: '',
            createdAt: firebase.firestore.Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')),
          });
      });
    }

    describe('owner-only access', () => {
      it('lets the owner create, read, list, update and delete a project', async () => {
        const db = as('alice');
        const ref = db.doc(`${userTree('alice')}/projects/p1`);
        await assertSucceeds(ref.set(validProject()));
        await assertSucceeds(ref.get());
        await assertSucceeds(
          db
            .collection(`${userTree('alice')}/projects`)
            .orderBy('createdAt', 'desc')
            .get(),
        );
        await assertSucceeds(ref.update({ name: 'Renamed', description: 'Level 3' }));
        await assertSucceeds(ref.delete());
      });

      it("denies another signed-in user any access to the owner's tree", async () => {
        await seedProject('alice', 'p1');
        const mallory = as('mallory');
        await assertFails(mallory.doc(`${userTree('alice')}/projects/p1`).get());
        await assertFails(mallory.collection(`${userTree('alice')}/projects`).get());
        await assertFails(mallory.doc(`${userTree('alice')}/projects/p2`).set(validProject()));
        await assertFails(mallory.doc(`${userTree('alice')}/projects/p1`).update({ name: 'Mine' }));
        await assertFails(mallory.doc(`${userTree('alice')}/projects/p1`).delete());
        await assertFails(mallory.doc(`${userTree('alice')}/companyDetails/profile`).get());
        await assertFails(mallory.doc(`${userTree('alice')}/projects/p1/boqs/f1`).get());
      });

      it('denies a signed-out visitor', async () => {
        await seedProject('alice', 'p1');
        const visitor = as(null);
        await assertFails(visitor.doc(`${userTree('alice')}/projects/p1`).get());
        await assertFails(visitor.collection(`${userTree('alice')}/projects`).get());
        await assertFails(visitor.doc(`${userTree('alice')}/projects/p2`).set(validProject()));
      });

      it('denies everything outside artifacts/{appId}/users/{uid}, even to a signed-in user', async () => {
        const db = as('alice');
        await assertFails(db.doc('artifacts/hvac-workbench').get());
        await assertFails(db.doc('artifacts/hvac-workbench').set({ x: 1 }));
        await assertFails(db.collection(`artifacts/${APP}/users`).get());
        await assertFails(db.doc('projects/p1').set({ name: 'x' }));
        await assertFails(db.doc(`artifacts/${APP}/public/data`).get());
        await assertFails(db.doc('users/alice').set({ name: 'x' }));
      });

      it('lets the owner use other documents in their own tree, and only their own', async () => {
        await assertSucceeds(
          as('alice')
            .doc(`${userTree('alice')}/settings/ui`)
            .set({ darkMode: true }),
        );
        await assertFails(
          as('bob')
            .doc(`${userTree('alice')}/settings/ui`)
            .get(),
        );
      });
    });

    describe('project shape', () => {
      const path = `${userTree('alice')}/projects/p1`;

      it.each([
        ['an empty name', { name: '' }],
        ['a blank name', { name: '   ' }],
        ['a name that is not text', { name: 42 }],
        [`a name over ${PROJECT_NAME_MAX} characters`, { name: 'x'.repeat(PROJECT_NAME_MAX + 1) }],
        [
          `a description over ${PROJECT_DESCRIPTION_MAX} characters`,
          { description: 'x'.repeat(PROJECT_DESCRIPTION_MAX + 1) },
        ],
        ['an extra field', { owner: 'alice' }],
        ['an import mark that is not true or false', { importing: 'yes' }],
      ])('denies a create with %s', async (_, override) => {
        await assertFails(
          as('alice')
            .doc(path)
            .set({ ...validProject(), ...override }),
        );
      });

      it('denies a create whose createdAt is not the request time', async () => {
        await assertFails(
          as('alice')
            .doc(path)
            .set({
              name: 'A',
              description: '',
              createdAt: firebase.firestore.Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
            }),
        );
      });

      it('denies a create without createdAt', async () => {
        await assertFails(as('alice').doc(path).set({ name: 'A', description: '' }));
      });

      it('allows a create without a description (it is optional)', async () => {
        await assertSucceeds(
          as('alice').doc(path).set({ name: 'A', createdAt: serverTimestamp() }),
        );
      });

      it('denies an update that changes createdAt or blanks the name', async () => {
        await seedProject('alice', 'p1');
        await assertFails(as('alice').doc(path).update({ createdAt: serverTimestamp() }));
        await assertFails(as('alice').doc(path).update({ name: '' }));
        await assertSucceeds(as('alice').doc(path).update({ name: 'Fine' }));
      });
    });

    describe('saved files and company profile', () => {
      const validFile = () => ({
        name: 'Main duct',
        createdAt: serverTimestamp(),
        data: { airflow: 2000 },
      });

      it('lets the owner write a file in each of the eleven collections, and no other', async () => {
        await seedProject('alice', 'p1');
        const db = as('alice');
        for (const collection of FILE_COLLECTION_NAMES) {
          await assertSucceeds(
            db.doc(`${userTree('alice')}/projects/p1/${collection}/f1`).set(validFile()),
          );
        }
        await assertFails(db.doc(`${userTree('alice')}/projects/p1/notes/f1`).set(validFile()));
      });

      it('denies a file without data, with a blank name, or with a changed createdAt', async () => {
        const db = as('alice');
        const path = `${userTree('alice')}/projects/p1/boqs/f1`;
        await assertFails(db.doc(path).set({ name: 'x', createdAt: serverTimestamp() }));
        await assertFails(db.doc(path).set({ ...validFile(), name: ' ' }));
        await assertSucceeds(db.doc(path).set(validFile()));
        await assertSucceeds(
          db.doc(path).update({ data: { airflow: 1 }, updatedAt: serverTimestamp() }),
        );
        await assertFails(
          db.doc(path).update({ createdAt: firebase.firestore.Timestamp.fromDate(new Date(0)) }),
        );
      });

      it('checks the company profile shape', async () => {
        const db = as('alice');
        const path = `${userTree('alice')}/companyDetails/profile`;
        await assertSucceeds(db.doc(path).set({ name: 'Acme', location: 'Leeds', logo: null }));
        await assertFails(
          db.doc(path).set({ name: 'Acme', location: 'Leeds', logo: null, admin: true }),
        );
        await assertFails(db.doc(path).set({ name: 'Acme', location: 'Leeds' }));
        await assertFails(
          db
            .doc(path)
            .set({ name: 'Acme', location: 'Leeds', logo: 'x'.repeat(LOGO_MAX_CHARS + 1) }),
        );
        await assertFails(db.doc(`${userTree('alice')}/companyDetails/other`).set({ name: 'x' }));
      });
    });

    describe("the repositories' own writes pass the rules (Firestore adapter, signed in)", () => {
      let app: FirebaseApp;
      let ctx: DataContext;

      beforeAll(() => {
        const emulator = firestoreEmulator();
        if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
        app = initializeApp({ projectId: PROJECT_ID }, `rules-repositories-${Date.now()}`);
        const db = getFirestore(app);
        connectFirestoreEmulator(db, emulator.host, emulator.port, {
          mockUserToken: { sub: 'alice' },
        });
        ctx = createDataContext({
          port: createFirestorePort(db),
          uid: asUserId('alice'),
          appId: APP,
        });
      });
      afterAll(async () => {
        await terminate(getFirestore(app));
        await deleteApp(app);
      });

      it(
        'creates, edits, copies, exports, imports and deletes through the rules',
        { timeout: 30_000 },
        async () => {
          const project = await createProject(ctx, { name: 'Office', description: 'Level 2' });
          await renameProject(ctx, project.id, 'Office fit-out');
          await updateProjectDescription(ctx, project.id, 'Level 3');
          expect(await getProject(ctx, project.id)).toMatchObject({
            status: 'ok',
            name: 'Office fit-out',
          });

          const file = await createFile(ctx, project.id, 'ductCalculations', {
            name: 'Main duct',
            data: { airflow: 2000 },
          });
          await updateFile(ctx, project.id, 'ductCalculations', file.id, {
            data: { airflow: 2100 },
          });
          await renameFile(ctx, project.id, 'ductCalculations', file.id, 'Main supply duct');
          await duplicateFile(ctx, project.id, 'ductCalculations', file.id);
          expect((await listAllFiles(ctx, project.id)).ductCalculations).toHaveLength(2);

          const templated = await createProjectFromTemplate(ctx, {
            name: 'Small Office Fit-out',
            files: [
              { collection: 'calculations', name: 'Heat load', data: { totalLoad: 1 } },
              { collection: 'boqs', name: 'Basic BoQ', data: { currency: '$', items: [] } },
            ],
          });
          await saveCompanyProfile(ctx, { name: 'Acme', location: 'Leeds', logo: null });
          expect(await getCompanyProfile(ctx)).toMatchObject({
            status: 'ok',
            exists: true,
            name: 'Acme',
          });

          const parsed = parseBackup(JSON.parse(JSON.stringify(await exportEverything(ctx))));
          if (!parsed.ok) throw new Error(parsed.message);
          const result = await applyImport(ctx, await planImport(ctx, parsed.backup));
          expect(result.projects).toHaveLength(2);
          expect(await listProjects(ctx)).toHaveLength(4);

          await deleteProject(ctx, templated.id);
          expect(await getProject(ctx, templated.id)).toBeNull();
          await deleteAllUserData(ctx);
          expect(await listProjects(ctx)).toEqual([]);
        },
      );
    });
  },
);
