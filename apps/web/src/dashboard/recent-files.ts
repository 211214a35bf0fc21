import {
  listAllFiles,
  type MaybeDataContext,
  type Project,
  type ProjectRecord,
  type SavedFile,
} from '@org/data';

/** How many of the newest projects the dashboard reads files from: each costs one read per collection. */
export const RECENT_FILES_PROJECT_LIMIT = 6;
/** How many files the dashboard lists. */
export const RECENT_FILES_LIMIT = 8;

export interface RecentFile {
  readonly file: SavedFile;
  readonly project: Project;
  /** When the file last changed: `updatedAt`, or `createdAt` for a file never changed. */
  readonly changedAt: Date;
}

/** The most recently changed files of the given projects' listings, newest change first. */
export function pickRecentFiles(
  listings: readonly { project: Project; files: readonly SavedFile[] }[],
  limit = RECENT_FILES_LIMIT,
): RecentFile[] {
  return listings
    .flatMap(({ project, files }) =>
      files.map((file) => ({ file, project, changedAt: file.updatedAt ?? file.createdAt })),
    )
    .sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())
    .slice(0, limit);
}

/**
 * The recently changed files across the user's newest projects. The work is bounded: Firestore has
 * no query across every project's twelve collections without a collection-group index per
 * collection, so only the {@link RECENT_FILES_PROJECT_LIMIT} newest projects are read. Damaged files
 * are left out here; the project page lists them.
 */
export async function loadRecentFiles(
  ctx: MaybeDataContext,
  projects: readonly ProjectRecord[],
): Promise<RecentFile[]> {
  const newest = projects
    .filter((record): record is Project => record.status === 'ok')
    .slice(0, RECENT_FILES_PROJECT_LIMIT);
  const listings = await Promise.all(
    newest.map(async (project) => {
      const all = await listAllFiles(ctx, project.id);
      const files = Object.values(all)
        .flat()
        .filter((file): file is SavedFile => file.status === 'ok');
      return { project, files };
    }),
  );
  return pickRecentFiles(listings);
}
