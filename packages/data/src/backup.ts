/**
 * Backups: export one project or everything as a versioned JSON document; import one back by first
 * planning (validate, report what will be added and which names clash) and then applying the plan.
 * Import only ever adds: projects get new ids, a clashing name gets " (imported)", and an existing
 * company profile is kept.
 */
import { z } from 'zod';

import { isPlainObject } from './adapters/firestore-semantics';
import { type MaybeDataContext, withContext, type DataContext } from './context';
import {
  asFileId,
  asProjectId,
  COLLECTIONS,
  companyProfilePath,
  type FileCollectionName,
  FileCollectionNameSchema,
  filePath,
  filesPath,
  isDocumentId,
  type ProjectId,
  projectPath,
  projectsPath,
} from './document-tree';
import { DataError, type FieldIssue } from './errors';
import { backupLimitProblem, storedDocumentProblem } from './backup-limits';
import { fileDataIssues, withoutFullStop } from './file-data';
import { type BatchOp, MAX_BATCH_OPS, serverTimestamp } from './port';
import { chunk } from './repositories/_lib';
import { deleteProject, getProject, listProjects } from './repositories/projects';
import { listAllFiles } from './repositories/files';
import { getCompanyProfile } from './repositories/company-profile';
import {
  CompanyProfileInputSchema,
  type CompanyProfileRecord,
  type Damaged,
  displayName,
  FileDataSchema,
  FileNameSchema,
  PROJECT_NAME_MAX,
  ProjectDescriptionSchema,
  ProjectNameSchema,
  type ProjectRecord,
  type SavedFileRecord,
  toFieldIssues,
} from './schemas';

export const BACKUP_FORMAT = 'hvac-workbench-backup';
export const BACKUP_VERSION = 1;

const IsoDateSchema = z.iso.datetime({
  offset: true,
  error: 'Expected a date-time in ISO 8601 form.',
});
const JsonObjectSchema = z.record(z.string(), z.unknown());
const DocumentIdSchema = z.string().refine(isDocumentId, { error: 'Not a valid document id.' });
const IssueSchema = z.object({ path: z.string(), message: z.string() });

/** A stored document that failed its schema at export time, kept exactly as it was (JSON-safe). */
const DamagedEntrySchema = z.object({
  damaged: z.literal(true),
  raw: JsonObjectSchema,
  issues: z.array(IssueSchema),
});

export const BackupFileSchema = z.discriminatedUnion('damaged', [
  z.object({
    id: DocumentIdSchema,
    damaged: z.literal(false).optional(),
    name: FileNameSchema,
    createdAt: IsoDateSchema,
    updatedAt: IsoDateSchema.optional(),
    data: FileDataSchema,
  }),
  DamagedEntrySchema.extend({ id: DocumentIdSchema }),
]);
export type BackupFile = z.output<typeof BackupFileSchema>;

const BackupFilesSchema = z.partialRecord(FileCollectionNameSchema, z.array(BackupFileSchema));
export type BackupFiles = z.output<typeof BackupFilesSchema>;

export const BackupProjectSchema = z.discriminatedUnion('damaged', [
  z.object({
    id: DocumentIdSchema,
    damaged: z.literal(false).optional(),
    name: ProjectNameSchema,
    description: ProjectDescriptionSchema.default(''),
    createdAt: IsoDateSchema,
    files: BackupFilesSchema,
  }),
  DamagedEntrySchema.extend({ id: DocumentIdSchema, files: BackupFilesSchema }),
]);
export type BackupProject = z.output<typeof BackupProjectSchema>;

const BackupCompanyProfileSchema = z.discriminatedUnion('damaged', [
  CompanyProfileInputSchema.extend({ damaged: z.literal(false).optional() }),
  DamagedEntrySchema,
]);

export const BackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: IsoDateSchema,
  appId: z.string(),
  projects: z.array(BackupProjectSchema),
  companyProfile: BackupCompanyProfileSchema.optional(),
});
export type Backup = z.output<typeof BackupSchema>;

/* ---------------------------------------------------------------------------------------- export */

/** A stored value as plain JSON: dates as ISO strings. */
function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (isPlainObject(value)) return toJsonObject(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return value;
  }
  if (typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function') {
    return toJsonValue(value.toJSON());
  }
  return String(value);
}

const toJsonObject = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, toJsonValue(item)]),
  );

/** A document that failed its schema as its backup entry: as stored (JSON-safe), with its issues. */
const exportDamaged = ({ raw, issues }: Damaged) => ({
  damaged: true as const,
  raw: toJsonObject(raw),
  issues: [...issues],
});

function exportFile(record: SavedFileRecord): BackupFile {
  if (record.status === 'damaged') return { id: record.id, ...exportDamaged(record) };
  return {
    id: record.id,
    name: record.name,
    createdAt: record.createdAt.toISOString(),
    ...(record.updatedAt === undefined ? {} : { updatedAt: record.updatedAt.toISOString() }),
    data: toJsonObject(record.data),
  };
}

async function exportOneProject(ctx: DataContext, record: ProjectRecord): Promise<BackupProject> {
  const all = await listAllFiles(ctx, record.id);
  const files: BackupFiles = {};
  for (const { collection } of COLLECTIONS) {
    const records = all[collection];
    if (records.length > 0) files[collection] = records.map(exportFile);
  }
  if (record.status === 'damaged') return { id: record.id, ...exportDamaged(record), files };
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    createdAt: record.createdAt.toISOString(),
    files,
  };
}

function exportProfile(record: CompanyProfileRecord): Backup['companyProfile'] {
  if (record.status === 'damaged') return exportDamaged(record);
  return record.exists
    ? { name: record.name, location: record.location, logo: record.logo }
    : undefined;
}

const envelope = (ctx: DataContext, projects: BackupProject[]): Backup => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: new Date().toISOString(),
  appId: ctx.appId,
  projects,
});

/**
 * One project and all its files (damaged documents included raw).
 * @throws {DataError} `not-found` if the project does not exist.
 */
export function exportProject(ctx: MaybeDataContext, projectId: ProjectId): Promise<Backup> {
  return withContext(ctx, async (context) => {
    const record = await getProject(context, projectId);
    if (record === null) throw new DataError('not-found', 'This project no longer exists.');
    return envelope(context, [await exportOneProject(context, record)]);
  });
}

/** Every project with all its files, and the company profile if one is stored. */
export function exportEverything(ctx: MaybeDataContext): Promise<Backup> {
  return withContext(ctx, async (context) => {
    const projects: BackupProject[] = [];
    for (const record of await listProjects(context))
      projects.push(await exportOneProject(context, record));
    const companyProfile = exportProfile(await getCompanyProfile(context));
    return {
      ...envelope(context, projects),
      ...(companyProfile === undefined ? {} : { companyProfile }),
    };
  });
}

/** The backup as the text of a `.json` file. */
export const serializeBackup = (backup: Backup): string => `${JSON.stringify(backup, null, 2)}\n`;

/** A file name for a backup: `hvac-workbench-{project name or "backup"}-{YYYY-MM-DD}.json`. */
export function backupFileName(backup: Backup): string {
  const only = backup.projects.length === 1 ? backup.projects[0] : undefined;
  const label = only && only.damaged !== true ? only.name : 'backup';
  const slug =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'backup';
  return `hvac-workbench-${slug}-${backup.exportedAt.slice(0, 10)}.json`;
}

/* ----------------------------------------------------------------------------------------- parse */

export type ParseBackupResult =
  | { readonly ok: true; readonly backup: Backup }
  | { readonly ok: false; readonly message: string; readonly issues: readonly FieldIssue[] };

const failure = (message: string, issues: FieldIssue[] = []): ParseBackupResult => ({
  ok: false,
  message,
  issues,
});

/**
 * Validates a backup: the text of a file, or an already parsed value. Never throws; a bad file gets a
 * message that says what is wrong and where.
 */
export function parseBackup(input: unknown): ParseBackupResult {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return failure('This file is not valid JSON, so it cannot be a backup.');
    }
  }
  if (!isPlainObject(value) || value['format'] !== BACKUP_FORMAT) {
    return failure('This file is not an HVAC Workbench backup.');
  }
  const version = value['version'];
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    return failure(
      `This backup was made by a newer version of the app (format ${version}); update the app to import it.`,
    );
  }
  // Before the schema walks it: a backup of hundreds of thousands of entries or deep nesting is
  // refused here, with its count and the limit.
  const tooLarge = backupLimitProblem(value);
  if (tooLarge !== null) return failure(tooLarge);
  const result = BackupSchema.safeParse(value);
  if (!result.success) {
    const issues = toFieldIssues(result.error);
    const first = issues[0];
    return failure(
      `This backup cannot be imported: ${first ? `${first.path || 'the file'}: ${first.message}` : 'it is not valid.'}`,
      issues,
    );
  }
  return { ok: true, backup: result.data };
}

/* ------------------------------------------------------------------------------- plan and apply */

export interface PlannedFile {
  readonly collection: FileCollectionName;
  readonly sourceId: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly updatedAt?: Date;
  readonly data: Record<string, unknown>;
}

export interface PlannedProject {
  readonly sourceId: string;
  /** The name it will get: the backup's, or with " (imported)" when that name is taken. */
  readonly name: string;
  readonly originalName: string;
  readonly renamed: boolean;
  readonly description: string;
  readonly files: readonly PlannedFile[];
}

export interface SkippedEntry {
  readonly kind: 'project' | 'file' | 'companyProfile';
  readonly id: string;
  readonly reason: string;
}

export interface ImportPlan {
  /** The user the plan was made for; applying it for another user is refused. */
  readonly uid: string;
  readonly projects: readonly PlannedProject[];
  readonly companyProfile:
    | { readonly action: 'create'; readonly profile: z.output<typeof CompanyProfileInputSchema> }
    | { readonly action: 'keep-existing' }
    | { readonly action: 'none' };
  readonly counts: {
    readonly projects: number;
    readonly files: number;
    readonly filesByCollection: Readonly<Partial<Record<FileCollectionName, number>>>;
  };
  readonly clashes: readonly { readonly originalName: string; readonly newName: string }[];
  readonly skipped: readonly SkippedEntry[];
  /** What will happen, as sentences to show before the user confirms. */
  readonly summary: readonly string[];
}

const IMPORTED_SUFFIX = ' (imported)';

/**
 * `name`, or `name (imported)`, `name (imported 2)`, ... whichever is not in `taken`. `lastSuffix`,
 * when given, remembers the last number tried for each name, so that thousands of projects of one name
 * are named in linear time rather than each trying every number before it.
 */
export function uniqueImportName(
  name: string,
  taken: ReadonlySet<string>,
  lastSuffix?: Map<string, number>,
): string {
  if (!taken.has(name)) return name;
  for (let n = lastSuffix?.get(name) ?? 1; ; n += 1) {
    const suffix = n === 1 ? IMPORTED_SUFFIX : ` (imported ${n})`;
    const candidate = `${name.slice(0, PROJECT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) {
      lastSuffix?.set(name, n);
      return candidate;
    }
  }
}

/**
 * A planned file as {@link applyImport} writes it, with the dates it had when it was exported
 * (firestore.rules accepts them while its project is marked {@link IMPORT_MARK}). The plan measures
 * this same document against the store's 1 MiB.
 */
export const importedFileDocument = (file: PlannedFile): Record<string, unknown> => ({
  name: file.name,
  createdAt: file.createdAt,
  ...(file.updatedAt === undefined ? {} : { updatedAt: file.updatedAt }),
  data: file.data,
});

/** `date`, or `now` if it is later: the store takes no date from the future. */
const notAfter = (date: Date, now: Date): Date => (date.getTime() > now.getTime() ? now : date);

/** `1 file`, `2 files`; `words` for irregular plurals. */
const plural = (n: number, word: string, words = `${word}s`): string =>
  `${n} ${n === 1 ? word : words}`;

/**
 * Works out what importing `backup` would add, without writing anything: every project as a new
 * project (new id; " (imported)" added to a name that is already taken), its valid files, and the
 * company profile only if the user has none. Damaged entries are listed as skipped.
 */
export function planImport(ctx: MaybeDataContext, backup: Backup): Promise<ImportPlan> {
  return withContext(ctx, async (context) => {
    const taken = new Set((await listProjects(context)).map(displayName));
    const lastSuffix = new Map<string, number>();
    const now = new Date();
    // Ids as long as the store's own, to measure a file's stored size (its path counts) before it has one.
    const sizingProjectId = asProjectId(context.port.newId(projectsPath(context)));
    const sizingFileId = asFileId(context.port.newId(projectsPath(context)));
    const projects: PlannedProject[] = [];
    const skipped: SkippedEntry[] = [];
    const clashes: { originalName: string; newName: string }[] = [];
    const filesByCollection: Partial<Record<FileCollectionName, number>> = {};

    for (const project of backup.projects) {
      if (project.damaged === true) {
        const fileCount = Object.values(project.files).reduce((sum, list) => sum + list.length, 0);
        skipped.push({
          kind: 'project',
          id: project.id,
          reason: `The project was damaged when it was exported${
            fileCount === 0
              ? ''
              : `; its ${plural(fileCount, 'file is', 'files are')} skipped with it`
          }.`,
        });
        continue;
      }
      const files: PlannedFile[] = [];
      for (const { collection } of COLLECTIONS) {
        for (const file of project.files[collection] ?? []) {
          if (file.damaged === true) {
            skipped.push({
              kind: 'file',
              id: file.id,
              reason: `A damaged file in "${project.name}".`,
            });
            continue;
          }
          // Data beyond what the app writes (file-data.ts): firestore.rules would refuse the file and,
          // with it, the whole project's import.
          const issues = fileDataIssues(collection, file.data);
          if (issues.length > 0) {
            skipped.push({
              kind: 'file',
              id: file.id,
              reason: `"${file.name}" in "${project.name}" holds data that can no longer be saved (${withoutFullStop(issues[0]?.message)}).`,
            });
            continue;
          }
          const planned: PlannedFile = {
            collection,
            sourceId: file.id,
            name: file.name,
            createdAt: notAfter(new Date(file.createdAt), now),
            ...(file.updatedAt === undefined
              ? {}
              : { updatedAt: notAfter(new Date(file.updatedAt), now) }),
            data: file.data,
          };
          // Over 1 MiB as stored, or nested deeper than the store allows: refused here, by name,
          // rather than failing its project half-way through the import.
          const unstorable = storedDocumentProblem(
            filePath(context, sizingProjectId, collection, sizingFileId),
            importedFileDocument(planned),
          );
          if (unstorable !== null) {
            skipped.push({
              kind: 'file',
              id: file.id,
              reason: `"${file.name}" in "${project.name}" cannot be imported: ${withoutFullStop(unstorable)}.`,
            });
            continue;
          }
          files.push(planned);
          filesByCollection[collection] = (filesByCollection[collection] ?? 0) + 1;
        }
      }
      const name = uniqueImportName(project.name, taken, lastSuffix);
      taken.add(name);
      if (name !== project.name) clashes.push({ originalName: project.name, newName: name });
      projects.push({
        sourceId: project.id,
        name,
        originalName: project.name,
        renamed: name !== project.name,
        description: project.description,
        files,
      });
    }

    let companyProfile: ImportPlan['companyProfile'] = { action: 'none' };
    if (backup.companyProfile?.damaged === true) {
      skipped.push({
        kind: 'companyProfile',
        id: 'profile',
        reason: 'The company profile was damaged when it was exported.',
      });
    } else if (backup.companyProfile !== undefined) {
      const current = await getCompanyProfile(context);
      const { name, location, logo } = backup.companyProfile;
      companyProfile =
        current.status === 'ok' && !current.exists
          ? { action: 'create', profile: { name, location, logo } }
          : { action: 'keep-existing' };
    }

    const fileCount = projects.reduce((sum, project) => sum + project.files.length, 0);
    const summary = [
      `${plural(projects.length, 'project')} and ${plural(fileCount, 'file')} will be added. Nothing already stored will be changed.`,
      ...clashes.map(
        ({ originalName, newName }) =>
          `"${originalName}" already exists, so the imported copy will be named "${newName}".`,
      ),
      ...(projects.length > 0
        ? ['Imported projects are dated today; their files keep their own dates.']
        : []),
      ...(companyProfile.action === 'create'
        ? ['The company profile in the backup will be added.']
        : []),
      ...(companyProfile.action === 'keep-existing'
        ? ['Your current company profile will be kept; the one in the backup will not be imported.']
        : []),
      ...(skipped.length > 0
        ? [
            `${plural(skipped.length, 'entry', 'entries')} will be skipped; each is listed with the reason.`,
          ]
        : []),
    ];

    return {
      uid: context.uid,
      projects,
      companyProfile,
      counts: { projects: projects.length, files: fileCount, filesByCollection },
      clashes,
      skipped,
      summary,
    };
  });
}

export interface ImportResult {
  readonly projects: readonly {
    readonly sourceId: string;
    readonly id: ProjectId;
    readonly name: string;
  }[];
  readonly files: number;
  readonly companyProfile: 'created' | 'kept-existing' | 'none';
}

/**
 * The field that marks a project whose import has not finished: `importing: true` while its files are
 * written, `importing: false` once they all are. Lists leave marked projects out, so the user never sees
 * a half-imported project; {@link recoverInterruptedImports} removes one left behind by a reload, a
 * closed tab or a crash. Projects made any other way never have the field.
 */
export const IMPORT_MARK = 'importing';

/**
 * The server time of a marked project's latest import write: set with the mark and again with every
 * batch of its files, so another tab or device can tell an import that is still running from one that
 * stopped.
 */
export const IMPORT_ALIVE_FIELD = 'importAliveAt';

/**
 * How long a marked project may go without an import write before it counts as interrupted. A batch
 * takes seconds; the margin also covers clocks that differ between devices by a few minutes (the
 * stamp is the server's time, compared with the reader's clock).
 */
export const IMPORT_STALE_AFTER_MS = 10 * 60_000;

/** Whether a stored project document is an import that has not finished. */
export const isImportInProgress = (raw: Readonly<Record<string, unknown>>): boolean =>
  raw[IMPORT_MARK] === true;

/** Where an import is: called after each step so the caller can show progress. */
export interface ImportProgress {
  readonly projectName: string;
  readonly projectIndex: number;
  readonly projectCount: number;
  /** Files of this project written so far. */
  readonly filesWritten: number;
  readonly fileCount: number;
  readonly stage: 'project' | 'files' | 'finished';
}

export interface ApplyImportOptions {
  readonly onProgress?: (progress: ImportProgress) => void;
  /**
   * Called with each project's new id just before it is written, so the caller can note which
   * imports it started (see {@link UnfinishedImportOptions.stoppedHere}).
   */
  readonly onProjectStart?: (projectId: ProjectId) => void;
}

/** Files per batch: one write of each batch is left for the project's {@link IMPORT_ALIVE_FIELD}. */
const FILES_PER_BATCH = MAX_BATCH_OPS - 1;

/** What the importing screen says when another tab or device removed the project it was writing. */
export const importStoppedMessage = (projectName: string): string =>
  `The import of "${projectName}" was stopped: it wrote nothing for ${IMPORT_STALE_AFTER_MS / 60_000} minutes, so the app, opened in another tab or on another device, took it as interrupted and removed it. Projects imported before it are kept; import the backup again to add the rest.`;

/**
 * Carries out a plan from {@link planImport}. Each project is added at a new id (server-time
 * `createdAt`, as firestore.rules requires) marked as importing ({@link IMPORT_MARK}, with the time in
 * {@link IMPORT_ALIVE_FIELD}), then its files with the dates they had in the backup, in batches of at
 * most 499 that each stamp the project again, then the mark is cleared: until then no list shows it,
 * so an interrupted import leaves nothing visible. If a project's files cannot be written, that
 * project is removed again and the error is rethrown (projects imported before it stay); if another
 * tab or device already removed it as interrupted, the error says so ({@link importStoppedMessage}).
 * The company profile is written only if there is still none.
 */
export function applyImport(
  ctx: MaybeDataContext,
  plan: ImportPlan,
  options: ApplyImportOptions = {},
): Promise<ImportResult> {
  return withContext(ctx, async (context) => {
    const { port } = context;
    const { onProgress, onProjectStart } = options;
    if (plan.uid !== context.uid) {
      throw new DataError(
        'validation',
        'This import was prepared for another account. Start the import again.',
      );
    }
    const imported: { sourceId: string; id: ProjectId; name: string }[] = [];
    let files = 0;
    for (const [projectIndex, project] of plan.projects.entries()) {
      const progress = (stage: ImportProgress['stage'], filesWritten: number) =>
        onProgress?.({
          projectName: project.name,
          projectIndex,
          projectCount: plan.projects.length,
          filesWritten,
          fileCount: project.files.length,
          stage,
        });
      const projectId = asProjectId(port.newId(projectsPath(context)));
      const projectDoc = projectPath(context, projectId);
      onProjectStart?.(projectId);
      await port.set(projectDoc, {
        name: project.name,
        description: project.description,
        createdAt: serverTimestamp(),
        [IMPORT_MARK]: true,
        [IMPORT_ALIVE_FIELD]: serverTimestamp(),
      });
      progress('project', 0);
      try {
        let written = 0;
        for (const part of chunk(project.files, FILES_PER_BATCH)) {
          // The stamp is an update, so the batch fails whole if the project was removed meanwhile.
          await port.batch([
            { type: 'update', path: projectDoc, data: { [IMPORT_ALIVE_FIELD]: serverTimestamp() } },
            ...part.map((file): BatchOp => {
              const fileId = asFileId(port.newId(filesPath(context, projectId, file.collection)));
              return {
                type: 'set',
                path: filePath(context, projectId, file.collection, fileId),
                data: importedFileDocument(file),
              };
            }),
          ]);
          written += part.length;
          progress('files', written);
        }
        await port.update(projectDoc, { [IMPORT_MARK]: false });
        files += written;
        progress('finished', written);
      } catch (error) {
        if ((await port.get(projectDoc).catch(() => undefined)) === null) {
          throw new DataError('conflict', importStoppedMessage(project.name), { cause: error });
        }
        await deleteProject(context, projectId).catch(() => undefined);
        throw error;
      }
      imported.push({ sourceId: project.sourceId, id: projectId, name: project.name });
    }

    let companyProfile: ImportResult['companyProfile'] =
      plan.companyProfile.action === 'none' ? 'none' : 'kept-existing';
    if (plan.companyProfile.action === 'create') {
      // Checked again: a profile saved since the plan was made is not overwritten.
      if ((await port.get(companyProfilePath(context))) === null) {
        await port.set(companyProfilePath(context), plan.companyProfile.profile);
        companyProfile = 'created';
      }
    }
    return { projects: imported, files, companyProfile };
  });
}

export interface InterruptedImport {
  readonly id: ProjectId;
  /** The project's name as stored, or its id if the name is unreadable. */
  readonly name: string;
}

export interface UnfinishedImports {
  /** Marked projects written to within {@link IMPORT_STALE_AFTER_MS}: an import still running. */
  readonly running: readonly InterruptedImport[];
  /** Marked projects no import has written to for longer: interrupted. */
  readonly interrupted: readonly InterruptedImport[];
}

/** When an import last wrote to a marked project: its stamp, or its creation before stamps existed. */
function lastImportWrite(raw: Readonly<Record<string, unknown>>): Date | null {
  const stamp = raw[IMPORT_ALIVE_FIELD] ?? raw['createdAt'];
  return stamp instanceof Date ? stamp : null;
}

export interface UnfinishedImportOptions {
  /** The reader's clock; default the current time. */
  readonly now?: Date;
  /**
   * Projects whose import the caller started and knows has stopped (the same browser, where no import
   * holds the import lock now): interrupted however recently they were written to. Default none.
   */
  readonly stoppedHere?: ReadonlySet<string>;
}

/**
 * Projects still marked {@link IMPORT_MARK}, split into imports that are running (in another tab or on
 * another device) and imports that stopped: started here and known to have stopped, or not written to
 * for {@link IMPORT_STALE_AFTER_MS}. Nothing is changed.
 */
export function findUnfinishedImports(
  ctx: MaybeDataContext,
  { now = new Date(), stoppedHere = new Set() }: UnfinishedImportOptions = {},
): Promise<UnfinishedImports> {
  return withContext(ctx, async (context) => {
    const running: InterruptedImport[] = [];
    const interrupted: InterruptedImport[] = [];
    for (const entry of await context.port.list(projectsPath(context))) {
      if (!isImportInProgress(entry.data)) continue;
      const name = entry.data['name'];
      const found = {
        id: asProjectId(entry.id),
        name: typeof name === 'string' && name.trim() !== '' ? name : entry.id,
      };
      const last = lastImportWrite(entry.data);
      const stopped =
        stoppedHere.has(entry.id) ||
        last === null ||
        now.getTime() - last.getTime() > IMPORT_STALE_AFTER_MS;
      (stopped ? interrupted : running).push(found);
    }
    return { running, interrupted };
  });
}

/** Projects whose import was interrupted (see {@link findUnfinishedImports}); nothing is changed. */
export async function findInterruptedImports(
  ctx: MaybeDataContext,
  options: UnfinishedImportOptions = {},
): Promise<InterruptedImport[]> {
  return [...(await findUnfinishedImports(ctx, options)).interrupted];
}

/**
 * Rolls back every interrupted import ({@link findUnfinishedImports}): each is deleted with whatever
 * files were written for it. An import still
 * running, in another tab or on another device, is left alone and returned in `running`, so the user
 * can be told; the projects removed are returned in `rolledBack`.
 */
export function recoverInterruptedImports(
  ctx: MaybeDataContext,
  options: UnfinishedImportOptions = {},
): Promise<{
  readonly rolledBack: readonly InterruptedImport[];
  readonly running: readonly InterruptedImport[];
}> {
  return withContext(ctx, async (context) => {
    const { running, interrupted } = await findUnfinishedImports(context, options);
    for (const project of interrupted) await deleteProject(context, project.id);
    return { rolledBack: interrupted, running };
  });
}
