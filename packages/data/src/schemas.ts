/**
 * What a stored document must look like, and what a read returns. Every document read is parsed here;
 * one that fails is returned as `damaged` with its raw data kept, never dropped and never thrown.
 */
import { z } from 'zod';

import type { FileCollectionName, FileId, ProjectId } from './document-tree';
import { DataError, type FieldIssue } from './errors';
import { FILE_DATA_FIELDS_MAX, fileDataIssues } from './file-data';
import type { RawDocument } from './port';

export const PROJECT_NAME_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 2000;
export const FILE_NAME_MAX = 120;
export const COMPANY_NAME_MAX = 200;
export const COMPANY_LOCATION_MAX = 300;
/** A logo data URL this long (about 510 KB of image) keeps the profile well under Firestore's 1 MiB. */
export const LOGO_MAX_CHARS = 700_000;

export const PROJECT_NAME_REQUIRED = 'Project name is required.';

const nonBlank = (value: string): boolean => value.trim().length > 0;

/* ------------------------------------------------------------------ stored documents (read side) */

/** `artifacts/{appId}/users/{uid}/projects/{projectId}` */
export const ProjectDocSchema = z.object({
  name: z.string().max(PROJECT_NAME_MAX).refine(nonBlank, { error: PROJECT_NAME_REQUIRED }),
  description: z.string().max(PROJECT_DESCRIPTION_MAX).default(''),
  createdAt: z.date(),
  /** Set (server time) when the project is moved to Recently deleted; absent or `null` otherwise. */
  deletedAt: z.date().nullable().optional(),
});
export type ProjectDoc = z.output<typeof ProjectDocSchema>;

/** `.../projects/{projectId}/{collectionName}/{fileId}`: a calculator file. `data` belongs to its calculator. */
export const SavedFileDocSchema = z.object({
  name: z.string().max(FILE_NAME_MAX).refine(nonBlank, { error: 'File name is required.' }),
  createdAt: z.date(),
  updatedAt: z.date().optional(),
  /** Set (server time) when the file is moved to Recently deleted; absent or `null` otherwise. */
  deletedAt: z.date().nullable().optional(),
  data: z.record(z.string(), z.unknown()),
});
export type SavedFileDoc = z.output<typeof SavedFileDocSchema>;

/**
 * A stored logo, whole (firestore.rules' `isLogo` matches the same pattern): a base64 PNG or JPEG data
 * URL, the two kinds the app writes (apps/web/src/settings/logo/prepare-logo.ts redraws every chosen
 * image, SVG included, as one of them) and the two a PDF report can embed. No SVG (it may carry
 * script), no other scheme.
 */
export const LOGO_DATA_URL_PATTERN = 'data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}';
const LOGO_DATA_URL = new RegExp(`^(?:${LOGO_DATA_URL_PATTERN})$`);
export const LOGO_FORMAT_MESSAGE = 'The logo must be a PNG or JPEG image.';

const LogoSchema = z
  .string()
  .max(LOGO_MAX_CHARS, { error: 'The logo is too large: use an image of at most about 500 KB.' })
  .regex(LOGO_DATA_URL, { error: LOGO_FORMAT_MESSAGE })
  .nullable();

/** `artifacts/{appId}/users/{uid}/companyDetails/profile`; missing fields take their defaults. */
export const CompanyProfileDocSchema = z.object({
  name: z.string().max(COMPANY_NAME_MAX).default(''),
  location: z.string().max(COMPANY_LOCATION_MAX).default(''),
  logo: LogoSchema.default(null),
});
export type CompanyProfileDoc = z.output<typeof CompanyProfileDocSchema>;

export const DEFAULT_COMPANY_PROFILE: CompanyProfileDoc = Object.freeze({
  name: '',
  location: '',
  logo: null,
});

/* ------------------------------------------------------------------------ user input (write side) */

export const ProjectNameSchema = z
  .string({ error: PROJECT_NAME_REQUIRED })
  .trim()
  .min(1, { error: PROJECT_NAME_REQUIRED })
  .max(PROJECT_NAME_MAX, { error: `Project name must be at most ${PROJECT_NAME_MAX} characters.` });

export const ProjectDescriptionSchema = z
  .string({ error: 'Description must be text.' })
  .trim()
  .max(PROJECT_DESCRIPTION_MAX, {
    error: `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters.`,
  });

export const ProjectInputSchema = z.object({
  name: ProjectNameSchema,
  description: ProjectDescriptionSchema.optional().default(''),
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;

export const FileNameSchema = z
  .string({ error: 'File name is required.' })
  .trim()
  .min(1, { error: 'File name is required.' })
  .max(FILE_NAME_MAX, { error: `File name must be at most ${FILE_NAME_MAX} characters.` });

const FILE_DATA_MESSAGE = 'File data must be an object of named fields.';

export const FileDataSchema = z
  .record(z.string(), z.unknown(), { error: FILE_DATA_MESSAGE })
  .refine((data) => Object.keys(data).length <= FILE_DATA_FIELDS_MAX, {
    error: `File data may hold at most ${FILE_DATA_FIELDS_MAX} fields.`,
  });

export const FileInputSchema = z.object({ name: FileNameSchema, data: FileDataSchema });
export type FileInput = z.input<typeof FileInputSchema>;

/**
 * A file's data as it may be written to `collection`: {@link FileDataSchema} and the bounds
 * firestore.rules checks ({@link fileDataIssues}), so a write the rules would refuse is refused here
 * first, with a message, on either backend.
 */
export function fileDataSchemaFor(collection: FileCollectionName) {
  return z
    .record(z.string(), z.unknown(), { error: FILE_DATA_MESSAGE })
    .superRefine((data, ctx) => {
      for (const issue of fileDataIssues(collection, data)) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: issue.path === '' ? [] : [issue.path],
        });
      }
    });
}

export const CompanyProfileInputSchema = z.object({
  name: z
    .string()
    .trim()
    .max(COMPANY_NAME_MAX, {
      error: `Company name must be at most ${COMPANY_NAME_MAX} characters.`,
    }),
  location: z
    .string()
    .trim()
    .max(COMPANY_LOCATION_MAX, {
      error: `Location must be at most ${COMPANY_LOCATION_MAX} characters.`,
    }),
  logo: LogoSchema,
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInputSchema>;

/* -------------------------------------------------------------------------------- read results */

/** A document that failed its schema: shown and exportable, never dropped. */
export interface Damaged<Id extends string = string> {
  readonly status: 'damaged';
  readonly id: Id;
  /** The document exactly as stored (timestamps as `Date`). */
  readonly raw: RawDocument;
  readonly issues: readonly FieldIssue[];
}

export interface Project {
  readonly status: 'ok';
  readonly id: ProjectId;
  readonly name: string;
  readonly description: string;
  readonly createdAt: Date;
  /** `createdAt` as an ISO string. */
  readonly date: string;
  /** When it was moved to Recently deleted; absent while it is not deleted. */
  readonly deletedAt?: Date;
}
export type DamagedProject = Damaged<ProjectId>;
export type ProjectRecord = Project | DamagedProject;

interface FileLocation {
  readonly projectId: ProjectId;
  readonly collection: FileCollectionName;
}

export interface SavedFile extends FileLocation {
  readonly status: 'ok';
  readonly id: FileId;
  readonly name: string;
  readonly createdAt: Date;
  readonly updatedAt?: Date;
  /** When it was moved to Recently deleted; absent while it is not deleted. */
  readonly deletedAt?: Date;
  readonly data: Record<string, unknown>;
}
export interface DamagedFile extends Damaged<FileId>, FileLocation {}
export type SavedFileRecord = SavedFile | DamagedFile;

export interface CompanyProfile extends CompanyProfileDoc {
  readonly status: 'ok';
  /** False when nothing is stored yet and these are the defaults. */
  readonly exists: boolean;
}
export type DamagedCompanyProfile = Damaged<'profile'>;
export type CompanyProfileRecord = CompanyProfile | DamagedCompanyProfile;

/** zod issues as `{ path: 'a.b', message }`. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Parses user input, or rejects it with the first problem as the message (the form shows it) and every
 * problem in `issues`.
 * @throws {DataError} code `validation`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error);
  throw new DataError('validation', issues[0]?.message ?? 'The input is not valid.', { issues });
}

/** `{ status: 'ok', ...value }` if `raw` passes `schema`, otherwise `{ status: 'damaged', raw, issues }`. */
export function parseStored<S extends z.ZodType, Id extends string>(
  schema: S,
  id: Id,
  raw: RawDocument,
): { status: 'ok'; id: Id; value: z.output<S> } | Damaged<Id> {
  const result = schema.safeParse(raw);
  return result.success
    ? { status: 'ok', id, value: result.data }
    : { status: 'damaged', id, raw, issues: toFieldIssues(result.error) };
}

export function toProjectRecord(id: ProjectId, raw: RawDocument): ProjectRecord {
  const parsed = parseStored(ProjectDocSchema, id, raw);
  if (parsed.status === 'damaged') return parsed;
  const { name, description, createdAt, deletedAt } = parsed.value;
  return {
    status: 'ok',
    id,
    name,
    description,
    createdAt,
    date: createdAt.toISOString(),
    ...(deletedAt ? { deletedAt } : {}),
  };
}

export function toFileRecord(
  projectId: ProjectId,
  collection: FileCollectionName,
  id: FileId,
  raw: RawDocument,
): SavedFileRecord {
  const parsed = parseStored(SavedFileDocSchema, id, raw);
  if (parsed.status === 'damaged') return { ...parsed, projectId, collection };
  const { name, createdAt, updatedAt, deletedAt, data } = parsed.value;
  return {
    status: 'ok',
    id,
    projectId,
    collection,
    name,
    createdAt,
    ...(updatedAt === undefined ? {} : { updatedAt }),
    ...(deletedAt ? { deletedAt } : {}),
    data,
  };
}

export function toCompanyProfileRecord(raw: RawDocument | null): CompanyProfileRecord {
  if (raw === null) return { status: 'ok', exists: false, ...DEFAULT_COMPANY_PROFILE };
  const parsed = parseStored(CompanyProfileDocSchema, 'profile', raw);
  return parsed.status === 'damaged' ? parsed : { status: 'ok', exists: true, ...parsed.value };
}

/**
 * Whether a stored document (as read) is in Recently deleted: its `deletedAt` holds a time. Documents
 * saved before soft delete existed have no `deletedAt`, and a restored one holds `null`: both are live.
 */
export function isDeletedDocument(raw: RawDocument): boolean {
  return raw['deletedAt'] instanceof Date;
}

/** A name to show for any record: its own, or the raw one of a damaged record if it has a usable one. */
export function displayName(record: { status: 'ok'; name: string } | Damaged): string {
  if (record.status === 'ok') return record.name;
  const rawName = record.raw['name'];
  return typeof rawName === 'string' && rawName.trim() ? rawName : `Damaged item ${record.id}`;
}
