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
import {
  applyImport,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  exportEverything,
  findInterruptedImports,
  parseBackup,
  planImport,
} from '../backup';
import { createDataContext, type DataContext } from '../context';
import {
  APP_IDS,
  asUserId,
  DEFAULT_APP_ID,
  FILE_COLLECTION_NAMES,
  type FileCollectionName,
} from '../document-tree';
import {
  FILE_DATA_BOUNDS,
  FILE_DATA_FIELDS_MAX,
  FILE_RESULTS_MAX,
  FILE_VERSION_MAX,
  fileDataIssues,
  RESULTS_FIELD,
  UNIT_SYSTEM_FIELD,
  UNIT_SYSTEMS,
  VERSION_FIELD,
} from '../file-data';
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
  CompanyProfileInputSchema,
  FILE_NAME_MAX,
  LOGO_DATA_URL_PATTERN,
  LOGO_MAX_CHARS,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
} from '../schemas';
import { runTrashContract } from '../contract/trash.contract';
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
    expect(project).toContain(`isName(data.name, ${PROJECT_NAME_MAX})`);
    expect(project).toContain(`(data.description.size() <= ${PROJECT_DESCRIPTION_MAX})`);
    expect(project).toContain('(data.createdAt is timestamp)');
    expect(project).toContain(
      "data.keys().hasOnly(['name', 'description', 'createdAt', 'importing', 'importAliveAt', 'deletedAt'])",
    );
    // The optional mark of a backup import that has not finished (backup.ts IMPORT_MARK), and the
    // time of its latest write (IMPORT_ALIVE_FIELD).
    expect(project).toContain("(!('importing' in data) || (data.importing is bool))");
    expect(project).toContain("(!('importAliveAt' in data) || (data.importAliveAt is timestamp))");
    expect(printExpr(fn('isName').returns)).toBe(
      '(((value is string) && (value.trim().size() > 0)) && (value.size() <= max))',
    );

    const file = printExpr(fn('isValidFile').returns);
    expect(file).toContain(`isName(data.name, ${FILE_NAME_MAX})`);
    expect(file).toContain('(data.data is map)');
    expect(file).toContain(`(data.data.size() <= ${FILE_DATA_FIELDS_MAX})`);
    expect(file).toContain(
      "data.keys().hasOnly(['name', 'createdAt', 'updatedAt', 'data', 'deletedAt'])",
    );
    // Recently deleted (packages/data repositories/trash.ts): a timestamp while deleted, else none/null.
    expect(project).toContain('isDeletedAt(data)');
    expect(file).toContain('isDeletedAt(data)');
    expect(printExpr(fn('isDeletedAt').returns)).toBe(
      "((data.get('deletedAt', null) == null) || (data.deletedAt is timestamp))",
    );

    const profile = printExpr(fn('isValidCompanyProfile').returns);
    expect(profile).toContain(`(data.name.size() <= ${COMPANY_NAME_MAX})`);
    expect(profile).toContain(`(data.location.size() <= ${COMPANY_LOCATION_MAX})`);
  });

  it('requires a known app id (isAppId(appId)) in every allow, so no other artifacts/{appId} tree opens', () => {
    for (const allow of allows()) {
      const parts = allow.condition ? conjuncts(allow.condition) : [];
      expect(
        parts.some((part) => isCallTo(part, 'isAppId', ['appId'])),
        `allow ${allow.methods.join(', ')} at line ${allow.line} must require isAppId(appId)`,
      ).toBe(true);
    }
  });

  it("lists exactly the data package's APP_IDS as the known app ids", () => {
    const returns = fn('isAppId').returns;
    expect(returns.kind === 'binary' && returns.op === 'in').toBe(true);
    const list = returns.kind === 'binary' ? returns.right : returns;
    expect(list.kind === 'list' ? list.items.map(printExpr) : []).toEqual(
      APP_IDS.map((id) => `'${id}'`),
    );
  });

  it("checks a file's data whenever it is written: on create, and on a save or a rename", () => {
    const files = `${USER_TREE}/projects/{projectId}/{collectionName}/{fileId}`;
    const create = conjuncts(
      allowFor(files, 'create').condition ?? { kind: 'literal', value: true },
    ).map(printExpr);
    expect(create).toContain('isFileData(collectionName, request.resource.data.data)');
    const update = conjuncts(
      allowFor(files, 'update').condition ?? { kind: 'literal', value: true },
    ).map(printExpr);
    expect(update).toContain('isSaveOrTrashMove(collectionName)');
    // A save (updatedAt stamped) checks the data; only a move to or from Recently deleted skips it,
    // and may change nothing but deletedAt.
    expect(printExpr(fn('isSaveOrTrashMove').returns)).toBe(
      "((request.resource.data.get('updatedAt', null) == request.time) ? isFileData(collectionName, request.resource.data.data) : request.resource.data.diff(resource.data).affectedKeys().hasOnly(['deletedAt']))",
    );
    const data = printExpr(fn('isFileData').returns);
    expect(data).toContain('(data is map)');
    expect(data).toContain(`(data.size() <= ${FILE_DATA_FIELDS_MAX})`);
    expect(data).toContain(
      `(!('${UNIT_SYSTEM_FIELD}' in data) || (data.${UNIT_SYSTEM_FIELD} in [${UNIT_SYSTEMS.map((u) => `'${u}'`).join(', ')}]))`,
    );
    expect(data).toContain(
      `(!('${RESULTS_FIELD}' in data) || ((data.${RESULTS_FIELD} is map) && (data.${RESULTS_FIELD}.size() <= ${FILE_RESULTS_MAX})))`,
    );
    expect(data).toContain(`isTextWithin(data, '${VERSION_FIELD}', ${FILE_VERSION_MAX})`);
    expect(data).toContain('hasCalculatorFields(collectionName, data)');
  });

  it("accepts as a logo only the store's data URL pattern (PNG or JPEG, base64), bounded in size", () => {
    const profile = printExpr(fn('isValidCompanyProfile').returns);
    expect(profile).toContain('isLogo(data.logo)');
    expect(printExpr(fn('isLogo').returns)).toBe(
      `((value == null) || (((value is string) && (value.size() <= ${LOGO_MAX_CHARS})) && value.matches('${LOGO_DATA_URL_PATTERN}')))`,
    );
  });

  it('requires a verified e-mail for every create and update', () => {
    const writes = allows().filter((allow) =>
      allow.methods.some((method) => ['create', 'update', 'write'].includes(method)),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const allow of writes) {
      const parts = allow.condition ? conjuncts(allow.condition) : [];
      expect(
        parts.some((part) => isCallTo(part, 'isVerified', [])),
        `allow ${allow.methods.join(', ')} at line ${allow.line} must require isVerified()`,
      ).toBe(true);
    }
  });

  it('lists exactly the file collections of the document tree', () => {
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

  it('has no catch-all: no recursive wildcard and no write to a path without a shape check', () => {
    for (const allow of allows()) expect(allow.path).not.toContain('=**');
  });
});

/* --------------------------------------------------------------------------- with the emulator */

const PROJECT_ID = 'demo-hvac-workbench-rules';
const APP = DEFAULT_APP_ID;
const userTree = (uid: string): string => `artifacts/${APP}/users/${uid}`;
const { serverTimestamp } = firebase.firestore.FieldValue;
const { Timestamp } = firebase.firestore;
const PAST = Timestamp.fromDate(new Date('2024-01-01T00:00:00Z'));

warnWhenEmulatorMissing('firestore-rules');

/**
 * Every kind of document the app stores: where one lives, the collection it is listed in, a valid
 * document to create and a valid update (both with server times where the rules require them).
 */
interface DocKind {
  readonly label: string;
  readonly path: (uid: string) => string;
  readonly collection: (uid: string) => string;
  readonly create: () => Record<string, unknown>;
  readonly update: () => Record<string, unknown>;
  /** The stored document the attacks are made against, written with the rules off. */
  readonly seed: Record<string, unknown>;
  /** Whether even the owner may list the collection (the company details are one known document). */
  readonly ownerLists: boolean;
}

const fileKinds: DocKind[] = FILE_COLLECTION_NAMES.map((collection) => ({
  label: `a ${collection} file`,
  path: (uid) => `${userTree(uid)}/projects/p1/${collection}/f1`,
  collection: (uid) => `${userTree(uid)}/projects/p1/${collection}`,
  create: () => ({ name: 'Main duct', createdAt: serverTimestamp(), data: { airflow: 2000 } }),
  update: () => ({ data: { airflow: 2100 }, updatedAt: serverTimestamp() }),
  seed: { name: 'Seeded', createdAt: PAST, data: { airflow: 1 } },
  ownerLists: true,
}));

const DOC_KINDS: DocKind[] = [
  ...fileKinds,
  {
    label: 'a project',
    path: (uid) => `${userTree(uid)}/projects/p1`,
    collection: (uid) => `${userTree(uid)}/projects`,
    create: () => ({ name: 'Office', description: 'Level 2', createdAt: serverTimestamp() }),
    update: () => ({ name: 'Office fit-out' }),
    seed: { name: 'Seeded', description: '', createdAt: PAST },
    ownerLists: true,
  },
  {
    label: 'the company details',
    path: (uid) => `${userTree(uid)}/companyDetails/profile`,
    collection: (uid) => `${userTree(uid)}/companyDetails`,
    create: () => ({ name: 'Acme', location: 'Leeds', logo: null }),
    update: () => ({ location: 'York' }),
    seed: { name: 'Seeded', location: '', logo: null },
    ownerLists: false,
  },
  {
    label: 'the user document',
    path: (uid) => userTree(uid),
    collection: () => `artifacts/${APP}/users`,
    create: () => ({ name: 'Alice' }),
    update: () => ({ name: 'Alice' }),
    seed: { note: 'seeded' },
    ownerLists: false,
  },
];

/** A small JPEG data URL, of the kind prepare-logo writes for an opaque logo. */
const JPEG_LOGO =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/** One entry of a bounded list, about the size of a real one (a bill item, a schedule row, a room). */
const listEntry = (field: string, index: number): Record<string, unknown> => ({
  id: `${field}-${index}`,
  description: `Galvanised rectangular duct 600 × 400 mm, run ${index}`,
  quantity: 12.5,
  unit: 'm',
  rate: 85.4,
  total: 1067.5,
  sectionId: 'section-1',
});

/**
 * The largest `data` the app writes for a calculator, as far as the rules see it: every bounded text
 * and list at its limit, a unit system, a full results snapshot and an engine version.
 */
function largestData(collection: FileCollectionName): Record<string, unknown> {
  const { texts, lists } = FILE_DATA_BOUNDS[collection];
  return {
    unitSystem: 'Metric',
    ...Object.fromEntries(Object.entries(texts).map(([field, max]) => [field, 'é'.repeat(max)])),
    ...Object.fromEntries(
      Object.entries(lists).map(([field, max]) => [
        field,
        Array.from({ length: max }, (_, index) => listEntry(field, index)),
      ]),
    ),
    results: Object.fromEntries(
      Array.from({ length: FILE_RESULTS_MAX }, (_, index) => [`s${index}.dryBulb`, index / 3]),
    ),
    hvacCoreVersion: '0.2.0-beta.1+'.padEnd(FILE_VERSION_MAX, '0'),
  };
}

const OPERATIONS = ['read', 'list', 'create', 'update', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];

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

    /** A client signed in as `uid` (with a verified e-mail unless told otherwise), or signed out. */
    const as = (uid: string | null, verified = true): firebase.firestore.Firestore =>
      uid === null
        ? testEnv.unauthenticatedContext().firestore()
        : testEnv
            .authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: verified })
            .firestore();

    async function seed(path: string, data: Record<string, unknown>): Promise<void> {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(path).set(data);
      });
    }

    /** The parent project of the files and, unless it is to be created, the document itself. */
    async function seedKind(kind: DocKind, operation: Operation): Promise<void> {
      await seed(`${userTree('alice')}/projects/p1`, {
        name: 'P',
        description: '',
        createdAt: PAST,
      });
      if (operation !== 'create' || kind.label === 'a project')
        await seed(kind.path('alice'), kind.seed);
    }

    function attempt(
      db: firebase.firestore.Firestore,
      kind: DocKind,
      operation: Operation,
    ): Promise<unknown> {
      const ref = db.doc(kind.path('alice'));
      switch (operation) {
        case 'read':
          return ref.get();
        case 'list':
          return db.collection(kind.collection('alice')).get();
        case 'create':
          // A project is created beside the seeded one, which the files need as their parent.
          return kind.label === 'a project'
            ? db.doc(`${userTree('alice')}/projects/p2`).set(kind.create())
            : ref.set(kind.create());
        case 'update':
          return ref.update(kind.update());
        case 'delete':
          return ref.delete();
      }
    }

    describe.each(DOC_KINDS.map((kind) => [kind.label, kind] as const))(
      'owner only: %s',
      (_, kind) => {
        it.each(OPERATIONS)('denies another signed-in user: %s', async (operation) => {
          await seedKind(kind, operation);
          await assertFails(attempt(as('mallory'), kind, operation));
        });

        it.each(OPERATIONS)('denies a signed-out client: %s', async (operation) => {
          await seedKind(kind, operation);
          await assertFails(attempt(as(null), kind, operation));
        });
      },
    );

    describe.each(
      DOC_KINDS.filter((kind) => kind.label !== 'the user document').map(
        (kind) => [kind.label, kind] as const,
      ),
    )('the owner with a verified e-mail: %s', (_, kind) => {
      it('may create, read, list, update and delete', async () => {
        await seed(`${userTree('alice')}/projects/p1`, {
          name: 'P',
          description: '',
          createdAt: PAST,
        });
        const db = as('alice');
        const ref = db.doc(kind.path('alice'));
        if (kind.label !== 'a project') await assertSucceeds(ref.set(kind.create()));
        else await assertSucceeds(db.doc(`${userTree('alice')}/projects/p2`).set(kind.create()));
        await assertSucceeds(ref.get());
        const listing = db.collection(kind.collection('alice')).get();
        await (kind.ownerLists ? assertSucceeds(listing) : assertFails(listing));
        await assertSucceeds(ref.update(kind.update()));
        await assertSucceeds(ref.delete());
      });
    });

    describe('the user document', () => {
      it('the owner may read and delete it, but not write it (the app stores nothing there)', async () => {
        await seed(userTree('alice'), { note: 'seeded' });
        await assertSucceeds(as('alice').doc(userTree('alice')).get());
        await assertFails(as('alice').doc(userTree('alice')).set({ name: 'Alice' }));
        await assertFails(as('alice').collection(`artifacts/${APP}/users`).get());
        await assertSucceeds(as('alice').doc(userTree('alice')).delete());
      });
    });

    describe('an unverified e-mail address (the app sends such users to /verify-email)', () => {
      it.each(
        DOC_KINDS.filter((kind) => kind.label !== 'the user document').map(
          (k) => [k.label, k] as const,
        ),
      )('may read and delete, but not create or update, %s', async (_, kind) => {
        await seedKind(kind, 'read');
        const db = as('alice', false);
        await assertSucceeds(attempt(db, kind, 'read'));
        if (kind.ownerLists) await assertSucceeds(attempt(db, kind, 'list'));
        await assertFails(attempt(db, kind, 'update'));
        await attempt(db, kind, 'delete');
        await assertFails(attempt(db, kind, 'create'));
        await seed(kind.path('alice'), kind.seed);
        await assertSucceeds(attempt(db, kind, 'delete'));
      });
    });

    describe('no catch-all', () => {
      it.each([
        ['the owner, elsewhere in their own tree', `${userTree('alice')}/settings/ui`],
        ['an unknown collection under a project', `${userTree('alice')}/projects/p1/notes/f1`],
        ['another company document', `${userTree('alice')}/companyDetails/other`],
        ['outside any user tree', 'artifacts/hvac-workbench'],
        ['a top-level collection', 'projects/p1'],
        ['a public area', `artifacts/${APP}/public/data`],
      ])('denies %s (%s)', async (_, path) => {
        await seed(`${userTree('alice')}/projects/p1`, {
          name: 'P',
          description: '',
          createdAt: PAST,
        });
        await assertFails(
          as('alice').doc(path).set({ name: 'x', createdAt: serverTimestamp(), data: {} }),
        );
        await assertFails(as('alice').doc(path).get());
      });
    });

    describe('project shape', () => {
      const path = `${userTree('alice')}/projects/p1`;
      const validProject = () => ({
        name: 'Office',
        description: 'Level 2',
        createdAt: serverTimestamp(),
      });

      it.each([
        ['an empty name', { name: '' }],
        ['a blank name', { name: '   ' }],
        ['a name that is not text', { name: 42 }],
        [`a name over ${PROJECT_NAME_MAX} characters`, { name: 'x'.repeat(PROJECT_NAME_MAX + 1) }],
        [
          `a description over ${PROJECT_DESCRIPTION_MAX} characters`,
          { description: 'x'.repeat(PROJECT_DESCRIPTION_MAX + 1) },
        ],
        ['a description that is not text', { description: 7 }],
        ['an extra field', { owner: 'alice' }],
        ['a createdAt that is not the request time', { createdAt: PAST }],
        ['a createdAt that is not a timestamp', { createdAt: '2024-01-01' }],
        ['an import mark that is not true or false', { importing: 'yes' }],
      ])('denies a create with %s', async (_, override) => {
        await assertFails(
          as('alice')
            .doc(path)
            .set({ ...validProject(), ...override }),
        );
      });

      it(`allows a name of exactly ${PROJECT_NAME_MAX} characters and no description`, async () => {
        await assertSucceeds(
          as('alice')
            .doc(path)
            .set({ name: 'x'.repeat(PROJECT_NAME_MAX), createdAt: serverTimestamp() }),
        );
      });

      it('denies a create without createdAt', async () => {
        await assertFails(as('alice').doc(path).set({ name: 'A', description: '' }));
      });

      it('denies an update that changes createdAt, blanks the name or adds a field', async () => {
        await seed(path, { name: 'Seeded', description: '', createdAt: PAST });
        await assertFails(as('alice').doc(path).update({ createdAt: serverTimestamp() }));
        await assertFails(as('alice').doc(path).update({ name: '' }));
        await assertFails(as('alice').doc(path).update({ color: 'red' }));
        await assertSucceeds(as('alice').doc(path).update({ name: 'Fine', description: 'ok' }));
      });
    });

    describe('saved file shape', () => {
      const path = `${userTree('alice')}/projects/p1/boqs/f1`;
      const validFile = () => ({ name: 'BoQ', createdAt: serverTimestamp(), data: { items: [] } });
      const seedProject = () =>
        seed(`${userTree('alice')}/projects/p1`, { name: 'P', description: '', createdAt: PAST });

      it.each([
        ['no data', { data: undefined }],
        ['data that is not a map', { data: 'text' }],
        [
          `data with more than ${FILE_DATA_FIELDS_MAX} fields`,
          {
            data: Object.fromEntries(
              Array.from({ length: FILE_DATA_FIELDS_MAX + 1 }, (_, i) => [`f${i}`, i]),
            ),
          },
        ],
        ['a blank name', { name: ' ' }],
        [`a name over ${FILE_NAME_MAX} characters`, { name: 'x'.repeat(FILE_NAME_MAX + 1) }],
        ['an extra field', { owner: 'alice' }],
        ['a createdAt that is not the request time', { createdAt: PAST }],
        ['an updatedAt that is not the request time', { updatedAt: PAST }],
      ])('denies a create with %s', async (_, override) => {
        await seedProject();
        const data: Record<string, unknown> = { ...validFile(), ...override };
        for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
        await assertFails(as('alice').doc(path).set(data));
      });

      it(`allows ${FILE_DATA_FIELDS_MAX} data fields and a ${FILE_NAME_MAX}-character name`, async () => {
        await seedProject();
        await assertSucceeds(
          as('alice')
            .doc(path)
            .set({
              name: 'x'.repeat(FILE_NAME_MAX),
              createdAt: serverTimestamp(),
              data: Object.fromEntries(
                Array.from({ length: FILE_DATA_FIELDS_MAX }, (_, i) => [`f${i}`, i]),
              ),
            }),
        );
      });

      it('denies a file whose parent project does not exist', async () => {
        await assertFails(as('alice').doc(path).set(validFile()));
        await seedProject();
        await assertSucceeds(as('alice').doc(path).set(validFile()));
      });

      it('denies an update to a file whose project is gone', async () => {
        await seed(path, { name: 'Orphan', createdAt: PAST, data: {} });
        await assertFails(
          as('alice')
            .doc(path)
            .update({ data: { a: 1 }, updatedAt: serverTimestamp() }),
        );
      });

      it('requires updatedAt to be the request time on update, and createdAt unchanged', async () => {
        await seedProject();
        await seed(path, { name: 'BoQ', createdAt: PAST, data: {} });
        const db = as('alice');
        await assertFails(db.doc(path).update({ data: { a: 1 } }));
        await assertFails(db.doc(path).update({ data: { a: 1 }, updatedAt: PAST }));
        await assertFails(
          db.doc(path).update({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
        );
        await assertSucceeds(db.doc(path).update({ data: { a: 1 }, updatedAt: serverTimestamp() }));
      });
    });

    describe('a backup import (packages/data backup.ts): its files keep their dates (issue 44)', () => {
      const project = `${userTree('alice')}/projects/p1`;
      const file = `${project}/boqs/f1`;
      const FUTURE = Timestamp.fromDate(new Date('2999-01-01T00:00:00Z'));
      const exported = (dates: Record<string, unknown>) => ({
        name: 'BoQ',
        data: { items: [] },
        ...dates,
      });

      it('allows a file of a project marked as importing its exported createdAt and updatedAt', async () => {
        await seed(project, { name: 'P', createdAt: PAST, importing: true, importAliveAt: PAST });
        await assertSucceeds(
          as('alice')
            .doc(file)
            .set(exported({ createdAt: PAST, updatedAt: PAST })),
        );
      });

      it.each([
        ['a project not being imported', {}, { createdAt: PAST }],
        ['a project whose import has finished', { importing: false }, { createdAt: PAST }],
        ['a createdAt later than now', { importing: true }, { createdAt: FUTURE }],
        [
          'an updatedAt later than now',
          { importing: true },
          { createdAt: PAST, updatedAt: FUTURE },
        ],
      ])('keeps every other new file stamped with the request time: %s', async (_, mark, dates) => {
        await seed(project, { name: 'P', createdAt: PAST, ...mark });
        await assertFails(as('alice').doc(file).set(exported(dates)));
        await assertSucceeds(
          as('alice')
            .doc(file)
            .set(exported({ createdAt: serverTimestamp() })),
        );
      });

      it('lets an update clear the import mark but never set it, so no project can be marked later', async () => {
        await seed(project, { name: 'P', createdAt: PAST });
        const db = as('alice');
        await assertFails(db.doc(project).update({ importing: true }));
        await seed(project, { name: 'P', createdAt: PAST, importing: true });
        await assertSucceeds(db.doc(project).update({ importing: false }));
        await assertFails(db.doc(project).update({ importing: true }));
      });

      it('takes only the request time as the time of an import write (importAliveAt)', async () => {
        const db = as('alice');
        const marked = { name: 'P', createdAt: serverTimestamp(), importing: true };
        await assertFails(db.doc(project).set({ ...marked, importAliveAt: PAST }));
        await assertSucceeds(db.doc(project).set({ ...marked, importAliveAt: serverTimestamp() }));
        await assertFails(db.doc(project).update({ importAliveAt: PAST }));
        await assertSucceeds(db.doc(project).update({ importAliveAt: serverTimestamp() }));
        await assertSucceeds(db.doc(project).update({ importing: false }));
      });
    });

    describe('Recently deleted: deletedAt (packages/data repositories/trash.ts)', () => {
      const project = `${userTree('alice')}/projects/p1`;
      const file = `${project}/boqs/f1`;
      const seedBoth = async (extra: Record<string, unknown> = {}) => {
        await seed(project, { name: 'P', description: '', createdAt: PAST, ...extra });
        await seed(file, { name: 'BoQ', createdAt: PAST, data: { items: [] }, ...extra });
      };

      it('lets the owner move a project to Recently deleted (request time only) and restore it', async () => {
        await seedBoth();
        const db = as('alice');
        await assertFails(db.doc(project).update({ deletedAt: PAST }));
        await assertFails(db.doc(project).update({ deletedAt: 'yesterday' }));
        await assertFails(db.doc(project).update({ deletedAt: true }));
        await assertFails(as('mallory').doc(project).update({ deletedAt: serverTimestamp() }));
        await assertFails(as('alice', false).doc(project).update({ deletedAt: serverTimestamp() }));
        await assertSucceeds(db.doc(project).update({ deletedAt: serverTimestamp() }));
        // While deleted, other edits keep the stamp as it is; it cannot be moved to another time.
        await assertSucceeds(db.doc(project).update({ name: 'Renamed while deleted' }));
        await assertFails(db.doc(project).update({ deletedAt: PAST }));
        await assertSucceeds(db.doc(project).update({ deletedAt: null }));
      });

      it('lets the owner move a file to Recently deleted without touching updatedAt, and restore it', async () => {
        await seedBoth();
        const db = as('alice');
        await assertFails(db.doc(file).update({ deletedAt: PAST }));
        await assertFails(db.doc(file).update({ deletedAt: 'now' }));
        // Only deletedAt may change without a new updatedAt.
        await assertFails(db.doc(file).update({ deletedAt: serverTimestamp(), name: 'Other' }));
        await assertFails(as('mallory').doc(file).update({ deletedAt: serverTimestamp() }));
        await assertSucceeds(db.doc(file).update({ deletedAt: serverTimestamp() }));
        await assertFails(db.doc(file).update({ deletedAt: PAST }));
        await assertSucceeds(db.doc(file).update({ deletedAt: null }));
        await assertSucceeds(
          db.doc(file).update({ data: { items: [1] }, updatedAt: serverTimestamp() }),
        );
      });

      it('denies a project or file created already deleted', async () => {
        const db = as('alice');
        await assertFails(
          db
            .doc(project)
            .set({ name: 'P', createdAt: serverTimestamp(), deletedAt: serverTimestamp() }),
        );
        await assertSucceeds(
          db.doc(project).set({ name: 'P', createdAt: serverTimestamp(), deletedAt: null }),
        );
        await assertFails(
          db.doc(file).set({
            name: 'BoQ',
            createdAt: serverTimestamp(),
            data: {},
            deletedAt: serverTimestamp(),
          }),
        );
        await assertSucceeds(
          db.doc(file).set({ name: 'BoQ', createdAt: serverTimestamp(), data: {} }),
        );
      });

      it('keeps documents saved before deletedAt existed editable, and deleted ones readable and deletable', async () => {
        await seedBoth();
        const db = as('alice');
        await assertSucceeds(db.doc(project).update({ name: 'Old project' }));
        await assertSucceeds(db.doc(file).update({ data: { a: 1 }, updatedAt: serverTimestamp() }));
        await seedBoth({ deletedAt: PAST });
        await assertSucceeds(db.doc(project).get());
        await assertSucceeds(db.collection(`${project}/boqs`).get());
        await assertSucceeds(db.doc(file).delete());
        await assertSucceeds(db.doc(project).delete());
      });
    });

    describe('company details shape', () => {
      it('checks keys, types and sizes', async () => {
        const db = as('alice');
        const path = `${userTree('alice')}/companyDetails/profile`;
        await assertSucceeds(db.doc(path).set({ name: 'Acme', location: 'Leeds', logo: null }));
        await assertFails(
          db.doc(path).set({ name: 'Acme', location: 'Leeds', logo: null, admin: true }),
        );
        await assertFails(db.doc(path).set({ name: 'Acme', location: 'Leeds' }));
        await assertFails(db.doc(path).set({ name: 1, location: 'Leeds', logo: null }));
        await assertFails(
          db.doc(path).set({ name: 'x'.repeat(COMPANY_NAME_MAX + 1), location: '', logo: null }),
        );
        await assertFails(
          db
            .doc(path)
            .set({ name: '', location: 'x'.repeat(COMPANY_LOCATION_MAX + 1), logo: null }),
        );
        await assertFails(
          db
            .doc(path)
            .set({ name: 'Acme', location: 'Leeds', logo: 'x'.repeat(LOGO_MAX_CHARS + 1) }),
        );
      });

      const profilePath = () => `${userTree('alice')}/companyDetails/profile`;
      const SCRIPTED_SVG =
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

      // Issue 44: the logo was any string of at most 700,000 characters.
      it.each([
        ['an SVG image', `data:image/svg+xml;base64,${btoa(SCRIPTED_SVG)}`],
        ['an SVG image in plain text', `data:image/svg+xml,${SCRIPTED_SVG}`],
        ['a javascript: URL', 'javascript:alert(document.cookie)'],
        ['a javascript: URL around a PNG data URL', 'javascript:/*data:image/png;base64,AAAA*/1'],
        ['an HTML data URL', `data:text/html;base64,${btoa('<script>alert(1)</script>')}`],
        ['a web address', 'https://example.com/logo.png'],
        ['a PNG data URL with markup after it', 'data:image/png;base64,AAAA"><script>'],
        ['a GIF (the app stores PNG or JPEG only)', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
        ['a WebP (the app stores PNG or JPEG only)', 'data:image/webp;base64,UklGRhoAAABXRUJQ'],
        [
          `a PNG data URL over ${LOGO_MAX_CHARS} characters`,
          `data:image/png;base64,${'A'.repeat(LOGO_MAX_CHARS)}`,
        ],
        ['an empty text', ''],
        ['a number', 42],
      ])('denies a logo that is %s (and the store refuses it too)', async (_, logo) => {
        expect(CompanyProfileInputSchema.shape.logo.safeParse(logo).success).toBe(false);
        await assertFails(as('alice').doc(profilePath()).set({ name: 'Acme', location: '', logo }));
      });

      it(`allows PNG and JPEG data URLs up to ${LOGO_MAX_CHARS} characters, the app's logos`, async () => {
        const png = 'data:image/png;base64,';
        const db = as('alice');
        await assertSucceeds(
          db.doc(profilePath()).set({
            name: 'Acme',
            location: 'Leeds',
            logo: `${png}${'A'.repeat(LOGO_MAX_CHARS - png.length - 2)}==`,
          }),
        );
        await assertSucceeds(
          db.doc(profilePath()).set({ name: 'Acme', location: 'Leeds', logo: JPEG_LOGO }),
        );
        await assertSucceeds(db.doc(profilePath()).update({ logo: null }));
      });
    });

    describe('only the configured app ids (issue 44)', () => {
      const OTHER_APP = 'another-app';
      const otherTree = `artifacts/${OTHER_APP}/users/alice`;

      it('denies the owner, e-mail verified, every read and write under another app id', async () => {
        expect(APP_IDS).not.toContain(OTHER_APP);
        const db = as('alice');
        const project = `${otherTree}/projects/p1`;
        await assertFails(
          db.doc(project).set({ name: 'Office', description: '', createdAt: serverTimestamp() }),
        );
        await assertFails(
          db
            .doc(`${otherTree}/companyDetails/profile`)
            .set({ name: 'A', location: '', logo: null }),
        );
        await seed(project, { name: 'Seeded', description: '', createdAt: PAST });
        await seed(`${otherTree}/companyDetails/profile`, { name: '', location: '', logo: null });
        await assertFails(
          db.doc(`${project}/boqs/f1`).set({
            name: 'BoQ',
            createdAt: serverTimestamp(),
            data: { items: [] },
          }),
        );
        await assertFails(db.doc(project).update({ name: 'Renamed' }));
        await assertFails(db.doc(project).get());
        await assertFails(db.collection(`${otherTree}/projects`).get());
        await assertFails(db.doc(`${otherTree}/companyDetails/profile`).get());
        await assertFails(db.doc(project).delete());
        await assertFails(db.doc(`${otherTree}/companyDetails/profile`).delete());
      });

      it.each(APP_IDS)(
        'allows the owner their tree under the configured app id %s',
        async (appId) => {
          const db = as('alice');
          const project = `artifacts/${appId}/users/alice/projects/p1`;
          await assertSucceeds(
            db.doc(project).set({ name: 'Office', description: '', createdAt: serverTimestamp() }),
          );
          await assertSucceeds(
            db.doc(`${project}/boqs/f1`).set({
              name: 'BoQ',
              createdAt: serverTimestamp(),
              data: { items: [] },
            }),
          );
          await assertSucceeds(db.doc(project).get());
        },
      );
    });

    describe('calculator data (issue 44): what the rules can bound', () => {
      const project = `${userTree('alice')}/projects/p1`;
      const fileIn = (collection: FileCollectionName) => `${project}/${collection}/f1`;
      const seedProject = () => seed(project, { name: 'P', description: '', createdAt: PAST });
      const newFile = (data: Record<string, unknown>) => ({
        name: 'Calculation',
        createdAt: serverTimestamp(),
        data,
      });
      /** Small, valid data of any calculator, which each refused case breaks in one way. */
      const SMALL = { unitSystem: 'Imperial', results: { total: 1 }, hvacCoreVersion: '0.2.0' };

      it.each(FILE_COLLECTION_NAMES)(
        'allows the largest %s data the app writes: every bounded text and list at its limit',
        async (collection) => {
          await seedProject();
          const data = largestData(collection);
          expect(fileDataIssues(collection, data)).toEqual([]);
          const db = as('alice');
          await assertSucceeds(db.doc(fileIn(collection)).set(newFile(data)));
          await assertSucceeds(
            db.doc(fileIn(collection)).update({ data, updatedAt: serverTimestamp() }),
          );
        },
      );

      const collectionsWith = (kind: 'texts' | 'lists') =>
        FILE_COLLECTION_NAMES.flatMap((collection) =>
          Object.entries(FILE_DATA_BOUNDS[collection][kind]).map(
            ([field, max]) => [collection, field, max] as const,
          ),
        );

      const refused: [string, FileCollectionName, Record<string, unknown>][] = [
        ['a bill of 50,000 items', 'boqs', { items: Array.from({ length: 50_000 }, (_, i) => i) }],
        ['a list written as text', 'boqs', { items: 'all of them' }],
        ['a list written as a map', 'equipmentSchedules', { rows: { 0: { tag: 'AHU-1' } } }],
        ...collectionsWith('lists').map(
          ([collection, field, max]) =>
            [
              `${collection} ${field}: ${max + 1} entries`,
              collection,
              { [field]: Array.from({ length: max + 1 }, (_, i) => ({ id: `e${i}` })) },
            ] as [string, FileCollectionName, Record<string, unknown>],
        ),
        ...collectionsWith('texts').flatMap(([collection, field, max]) => [
          [
            `${collection} ${field}: ${max + 1} characters`,
            collection,
            { [field]: 'x'.repeat(max + 1) },
          ] as [string, FileCollectionName, Record<string, unknown>],
          [`${collection} ${field}: a number`, collection, { [field]: 42 }] as [
            string,
            FileCollectionName,
            Record<string, unknown>,
          ],
        ]),
        [
          'a unit system that is neither Imperial nor Metric',
          'ductCalculations',
          { unitSystem: 'Cubits' },
        ],
        ['a unit system in lower case', 'pipeCalculations', { unitSystem: 'metric' }],
        ['a unit system that is not text', 'fanCalculations', { unitSystem: 1 }],
        ['results that are a list', 'ductCalculations', { results: [1, 2, 3] }],
        ['results that are text', 'calculations', { results: '12 kW' }],
        [
          `more than ${FILE_RESULTS_MAX} results`,
          'psychrometricCharts',
          {
            results: Object.fromEntries(
              Array.from({ length: FILE_RESULTS_MAX + 1 }, (_, i) => [`r${i}`, i]),
            ),
          },
        ],
        ['an engine version that is not text', 'boqs', { hvacCoreVersion: 2 }],
        [
          `an engine version over ${FILE_VERSION_MAX} characters`,
          'boqs',
          { hvacCoreVersion: 'v'.repeat(FILE_VERSION_MAX + 1) },
        ],
      ];

      it.each(refused)(
        'denies a create with %s (and the repositories refuse it too)',
        async (_, collection, override) => {
          await seedProject();
          const data = { ...SMALL, ...override };
          expect(fileDataIssues(collection, data)).not.toEqual([]);
          await assertFails(as('alice').doc(fileIn(collection)).set(newFile(data)));
        },
      );

      it('denies an update that writes such data, and allows one that writes valid data', async () => {
        await seedProject();
        await seed(fileIn('boqs'), { name: 'BoQ', createdAt: PAST, data: { items: [] } });
        const db = as('alice');
        await assertFails(
          db.doc(fileIn('boqs')).update({
            data: { items: Array.from({ length: 50_000 }, (_, i) => i) },
            updatedAt: serverTimestamp(),
          }),
        );
        await assertFails(
          db
            .doc(fileIn('boqs'))
            .update({ 'data.unitSystem': 'Cubits', updatedAt: serverTimestamp() }),
        );
        await assertSucceeds(
          db.doc(fileIn('boqs')).update({ data: { items: [1] }, updatedAt: serverTimestamp() }),
        );
      });

      it('allows creating, saving and renaming a bill near 1 MiB: the rules never compare data deeply', async () => {
        await seedProject();
        // 2,100 items of about 440 bytes as Firestore counts them: some 900 KiB, under its 1 MiB.
        const items = Array.from({ length: 2100 }, (_, i) => ({
          ...listEntry('items', i),
          description: `${i} `.padEnd(340, 'd'),
        }));
        const data = { currency: '$', items, unitSystem: 'Metric', hvacCoreVersion: '0.2.0' };
        const db = as('alice');
        await assertSucceeds(db.doc(fileIn('boqs')).set(newFile(data)));
        await assertSucceeds(db.doc(fileIn('boqs')).update({ data, updatedAt: serverTimestamp() }));
        await assertSucceeds(
          db.doc(fileIn('boqs')).update({ name: 'Big bill', updatedAt: serverTimestamp() }),
        );
      });

      it('lets a file stored before these bounds move to Recently deleted and back, and be deleted, but not be saved as it is', async () => {
        await seedProject();
        const old = { items: Array.from({ length: 6000 }, (_, i) => i), unitSystem: 'metric' };
        await seed(fileIn('boqs'), { name: 'Old BoQ', createdAt: PAST, data: old });
        const db = as('alice');
        // A save or a rename writes the data again: it must meet the bounds.
        await assertFails(
          db.doc(fileIn('boqs')).update({ name: 'Old BoQ, renamed', updatedAt: serverTimestamp() }),
        );
        await assertSucceeds(db.doc(fileIn('boqs')).update({ deletedAt: serverTimestamp() }));
        await assertSucceeds(db.doc(fileIn('boqs')).update({ deletedAt: null }));
        await assertSucceeds(db.doc(fileIn('boqs')).delete());
      });
    });

    describe("the repositories' own writes (Firestore adapter, signed in, e-mail verified)", () => {
      let app: FirebaseApp;
      let ctx: DataContext;

      beforeAll(() => {
        const emulator = firestoreEmulator();
        if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
        app = initializeApp({ projectId: PROJECT_ID }, `rules-repositories-${crypto.randomUUID()}`);
        const db = getFirestore(app);
        connectFirestoreEmulator(db, emulator.host, emulator.port, {
          mockUserToken: { sub: 'alice', email: 'alice@example.com', email_verified: true },
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

      it('creates, edits, copies, exports, imports and deletes through the rules', async () => {
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
        const updated = await updateFile(ctx, project.id, 'ductCalculations', file.id, {
          data: { airflow: 2100 },
        });
        await updateFile(
          ctx,
          project.id,
          'ductCalculations',
          file.id,
          { data: { airflow: 2200 } },
          { expectedUpdatedAt: updated.updatedAt ?? null },
        );
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
      });

      it('imports a backup whose files keep their own dates, in full batches of files (issue 44)', async () => {
        const exportedAt = '2023-05-06T07:08:09.000Z';
        const edited = '2023-06-07T08:09:10.000Z';
        const parsed = parseBackup({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          exportedAt,
          appId: APP,
          projects: [
            {
              id: 'old',
              name: 'Dated',
              createdAt: exportedAt,
              files: {
                boqs: Array.from({ length: 600 }, (_, i) => ({
                  id: `f${i}`,
                  name: `BoQ ${i}`,
                  createdAt: exportedAt,
                  ...(i === 0 ? { updatedAt: edited } : {}),
                  data: { items: [] },
                })),
              },
            },
          ],
        });
        if (!parsed.ok) throw new Error(parsed.message);
        const result = await applyImport(ctx, await planImport(ctx, parsed.backup));
        const [imported] = result.projects;
        if (!imported) throw new Error('nothing was imported');
        const boqs = (await listAllFiles(ctx, imported.id)).boqs;
        expect(boqs).toHaveLength(600);
        const dates = boqs.map((file) =>
          file.status === 'ok'
            ? [file.name, file.createdAt.toISOString(), file.updatedAt?.toISOString()]
            : [],
        );
        expect(dates).toContainEqual(['BoQ 0', exportedAt, edited]);
        expect(dates).toContainEqual(['BoQ 599', exportedAt, undefined]);
        expect(await findInterruptedImports(ctx)).toEqual([]);
      });

      describe('Recently deleted, through the rules (the same contract as on IndexedDB)', () => {
        runTrashContract(() => ctx);
      });

      it('deletes the whole account: nothing is left under the user path', async () => {
        await seed(userTree('alice'), { note: 'seeded' });
        for (const name of ['A', 'B']) {
          const project = await createProject(ctx, { name });
          for (const collection of FILE_COLLECTION_NAMES) {
            await createFile(ctx, project.id, collection, { name: collection, data: { x: 1 } });
          }
        }
        await saveCompanyProfile(ctx, { name: 'Acme', location: 'Leeds', logo: null });
        await seed(`${userTree('bob')}/projects/p1`, {
          name: 'Bob',
          description: '',
          createdAt: PAST,
        });
        const fileKinds = FILE_COLLECTION_NAMES.length;
        expect((await listDocumentsUnder(userTree('alice'))).length).toBe(
          2 + 2 * fileKinds + 1 + 1,
        );

        expect(await deleteAllUserData(ctx)).toEqual({
          deletedProjects: 2,
          deletedFiles: 2 * fileKinds,
        });

        expect(await listDocumentsUnder(userTree('alice'))).toEqual([]);
        expect(await listDocumentsUnder(userTree('bob'))).toEqual([
          `${userTree('bob')}/projects/p1`,
        ]);
      });
    });

    /**
     * Every document at or below `path`, found through the emulator's REST API with the rules
     * bypassed (`Bearer owner`): `listCollectionIds` at each level, then the documents in each.
     */
    async function listDocumentsUnder(path: string): Promise<string[]> {
      const emulator = firestoreEmulator();
      if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
      const base = `http://${emulator.host}:${emulator.port}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
      const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
      const found: string[] = [];
      const own = await fetch(`${base}/${path}`, { headers });
      if (own.ok) found.push(path);
      const ids = (await (
        await fetch(`${base}/${path}:listCollectionIds`, { method: 'POST', headers, body: '{}' })
      ).json()) as { collectionIds?: string[] };
      for (const id of ids.collectionIds ?? []) {
        const listing = (await (
          await fetch(`${base}/${path}/${id}?showMissing=true&pageSize=1000`, { headers })
        ).json()) as { documents?: { name: string }[] };
        for (const document of listing.documents ?? []) {
          const child = document.name.slice(document.name.indexOf('/documents/') + 11);
          found.push(...(await listDocumentsUnder(child)));
        }
      }
      return found.sort();
    }
  },
);
