import { z } from 'zod';

import { checkBatch } from '../adapters/firestore-semantics';
import { type DataContext, type MaybeDataContext, requireContext, withContext } from '../context';
import {
  asFileId,
  asProjectId,
  COLLECTIONS,
  type DocPath,
  type FileCollectionName,
  filePath,
  FileCollectionNameSchema,
  filesPath,
  type ProjectId,
  projectPath,
  projectsPath,
} from '../document-tree';
import { DataError } from '../errors';
import { fileDataIssues } from '../file-data';
import {
  type BatchOp,
  MAX_BATCH_OPS,
  type RawDocumentEntry,
  serverTimestamp,
  type Unsubscribe,
} from '../port';
import {
  FileDataSchema,
  FileNameSchema,
  isDeletedDocument,
  parseInput,
  type Project,
  ProjectDescriptionSchema,
  type ProjectInput,
  ProjectInputSchema,
  ProjectNameSchema,
  type ProjectRecord,
  toProjectRecord,
} from '../schemas';
import { chunk, newestFirst } from './_lib';

/**
 * Projects whose backup import has not finished (`importing: true`, see backup.ts) are left out, and so
 * are projects in Recently deleted (`deletedAt` set, see trash.ts). The filter runs here rather than in
 * a query: `where('deletedAt', '==', null)` would leave out every project saved before the field existed.
 */
const toRecords = (entries: RawDocumentEntry[]): ProjectRecord[] =>
  newestFirst(
    entries
      .filter((entry) => entry.data['importing'] !== true && !isDeletedDocument(entry.data))
      .map((entry) => toProjectRecord(asProjectId(entry.id), entry.data)),
  );

/**
 * The user's projects, newest `createdAt` first; damaged ones (which may lack `createdAt`) come last.
 *
 * The collection is read whole and sorted here rather than with `orderBy('createdAt', 'desc')`:
 * Firestore's ordered query silently leaves out documents without the field, and a damaged project must
 * still be listed. The reads are the same.
 */
export function listProjects(ctx: MaybeDataContext): Promise<ProjectRecord[]> {
  return withContext(ctx, async ({ port, ...scope }) =>
    toRecords(await port.list(projectsPath(scope))),
  );
}

/**
 * Calls `onNext` with {@link listProjects}' result now and after each change; returns the unsubscribe
 * function.
 * @throws {DataError} `not-ready` at once, without a database or user.
 */
export function subscribeProjects(
  ctx: MaybeDataContext,
  onNext: (projects: ProjectRecord[]) => void,
  onError?: (error: DataError) => void,
): Unsubscribe {
  const { port, ...scope } = requireContext(ctx);
  return port.subscribeCollection(
    projectsPath(scope),
    {},
    (entries) => onNext(toRecords(entries)),
    onError,
  );
}

/** One project, or `null` if it does not exist. */
export function getProject(
  ctx: MaybeDataContext,
  projectId: ProjectId,
): Promise<ProjectRecord | null> {
  return withContext(ctx, async ({ port, ...scope }) => {
    const raw = await port.get(projectPath(scope, projectId));
    return raw === null ? null : toProjectRecord(projectId, raw);
  });
}

async function readBackProject(ctx: DataContext, projectId: ProjectId): Promise<Project> {
  const record = await getProject(ctx, projectId);
  if (record === null) throw new DataError('not-found', 'The new project could not be read back.');
  if (record.status === 'damaged')
    throw new DataError('unknown', 'The new project was stored in a damaged form.');
  return record;
}

/**
 * Creates a project with a server-time `createdAt`.
 * @throws {DataError} `validation` 'Project name is required.' when the name is blank after trimming;
 *   `not-ready` 'Database not ready.' without a database or user.
 */
export function createProject(ctx: MaybeDataContext, input: ProjectInput): Promise<Project> {
  return withContext(ctx, async (context) => {
    const { name, description } = parseInput(ProjectInputSchema, input);
    const id = await context.port.add(projectsPath(context), {
      name,
      description,
      createdAt: serverTimestamp(),
    });
    return readBackProject(context, asProjectId(id));
  });
}

export const ProjectTemplateSchema = z.object({
  name: ProjectNameSchema,
  description: ProjectDescriptionSchema.optional().default(''),
  files: z
    .array(
      z
        .object({
          collection: FileCollectionNameSchema,
          name: FileNameSchema,
          data: FileDataSchema,
        })
        .superRefine((file, ctx) => {
          // The bounds firestore.rules checks for the file's calculator (file-data.ts); the whole
          // data's own (a map, at most 200 fields) are FileDataSchema's, already reported.
          for (const issue of fileDataIssues(file.collection, file.data)) {
            if (issue.path === '') continue;
            ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', issue.path] });
          }
        }),
    )
    .max(MAX_BATCH_OPS, { error: `A template can hold at most ${MAX_BATCH_OPS} files.` }),
});
/** A project template: its name and description, and the files it starts with. */
export interface ProjectTemplate {
  readonly name: string;
  readonly description?: string;
  readonly files: readonly {
    readonly collection: FileCollectionName;
    readonly name: string;
    readonly data: Readonly<Record<string, unknown>>;
  }[];
}

/**
 * Adds the project, then writes every template file in ONE batch, each with `name`, a server-time
 * `createdAt` and its data. The project is added at a fresh auto id (what `addDoc` does) so that the
 * whole batch can be checked before anything is written; if the batch still fails, the new project is
 * removed again, so a half-made project is never left behind.
 */
export function createProjectFromTemplate(
  ctx: MaybeDataContext,
  template: ProjectTemplate,
): Promise<Project> {
  return withContext(ctx, async (context) => {
    const { port } = context;
    const parsed = parseInput(ProjectTemplateSchema, template);
    const projectId = asProjectId(port.newId(projectsPath(context)));
    const ops: BatchOp[] = parsed.files.map((file) => {
      const fileId = asFileId(port.newId(filesPath(context, projectId, file.collection)));
      return {
        type: 'set',
        path: filePath(context, projectId, file.collection, fileId),
        data: { name: file.name, createdAt: serverTimestamp(), data: file.data },
      };
    });
    checkBatch(ops);

    await port.set(projectPath(context, projectId), {
      name: parsed.name,
      description: parsed.description,
      createdAt: serverTimestamp(),
    });
    try {
      await port.batch(ops);
    } catch (error) {
      await port.delete(projectPath(context, projectId)).catch(() => undefined);
      throw error;
    }
    return readBackProject(context, projectId);
  });
}

/** Changes a project's name and/or description; `createdAt` is kept. */
export function updateProject(
  ctx: MaybeDataContext,
  projectId: ProjectId,
  changes: { name?: string; description?: string },
): Promise<void> {
  return withContext(ctx, async ({ port, ...scope }) => {
    const parsed = parseInput(
      z.object({
        name: ProjectNameSchema.optional(),
        description: ProjectDescriptionSchema.optional(),
      }),
      changes,
    );
    const update = Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(update).length === 0) return;
    await port.update(projectPath(scope, projectId), update);
  });
}

/** @throws {DataError} `validation` 'Project name is required.' for a blank name; `not-found`. */
export const renameProject = (
  ctx: MaybeDataContext,
  projectId: ProjectId,
  name: string,
): Promise<void> => updateProject(ctx, projectId, { name });

export const updateProjectDescription = (
  ctx: MaybeDataContext,
  projectId: ProjectId,
  description: string,
): Promise<void> => updateProject(ctx, projectId, { description });

/**
 * Deletes a project for good, with every file in every collection under it (deleted ones too). Firestore
 * does not cascade, so the files are listed and deleted in batches of at most 500, the project document
 * last (an interrupted delete leaves the project, to be deleted again). The app's Delete moves a project
 * to Recently deleted instead, in one write (`moveProjectToTrash`, trash.ts); this runs when it is
 * deleted for good from there, when it expires, and for account deletion.
 * @returns How many files were deleted.
 */
export function deleteProject(
  ctx: MaybeDataContext,
  projectId: ProjectId,
): Promise<{ deletedFiles: number }> {
  return withContext(ctx, async (context) => {
    const { port } = context;
    const listings = await Promise.all(
      COLLECTIONS.map(async ({ collection }) =>
        (await port.list(filesPath(context, projectId, collection))).map((entry) =>
          filePath(context, projectId, collection, asFileId(entry.id)),
        ),
      ),
    );
    const files = listings.flat();
    const paths: DocPath[] = [...files, projectPath(context, projectId)];
    for (const part of chunk(paths, MAX_BATCH_OPS)) {
      await port.batch(part.map((path) => ({ type: 'delete', path })));
    }
    return { deletedFiles: files.length };
  });
}
